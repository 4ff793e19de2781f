/**
 * The seller's side of billing: the plans for their seller type, starting a payment, verifying a Razorpay
 * Checkout payment, their own payments, their running plans, spending a featured credit; and Razorpay's
 * webhook (public, signed).
 */
import { desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  BILLING_MESSAGES,
  type PaymentProviderName,
  type SellerPaymentStart,
} from '../../../shared/billing/billing-contract';
import { BILLING_LABELS } from '../../../shared/billing/billing-labels';
import { FEATURED_MESSAGES } from '../../../shared/billing/featured-contract';
import { REFERENCE_MESSAGES } from '../../../shared/billing/payment-reference';
import { formatDate } from '../../../shared/date-format';
import type { AppEnv } from '../../app-env';
import { appNow } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
import { dropsListingAnswers } from '../listings/listing-changes';
import { currentSeller } from '../sellers/require-seller';
import { payments } from './billing.schema';
import { spendFeaturedCredit } from './featured-credits.service';
import { confirmRazorpay, insertPayment, saveSellerReference, toSellerPayment } from './payments.service';
import { activePlansFor } from './plans.service';
import { invoiceNumber, providerFor } from './providers/payment-provider';
import { razorpayConfigOf } from './providers/razorpay-provider';
import { verifyPaymentSignature } from './providers/razorpay-signature';
import { razorpayWebhook } from './razorpay-webhook';
import { sellerBilling } from './seller-billing.service';

const providersOf = (c: Context<AppEnv>): PaymentProviderName[] =>
  razorpayConfigOf(c.var.deps.env) ? ['manual', 'razorpay'] : ['manual'];

export const sellerBillingRoutes = endpointRoutes({
  'GET /api/seller/billing': async (c, { json }) => {
    const sellerId = Number(currentSeller(c).userId);
    const data = await sellerBilling(c.var.deps.database.db, c.var.deps.env, sellerId, appNow(c));
    return json({ success: true, data });
  },
  // Featuring changes the public featured list and search: their cached answers are dropped.
  'POST /api/seller/properties/:id/feature': [
    dropsListingAnswers('property'),
    { id: BILLING_LABELS.listingNumber },
    async (c, { id, json }) => {
      const sellerId = Number(currentSeller(c).userId);
      const data = await spendFeaturedCredit(c.var.deps.database.db, sellerId, id, appNow(c));
      return json({ success: true, message: FEATURED_MESSAGES.featured(formatDate(data.featuredUntil)), data });
    },
  ],
  'GET /api/seller/plans': async (c, { json }) => {
    const data = await activePlansFor(c.var.deps.database.db, currentSeller(c).sellerType);
    return json({ success: true, data, providers: providersOf(c) });
  },
  'GET /api/seller/payments': async (c, { json }) => {
    const rows = await c.var.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.sellerId, Number(currentSeller(c).userId)))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(100);
    return json({ success: true, data: rows.map(toSellerPayment) });
  },
  'POST /api/seller/payments': async (c, { body: { planId, provider: name }, json }) => {
    const seller = currentSeller(c);
    const db = c.var.deps.database.db;
    const now = appNow(c);
    const plan = (await activePlansFor(db, seller.sellerType)).find((p) => p.id === planId);
    if (!plan) throw new ApiFailure(404, BILLING_MESSAGES.planNotFound);
    const provider = providerFor(name, c.var.deps.env, () => now);
    if (!provider) throw new ApiFailure(400, BILLING_MESSAGES.providerDisabled);
    const sellerId = Number(seller.userId);
    const { orderId } = await provider.createOrder({ amountInr: plan.priceInr, receipt: invoiceNumber(now) });
    const row = await insertPayment(db, { sellerId, plan, provider: name, orderId, now });
    const config = razorpayConfigOf(c.var.deps.env);
    const data: SellerPaymentStart = {
      payment: toSellerPayment(row),
      checkout:
        name === 'razorpay' && config
          ? { keyId: config.keyId, orderId, amountPaise: plan.priceInr * 100, currency: 'INR' }
          : null,
    };
    const message = name === 'manual' ? BILLING_MESSAGES.invoiceCreated : undefined;
    return json({ success: true, message, data }, 201);
  },
  'POST /api/seller/payments/:id/reference': [
    { id: BILLING_LABELS.paymentNumber },
    async (c, { id, body, json }) => {
      const sellerId = Number(currentSeller(c).userId);
      const data = await saveSellerReference(c.var.deps.database.db, sellerId, id, body.reference);
      return json({ success: true, message: REFERENCE_MESSAGES.saved, data });
    },
  ],
  'POST /api/seller/payments/:id/verify': [
    { id: BILLING_LABELS.paymentNumber },
    async (c, { id, body, json }) => {
      const db = c.var.deps.database.db;
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      // Another seller's payment is "not found", as elsewhere in the seller area.
      if (!row || Number(row.sellerId) !== Number(currentSeller(c).userId)) {
        throw new ApiFailure(404, BILLING_MESSAGES.paymentNotFound);
      }
      const config = razorpayConfigOf(c.var.deps.env);
      if (row.provider !== 'razorpay' || !config) throw new ApiFailure(409, BILLING_MESSAGES.notRazorpay);
      const signature = {
        orderId: row.providerOrderId,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      };
      if (!verifyPaymentSignature(signature, config.keySecret))
        throw new ApiFailure(400, BILLING_MESSAGES.badSignature);
      const { payment } = await confirmRazorpay(db, { paymentRowId: id }, body.razorpay_payment_id, appNow(c));
      if (!payment) throw new ApiFailure(404, BILLING_MESSAGES.paymentNotFound);
      return json({ success: true, message: BILLING_MESSAGES.verified, data: toSellerPayment(payment) });
    },
  ],
  'POST /api/billing/razorpay/webhook': razorpayWebhook,
});
