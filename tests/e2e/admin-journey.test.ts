/**
 * The admin's journey, in Chromium against the real server: the demo admin logs in, approves a pending
 * listing (it appears in search), rejects another with a reason (the seller sees it), approves an agent's
 * broker request (the badge appears on /broker/:id), edits a plan; a seller buys it with the manual
 * provider and the payment shows in /admin/all/payments.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { ADMIN_LISTINGS_UI } from '../../src/client/features/admin/listings/admin-listings.content';
import { BROKER_REQUESTS_UI } from '../../src/client/features/admin/people/admin-people.content';
import { BILLING_UI } from '../../src/client/features/billing/billing.content';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { MANAGE_UI } from '../../src/client/features/sellers/manage/manage.content';
import { DEMO_ADMIN } from '../../src/shared/admin/demo-admin';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { brokerPath, PATHS } from '../../src/shared/routes';
import { validPlan } from '../fixtures/plans';
import { validFlat } from '../fixtures/seller-listings';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi, storeSessionIn } from '../helpers/e2e-accounts';
import { api, uniqueWord } from '../helpers/e2e-api';

/** A person registered over the API and made a seller of `sellerType`. */
async function newSeller(baseUrl: string, dataDir: string, sellerType: 'Individual' | 'Agent') {
  const session = await registerOverApi(baseUrl, dataDir);
  await api(baseUrl, 'POST', '/api/sellers', session.token, {
    sellerType,
    ...(sellerType === 'Agent' ? { companyName: 'Verma Realty' } : {}),
    address: '14 MP Nagar Zone 2',
    city: 'Bhopal',
    state: 'Madhya Pradesh',
  });
  return { ...session, user: { ...session.user, isSeller: true } };
}

async function searchTitles(baseUrl: string, word: string): Promise<string[]> {
  const response = await fetch(new URL(`/api/properties/search?city=Bhopal&searchQuery=${word}`, baseUrl));
  return ((await response.json()) as { data: ListingCard[] }).data.map((card) => card.title);
}

async function adminLogin(page: Page) {
  await page.goto(PATHS.adminLogin);
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === PATHS.adminDashboard);
}

