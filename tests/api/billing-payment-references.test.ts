import { beforeAll, expect, it } from 'vitest';
import {
  type AdminPlan,
  BILLING_MESSAGES,
  type PaymentPage,
  type SellerPayment,
  type SellerPaymentStart,
} from '../../src/shared/billing/billing-contract';
import { BILLING_LABELS } from '../../src/shared/billing/billing-labels';
import { REFERENCE_MESSAGES } from '../../src/shared/billing/payment-reference';
import { billingTestApp } from '../helpers/billing-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

const SELLER_FIELD = BILLING_LABELS.sellerReference;
const ADMIN_FIELD = BILLING_LABELS.paidReference;

describeEachDatabase('billing: the UTR a seller paid with and the reference an admin records', (database) => {
  let t: ReturnType<typeof billingTestApp>;
  let admin: Person;
  let plan: AdminPlan;

  const invoice = async (who: Person) => {
    const res = await t.call<{ data: SellerPaymentStart }>(
      'POST',
      '/seller/payments',
      { planId: plan.id, provider: 'manual' },
      who.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.payment;
  };
  const tell = (id: number, reference: unknown, who: Person) =>
    t.call<{ data: SellerPayment; message: string }>(
      'POST',
      `/seller/payments/${id}/reference`,
      { reference },
      who.token,
    );
  const markPaid = (id: number, body: unknown, as: Person = admin) =>
    t.call<{ data: SellerPayment; message: string }>('POST', `/admin/payments/${id}/mark-paid`, body, as.token);
  const adminRow = async (id: number) => {
    const res = await t.call<PaymentPage>('GET', '/admin/payments', undefined, admin.token);
    return res.body.data.find((p) => p.id === id);
  };

  beforeAll(async () => {
    t = billingTestApp(database());
    admin = await t.admin();
    plan = await t.plan(admin, { name: 'Owner Plus', listingCredits: 2, priceInr: 999 });
  });

  it('refuses a reference that is neither a 12-digit UTR nor a 6-35 character transaction id', async () => {
    const seller = await t.seller();
    const { id } = await invoice(seller);
    const cases: [unknown, string][] = [
      ['', REFERENCE_MESSAGES.missing(SELLER_FIELD)],
      [undefined, REFERENCE_MESSAGES.missing(SELLER_FIELD)],
      ['41234567890', REFERENCE_MESSAGES.badUtr(SELLER_FIELD)],
      ['4123456789012', REFERENCE_MESSAGES.badUtr(SELLER_FIELD)],
      ['T1234', REFERENCE_MESSAGES.badTransactionId(SELLER_FIELD)],
      ['T'.repeat(36), REFERENCE_MESSAGES.badTransactionId(SELLER_FIELD)],
      ['T2612-0712', REFERENCE_MESSAGES.badTransactionId(SELLER_FIELD)],
      ['<b>T12345</b>', REFERENCE_MESSAGES.badTransactionId(SELLER_FIELD)],
    ];
    for (const [reference, message] of cases) {
      const res = await tell(id, reference, seller);
      expect(res, String(reference)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await adminRow(id))?.sellerReference).toBeNull();
  });

  it('keeps a UTR or transaction id on the seller’s own invoice, shows it to the admin, and no one else’s', async () => {
    const seller = await t.seller();
    const other = await t.seller();
    const { id } = await invoice(seller);

    const utr = await tell(id, '4123 4567 8901', seller);
    expect(utr).toMatchObject({ status: 200, body: { message: REFERENCE_MESSAGES.saved } });
    expect(utr.body.data.sellerReference).toBe('412345678901');
    const txn = await tell(id, 'axis1234abc', seller);
    expect(txn.body.data.sellerReference).toBe('AXIS1234ABC');
    expect(await adminRow(id)).toMatchObject({ sellerReference: 'AXIS1234ABC', paidReference: null });

    // Another seller's invoice is "not found", and stays as it was.
    expect(await tell(id, '999999999999', other)).toMatchObject({
      status: 404,
      body: { message: BILLING_MESSAGES.paymentNotFound },
    });
    expect((await adminRow(id))?.sellerReference).toBe('AXIS1234ABC');
  });

  it('Mark paid records the admin’s reference, or the seller’s when none is given; only an admin may', async () => {
    const seller = await t.seller();
    const first = await invoice(seller);
    await tell(first.id, '412345678901', seller);

    expect((await markPaid(first.id, { reference: '412345678901' }, seller)).status).toBe(403);
    expect(await markPaid(first.id, { reference: '4123' })).toMatchObject({
      status: 400,
      body: { message: REFERENCE_MESSAGES.badUtr(ADMIN_FIELD) },
    });
    expect((await adminRow(first.id))?.status).toBe('created');

    const paid = await markPaid(first.id, { reference: 'HDFC00998877' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      paidReference: 'HDFC00998877',
      sellerReference: '412345678901',
    });
    expect(await adminRow(first.id)).toMatchObject({ paidReference: 'HDFC00998877' });
    // Once paid, the seller's reference can no longer change.
    expect(await tell(first.id, '512345678901', seller)).toMatchObject({
      status: 409,
      body: { message: REFERENCE_MESSAGES.notAwaiting },
    });

    const second = await invoice(seller);
    await tell(second.id, '612345678901', seller);
    const kept = await markPaid(second.id, {});
    expect(kept.status).toBe(200);
    expect(kept.body.data.paidReference).toBe('612345678901');
  });
});
