/**
 * Payments: a seller starts one for a plan (the provider gives the order or invoice), and it becomes paid
 * once: by an admin for a manual invoice, by a verified Checkout signature or a signed webhook for Razorpay.
 * Paying locks the payment's row, moves it created → paid and creates its subscription in the same
 * transaction; the subscriptions table's unique payment id makes a second grant impossible even if two
 * paths race.
 */
import { and, eq } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  type PaymentProviderName,
  type SellerPayment,
  type SellerPlan,
} from '../../../shared/billing/billing-contract';
import { REFERENCE_MESSAGES } from '../../../shared/billing/payment-reference';
import { DAY_MS } from '../../../shared/durations';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { recordAdminAction } from '../admin/admin-audit';
import { type Payment, payments, subscriptions } from './billing.schema';
import type { AdminContext } from './plans.service';

/** The plan as the seller chose it, kept on the payment. */
export type PlanSnapshot = SellerPlan;

export const toSellerPayment = (row: Payment): SellerPayment => ({
  id: Number(row.id),
  planId: Number(row.planId),
  planName: (row.planSnapshot as PlanSnapshot).name,
  provider: row.provider,
  status: row.status,
  amountInr: row.amountInr,
  providerOrderId: row.providerOrderId,
  providerPaymentId: row.providerPaymentId,
  sellerReference: row.sellerReference,
  paidReference: row.paidReference,
  createdAt: new Date(row.createdAt).toISOString(),
  paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
});

/** Marks the locked, created payment paid and grants its plan from `now` for the plan's duration. */
async function grant(tx: Database, payment: Payment, now: Date, extra: Partial<Payment>): Promise<Payment> {
  const plan = payment.planSnapshot as PlanSnapshot;
  const [paid] = await tx
    .update(payments)
    .set({ ...extra, status: 'paid', paidAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')))
    .returning();
  if (!paid) throw new ApiFailure(409, BILLING_MESSAGES.alreadyPaid);
  await tx.insert(subscriptions).values({
    sellerId: payment.sellerId,
    planId: payment.planId,
    paymentId: payment.id,
    listingCredits: plan.listingCredits,
    featuredCredits: plan.featuredCredits,
    projectCredits: plan.projectCredits,
    startsAt: now,
    endsAt: new Date(now.getTime() + plan.durationDays * DAY_MS),
  });
  return paid;
}

async function lockPayment(tx: Database, id: number): Promise<Payment> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw new ApiFailure(404, BILLING_MESSAGES.paymentNotFound);
  return row;
}

function refuseUnlessCreated(row: Payment): void {
  if (row.status === 'paid') throw new ApiFailure(409, BILLING_MESSAGES.alreadyPaid);
  if (row.status !== 'created') throw new ApiFailure(409, BILLING_MESSAGES.notCreated(row.status));
}

/**
 * An admin confirms a manual invoice was paid, recording its reference (the seller's own when none is
 * given). A replay answers 409 and grants nothing.
 */
export async function markPaid(ctx: AdminContext, id: number, reference?: string): Promise<SellerPayment> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockPayment(tx, id);
    if (row.provider !== 'manual') throw new ApiFailure(409, BILLING_MESSAGES.notManual);
    refuseUnlessCreated(row);
    const paidReference = reference ?? row.sellerReference;
    const paid = await grant(tx, row, ctx.now, { markedPaidBy: ctx.adminId, paidReference });
    await recordAdminAction(tx, {
      actorId: ctx.adminId,
      action: 'payment.mark_paid',
      entityType: 'payment',
      entityId: id,
      before: { status: row.status },
      after: { status: 'paid', paidAt: ctx.now.toISOString(), paidReference },
      at: ctx.now,
    });
    return toSellerPayment(paid);
  });
}

/** The seller says which payment paid their own manual invoice; they may correct it until it is paid. */
export async function saveSellerReference(
  db: Database,
  sellerId: number,
  id: number,
  reference: string,
): Promise<SellerPayment> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    // Another seller's payment is "not found", as elsewhere in the seller area.
    if (!row || Number(row.sellerId) !== sellerId) throw new ApiFailure(404, BILLING_MESSAGES.paymentNotFound);
    if (row.provider !== 'manual') throw new ApiFailure(409, BILLING_MESSAGES.notManual);
    if (row.status !== 'created') throw new ApiFailure(409, REFERENCE_MESSAGES.notAwaiting);
    const [saved] = await tx
      .update(payments)
      .set({ sellerReference: reference })
      .where(eq(payments.id, id))
      .returning();
    if (!saved) throw new ApiFailure(404, BILLING_MESSAGES.paymentNotFound);
    return toSellerPayment(saved);
  });
}

export async function insertPayment(
  db: Database,
  values: { sellerId: number; plan: SellerPlan; provider: PaymentProviderName; orderId: string; now: Date },
): Promise<Payment> {
  const [row] = await db
    .insert(payments)
    .values({
      sellerId: values.sellerId,
      planId: values.plan.id,
      provider: values.provider,
      amountInr: values.plan.priceInr,
      providerOrderId: values.orderId,
      planSnapshot: values.plan,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/**
 * A Razorpay payment confirmed (a verified Checkout signature, or a signed webhook). Returns false when it
 * was already paid by this same Razorpay payment (a replay: nothing changes), throws 409 otherwise.
 */
export async function confirmRazorpay(
  db: Database,
  where: { paymentRowId: number } | { orderId: string },
  providerPaymentId: string,
  now: Date,
  /** The amount Razorpay captured, when it says (a webhook): anything but the plan's price grants nothing. */
  amountPaise?: number,
): Promise<{ granted: boolean; payment: Payment | null }> {
  return db.transaction(async (tx) => {
    const condition =
      'paymentRowId' in where
        ? eq(payments.id, where.paymentRowId)
        : and(eq(payments.provider, 'razorpay'), eq(payments.providerOrderId, where.orderId));
    const [row] = await tx.select().from(payments).where(condition).for('update');
    if (!row) return { granted: false, payment: null };
    if (row.provider !== 'razorpay') throw new ApiFailure(409, BILLING_MESSAGES.notRazorpay);
    if (row.status === 'paid' && row.providerPaymentId === providerPaymentId) return { granted: false, payment: row };
    refuseUnlessCreated(row);
    if (amountPaise !== undefined && amountPaise !== row.amountInr * 100) {
      throw new ApiFailure(409, BILLING_MESSAGES.amountMismatch);
    }
    return { granted: true, payment: await grant(tx, row, now, { providerPaymentId }) };
  });
}
