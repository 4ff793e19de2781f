/**
 * Razorpay end to end on our side: a local HTTP server stands in for api.razorpay.com (RAZORPAY_API_BASE),
 * the Checkout signature and the webhook signature are computed here with node:crypto from fixed secrets.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import {
  type AdminPlan,
  BILLING_MESSAGES,
  type SellerPayment,
  type SellerPaymentStart,
} from '../../src/shared/billing/billing-contract';
import { FREE_LISTING_QUOTA } from '../../src/shared/sellers/seller-constants';
import { billingTestApp } from '../helpers/billing-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const WEBHOOK_SECRET = 'whsec_test_12345678';
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

let server: Server;
let baseUrl = '';
let orders = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      orders += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `order_Fake${Date.now()}${orders}`, status: 'created' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeEachDatabase('billing: Razorpay orders, Checkout verification and the webhook', (database) => {
  let t: ReturnType<typeof billingTestApp>;
  let admin: Person;
  let plan: AdminPlan;

  const quotaOf = async (who: Person) =>
    (await t.call<{ data: { counts: { quota: number } } }>('GET', '/sellers/me', undefined, who.token)).body.data.counts
      .quota;
  const start = async (who: Person) => {
    const res = await t.call<{ data: SellerPaymentStart }>(
      'POST',
      '/seller/payments',
      { planId: plan.id, provider: 'razorpay' },
      who.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };
  const webhook = (body: string, signature: string) =>
    t.raw('POST', '/billing/razorpay/webhook', {
      body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    });
  const captured = (orderId: string, paymentId: string, amount: number) =>
    JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
    });

  beforeAll(async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_BASE: baseUrl,
    });
    t = billingTestApp(database(), { env });
    admin = await t.admin();
    plan = await t.plan(admin, { name: 'Owner Online', listingCredits: 4, priceInr: 799 });
  });

  it('offers Razorpay and gives Checkout its order; a verified signature grants the plan once', async () => {
    const seller = await t.seller();
    const plans = await t.call<{ providers: string[] }>('GET', '/seller/plans', undefined, seller.token);
    expect(plans.body.providers).toEqual(['manual', 'razorpay']);

    const { payment, checkout } = await start(seller);
    expect(checkout).toEqual({ keyId: KEY_ID, orderId: payment.providerOrderId, amountPaise: 79_900, currency: 'INR' });
    expect(payment.providerOrderId).toMatch(/^order_Fake/);

    const paymentId = 'pay_IH4NVgf4Dreq1l';
    const verify = (signature: string, who = seller) =>
      t.call<{ data: SellerPayment }>(
        'POST',
        `/seller/payments/${payment.id}/verify`,
        { razorpay_payment_id: paymentId, razorpay_signature: signature },
        who.token,
      );
    const good = hmac(KEY_SECRET, `${payment.providerOrderId}|${paymentId}`);
    const tampered = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    expect(await verify(tampered)).toMatchObject({ status: 400, body: { message: BILLING_MESSAGES.badSignature } });
    expect(await quotaOf(seller)).toBe(FREE_LISTING_QUOTA);

    const other = await t.seller();
    expect((await verify(good, other)).status).toBe(404);

    const ok = await verify(good);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'paid', providerPaymentId: paymentId });
    expect(await quotaOf(seller)).toBe(FREE_LISTING_QUOTA + 4);
    // The same verification again (a double click) answers as before and grants nothing more.
    expect((await verify(good)).status).toBe(200);
    // Razorpay's webhook for the same payment arrives later: acknowledged, nothing more granted.
    const body = captured(payment.providerOrderId, paymentId, 79_900);
    expect((await webhook(body, hmac(WEBHOOK_SECRET, body))).status).toBe(200);
    expect(await quotaOf(seller)).toBe(FREE_LISTING_QUOTA + 4);
  });

  it('the webhook needs a good signature over the raw body, and a replay grants nothing twice', async () => {
    const seller = await t.seller();
    const { payment } = await start(seller);
    const body = captured(payment.providerOrderId, 'pay_WebhookOnly01', 79_900);
    const signature = hmac(WEBHOOK_SECRET, body);

    expect((await webhook(body, hmac('another-secret', body))).status).toBe(400);
    expect((await webhook(body, signature.slice(0, 40))).status).toBe(400);
    expect((await webhook(`${body} `, signature)).status).toBe(400);
    expect((await webhook(body, '')).status).toBe(400);
    expect(await quotaOf(seller)).toBe(FREE_LISTING_QUOTA);

    const first = await webhook(body, signature);
    expect(first.status).toBe(200);
    expect(await quotaOf(seller)).toBe(FREE_LISTING_QUOTA + 4);
    const replay = await webhook(body, signature);
    expect(replay.status).toBe(200);
    expect(await quotaOf(seller)).toBe(FREE_LISTING_QUOTA + 4);

    const admins = await t.call<{ data: { id: number; status: string; providerPaymentId: string }[] }>(
      'GET',
      '/admin/payments?provider=razorpay&status=paid',
      undefined,
      admin.token,
    );
    expect(admins.body.data.find((p) => p.id === payment.id)).toMatchObject({ providerPaymentId: 'pay_WebhookOnly01' });
    // An admin cannot mark a Razorpay payment paid by hand.
    const manual = await t.call('POST', `/admin/payments/${payment.id}/mark-paid`, {}, admin.token);
    expect(manual).toMatchObject({ status: 409, body: { message: BILLING_MESSAGES.notManual } });
  });

  it('a webhook with another amount than the plan price grants nothing', async () => {
    const seller = await t.seller();
    const { payment } = await start(seller);
    const body = captured(payment.providerOrderId, 'pay_Cheap0001', 100);
    expect((await webhook(body, hmac(WEBHOOK_SECRET, body))).status).toBe(200);
    expect(await quotaOf(seller)).toBe(FREE_LISTING_QUOTA);
    const mine = await t.call<{ data: SellerPayment[] }>('GET', '/seller/payments', undefined, seller.token);
    expect(mine.body.data[0]?.status).toBe('created');
  });
});

describeEachDatabase('billing: the page may load Razorpay Checkout only when Razorpay is configured', (database) => {
  it('adds checkout.razorpay.com to the CSP with keys, and nothing outside our origin without', async () => {
    const cspOf = async (env: Record<string, string>) => {
      const t = billingTestApp(database(), { env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }) });
      return (await t.raw('GET', '/health')).headers.get('content-security-policy') ?? '';
    };
    const off = await cspOf({});
    expect(off).toContain("script-src 'self';");
    expect(off).not.toContain('razorpay');
    const on = await cspOf({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET });
    expect(on).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(on).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com;');
  });
});
