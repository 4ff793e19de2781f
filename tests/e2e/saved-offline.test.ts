/**
 * "Saved for offline" in Chromium against the real server: a visitor with nothing saved saves a city from
 * the page (the worker fetches its listings and photos), sees it listed with its listings and size, and
 * removes it again, photos and all.
 */
import { expect, it } from 'vitest';
import { SAVED_OFFLINE_UI } from '../../src/client/features/offline/saved-offline.content';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { waitUntilControlled } from '../helpers/e2e-api';
import { savedCities } from '../helpers/e2e-offline';

/** The photos the worker keeps for saved cities (sw/runtime-caching.ts CACHE_NAMES.cityPhotos). */
const keptPhotos = (page: import('playwright-core').Page) =>
  page.evaluate(async () =>
    (await caches.has('pc-city-photos-v1')) ? (await (await caches.open('pc-city-photos-v1')).keys()).length : 0,
  );

describeInBrowser('saved for offline', (e2e) => {
  it('saves a city from the page, lists it with its listings, and removes it with its photos', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(PATHS.savedOffline);
      await page.getByRole('heading', { level: 1, name: ROUTES.savedOffline.title }).waitFor();
      await waitUntilControlled(page);
      await page.getByText(SAVED_OFFLINE_UI.none).waitFor();

      await page.getByLabel(SAVED_OFFLINE_UI.cityLabel, { exact: true }).selectOption({ label: 'Indore' });
      await page.getByRole('button', { name: SAVED_OFFLINE_UI.save }).click();
      await page.getByText(SAVED_OFFLINE_UI.saved('Indore')).waitFor({ timeout: 30_000 });
      const indore = (await savedCities(page)).indore;
      if (!indore) throw new Error('Indore was not saved');
      const item = page.getByRole('listitem').filter({ hasText: 'Indore' });
      await item.getByText(SAVED_OFFLINE_UI.listings(indore.listings.length), { exact: false }).waitFor();
      await item.getByText(SAVED_OFFLINE_UI.size(indore.bytes), { exact: false }).waitFor();
      expect(await keptPhotos(page)).toBe(indore.photos.length);
      // A saved city is not offered again.
      expect(
        await page
          .getByLabel(SAVED_OFFLINE_UI.cityLabel, { exact: true })
          .locator('option', { hasText: 'Indore' })
          .count(),
      ).toBe(0);

      await item.getByRole('button', { name: SAVED_OFFLINE_UI.removeLabel('Indore') }).click();
      await page.getByText(SAVED_OFFLINE_UI.none).waitFor();
      expect(await savedCities(page)).toEqual({});
      expect(await keptPhotos(page)).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
