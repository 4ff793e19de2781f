/**
 * Listing freshness in Chromium against the real server on the demo marketplace: a search card says when
 * its listing was last confirmed available, and a demo seller whose listing is a week from lapsing (as the
 * demo seeds some) opens the reminder's link, confirms it in one tap and sees the new date.
 */
import { expect, it } from 'vitest';
import { MANAGE_UI } from '../../src/client/features/sellers/manage/manage.content';
import { DEMO_DEFAULTS, generateDemoMarketplace } from '../../src/demo/demo-generator';
import { DEMO_SELLER_PASSWORD } from '../../src/demo/demo-seed-accounts';
import { REMINDER_PATH } from '../../src/server/features/listings/freshness-reminders';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { FRESHNESS_MESSAGES } from '../../src/shared/listings/freshness';
import { searchResultsHref } from '../../src/shared/routes';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { storeSessionIn } from '../helpers/e2e-accounts';

const CONFIRMED = /Confirmed available (today|\d+ days? ago)/;

/** A demo seller with an active listing already reminded (due), as the demo seeds them, and its title. */
function dueDemoListing() {
  const market = generateDemoMarketplace({ ...DEMO_DEFAULTS });
  const property = market.properties.find((p) => p.status === 'active' && p.remindedAt);
  const seller = property ? market.sellers[property.sellerIndex] : undefined;
  if (!property || !seller) throw new Error('the demo has no listing due for confirmation');
  return { email: seller.email, title: property.title };
}

async function logIn(baseUrl: string, email: string): Promise<{ token: string; user: AccountUser }> {
  const response = await fetch(new URL('/api/users/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_SELLER_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string; user: AccountUser } }).data;
}

// A server of its own: this file confirms a demo listing.
describeInBrowser('listing freshness', { ownServer: true }, (e2e) => {
  it('shows on a search card when its listing was last confirmed available', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await e2e.newPage({ viewport });
      await page.goto(`${e2e.baseUrl}${searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Bhopal' })}`);
      const card = page.locator('article').filter({ hasText: CONFIRMED }).first();
      await card.waitFor();
      expect(await card.textContent()).toMatch(CONFIRMED);
      await page.screenshot({ path: `/tmp/shots/trust-fresh/search-card-${viewport.width}.png` });
      await context.close();
    }
  });

  it('lets a seller confirm a due listing in one tap from the reminder’s link, and shows the new date', async () => {
    const { email, title } = dueDemoListing();
    const session = await logIn(e2e.baseUrl, email);
    const { context, page } = await e2e.newPage({ viewport: DESKTOP });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(e2e.baseUrl);
    await storeSessionIn(page, session);
    await page.goto(`${e2e.baseUrl}${REMINDER_PATH}`);
    const panel = page.getByRole('region', { name: MANAGE_UI.stillAvailable.heading });
    await panel.waitFor();
    const row = panel.getByRole('listitem', { name: title }).first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Leaves search on/);
    await page.screenshot({ path: '/tmp/shots/trust-fresh/dashboard-due-1366.png' });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '/tmp/shots/trust-fresh/dashboard-due-360.png' });
    await row.getByRole('button', { name: MANAGE_UI.stillAvailable.confirm }).click();
    await page.getByText(SELLER_MESSAGES.listingConfirmed).first().waitFor();
    await expect.poll(() => row.textContent()).toContain(FRESHNESS_MESSAGES.confirmedAgo(0));
    expect(await row.textContent()).toMatch(/Stays in search until/);
    expect(await row.getByRole('button', { name: MANAGE_UI.stillAvailable.confirm }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/shots/trust-fresh/dashboard-confirmed-360.png' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
