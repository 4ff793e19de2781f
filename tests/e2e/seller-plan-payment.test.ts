/**
 * A seller pays for a plan through Razorpay Checkout and spends its featured credit, in Chromium against a
 * server of this file's own configured with Razorpay keys. Razorpay's API is a local stand-in (as in the
 * API tests); Checkout's script, a third party's, is served by page.route: it "pays" and hands the
 * handler a payment id with the signature Razorpay would compute from the test's key secret.
 */
import { createHmac } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { BILLING_UI } from '../../src/client/features/billing/billing.content';
import { CARD_LABELS } from '../../src/client/features/listings/components/listing-card.content';
import { BILLING_MESSAGES } from '../../src/shared/billing/billing-contract';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { PATHS } from '../../src/shared/routes';
import { validPlan } from '../fixtures/plans';
import { DESKTOP } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { storeSessionIn } from '../helpers/e2e-accounts';
import { api, demoAdminToken, ownerWithApprovedFlat, uniqueWord } from '../helpers/e2e-api';
import { type ServerProcess, startServer } from '../helpers/server-process';

const KEY_ID = 'rzp_test_E2eCheckout01';
const KEY_SECRET = 'e2e-key-secret-0123456789';
const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

/** Checkout as far as our page sees it: open() pays at once and calls the handler. */
const CHECKOUT_STAND_IN = `
window.Razorpay = function (options) {
  this.open = function () {
    var paymentId = 'pay_E2e' + Date.now();
    window.__signRazorpay(options.order_id, paymentId).then(function (signature) {
      options.handler({ razorpay_payment_id: paymentId, razorpay_order_id: options.order_id, razorpay_signature: signature });
    });
  };
};`;

let razorpay: Server;
let server: ServerProcess;
let dataDir = '';

beforeAll(async () => {
  razorpay = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `order_E2e${Date.now()}`, status: 'created' }));
    });
  });
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
  dataDir = mkdtempSync(join(tmpdir(), 'pc-e2e-razorpay-'));
  cpSync(inject('templateDir'), dataDir, { recursive: true });
  server = await startServer({
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '10',
    DATA_DIR: dataDir,
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_API_BASE: `http://127.0.0.1:${(razorpay.address() as AddressInfo).port}`,
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await new Promise<void>((resolve) => razorpay.close(() => resolve()));
});

describeInBrowser('seller plans: Razorpay Checkout and featured credits', (e2e) => {
  it('pays online, sees the plan on the dashboard, features a listing that then shows as featured', async () => {
    const baseUrl = server.url;
    const word = uniqueWord('Shahpura');
    const title = `2 BHK flat in ${word} by the lake`;
    const planName = `Owner Spotlight ${word}`;
    const admin = await demoAdminToken(baseUrl);
    await api(
      baseUrl,
      'POST',
      '/api/admin/plans',
      admin,
      validPlan({ name: planName, featuredCredits: 1, priceInr: 799 }),
    );
    const { seller, propertyId } = await ownerWithApprovedFlat(baseUrl, server.dataDir, { title });

    const { context, page } = await e2e.newPage({ baseURL: baseUrl, viewport: DESKTOP });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.exposeFunction('__signRazorpay', (orderId: string, paymentId: string) =>
      createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex'),
    );
    await page.route(CHECKOUT_JS, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: CHECKOUT_STAND_IN }),
    );
    await page.goto(PATHS.home);
    await storeSessionIn(page, { ...seller, user: { ...seller.user, isSeller: true } });

    // 1. Pay online: Checkout opens, pays, and the dashboard shows the plan running.
    await page.goto(PATHS.sellerDashboard);
    await page.getByRole('button', { name: `${BILLING_UI.buyOnline}: ${planName}` }).click();
    await page.getByText(BILLING_MESSAGES.verified).waitFor();
    const plan = page.getByRole('article', { name: `${BILLING_UI.yourPlanTitle}: ${planName}` });
    await plan.getByText(BILLING_UI.creditsIncluded(5, 1, 0)).waitFor();
    await plan.getByText(BILLING_UI.creditUse(0, 1)).waitFor();

    // 2. Spend the featured credit on the listing from "My properties".
    await page.goto(PATHS.sellerProperties);
    const row = page.getByRole('listitem', { name: title });
    await row.getByText(BILLING_UI.featuredCreditsLeft(1)).waitFor();
    await row.getByRole('button', { name: new RegExp(BILLING_UI.featureListing) }).click();
    // Asked first, with the credits left: confirming spends the credit.
    const confirm = page.getByRole('alertdialog', { name: BILLING_UI.featureConfirm(1) });
    await confirm.getByRole('button', { name: BILLING_UI.featureListing }).click();
    await row.getByText(/^Featured until /).waitFor();
    await expect.poll(() => row.getByRole('button', { name: new RegExp(BILLING_UI.featureListing) }).count()).toBe(0);

    // 3. Buyers see it: in the featured list and marked Featured in search.
    const featured = await fetch(new URL('/api/properties/featured?city=Bhopal&limit=50', baseUrl));
    const cards = ((await featured.json()) as { data: ListingCard[] }).data;
    expect(cards.find((card) => card.id === propertyId)).toMatchObject({ title, featured: true });
    await page.goto(`${PATHS.searchResults}?city=Bhopal&searchQuery=${word}`);
    const card = page.getByRole('article').filter({ hasText: title }).first();
    await card.getByText(CARD_LABELS.featured, { exact: true }).waitFor();

    // The dashboard counts the credit as used.
    await page.goto(PATHS.sellerDashboard);
    await plan.getByText(BILLING_UI.creditUse(1, 1)).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
