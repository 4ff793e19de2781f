/**
 * A first visit works offline (docs/product-rules.md, Server rendering and Offline): the page keeps the answers
 * the server embedded in it, and the visitor's city is found at launch without a tap when the position is
 * already granted, and saved for offline by the worker, which does not control a first visit's page yet.
 * Then, offline, the same page opens again from the precached shell with the featured listings, the city's
 * own listings and a property's details, prices printed as the cards print them. Without a granted
 * position nothing asks for it on load; a known city is saved again at launch when its copy is over a day
 * old. Real Chromium, the real server and its real service worker.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { propertiesInLabel } from '../../src/client/app/layouts/layout.content';
import { HOME_LABELS } from '../../src/shared/home';
import { formatPriceShort, formatRent } from '../../src/shared/listings/format';
import {
  cityListingsPath,
  featuredListingsPath,
  propertyDetailPath,
} from '../../src/shared/listings/listing-api-paths';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { OFFLINE_MESSAGES } from '../../src/shared/offline/offline-contract';
import { OFFLINE_CITY, offlineCityPath } from '../../src/shared/offline/saved-cities';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { PATHS } from '../../src/shared/routes';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import {
  ageSavedCity,
  browsedListingIds,
  savedAnswerKeys,
  savedAnswers,
  savedCities,
  waitForSavedCity,
} from '../helpers/e2e-offline';
import { type LoopbackProxy, loopbackProxy } from '../helpers/loopback-proxy';

/** New Market, Bhopal. */
const BHOPAL = { latitude: 23.2599, longitude: 77.4126 };
const CITY = 'Bhopal';
const KEY = 'bhopal';

/** The price as a card prints it ('₹45 L', '₹1.2 Cr'; a rent by the month). */
const cardPrice = (listing: { price: number; transactionType: string }) =>
  listing.transactionType === 'Rent' ? formatRent(listing.price) : formatPriceShort(listing.price);

async function json<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The worker is active (installed by this visit) and every answer in `paths` is saved. */
async function waitUntilSaved(page: Page, paths: string[]) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      async () => {
        const keys = await savedAnswerKeys(page);
        return paths.filter((path) => !keys.includes(path));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
}

/** The visitor's city as the page remembers it. */
const rememberedCity = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('location') ?? 'null') as { city?: string } | null)?.city);

/** A new window of the app with the server out of reach (the installed app relaunched offline). */
async function relaunchOffline(
  proxy: LoopbackProxy,
  context: BrowserContext,
  page: Page,
  path: string,
  problems: string[],
) {
  await proxy.cut();
  await page.close();
  const app = await context.newPage();
  app.on('pageerror', (error) => problems.push(error.message));
  const response = await app.goto(path);
  // The worker's precached shell, rendered in the browser from what was saved: no server page came.
  expect(response?.fromServiceWorker()).toBe(true);
  expect(await response?.text()).not.toContain(SERVER_RENDERED_ATTRIBUTE);
  return app;
}

/** Every card of `expected` the region shows first, with its title and its price as the cards print them. */
async function expectCards(page: Page, region: string, expected: ListingCard[]) {
  const section = page.getByRole('region', { name: region });
  await section.getByRole('article').first().waitFor();
  const shown = await section.getByRole('article').allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const [index, listing] of expected.slice(0, Math.min(3, shown.length)).entries()) {
    expect(shown[index]).toContain(listing.title);
    expect(shown[index]).toContain(cardPrice(listing));
  }
}