// A server of its own: this file approves and rejects listings, verifies an agent and adds a plan.
describeInBrowser('admin journey: moderation, broker verification, plans and payments', { ownServer: true }, (e2e) => {
  it('approves, rejects, verifies an agent, edits a plan, and sees a seller’s manual payment', async () => {
    const { baseUrl, dataDir } = e2e;
    const word = uniqueWord('Tulsivihar');
    const approveTitle = `2 BHK flat in ${word} near the lake`;
    const rejectTitle = `3 BHK flat in ${word} with a garden`;
    const reason = 'The photos show a different building';

    // An owner with two pending flats, and an agent asking for verification.
    const owner = await newSeller(baseUrl, dataDir, 'Individual');
    const post = (title: string) =>
      api<{ data: { id: number } }>(baseUrl, 'POST', '/api/seller/properties', owner.token, validFlat({ title }));
    const approveId = (await post(approveTitle)).data.id;
    const rejectId = (await post(rejectTitle)).data.id;
    const agent = await newSeller(baseUrl, dataDir, 'Agent');
    const certificate = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e8e2d0' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(certificate)], { type: 'image/jpeg' }), 'rera-certificate.jpg');
    const document = await api<{ data: { hash: string } }>(baseUrl, 'POST', '/api/media', agent.token, form);
    await api(baseUrl, 'POST', '/api/seller/broker-request', agent.token, {
      experienceYears: 7,
      reraAgentNumber: 'MP-AG-2025-0412',
      documents: [document.data.hash],
    });

    const { context, page } = await e2e.newPage({ viewport: DESKTOP });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('dialog', (dialog) => void dialog.accept());
    await adminLogin(page);
    const adminToken = await page.evaluate(() => localStorage.getItem('token'));
    if (!adminToken) throw new Error('the admin login stored no token');

    // 1. Approve one pending flat: it is in search.
    await page.goto(`${PATHS.adminAllProperties}?status=pending&q=${word}`);
    const row = (title: string) => page.getByRole('row').filter({ hasText: title });
    await row(approveTitle).getByRole('button', { name: ADMIN_LISTINGS_UI.approve, exact: true }).click();
    await expect.poll(() => searchTitles(baseUrl, word)).toEqual([approveTitle]);

    // 2. Reject the other with a reason: the seller sees the reason in My properties.
    await row(rejectTitle).getByRole('button', { name: ADMIN_LISTINGS_UI.reject, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(ADMIN_LISTINGS_UI.reasonLabel).fill(reason);
    const rejected = page.waitForResponse((response) => response.url().endsWith('/reject') && response.ok());
    await dialog.getByRole('button', { name: ADMIN_LISTINGS_UI.confirmReject }).click();
    await rejected;
    // It has left the pending queue; the rejected filter shows it with its reason.
    await page.goto(`${PATHS.adminAllProperties}?status=rejected&q=${word}`);
    await row(rejectTitle).getByText(ADMIN_LISTINGS_UI.reason(reason)).waitFor();
    const sellerSide = await e2e.newPage({ viewport: PHONE });
    await sellerSide.page.goto(PATHS.about);
    await storeSessionIn(sellerSide.page, owner);
    await sellerSide.page.goto(PATHS.sellerProperties);
    await sellerSide.page
      .getByRole('listitem', { name: rejectTitle })
      .getByText(MANAGE_UI.dashboard.rejectedReason(reason))
      .waitFor();
    expect(await searchTitles(baseUrl, word)).toEqual([approveTitle]);
    expect(rejectId).toBeGreaterThan(approveId);

    // 3. Approve the agent's broker request: the verified badge shows on their public page.
    await page.goto(PATHS.adminBrokerRequests);
    const agentName = `${agent.person.firstName} ${agent.person.lastName} (Verma Realty)`;
    const approved = page.waitForResponse((response) => response.url().includes('/approve') && response.ok());
    await page.getByRole('button', { name: `${BROKER_REQUESTS_UI.approve} ${agentName}` }).click();
    await approved;
    await page.goto(brokerPath(agent.user.id));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('main').getByText(DETAIL_UI.seller.verified, { exact: true }).first().waitFor();

    // 4. Edit a plan for owners: a new price.
    const plan = await api<{ data: { id: number } }>(
      baseUrl,
      'POST',
      '/api/admin/plans',
      adminToken,
      validPlan({ name: `Owner Plus ${word}` }),
    );
    await page.goto(`${PATHS.adminSubscriptionEdit}?id=${plan.data.id}`);
    const price = page.getByLabel(BILLING_UI.form.priceInr);
    await expect.poll(() => price.inputValue()).toBe('999');
    await price.fill('1499');
    await page.getByRole('button', { name: BILLING_UI.form.save }).click();
    await page.goto(PATHS.adminSubscriptions);
    await page
      .getByRole('row')
      .filter({ hasText: `Owner Plus ${word}` })
      .getByText(BILLING_UI.inr(1499))
      .waitFor();

    // 5. The owner buys it with a manual invoice from the dashboard.
    await sellerSide.page.goto(PATHS.sellerDashboard);
    await sellerSide.page.getByRole('button', { name: `${BILLING_UI.buyManual}: Owner Plus ${word}` }).click();
    await sellerSide.page.getByText(BILLING_UI.adminWillConfirm).waitFor();
    await sellerSide.context.close();

    // 6. The payment is in the admin's payments table, awaiting payment, at the edited price.
    await page.goto(PATHS.adminPayments);
    const payment = page.getByRole('row').filter({ hasText: `Owner Plus ${word}` });
    await payment.getByText(BILLING_UI.statuses.created).waitFor();
    await payment.getByText(BILLING_UI.inr(1499)).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});
