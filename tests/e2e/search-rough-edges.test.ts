/**
 * Buyer-side rough edges in Chromium at 360 px against the real demo server: the phone drawer's
 * Land/Plot searches land and plots alike, a toast on a listing's page keeps clear of the sticky
 * Call/WhatsApp/Enquire bar and of the Share button that raised it, and Back on the filter sheet closes
 * the sheet and keeps the search.
 */
import { expect, it } from 'vitest';
import { DRAWER_LABELS } from '../../src/client/app/layouts/layout.content';
import { BUY_MENU } from '../../src/client/app/layouts/navigation.content';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { SEARCH_LABELS } from '../../src/client/features/search/search.content';
import type { SearchResponse } from '../../src/shared/listings/listing-types';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';

const SHOTS = '/tmp/shots-search';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describeInBrowser('search rough edges on a phone', (e2e) => {
  const total = async (query: string) => {
    const res = await fetch(new URL(`/api/properties/search?${query}`, e2e.baseUrl));
    return ((await res.json()) as SearchResponse).total;
  };

  it("the drawer's Land/Plot lists land and plots alike", async () => {
    const { page } = await e2e.newPage({ viewport: PHONE });
    await page.goto(PATHS.home);
    await page.getByRole('button', { name: DRAWER_LABELS.menu, exact: true }).click();
    await page.getByRole('button', { name: BUY_MENU.label }).click();
    await page.getByRole('link', { name: DRAWER_LABELS.landPlot }).click();
    await page.waitForURL((url) => url.searchParams.get('propertyType') === 'Land/Plot');
    const [land, plots] = [
      await total('propertyType=Land&transactionType=Buy'),
      await total('propertyType=Plot&transactionType=Buy'),
    ];
    expect(land).toBeGreaterThan(0);
    expect(plots).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 2, name: `${land + plots} properties` }).waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-landplot-360.png` });
  });

  it('a toast on a listing page covers neither the action bar nor Share', async () => {
    const { page, context } = await e2e.newPage({ viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const res = await fetch(new URL('/api/properties/search?city=Bhopal', e2e.baseUrl));
    const [card] = ((await res.json()) as SearchResponse).data;
    await page.goto(`${PATHS.propertyProfile}?id=${card?.id}`);
    // No share sheet in headless Chromium: the link is copied and a toast says so.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    const share = page.getByRole('button', { name: DETAIL_UI.share, exact: true }).first();
    await share.scrollIntoViewIfNeeded();
    await share.click();
    const toast = page.getByRole('status').filter({ hasText: DETAIL_UI.linkCopied });
    await toast.waitFor();
    // The toast slides in: measure where it comes to rest, not a frame of its entrance.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished),
      ),
    );
    const bar = page.getByRole('navigation', { name: DETAIL_UI.quickActions });
    const [toastBox, barBox, shareBox] = await Promise.all([
      toast.boundingBox(),
      bar.boundingBox(),
      share.boundingBox(),
    ]);
    if (!toastBox || !barBox || !shareBox) throw new Error('toast, action bar or Share not on screen');
    expect(overlaps(toastBox, barBox)).toBe(false);
    expect(overlaps(toastBox, shareBox)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/e2e-toast-360.png` });
  });

  it('Back on the filter sheet closes it and keeps the results page and its search', async () => {
    const { page } = await e2e.newPage({ viewport: PHONE });
    await page.goto(PATHS.home);
    await page.goto(searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Bhopal', state: 'Madhya Pradesh' }));
    const results = page.getByRole('list', { name: SEARCH_LABELS.resultsList });
    await results.locator('li').first().waitFor();
    const address = page.url();
    const cards = await results.locator('li').count();

    await page.getByRole('button', { name: /Refine Search/ }).click();
    const sheet = page.getByRole('dialog', { name: SEARCH_LABELS.refine });
    await sheet.waitFor();
    expect(page.url()).toBe(address);

    await page.goBack();
    await sheet.waitFor({ state: 'detached' });
    expect(page.url()).toBe(address);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await results.locator('li').count()).toBe(cards);
    // The page's scroll is free again, and the next Back leaves the results for the page before.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === PATHS.home);
  });
});
