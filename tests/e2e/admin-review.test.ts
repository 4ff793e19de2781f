/**
 * The admin's review of a listing, in Chromium against the real server: an owner's live flat is edited
 * (new price and title) and goes back to review; the admin opens it from the pending table, sees its
 * photos, description and what changed, approves with the keyboard and lands on the next listing.
 */
import { expect, it } from 'vitest';
import { ADMIN_LISTINGS_UI } from '../../src/client/features/admin/listings/admin-listings.content';
import {
  CHANGE_LABELS,
  REVIEW_UI,
  VIEWER_UI,
} from '../../src/client/features/admin/listings/review/listing-review.content';
import { DEMO_ADMIN } from '../../src/shared/admin/demo-admin';
import { moderationPath } from '../../src/shared/admin/moderation-contract';
import { PATHS, propertyReviewPath } from '../../src/shared/routes';
import { validFlat } from '../fixtures/seller-listings';
import { DESKTOP } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi } from '../helpers/e2e-accounts';
import { api, demoAdminToken, uniqueWord } from '../helpers/e2e-api';
import { formWith, jpeg } from '../helpers/media-api';

// A server of its own: this file approves a listing.
describeInBrowser('admin review of one listing', { ownServer: true }, (e2e) => {
  it('opens an edited listing from the pending table, sees the evidence, approves with A and goes on', async () => {
    const { baseUrl, dataDir } = e2e;
    const word = uniqueWord('Reviewvihar');
    const owner = await registerOverApi(baseUrl, dataDir);
    await api(baseUrl, 'POST', '/api/sellers', owner.token, {
      sellerType: 'Individual',
      address: '14 MP Nagar Zone 2',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
    });
    const photos: string[] = [];
    for (const seed of [11, 12]) {
      const uploaded = await api<{ data: { hash: string } }>(
        baseUrl,
        'POST',
        '/api/media',
        owner.token,
        formWith(await jpeg(1200, 900, seed)),
      );
      photos.push(uploaded.data.hash);
    }
    const post = (title: string, extra: Record<string, unknown> = {}) =>
      api<{ data: { id: number } }>(baseUrl, 'POST', '/api/seller/properties', owner.token, {
        ...validFlat({ title, ...extra }),
      });
    // Posted first, so it comes right after the edited one in the pending queue (newest first).
    const waiting = (await post(`2 BHK flat in ${word} by the market`)).data.id;
    const oldTitle = `3 BHK flat in ${word} near the lake`;
    const edited = (await post(oldTitle, { photos })).data.id;
    const admin = await demoAdminToken(baseUrl);
    await api(baseUrl, 'POST', moderationPath('property', edited, 'approve'), admin);
    const newTitle = `3 BHK flat in ${word} with a new kitchen`;
    await api(baseUrl, 'PATCH', `/api/seller/properties/${edited}`, owner.token, { price: 5_200_000, title: newTitle });

    const { page } = await e2e.newPage({ viewport: DESKTOP });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(PATHS.adminLogin);
    await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === PATHS.adminDashboard);

    await page.goto(`${PATHS.adminAllProperties}?status=pending&q=${word}`);
    const row = page.getByRole('row').filter({ hasText: newTitle });
    await row.getByRole('link', { name: ADMIN_LISTINGS_UI.review }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === propertyReviewPath(edited, 'pending'));

    await page.getByRole('heading', { level: 2, name: newTitle }).waitFor();
    expect(await page.getByText(validFlat().description as string).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Open photo/ }).count()).toBe(2);
    const changes = page.getByRole('region', { name: REVIEW_UI.changesHeading });
    const priceRow = changes
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: CHANGE_LABELS.price }) });
    expect(await priceRow.textContent()).toContain('₹45,00,000');
    expect(await priceRow.textContent()).toContain('₹52,00,000');
    expect(await changes.getByText(oldTitle).isVisible()).toBe(true);

    // The largest photo opens full screen, and the page's keys wait while it is open.
    await page.getByRole('button', { name: REVIEW_UI.photoOpen(1, 2) }).click();
    const viewer = page.getByRole('dialog', { name: VIEWER_UI.label(1, 2) });
    expect(await viewer.getByRole('img').getAttribute('src')).toMatch(/-1024\.webp$/);
    await page.keyboard.press('a');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(page.url()).toContain(propertyReviewPath(edited, 'pending'));

    const approved = page.waitForResponse((response) => response.url().endsWith('/approve') && response.ok());
    await page.keyboard.press('a');
    await approved;
    await page.waitForURL((url) => `${url.pathname}${url.search}` === propertyReviewPath(waiting, 'pending'));
    await page.getByRole('heading', { level: 2, name: `2 BHK flat in ${word} by the market` }).waitFor();
    const live = await fetch(new URL(`/api/properties/${edited}`, baseUrl));
    expect(live.status).toBe(200);
    expect(problems).toEqual([]);
  });
});
