/**
 * Razorpay's Orders API over HTTPS (POST /v1/orders, Basic auth with the key id and secret). The base
 * URL is configurable so tests can stand a local server in for Razorpay. Amounts go in paise.
 */

import { BILLING_MESSAGES } from '../../../../shared/billing/billing-contract';
import type { Env } from '../../../env';
import { ApiFailure } from '../../../lib/errors';

export const RAZORPAY_DEFAULT_BASE = 'https://api.razorpay.com';
const ORDER_TIMEOUT_MS = 10_000;

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  baseUrl: string;
}

/** Razorpay's settings, or null when the keys are not set (then only the manual provider is offered). */
export function razorpayConfigOf(env: Env): RazorpayConfig | null {
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) return null;
  return {
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    baseUrl: env.RAZORPAY_API_BASE ?? RAZORPAY_DEFAULT_BASE,
  };
}

export async function createRazorpayOrder(
  config: RazorpayConfig,
  order: { amountInr: number; receipt: string },
): Promise<{ orderId: string }> {
  const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
  let res: Response;
  try {
    res = await fetch(new URL('/v1/orders', config.baseUrl), {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: order.amountInr * 100, currency: 'INR', receipt: order.receipt }),
      signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
    });
  } catch {
    throw new ApiFailure(502, BILLING_MESSAGES.gatewayFailed);
  }
  const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
  if (!res.ok || typeof body?.id !== 'string' || !/^order_\w{1,60}$/.test(body.id)) {
    throw new ApiFailure(502, BILLING_MESSAGES.gatewayFailed);
  }
  return { orderId: body.id };
}
