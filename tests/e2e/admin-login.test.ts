/**
 * The admin area's door, in Chromium against the real server: the demo admin signs in at /admin/login and sees
 * the dashboard with the seeded marketplace's numbers (desktop and phone); a buyer is refused there and
 * is not left signed in.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DRAWER_LABELS } from '../../src/client/app/layouts/layout.content';
import { ADMIN_AREA_COPY } from '../../src/client/features/admin/admin-area.content';
import { ADMIN_DASHBOARD_UI as UI } from '../../src/client/features/admin/dashboard/admin-dashboard.content';
import { LISTING_STATUS_LABELS } from '../../src/client/ui/ui.content';
import { DEMO_ADMIN } from '../../src/shared/admin/demo-admin';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi } from '../helpers/e2e-accounts';

/** Set E2E_SHOTS=<folder> to keep screenshots of the admin pages for a look by eye. */
const SHOTS = process.env.E2E_SHOTS;

async function logIn(page: Page, email: string, password: string) {
  await page.goto(PATHS.adminLogin);
  await page.getByRole('heading', { level: 1, name: ROUTES.adminLogin.title }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The number under a dashboard tile's label. */
async function tileNumber(page: Page, label: string): Promise<number> {
  const text = await page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd')
    .first()
    .textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

describeInBrowser('admin login', (e2e) => {
  it('lets the demo admin in to a dashboard with numbers, at 1366 and at 360 wide', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await e2e.newPage({ viewport });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await page.getByRole('heading', { level: 1, name: ROUTES.adminDashboard.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(PATHS.adminDashboard);
      await page.getByRole('region', { name: UI.listingsHeading, exact: true }).waitFor();
      // The demo marketplace has live listings, users and sellers.
      expect(await tileNumber(page, LISTING_STATUS_LABELS.active)).toBeGreaterThan(0);
      expect(await tileNumber(page, UI.usersTotal)).toBeGreaterThan(0);
      expect(await page.getByRole('table', { name: UI.trendHeading }).locator('tbody tr').count()).toBe(14);
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      const allProperties = menu.getByRole('link', { name: ROUTES.adminAllProperties.title });
      if (viewport === PHONE) {
        // Folded on a phone: the links show once the menu button is pressed.
        expect(await allProperties.isVisible()).toBe(false);
        await menu.getByRole('button', { name: `${DRAWER_LABELS.menu}: ${ROUTES.adminDashboard.title}` }).click();
      }
      expect(await allProperties.getAttribute('href')).toBe(PATHS.adminAllProperties);
      expect(await allProperties.isVisible()).toBe(true);
      // Nothing wider than the screen but the menu's own scrolling row.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) {
        await mkdir(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/admin-dashboard-${viewport.width}.png`, fullPage: true });
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('refuses a buyer and leaves no session behind', async () => {
    const buyer = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    await logIn(page, buyer.person.email, buyer.person.password);
    await page.getByRole('main').getByText(ADMIN_AREA_COPY.notAdmin).waitFor();
    expect(new URL(page.url()).pathname).toBe(PATHS.adminLogin);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-login-refused-360.png`, fullPage: true });
    // Going to the dashboard now is a visitor's visit: back to the admin login.
    await page.goto(PATHS.adminDashboard);
    await page.getByRole('heading', { level: 1, name: ROUTES.adminLogin.title }).waitFor();
    await context.close();
  });
});
