/**
 * The offline journey, in Chromium against the real server: a first visit at a Bhopal position prefetches
 * the city; offline, a relaunch shows Bhopal's listings and the featured list from what was saved, a
 * property opened earlier opens again, a search never run says so, and an enquiry sent offline is
 * delivered exactly once when the phone is back online. (The update prompt is in offline.test.ts.)
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { propertiesInLabel } from '../../src/client/app/layouts/layout.content';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { LOCATION_LABELS } from '../../src/client/features/location/location.content';
import { SHORTLIST_BUTTON_LABELS } from '../../src/client/features/shortlist/shortlist-button.content';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-constants';
import { HOME_LABELS } from '../../src/shared/home';
import { OFFLINE_HEADERS, OFFLINE_MESSAGES } from '../../src/shared/offline/offline-contract';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { SAVED_LISTING_MESSAGES } from '../../src/shared/shortlist/saved-listings-constants';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi, storeSessionIn } from '../helpers/e2e-accounts';
import {
  api,
  ownerWithApprovedFlat,
  scrollToLocationPicker,
  uniqueWord,
  waitUntilControlled,
} from '../helpers/e2e-api';
import { savedAnswerKeys } from '../helpers/e2e-offline';
import { type LoopbackProxy, loopbackProxy } from '../helpers/loopback-proxy';

/** New Market, Bhopal. */
const BHOPAL = { latitude: 23.2599, longitude: 77.4126 };

/**
 * Waits until the worker has saved its answer for `path`, then checks that it answers it from there with
 * the server out of reach. The link is cut for that one read only: cut while waiting, it would also stop
 * the worker's own fetches, the saving among them.
 */
async function expectSavedOffline(proxy: LoopbackProxy, page: Page, path: string, timeout: number) {
  await expect.poll(() => savedAnswerKeys(page), { timeout }).toContain(path);
  await proxy.cut();
  try {
    const source = await page.evaluate(
      ({ url, header }) => fetch(url).then((response) => response.headers.get(header)),
      { url: path, header: OFFLINE_HEADERS.source },
    );
    expect(source, path).toBe('saved');
  } finally {
    await proxy.restore();
  }
}

// A server of its own: this file publishes a flat in Bhopal (the newest there).
describeInBrowser('offline-first journey', { ownServer: true }, (e2e) => {
  it('prefetches Bhopal, works offline from what was browsed, and delivers an offline enquiry once', async () => {
    const { baseUrl, dataDir } = e2e;
    const word = uniqueWord('Shyamla');
    const title = `2 BHK flat in ${word} hills`;
    const { seller, propertyId: id } = await ownerWithApprovedFlat(baseUrl, dataDir, { title });
    const buyer = await registerOverApi(baseUrl, dataDir);

    const proxy = await loopbackProxy(baseUrl);
    try {
      const { context, page } = await e2e.newPage({ baseURL: proxy.url, viewport: PHONE });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(BHOPAL);

      // 1. First visit: the worker installs, the visitor's position resolves to Bhopal and the city's
      // listings show (the newest is our flat); the worker prefetches Bhopal in the background.
      await page.goto(PATHS.about);
      await storeSessionIn(page, buyer);
      // The worker installs on this first page and the home page opens under it: a page still loading
      // while the worker activates is skipped by clients.claim() and stays uncontrolled until reloaded.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.goto(PATHS.home);
      await waitUntilControlled(page);
      const picker = await scrollToLocationPicker(page, LOCATION_LABELS.heading);
      await picker.scrollIntoViewIfNeeded();
      await picker.getByRole('button', { name: LOCATION_LABELS.useMyLocation }).click();
      const bhopal = page.getByRole('region', { name: propertiesInLabel('Bhopal') });
      await bhopal.getByRole('heading', { name: title }).waitFor();

      // The worker in control has installed: its precache holds every public page's code, the toaster's and
      // the shortlist's too, for the relaunch below.
      await expectSavedOffline(proxy, page, '/api/properties/by-city?city=Bhopal&limit=8', 20_000);

      // 2. The buyer opens the flat (so it is saved) and goes back home.
      await page.goto(`${PATHS.propertyProfile}?id=${id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expectSavedOffline(proxy, page, `/api/properties/${id}`, 10_000);

      // 3. Offline, relaunched: a new window of the installed app, no network at all (the server out of
      // reach, and the page told it is offline: the app sends what waited at its 'online').
      await proxy.cut();
      await context.setOffline(true);
      await page.close();
      const app = await context.newPage();
      app.on('pageerror', (error) => problems.push(error.message));
      await app.goto(PATHS.home);
      const offlineBhopal = app.getByRole('region', { name: propertiesInLabel('Bhopal') });
      await offlineBhopal.getByRole('heading', { name: title }).waitFor();
      expect(await offlineBhopal.getByRole('article').count()).toBeGreaterThan(1);
      const featured = app.getByRole('region', { name: HOME_LABELS.featured });
      await featured.getByRole('article').first().waitFor();
      await app
        .getByText(/^Offline, saved on /)
        .first()
        .waitFor();
      // The first press of this window comes offline: the toaster (and the shortlist) still work.
      await offlineBhopal.getByRole('button', { name: SHORTLIST_BUTTON_LABELS.add }).first().click();
      await app.getByText(SAVED_LISTING_MESSAGES.added).first().waitFor();

      // 4. The flat opened earlier opens again, with its saved date.
      await offlineBhopal.getByRole('link', { name: title }).first().click();
      await app.getByRole('heading', { level: 1, name: title }).waitFor();
      await app
        .getByText(/^Offline, saved on /)
        .first()
        .waitFor();

      // 5. A search never run on this phone, in the city it saved, is answered from the saved listings.
      await app.goto(
        searchResultsHref({ propertyType: 'Land/Plot', city: 'Bhopal', searchQuery: uniqueWord('Kerwa') }),
      );
      await app.getByText(/^Offline: 0 saved listings in Bhopal match, saved /).waitFor();

      // 6. An enquiry sent offline waits in the outbox...
      await app.goto(`${PATHS.propertyProfile}?id=${id}`);
      const form = app.getByRole('region', { name: ENQUIRY_MESSAGES.heading });
      const message = `Is the ${word} flat still available? I can visit on Sunday.`;
      await form.getByLabel(DETAIL_UI.enquiry.message).fill(message);
      await form.getByRole('button', { name: DETAIL_UI.enquiry.send }).click();
      await app.getByText(OFFLINE_MESSAGES.queued).first().waitFor();
      const inbox = () =>
        api<{ data: { message: string }[] }>(baseUrl, 'GET', '/api/seller/enquiries', seller.token).then((body) =>
          body.data.filter((enquiry) => enquiry.message === message),
        );
      expect(await inbox()).toHaveLength(0);

      // ...and is delivered exactly once when the phone is back online.
      await proxy.restore();
      await context.setOffline(false);
      await app.evaluate(() => window.dispatchEvent(new Event('online')));
      await app.getByText(OFFLINE_MESSAGES.delivered).first().waitFor({ timeout: 20_000 });
      await expect.poll(async () => (await inbox()).length, { timeout: 10_000 }).toBe(1);
      // A second replay (a sync event racing the fallback) sends nothing more.
      await app.evaluate(() => window.dispatchEvent(new Event('online')));
      await app.waitForTimeout(1_000);
      expect(await inbox()).toHaveLength(1);

      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await proxy.close();
    }
  });
});
