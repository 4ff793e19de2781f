/**
 * POST /api/billing/razorpay/webhook: Razorpay tells us a payment was captured (`payment.captured`) or an
 * order paid (`order.paid`). The X-Razorpay-Signature over the raw body is checked first (400 when wrong,
 * 404 when no webhook secret is configured). Razorpay retries until it gets a 2xx, so a replay of an event
 * we already applied answers 200 and changes nothing; events we do not use are acknowledged and ignored.
 */
import type { Context } from 'hono';
import { BILLING_MESSAGES } from '../../../shared/billing/billing-contract';
import { APP_MESSAGES } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { appNow } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import { confirmRazorpay } from './payments.service';
import { razorpayConfigOf } from './providers/razorpay-provider';
import { verifyWebhookSignature } from './providers/razorpay-signature';

interface WebhookEvent {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown } };
    order?: { entity?: { id?: unknown } };
  };
}

const HANDLED = new Set(['payment.captured', 'order.paid']);

export async function razorpayWebhook(c: Context<AppEnv>) {
  const config = razorpayConfigOf(c.var.deps.env);
  if (!config?.webhookSecret) throw new ApiFailure(404, APP_MESSAGES.apiNotFound);
  const raw = await c.req.text();
  const signature = c.req.header('x-razorpay-signature') ?? '';
  if (!verifyWebhookSignature(raw, signature, config.webhookSecret)) {
    throw new ApiFailure(400, BILLING_MESSAGES.badSignature);
  }
  let event: WebhookEvent;
  try {
    event = JSON.parse(raw) as WebhookEvent;
  } catch {
    throw new ApiFailure(400, BILLING_MESSAGES.badSignature);
  }
  const ack = (message: string) => c.json({ success: true as const, message });
  if (typeof event.event !== 'string' || !HANDLED.has(event.event)) return ack('Event ignored.');
  const entity = event.payload?.payment?.entity;
  const orderId = event.payload?.order?.entity?.id ?? entity?.order_id;
  const paymentId = entity?.id;
  if (typeof orderId !== 'string' || typeof paymentId !== 'string') return ack('Event ignored.');
  try {
    const amount = typeof entity?.amount === 'number' ? entity.amount : undefined;
    const db = c.var.deps.database.db;
    const { granted, payment } = await confirmRazorpay(db, { orderId }, paymentId, appNow(c), amount);
    if (!payment) return ack('Unknown order ignored.');
    return ack(granted ? 'Payment recorded.' : 'Already recorded.');
  } catch (error) {
    // Cancelled, paid by another Razorpay payment, or a different amount: nothing to grant, and no retry
    // either; the log keeps it for a person to look at.
    if (error instanceof ApiFailure && error.status === 409) {
      c.var.logger.warn({ orderId, paymentId, reason: error.message }, 'razorpay webhook not applied');
      return ack(error.message);
    }
    throw error;
  }
}
