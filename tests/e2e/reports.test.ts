/**
 * Reports in Chromium against the real server: a signed-in buyer reports a demo listing from its page;
 * the demo admin opens /admin/reports, sees it with its photos and hides it with a reason; the listing
 * has left public view (its page says so, search no longer finds it).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ADMIN_REPORTS_UI } from '../../src/client/features/admin/reports/admin-reports.content';
import { REPORT_UI } from '../../src/client/features/reports/reports.content';
import { oneSegment } from '../../src/server/lib/sms/one-segment';
import { DEMO_ADMIN } from '../../src/shared/admin/demo-admin';
import type { ListingCard, PropertyDetail } from '../../src/shared/listings/listing-types';
import { REPORT_HOLD_THRESHOLD, REPORT_MESSAGES, REPORT_REASON_LABELS } from '../../src/shared/reports/report-contract';
import { PATHS } from '../../src/shared/routes';
import { seriousAxeViolations } from '../helpers/axe';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi, storeSessionIn } from '../helpers/e2e-accounts';
import { api, ownerWithApprovedFlat, uniqueWord } from '../helpers/e2e-api';

async function adminLogin(page: Page) {
  await page.goto(PATHS.adminLogin);
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === PATHS.adminDashboard);
}

/** A demo listing with several photos, and everything its page shows. */
async function demoListingWithPhotos(baseUrl: string): Promise<PropertyDetail> {
  const search = await fetch(new URL('/api/properties/search?city=Bhopal&pageSize=30', baseUrl));
  const cards = ((await search.json()) as { data: ListingCard[] }).data;
  for (const card of cards) {
    const detail = (await (await fetch(new URL(`/api/properties/${card.id}`, baseUrl))).json()) as {
      data: PropertyDetail;
    };
    if (detail.data.photos.length >= 2) return detail.data;
  }
  throw new Error('no demo listing in Bhopal has two photos');
}

const SHOTS = '/tmp/shots/trust-reports';

