/**
 * The seller area's menu on a phone is one scrolling row of tabs: the page's own tab is scrolled into
 * view, and the row fades at an end with more tabs beyond it, so it reads as one that scrolls.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { storeSessionIn } from '../helpers/e2e-accounts';
import { registerSellerOverApi } from '../helpers/e2e-api';

/** Where the page's tab sits against the screen, and which fades show. */
const stripState = (page: Page) =>
  page.getByRole('navigation', { name: 'Seller menu' }).evaluate((nav) => {
    const tab = nav.querySelector('[aria-current="page"]');
    const box = tab?.getBoundingClientRect();
    return {
      tab: tab?.textContent ?? null,
      left: box?.left ?? -1,
      right: box?.right ?? -1,
      fades: [...nav.querySelectorAll('[data-fade]')].map((fade) => fade.getAttribute('data-fade')),
    };
  });

describeInBrowser('the seller tab strip at 360 px', (e2e) => {
  it("shows the page's own tab and fades where more tabs are", async () => {
    const seller = await registerSellerOverApi(e2e.baseUrl, e2e.dataDir);
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    await page.goto(PATHS.home);
    await storeSessionIn(page, seller);

    // The last tab: off screen to the right unless the row is scrolled to it.
    await page.goto(PATHS.sellerProperties);
    await page.getByRole('heading', { level: 1, name: ROUTES.sellerProperties.title }).waitFor();
    await expect.poll(() => stripState(page)).toMatchObject({ tab: ROUTES.sellerProperties.title });
    const last = await stripState(page);
    expect(last.left).toBeGreaterThanOrEqual(0);
    expect(last.right).toBeLessThanOrEqual(PHONE.width);
    expect(last.fades).toContain('before');

    // The first tab: the row starts at it, with the rest beyond the right edge.
    await page
      .getByRole('navigation', { name: 'Seller menu' })
      .getByRole('link', { name: ROUTES.sellerDashboard.title })
      .click();
    await page.getByRole('heading', { level: 1, name: ROUTES.sellerDashboard.title }).waitFor();
    await expect.poll(() => stripState(page)).toMatchObject({ tab: ROUTES.sellerDashboard.title, fades: ['after'] });
    const first = await stripState(page);
    expect(first.left).toBeGreaterThanOrEqual(0);
    expect(first.right).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  }, 60_000);
});
