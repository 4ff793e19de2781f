/**
 * Razorpay's two HMAC-SHA256 checks, with node:crypto (no SDK): the Checkout handler's
 * `razorpay_signature` = HMAC(order_id + '|' + payment_id, key secret), and a webhook's
 * `X-Razorpay-Signature` = HMAC(raw body, webhook secret). Both are lowercase hex, compared in constant
 * time; anything that is not 64 hex digits is refused before comparing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

export const hmacSha256Hex = (secret: string, data: string | Uint8Array): string =>
  createHmac('sha256', secret).update(data).digest('hex');

function sameHex(expected: string, given: string): boolean {
  if (!HEX_SHA256.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

export function verifyPaymentSignature(
  input: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  return sameHex(hmacSha256Hex(keySecret, `${input.orderId}|${input.paymentId}`), input.signature);
}

/** `rawBody` must be the bytes as received: a re-serialised JSON would not match. */
export function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  signature: string,
  webhookSecret: string,
): boolean {
  return sameHex(hmacSha256Hex(webhookSecret, rawBody), signature);
}