// A server of its own: this file takes a demo listing down.
describeInBrowser('reports: a buyer reports a listing, an admin hides it', { ownServer: true }, (e2e) => {
  it('reports from the listing page, and the admin sees it with its photos and hides it', async () => {
    const { baseUrl, dataDir } = e2e;
    const listing = await demoListingWithPhotos(baseUrl);
    const details = 'The owner told me it was sold in October.';
    const buyer = await registerOverApi(baseUrl, dataDir);

    // The buyer, on a phone: the listing page, the report dialog, the thanks.
    const { page } = await e2e.newPage({ viewport: PHONE });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('dialog', () => problems.push('a native dialog opened'));
    await page.goto('/');
    await storeSessionIn(page, buyer);
    await page.goto(`${PATHS.propertyProfile}?id=${listing.id}`);
    await page.getByRole('button', { name: REPORT_UI.button }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/report-button-360.png` });
    await page.getByRole('button', { name: REPORT_UI.button }).click();
    const dialog = page.getByRole('dialog', { name: REPORT_UI.title });
    await dialog.waitFor();
    // Nothing chosen: the dialog says what is missing, and sends nothing.
    await dialog.getByRole('button', { name: REPORT_UI.send }).click();
    await dialog.getByRole('alert').filter({ hasText: REPORT_MESSAGES.reasonRequired }).waitFor();
    await dialog.getByLabel(REPORT_REASON_LABELS.sold).check();
    await dialog.getByLabel(REPORT_UI.detailsOptional).fill(details);
    await page.screenshot({ path: `${SHOTS}/report-dialog-360.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: REPORT_UI.send }).click();
    await page.getByRole('status').filter({ hasText: REPORT_UI.reported }).waitFor();
    await page.screenshot({ path: `${SHOTS}/report-sent-360.png` });
    expect(await page.getByRole('button', { name: REPORT_UI.button }).count()).toBe(0);

    // The admin, on a desktop: the queue shows the listing with every photo, the reason and the words.
    const admin = await e2e.newPage({ viewport: DESKTOP });
    admin.page.on('pageerror', (error) => problems.push(error.message));
    admin.page.on('dialog', () => problems.push('a native dialog opened'));
    await adminLogin(admin.page);
    await admin.page.getByRole('link', { name: 'Reported listings' }).first().click();
    await admin.page.waitForURL((url) => url.pathname === PATHS.adminReports);
    const entry = admin.page
      .getByRole('listitem')
      .filter({ has: admin.page.getByRole('link', { name: listing.title }) });
    await entry.first().waitFor();
    const photos = entry.first().getByRole('img');
    expect(await photos.count()).toBe(listing.photos.length);
    await photos.first().evaluate((img: HTMLImageElement) => img.decode());
    expect(await entry.first().textContent()).toContain(details);
    expect(await entry.first().textContent()).toContain(`${REPORT_REASON_LABELS.sold}: 1`);
    // Who reported it: a brand-new account, which does not count toward hiding the listing.
    expect(await entry.first().textContent()).toContain(ADMIN_REPORTS_UI.accountAge(0));
    expect(await entry.first().textContent()).toContain(ADMIN_REPORTS_UI.notCounted);
    await admin.page.screenshot({ path: `${SHOTS}/admin-reports-1366.png`, fullPage: true });
    expect(await seriousAxeViolations(admin.page)).toEqual([]);
    await admin.page.setViewportSize(PHONE);
    await admin.page.screenshot({ path: `${SHOTS}/admin-reports-360.png`, fullPage: true });
    await admin.page.setViewportSize(DESKTOP);

    await entry
      .first()
      .getByRole('button', { name: `${ADMIN_REPORTS_UI.hide} ${listing.title}` })
      .click();
    const confirm = admin.page.getByRole('alertdialog');
    await confirm.getByLabel(ADMIN_REPORTS_UI.reasonLabel).fill('Buyers confirm it was sold in October.');
    await admin.page.screenshot({ path: `${SHOTS}/admin-hide-1366.png` });
    await confirm.getByRole('button', { name: ADMIN_REPORTS_UI.hide }).click();
    await admin.page.getByText(REPORT_MESSAGES.hidden).first().waitFor();
    await entry.first().waitFor({ state: 'detached' });

    // Gone from public view: the API, the page and search.
    const read = await fetch(new URL(`/api/properties/${listing.id}`, baseUrl));
    expect([404, 410]).toContain(read.status);
    const visitor = await e2e.newPage({ viewport: DESKTOP });
    const response = await visitor.page.goto(`${PATHS.propertyProfile}?id=${listing.id}`);
    expect([404, 410]).toContain(response?.status());
    const search = await fetch(new URL('/api/properties/search?city=Bhopal&pageSize=100', baseUrl));
    const ids = ((await search.json()) as { data: ListingCard[] }).data.map((card) => card.id);
    expect(ids).not.toContain(listing.id);
    expect(problems).toEqual([]);
  });

  it('tells the seller why reports held their listing, and a visitor is asked to log in first', async () => {
    const { baseUrl, dataDir } = e2e;
    const title = `2 BHK flat in ${uniqueWord('Kolarheights')} reported as fake`;
    const { seller, propertyId } = await ownerWithApprovedFlat(baseUrl, dataDir, { title });

    // A visitor on a desktop: the report button opens the login dialog, not the report.
    const visitor = await e2e.newPage({ viewport: DESKTOP });
    await visitor.page.goto(`${PATHS.propertyProfile}?id=${propertyId}`);
    await visitor.page.getByRole('button', { name: REPORT_UI.button }).click();
    await visitor.page.getByRole('dialog').filter({ hasText: 'Login' }).first().waitFor();
    expect(await visitor.page.getByRole('dialog', { name: REPORT_UI.title }).count()).toBe(0);

    // A buyer on a desktop opens the dialog (then cancels); three others, new accounts whose enquiries the
    // seller answered (so they count as people), report it as fake over the API.
    const looker = await registerOverApi(baseUrl, dataDir);
    const { page } = await e2e.newPage({ viewport: DESKTOP });
    await page.goto('/');
    await storeSessionIn(page, looker);
    await page.goto(`${PATHS.propertyProfile}?id=${propertyId}`);
    await page.getByRole('button', { name: REPORT_UI.button }).click();
    const dialog = page.getByRole('dialog', { name: REPORT_UI.title });
    await dialog.getByLabel(REPORT_REASON_LABELS.other).check();
    await dialog.getByLabel(REPORT_UI.detailsRequired).waitFor();
    await page.screenshot({ path: `${SHOTS}/report-dialog-1366.png` });
    await dialog.getByRole('button', { name: REPORT_UI.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    for (let i = 0; i < REPORT_HOLD_THRESHOLD; i++) {
      const reporter = await registerOverApi(baseUrl, dataDir);
      const enquiry = await api<{ data: { id: number } }>(baseUrl, 'POST', '/api/enquiries', reporter.token, {
        propertyId,
        message: 'Is the flat still available for a visit this weekend?',
        preferredTime: 'Evening',
      });
      await api(baseUrl, 'PATCH', `/api/seller/enquiries/${enquiry.data.id}`, seller.token, { status: 'responded' });
      await api(baseUrl, 'POST', `/api/properties/${propertyId}/report`, reporter.token, { reason: 'fake' });
    }

    // The seller's listings say why it is hidden, on a phone and a desktop.
    const own = await e2e.newPage({ viewport: PHONE });
    await own.page.goto('/');
    await storeSessionIn(own.page, {
      token: seller.token,
      user: { ...seller.user, isSeller: true, sellerType: 'Individual' },
    });
    await own.page.goto(PATHS.sellerProperties);
    await own.page.getByText(REPORT_MESSAGES.heldNotice).first().waitFor();
    await own.page.screenshot({ path: `${SHOTS}/seller-held-360.png`, fullPage: true });
    await own.page.setViewportSize(DESKTOP);
    await own.page.screenshot({ path: `${SHOTS}/seller-held-1366.png` });
    const outbox = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8');
    // The title as one SMS segment leaves room for it (src/server/lib/sms/one-segment.ts).
    expect(outbox).toContain(JSON.stringify(oneSegment(REPORT_MESSAGES.heldSms, title)).slice(1, -1));
  });
});