describeInBrowser('a first visit works offline', (e2e) => {
  it('opens / once with the position granted, then offline shows the featured listings and Bhopal’s own', async () => {
    const [{ data: featured }, { properties: inBhopal }] = await Promise.all([
      json<{ data: ListingCard[] }>(e2e.baseUrl, featuredListingsPath(null)),
      json<{ properties: ListingCard[] }>(e2e.baseUrl, cityListingsPath(CITY)),
    ]);
    expect(featured.length).toBeGreaterThan(0);
    expect(inBhopal.length).toBeGreaterThan(0);

    const proxy = await loopbackProxy(e2e.baseUrl);
    const { context, page } = await e2e.newPage({ baseURL: proxy.url, viewport: PHONE });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(BHOPAL);
    try {
      await page.goto(PATHS.home);
      // No tap anywhere: the city is found once the page is idle, and the worker saves it for offline.
      await expect.poll(() => rememberedCity(page), { timeout: 20_000 }).toBe(CITY);
      await waitUntilSaved(page, [featuredListingsPath(null), cityListingsPath(CITY)]);

      const app = await relaunchOffline(proxy, context, page, PATHS.home, problems);
      await expectCards(app, HOME_LABELS.featured, featured);
      await expectCards(app, propertiesInLabel(CITY), inBhopal);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  it('opens a property page once, then offline opens it again with its title and price', async () => {
    const { data } = await json<{ data: ListingCard[] }>(e2e.baseUrl, `/api/properties/search?city=${CITY}`);
    const property = data[0];
    if (!property) throw new Error(`no listing in ${CITY}`);
    const path = `${PATHS.propertyProfile}?id=${property.id}`;

    const proxy = await loopbackProxy(e2e.baseUrl);
    const { context, page } = await e2e.newPage({ baseURL: proxy.url, viewport: PHONE });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: property.title }).waitFor();
      await waitUntilSaved(page, [propertyDetailPath(property.id)]);

      const app = await relaunchOffline(proxy, context, page, path, problems);
      await app.getByRole('heading', { level: 1, name: property.title }).waitFor();
      await app.getByText(cardPrice(property), { exact: false }).first().waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  it('keeps the cards the first page showed, before any worker ran: offline, a card opens with its facts', async () => {
    const { data: featured } = await json<{ data: ListingCard[] }>(e2e.baseUrl, featuredListingsPath(null));
    const listing = featured.at(-1);
    if (!listing) throw new Error('no featured listing');

    const proxy = await loopbackProxy(e2e.baseUrl);
    // No position: no city is saved, so the card can only come from what the page itself kept.
    const { context, page } = await e2e.newPage({ baseURL: proxy.url, viewport: PHONE });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(PATHS.home);
      await waitUntilSaved(page, [featuredListingsPath(null)]);
      // The page kept the server's embedded answer; the worker, once running, took in its cards.
      await expect
        .poll(() => browsedListingIds(page), { timeout: 20_000 })
        .toEqual(expect.arrayContaining(featured.map((card) => card.id)));
      expect(await savedCities(page)).toEqual({});

      const app = await relaunchOffline(proxy, context, page, `${PATHS.propertyProfile}?id=${listing.id}`, problems);
      await app.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      await app.getByText(OFFLINE_MESSAGES.detailsNotSaved).waitFor();
      await app.getByText(cardPrice(listing), { exact: true }).first().waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});

describeInBrowser('the city at launch', (e2e) => {
  it('asks nothing on load while the position is not yet granted', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    try {
      // Counts every ask for the position (each would be a permission prompt for a real visitor).
      await page.addInitScript(() => {
        const asks = { count: 0 };
        Object.assign(window, { positionAsks: asks });
        const geolocation = navigator.geolocation;
        const original = geolocation.getCurrentPosition.bind(geolocation);
        geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
          asks.count += 1;
          original(...args);
        };
      });
      const reverse: string[] = [];
      context.on('request', (request) => {
        if (request.url().includes('/api/geolocation/reverse')) reverse.push(request.url());
      });
      await page.goto(PATHS.home);
      const state = await page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state);
      expect(state).toBe('prompt');
      // Past the page's idle time, with the worker installed: still nothing asked, no city.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3_000 })));
      await page.waitForTimeout(1_500);
      expect(
        await page.evaluate(() => (window as unknown as { positionAsks: { count: number } }).positionAsks.count),
      ).toBe(0);
      expect(reverse).toEqual([]);
      expect(await rememberedCity(page)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('saves a known city again at launch when its copy is over a day old, and not when it is fresh', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    const lists = [cityListingsPath(CITY), featuredListingsPath(null)];
    /** The city as the worker fetched it itself to save it, not as the page read anything. */
    const prefetched: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (request.serviceWorker() && url.pathname + url.search === offlineCityPath(CITY)) prefetched.push(url.pathname);
    });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(BHOPAL);
    try {
      // A visit that found Bhopal and saved it.
      await page.goto(PATHS.about);
      await expect.poll(() => rememberedCity(page), { timeout: 20_000 }).toBe(CITY);
      await waitUntilSaved(page, lists);
      await waitForSavedCity(page, KEY);

      // The next launch, the same day, on a page that reads no listings: the fresh copy is not fetched again.
      await context.clearPermissions();
      prefetched.length = 0;
      await page.reload();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3_000 })));
      await page.waitForTimeout(2_000);
      expect(prefetched).toEqual([]);

      // Two days later: the known city is saved again at launch, without a tap and without the position.
      await ageSavedCity(page, KEY, 2 * OFFLINE_CITY.refreshAfterMs);
      const before = Date.now();
      await page.reload();
      await expect
        .poll(async () => (await savedCities(page))[KEY]?.savedAt ?? 0, { timeout: 20_000 })
        .toBeGreaterThan(before);
      // With the home page's lists, fetched again at the same time.
      const records = await savedAnswers(page);
      expect(lists.filter((path) => (records[path]?.savedAt ?? 0) < before)).toEqual([]);
      expect(prefetched.length).toBeGreaterThan(0);
      expect(await rememberedCity(page)).toBe(CITY);
    } finally {
      await context.close();
    }
  });
});
