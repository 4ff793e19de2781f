/**
 * Razorpay's signature checks with fixed test vectors (the expected hex was computed outside the code, with
 * `printf '%s' 'order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'`),
 * and createOrder against a local HTTP server standing in for Razorpay's Orders API.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createRazorpayOrder } from '../../src/server/features/billing/providers/razorpay-provider';
import {
  verifyPaymentSignature,
  verifyWebhookSignature,
} from '../../src/server/features/billing/providers/razorpay-signature';

const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const ORDER = 'order_IEIaMR65cu6nz3';
const PAYMENT = 'pay_IH4NVgf4Dreq1l';
const EXPECTED = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';

const WEBHOOK_SECRET = 'whsec_test_12345678';
const WEBHOOK_BODY = '{"event":"payment.captured","payload":{}}';
const WEBHOOK_EXPECTED = '6493f1e0937e25de7ab32857ce0b7ae04495bfcaa22265587e2a8805bd95dbef';

const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;

describe('Razorpay payment signature', () => {
  const check = (signature: string, secret = KEY_SECRET, orderId = ORDER, paymentId = PAYMENT) =>
    verifyPaymentSignature({ orderId, paymentId, signature }, secret);

  it('accepts the known vector', () => expect(check(EXPECTED)).toBe(true));
  it('refuses a tampered signature', () => expect(check(flip(EXPECTED))).toBe(false));
  it('refuses a signature of the wrong length or not hex', () => {
    expect(check(EXPECTED.slice(0, 62))).toBe(false);
    expect(check(`${EXPECTED}00`)).toBe(false);
    expect(check('')).toBe(false);
    expect(check(EXPECTED.toUpperCase())).toBe(false);
    expect(check(`${EXPECTED.slice(0, 63)}g`)).toBe(false);
  });
  it('refuses the right signature for another payment, order or secret', () => {
    expect(check(EXPECTED, KEY_SECRET, ORDER, 'pay_IH4NVgf4Dreq1m')).toBe(false);
    expect(check(EXPECTED, KEY_SECRET, 'order_IEIaMR65cu6nz4')).toBe(false);
    expect(check(EXPECTED, 'EnLs21M47BllR3X8PSFtjtbe')).toBe(false);
  });
});

describe('Razorpay webhook signature', () => {
  it('accepts the known vector over the raw body', () => {
    expect(verifyWebhookSignature(WEBHOOK_BODY, WEBHOOK_EXPECTED, WEBHOOK_SECRET)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(WEBHOOK_BODY), WEBHOOK_EXPECTED, WEBHOOK_SECRET)).toBe(true);
  });
  it('refuses a changed body, a tampered signature or a short one', () => {
    expect(verifyWebhookSignature(`${WEBHOOK_BODY} `, WEBHOOK_EXPECTED, WEBHOOK_SECRET)).toBe(false);
    expect(verifyWebhookSignature(WEBHOOK_BODY, flip(WEBHOOK_EXPECTED), WEBHOOK_SECRET)).toBe(false);
    expect(verifyWebhookSignature(WEBHOOK_BODY, WEBHOOK_EXPECTED.slice(2), WEBHOOK_SECRET)).toBe(false);
  });
});

describe('Razorpay createOrder (a local server stands in for api.razorpay.com)', () => {
  let server: Server;
  let baseUrl: string;
  const seen: { auth: string | undefined; path: string | undefined; body: unknown }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { id: 'order_TEST123', status: 'created' } };

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      seen.push({ auth: req.headers.authorization, path: req.url, body: JSON.parse(await read(req)) });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = () => ({ keyId: 'rzp_test_abc', keySecret: KEY_SECRET, webhookSecret: undefined, baseUrl });

  it('posts the amount in paise with Basic auth and returns the order id', async () => {
    const result = await createRazorpayOrder(config(), { amountInr: 999, receipt: 'payment-7' });
    expect(result).toEqual({ orderId: 'order_TEST123' });
    expect(seen.at(-1)).toEqual({
      auth: `Basic ${Buffer.from(`rzp_test_abc:${KEY_SECRET}`).toString('base64')}`,
      path: '/v1/orders',
      body: { amount: 99_900, currency: 'INR', receipt: 'payment-7' },
    });
  });

  it('answers 502 when Razorpay refuses or answers nonsense', async () => {
    answer = { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR' } } };
    await expect(createRazorpayOrder(config(), { amountInr: 1, receipt: 'r' })).rejects.toMatchObject({ status: 502 });
    answer = { status: 200, body: { id: 42 } };
    await expect(createRazorpayOrder(config(), { amountInr: 1, receipt: 'r' })).rejects.toMatchObject({ status: 502 });
  });
});

describe('Razorpay configuration', () => {
  it('is off when unset and refuses a key id without its secret', () => {
    expect(loadEnv({}).RAZORPAY_KEY_ID).toBeUndefined();
    expect(() => loadEnv({ RAZORPAY_KEY_ID: 'rzp_test_abc' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => loadEnv({ RAZORPAY_KEY_ID: 'abc', RAZORPAY_KEY_SECRET: KEY_SECRET })).toThrow(/RAZORPAY_KEY_ID/);
    expect(loadEnv({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: KEY_SECRET }).RAZORPAY_KEY_SECRET).toBe(
      KEY_SECRET,
    );
  });
});
