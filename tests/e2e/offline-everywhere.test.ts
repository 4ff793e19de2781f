/**
 * After one visit, with the network truly gone, every page opens and search runs on the device. One
 * visitor opens the home page once with the position granted at Bhopal: the worker installs (with every
 * public page's code) and saves Bhopal. Then the link to the server is cut (a loopback proxy: Chromium's
 * offline flag does not stop a worker's fetches) and every route of the route table opens, a Bhopal search
 * with filters and a Bhopal landing page are answered from the saved city as the server would, a property
 * seen only on a card opens with the card's facts, a city not saved offers the saved one, "Saved for
 * offline" tells what is kept, and the app launched again from the home screen opens at home with
 * Bhopal's listings. No page ever says it could not be loaded.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { propertiesInLabel } from '../../src/client/app/layouts/layout.content';
import { SAVED_OFFLINE_UI } from '../../src/client/features/offline/saved-offline.content';
import { resultCountText } from '../../src/client/features/search/search.content';
import { landingHeading } from '../../src/shared/landing/landing-contract';
import { formatPriceShort, formatRent } from '../../src/shared/listings/format';
import type { ListingCard, SearchResponse } from '../../src/shared/listings/listing-types';
import { APP_MESSAGES } from '../../src/shared/messages';
import { OFFLINE_MESSAGES } from '../../src/shared/offline/offline-contract';
import type { SavedCity } from '../../src/shared/offline/saved-cities';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { accountUser } from '../fixtures/accounts';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { waitUntilControlled } from '../helpers/e2e-api';
import { clearHttpCache, opensOffline, waitForSavedCity } from '../helpers/e2e-offline';
import { type LoopbackProxy, loopbackProxy } from '../helpers/loopback-proxy';
import { headingOf, urlOf } from '../helpers/route-urls';

/** New Market, Bhopal. */
const BHOPAL = { latitude: 23.2599, longitude: 77.4126 };

/** A search with filters: flats in Bhopal, two or three bedrooms, up to ₹80 lakh, cheapest first. */
const FILTERED = `${searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Bhopal' })}&maxPrice=8000000&bedrooms=2,3&sort=price_asc`;

/** The price as a card prints it ('₹45 L'; a rent by the month). */
const cardPrice = (listing: ListingCard) =>
  listing.transactionType === 'Rent' ? formatRent(listing.price) : formatPriceShort(listing.price);

/** 'Offline: 23 saved listings in Bhopal match, saved …' for any count and any time. */
const deviceNotice = (city: string) => new RegExp(`^Offline: \\d+ saved listings? in ${city} match(es)?, saved `);

