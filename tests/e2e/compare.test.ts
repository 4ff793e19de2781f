/**
 * Comparing properties, in Chromium against the real server: three listings chosen from a results card,
 * the shortlist and a property page are compared side by side at 1366 and 360 px and offline, a fifth
 * choice is refused with the reason, and the shareable link opens the same comparison on another device.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { COMPARE_UI } from '../../src/client/features/compare/compare.content';
import { SHORTLIST_BUTTON_LABELS } from '../../src/client/features/shortlist/shortlist-button.content';
import { COMPARE_MESSAGES, compareHref } from '../../src/shared/compare/compare-constants';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { SAVED_LISTING_MESSAGES } from '../../src/shared/shortlist/saved-listings-constants';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { waitUntilControlled } from '../helpers/e2e-api';
import { loopbackProxy } from '../helpers/loopback-proxy';

const compareButton = (scope: Page | ReturnType<Page['locator']>) =>
  scope.getByRole('button', { name: COMPARE_MESSAGES.add, exact: true });

/** The property id a card links to. */
const cardId = async (card: ReturnType<Page['locator']>) =>
  Number(new URL((await card.getByRole('link').first().getAttribute('href')) ?? '', 'http://x').searchParams.get('id'));

/** Presses a compare button and waits until it says it is pressed (the device has saved the choice). */
async function choose(button: ReturnType<Page['locator']>) {
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

/** The compare table's column titles, left to right. */
const columnTitles = (page: Page) =>
  page.getByRole('table').getByRole('columnheader').getByRole('link').allTextContents();

describeInBrowser('compare properties', (e2e) => {
  it('compares three listings chosen from a card, the shortlist and a property page, online and offline', async () => {
    const proxy = await loopbackProxy(e2e.baseUrl);
    try {
      const { context, page } = await e2e.newPage({ baseURL: proxy.url, viewport: DESKTOP });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(PATHS.about);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

      // 1. From a results card, and a second one shortlisted then chosen on the shortlist page.
      await page.goto(searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Bhopal' }));
      await waitUntilControlled(page);
      const cards = page.getByRole('article');
      await cards.nth(4).waitFor();
      const ids = [await cardId(cards.nth(0)), await cardId(cards.nth(1)), await cardId(cards.nth(2))];
      await choose(compareButton(cards.nth(0)));
      await page.getByText(COMPARE_MESSAGES.added(1)).waitFor();
      await cards.nth(1).getByRole('button', { name: SHORTLIST_BUTTON_LABELS.add }).click();
      await page.getByText(SAVED_LISTING_MESSAGES.added).first().waitFor();
      await page.goto(PATHS.shortlist);
      const shortlisted = page
        .getByRole('region', { name: SAVED_LISTING_MESSAGES.shortlistTitle })
        .getByRole('article');
      await shortlisted.first().waitFor();
      await choose(compareButton(shortlisted.first()));

      // 2. The third from its property page.
      await page.goto(`${PATHS.propertyProfile}?id=${ids[2]}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The page's own button comes before those of the similar listings' cards.
      await choose(compareButton(page).first());
      await page.getByText(COMPARE_MESSAGES.added(3)).waitFor();

      // 3. The shortlist page leads to the comparison, whose address lists the three (shareable).
      await page.goto(PATHS.shortlist);
      await page.getByRole('link', { name: ROUTES.compare.title }).click();
      await page.waitForURL((url) => url.search === `?ids=${ids.join(',')}`);
      const table = page.getByRole('table', { name: COMPARE_UI.tableLabel });
      await table.waitFor();
      expect(await columnTitles(page)).toHaveLength(3);
      for (const row of [
        COMPARE_UI.rows.price,
        COMPARE_UI.rows.pricePerSqft,
        COMPARE_UI.rows.area,
        COMPARE_UI.rows.bhk,
        COMPARE_UI.rows.floor,
        COMPARE_UI.rows.furnishing,
        COMPARE_UI.rows.possession,
        COMPARE_UI.rows.age,
        COMPARE_UI.rows.amenities,
      ])
        await table.getByRole('rowheader', { name: row, exact: true }).waitFor();
      // A price in each column.
      const prices = await table.getByRole('row', { name: new RegExp(`^${COMPARE_UI.rows.price} ₹`) }).textContent();
      expect(prices?.match(/₹/g)).toHaveLength(3);

      // 4. At 360 px the page does not scroll sideways: the table scrolls inside its frame, labels pinned.
      await page.setViewportSize(PHONE);
      await page.reload();
      await table.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const label = table.getByRole('rowheader', { name: COMPARE_UI.rows.price, exact: true });
      const before = await label.boundingBox();
      await page.evaluate(() => {
        const frame = document.querySelector('table')?.parentElement;
        if (frame) frame.scrollLeft = 400;
      });
      expect((await label.boundingBox())?.x).toBe(before?.x);
      expect(await columnTitles(page)).toHaveLength(3);

      // 5. Offline, the same comparison opens from what this device saved.
      await proxy.cut();
      await page.reload();
      await table.waitFor();
      await page.getByText(/^Offline, saved on /).waitFor();
      expect(await columnTitles(page)).toHaveLength(3);
      await proxy.restore();

      // 6. A fourth is taken, a fifth refused with the reason.
      await page.setViewportSize(DESKTOP);
      await page.goto(searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Bhopal' }));
      await cards.nth(4).waitFor();
      await choose(compareButton(cards.nth(3)));
      await compareButton(cards.nth(4)).click();
      await page.getByText(COMPARE_MESSAGES.full).waitFor();
      expect(await compareButton(cards.nth(4)).getAttribute('aria-pressed')).toBe('false');
      await context.close();

      // 7. The shareable link opens the three on another device (nothing chosen there).
      const other = await e2e.newPage({ viewport: PHONE });
      await other.page.goto(compareHref(ids));
      await other.page.getByRole('table', { name: COMPARE_UI.tableLabel }).waitFor();
      expect(await columnTitles(other.page)).toHaveLength(3);
      await other.context.close();
      expect(problems).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
