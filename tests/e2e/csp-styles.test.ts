/**
 * No inline style, in real Chromium against the real server: the CSP's style-src is our own stylesheets
 * only, so a `<style>` element (a CSS-in-JS library's) or a `style` attribute in server-rendered markup
 * (a bar's width) would be refused, firing `securitypolicyviolation` and leaving the bar empty. Every page
 * that draws something whose size is data (stars and review bars, the compare table, the price trend chart,
 * locality shares, the EMI split, the seller's and the admin's charts) and a toast, raised from the home
 * page, open at 360 and 1366 px with no violation, and what they draw has its size.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ADMIN_DASHBOARD_UI } from '../../src/client/features/admin/dashboard/admin-dashboard.content';
import {
  CITY_CHOOSER,
  EMI_COPY,
  insightsCityHref,
  TRENDS_COPY,
} from '../../src/client/features/insights/insights.content';
import { REVIEWS_UI } from '../../src/client/features/reviews/reviews.content';
import { MANAGE_UI } from '../../src/client/features/sellers/manage/manage.content';
import { SHORTLIST_BUTTON_LABELS } from '../../src/client/features/shortlist/shortlist-button.content';
import { DEMO_DEFAULTS, generateDemoMarketplace } from '../../src/demo/demo-generator';
import { DEMO_SELLER_PASSWORD } from '../../src/demo/demo-seed-accounts';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { compareHref } from '../../src/shared/compare/compare-constants';
import { HOME_LABELS } from '../../src/shared/home';
import type { CityReviews } from '../../src/shared/reviews/review-labels';
import { PATHS } from '../../src/shared/routes';
import { SAVED_LISTING_MESSAGES } from '../../src/shared/shortlist/saved-listings-constants';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser, type E2eContext } from '../helpers/e2e';
import { storeSessionIn } from '../helpers/e2e-accounts';
import { demoAdminSession } from '../helpers/e2e-api';

/** Records every CSP violation (and Chromium's console line for one) from the page's first byte on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (line: string) => void }).__cspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

const get = async <T>(e2e: E2eContext, path: string) =>
  ((await (await fetch(`${e2e.baseUrl}${path}`)).json()) as { data: T }).data;

/** The widest of the bars' SVG fills, in percent: the attribute that draws the bar. */
const widestFill = async (page: Page, selector: string) => {
  await page.locator(selector).first().waitFor();
  const widths = await page
    .locator(selector)
    .evaluateAll((rects) => rects.map((rect) => Number.parseFloat(rect.getAttribute('width') ?? '0')));
  return Math.max(...widths);
};

/** A demo seller whose listings have enquiries (the chart shows only then), signed in over the API. */
async function demoSellerWithEnquiries(baseUrl: string): Promise<{ token: string; user: AccountUser }> {
  const market = generateDemoMarketplace({ ...DEMO_DEFAULTS });
  const owner = market.sellers[market.enquiries[0]?.ownerIndex ?? -1];
  if (!owner) throw new Error('the demo has no enquiries');
  const response = await fetch(new URL('/api/users/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: DEMO_SELLER_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string; user: AccountUser } }).data;
}

describeInBrowser('no inline style: every page draws without one', (e2e) => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`public pages with bars, stars and a toast, at ${viewport.width} px`, async () => {
      const { context, page } = await e2e.newPage({ viewport, serviceWorkers: 'block' });
      try {
        const violations = await watchViolations(page);
        const rated = (await get<CityReviews>(e2e, '/api/reviews/bhopal')).localities[0];
        if (!rated) throw new Error('the demo marketplace has no reviewed locality in Bhopal');
        const place = `city=${encodeURIComponent(rated.city)}&locality=${encodeURIComponent(rated.locality)}`;
        const inLocality = await get<{ id: number }[]>(e2e, `/api/properties/search?${place}`);
        const inCity = await get<{ id: number }[]>(e2e, '/api/properties/search?city=Bhopal');
        const first = inLocality[0];
        const second = inCity.find((listing) => listing.id !== first?.id);
        if (!first || !second) throw new Error('the demo marketplace has no listing in a reviewed locality');

        // A toast, from a press on a home-page heart: drawn by the stylesheet, no <style> element added.
        await page.goto(PATHS.home);
        const featured = page.getByRole('region', { name: HOME_LABELS.featured });
        await featured.getByRole('button', { name: SHORTLIST_BUTTON_LABELS.add }).first().click();
        const toast = page.getByRole('status').filter({ hasText: SAVED_LISTING_MESSAGES.added });
        await toast.waitFor();
        const card = toast.locator('..');
        await expect.poll(() => card.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
        expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
        expect(await card.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
        expect(await page.locator('style').count()).toBe(0);

        // Stars and the 5-to-1 bars of a reviewed locality; the locality's stars on a property there.
        await page.goto(rated.path);
        const reviews = page.locator('#reviews');
        await reviews.getByText(REVIEWS_UI.count(rated.count)).waitFor();
        await reviews
          .getByRole('img', { name: /out of 5/ })
          .first()
          .waitFor();
        expect(await widestFill(page, '#reviews li svg rect')).toBe(100);
        await page.goto(`/property-profile?id=${first.id}`);
        await page
          .getByRole('img', { name: /out of 5/ })
          .first()
          .waitFor({ state: 'attached' });

        await page.goto(compareHref([first.id, second.id]));
        // One header cell a property, both drawn at the table's least width for two (a class, not a style).
        await page.getByRole('table').getByRole('columnheader').nth(1).waitFor();
        expect(await page.getByRole('table').evaluate((table) => getComputedStyle(table).minWidth)).toBe('416px');

        // All India: one city alone has too few listings a month for the chart's bars.
        await page.goto(insightsCityHref(PATHS.insightsPriceTrends, ''));
        await page.getByText(TRENDS_COPY.chartCaption(CITY_CHOOSER.allIndia)).first().waitFor();
        expect(await page.locator('figure svg[height$="%"]').count()).toBeGreaterThan(0);

        await page.goto(insightsCityHref(PATHS.insightsLocalities, 'Bhopal'));
        expect(await widestFill(page, 'article svg rect')).toBeGreaterThan(0);

        await page.goto(PATHS.insightsEmiCalculator);
        await page.getByText(EMI_COPY.split, { exact: true }).first().waitFor();
        expect(await widestFill(page, 'svg rect.fill-brand')).toBeGreaterThan(0);

        expect(violations).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("the seller's enquiries chart and the admin's listings chart", async () => {
    const { context, page } = await e2e.newPage({ viewport: DESKTOP, serviceWorkers: 'block' });
    try {
      const violations = await watchViolations(page);
      await page.goto(PATHS.about);
      await storeSessionIn(page, await demoSellerWithEnquiries(e2e.baseUrl));
      await page.goto(PATHS.sellerDashboard);
      await page.getByRole('heading', { name: MANAGE_UI.dashboard.chartHeading }).waitFor();
      await page.locator('figure svg[height]').first().waitFor();

      await storeSessionIn(page, await demoAdminSession(e2e.baseUrl));
      await page.goto(PATHS.adminDashboard);
      await page.getByText(ADMIN_DASHBOARD_UI.trendHeading).first().waitFor({ state: 'attached' });
      await page.locator('figure svg[height]').first().waitFor();
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