describeInBrowser('offline after one visit', (e2e) => {
  let proxy: LoopbackProxy;
  let context: BrowserContext;
  let page: Page;
  let bhopal: SavedCity;
  /** The server's answer to FILTERED, asked while it was still reachable. */
  let expected: SearchResponse;
  const problems: string[] = [];

  beforeAll(async () => {
    proxy = await loopbackProxy(e2e.baseUrl);
    ({ context, page } = await e2e.newPage({ baseURL: proxy.url, viewport: PHONE }));
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(BHOPAL);
    const query = new URL(FILTERED, e2e.baseUrl).search;
    expected = (await (await fetch(new URL(`/api/properties/search${query}`, e2e.baseUrl))).json()) as SearchResponse;
  });
  afterAll(async () => {
    await context?.close();
    await proxy?.close();
  });

  it('one visit to home with the position granted saves Bhopal: every listing of the city', async () => {
    expect(expected.total).toBeGreaterThan(1);
    // Nothing is tapped.
    await page.goto(PATHS.home);
    await page.getByText(APP_MESSAGES.offlineReady).waitFor({ timeout: 30_000 });
    await waitUntilControlled(page);
    bhopal = await waitForSavedCity(page, 'bhopal');
    // Whatever opens from here on can only come from what the worker keeps.
    await clearHttpCache(context, page);
    await proxy.cut();
    expect(bhopal.city).toBe('Bhopal');
    expect(bhopal.listings.length).toBe(bhopal.total);
    expect(bhopal.photos.length).toBeGreaterThan(0);
  });

  it.each(Object.values(ROUTES).map((route) => [route.path, route] as const))(
    '%s opens offline',
    async (path, route) => {
      // The profile shows the stored user; every other page is opened as a visitor.
      await page.evaluate(
        (user) => (user ? localStorage.setItem('user', user) : localStorage.removeItem('user')),
        path === PATHS.profile ? JSON.stringify(accountUser()) : null,
      );
      await opensOffline(page, urlOf(path), headingOf(route));
    },
  );

  it('answers a Bhopal search with filters from the saved city, as the server would', async () => {
    await opensOffline(page, FILTERED, ROUTES.searchResults.title);
    await page.getByText(deviceNotice('Bhopal')).waitFor();
    await page.getByRole('heading', { name: resultCountText(expected.total, false) }).waitFor();
    const cards = await page.getByRole('article').allTextContents();
    expect(cards.length).toBe(expected.data.length);
    for (const [index, listing] of expected.data.entries()) {
      expect(cards[index]).toContain(listing.title);
      expect(cards[index]).toContain(cardPrice(listing));
    }
  });

  it('opens a Bhopal landing page from the saved city', async () => {
    const heading = landingHeading({
      kind: 'type',
      city: 'Bhopal',
      propertyType: 'Flat/Apartment',
      transactionType: 'Buy',
    });
    await opensOffline(page, '/in/bhopal/flats-for-sale', heading);
    await page.getByText(deviceNotice('Bhopal')).waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  });

  it('opens a property seen only on a card, with its facts, and says the rest is not saved', async () => {
    const listing = bhopal.listings.at(-1);
    if (!listing) throw new Error('Bhopal was saved without listings');
    await opensOffline(page, `${PATHS.propertyProfile}?id=${listing.id}`, listing.title);
    await page.getByText(OFFLINE_MESSAGES.detailsNotSaved).waitFor();
    await page.getByText(cardPrice(listing), { exact: true }).first().waitFor();
  });

  it('says a city not saved is not, and offers the same search in Bhopal', async () => {
    await opensOffline(
      page,
      searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Indore' }),
      ROUTES.searchResults.title,
    );
    await page.getByText(OFFLINE_MESSAGES.cityNotSaved('Indore')).waitFor();
    const offer = page.getByRole('navigation', { name: OFFLINE_MESSAGES.savedCitiesOffer });
    await offer.getByRole('link', { name: /Bhopal/ }).click();
    await page.getByText(deviceNotice('Bhopal')).waitFor();
    expect(new URL(page.url()).searchParams.get('city')).toBe('Bhopal');
  });

  it('"Saved for offline" lists Bhopal with its listings, and the storage used', async () => {
    await opensOffline(page, PATHS.savedOffline, ROUTES.savedOffline.title);
    const item = page.getByRole('listitem').filter({ hasText: 'Bhopal' });
    await item.getByText(SAVED_OFFLINE_UI.listings(bhopal.listings.length), { exact: false }).waitFor();
    await page.getByText(/ used on this device/).waitFor();
  });

  it('launched again from the home screen, opens at home with Bhopal’s listings, saved', async () => {
    const manifest = (await (await fetch(new URL('/manifest.webmanifest', e2e.baseUrl))).json()) as {
      start_url: string;
    };
    const app = await context.newPage();
    app.on('pageerror', (error) => problems.push(`${app.url()}: ${error.message}`));
    const response = await app.goto(manifest.start_url);
    expect(response?.fromServiceWorker()).toBe(true);
    const city = app.getByRole('region', { name: propertiesInLabel('Bhopal') });
    await city.getByRole('article').first().waitFor();
    await app
      .getByText(/^Offline, saved on /)
      .first()
      .waitFor();
    await app.close();
  });

  it('never threw on any page', () => {
    expect(problems).toEqual([]);
  });
});
