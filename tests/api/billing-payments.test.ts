import { beforeAll, expect, it } from 'vitest';
import {
  type AdminPlan,
  BILLING_MESSAGES,
  DATES_REVERSED_MESSAGE,
  type PaymentPage,
  type SellerPayment,
  type SellerPaymentStart,
} from '../../src/shared/billing/billing-contract';
import { BILLING_LABELS } from '../../src/shared/billing/billing-labels';
import { FREE_LISTING_QUOTA, SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { validFlat } from '../fixtures/seller-listings';
import { auditOf } from '../helpers/admin-api';
import { billingTestApp } from '../helpers/billing-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

describeEachDatabase(
  'billing: manual payments, mark paid, the quota they buy, the payments table and CSV',
  (database) => {
    let t: ReturnType<typeof billingTestApp>;
    let admin: Person;
    let plan: AdminPlan;

    const buy = async (who: Person, planId: number) => {
      const res = await t.call<{ data: SellerPaymentStart; message: string }>(
        'POST',
        '/seller/payments',
        { planId, provider: 'manual' },
        who.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const markPaid = (id: number, as: Person = admin) =>
      t.call<{ data: SellerPayment; message: string }>('POST', `/admin/payments/${id}/mark-paid`, {}, as.token);
    const post = (who: Person) => t.call('POST', '/seller/properties', validFlat(), who.token);
    const page = async (query = '') => {
      const res = await t.call<PaymentPage>('GET', `/admin/payments${query}`, undefined, admin.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };

    beforeAll(async () => {
      t = billingTestApp(database());
      admin = await t.admin();
      plan = await t.plan(admin, { name: 'Owner Plus', listingCredits: 2, priceInr: 999 });
    });

    it('a seller buys a plan with a manual invoice, an admin marks it paid, the quota grows by its credits', async () => {
      const seller = await t.seller();
      for (let i = 0; i < FREE_LISTING_QUOTA; i++) expect((await post(seller)).status).toBe(201);
      const refused = await post(seller);
      expect(refused).toMatchObject({
        status: 402,
        body: { message: SELLER_MESSAGES.quotaReached(FREE_LISTING_QUOTA) },
      });

      const started = await buy(seller, plan.id);
      expect(started.message).toBe(BILLING_MESSAGES.invoiceCreated);
      expect(started.data.checkout).toBeNull();
      expect(started.data.payment).toMatchObject({
        provider: 'manual',
        status: 'created',
        amountInr: 999,
        planName: 'Owner Plus',
      });
      expect(started.data.payment.providerOrderId).toMatch(/^PC-\d{8}-[0-9A-F]{8}$/);
      // Unpaid, it grants nothing.
      expect((await post(seller)).status).toBe(402);

      const id = started.data.payment.id;
      const paid = await markPaid(id);
      expect(paid.status).toBe(200);
      expect(paid.body.data).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
      expect((await post(seller)).status).toBe(201);
      expect((await post(seller)).status).toBe(201);
      expect(await post(seller)).toMatchObject({ status: 402, body: { message: SELLER_MESSAGES.quotaReached(5) } });

      // A replay is refused and grants nothing twice.
      const again = await markPaid(id);
      expect(again).toMatchObject({
        status: 409,
        body: { success: false, code: 'conflict', message: BILLING_MESSAGES.alreadyPaid },
      });
      expect((await post(seller)).status).toBe(402);
      expect(await auditOf(database(), 'payment', id)).toEqual([
        {
          actorId: admin.user.id,
          action: 'payment.mark_paid',
          entityType: 'payment',
          entityId: String(id),
          before: { status: 'created' },
          after: { status: 'paid', paidAt: expect.any(String), paidReference: null },
        },
      ]);

      const mine = await t.call<{ data: SellerPayment[] }>('GET', '/seller/payments', undefined, seller.token);
      expect(mine.body.data.map((p) => [p.id, p.status])).toEqual([[id, 'paid']]);
    });

    it('the plan runs out after its duration', async () => {
      const seller = await t.seller();
      const short = await t.plan(admin, { name: 'Owner Week', listingCredits: 1, durationDays: 7 });
      await markPaid((await buy(seller, short.id)).data.payment.id);
      const quota = async () =>
        (await t.call<{ data: { counts: { quota: number } } }>('GET', '/sellers/me', undefined, seller.token)).body.data
          .counts.quota;
      expect(await quota()).toBe(FREE_LISTING_QUOTA + 1);
      t.advance(8 * 24 * 60 * 60 * 1000);
      try {
        expect(await quota()).toBe(FREE_LISTING_QUOTA);
      } finally {
        t.advance(-8 * 24 * 60 * 60 * 1000);
      }
    });

    it('refuses plans a seller cannot buy and payments an admin cannot mark paid', async () => {
      const seller = await t.seller();
      const agentPlan = await t.plan(admin, { name: 'Agent Pro', sellerType: 'Agent' });
      const inactive = await t.plan(admin, { name: 'Owner Old', active: false });
      for (const planId of [agentPlan.id, inactive.id, 999999]) {
        const res = await t.call('POST', '/seller/payments', { planId, provider: 'manual' }, seller.token);
        expect(res).toMatchObject({ status: 404, body: { message: BILLING_MESSAGES.planNotFound } });
      }
      const razorpay = await t.call(
        'POST',
        '/seller/payments',
        { planId: plan.id, provider: 'razorpay' },
        seller.token,
      );
      expect(razorpay).toMatchObject({ status: 400, body: { message: BILLING_MESSAGES.providerDisabled } });
      const bad = await t.call('POST', '/seller/payments', { planId: 'x', provider: 'manual' }, seller.token);
      expect(bad.status).toBe(400);
      expect((await markPaid(999999)).status).toBe(404);
      expect((await t.call('POST', '/admin/payments/abc/mark-paid', {}, admin.token)).status).toBe(400);
    });

    it('filters payments by seller type, status, provider and dates, with the paid total of the filter', async () => {
      const agentPlan = await t.plan(admin, { name: 'Agent Max', sellerType: 'Agent', priceInr: 2500 });
      const agent = await t.seller({
        sellerType: 'Agent',
        companyName: 'Arera Realty',
        reraAgentNumber: 'MP-RERA-A-1234',
      });
      const first = await buy(agent, agentPlan.id);
      await buy(agent, agentPlan.id);
      await markPaid(first.data.payment.id);

      const agents = await page('?sellerType=Agent');
      expect(agents.data.every((p) => p.sellerType === 'Agent')).toBe(true);
      expect(agents.total).toBe(2);
      expect(agents.paidCount).toBe(1);
      expect(agents.paidTotalInr).toBe(2500);
      expect(agents.data[0]).toMatchObject({
        planName: 'Agent Max',
        sellerName: `${agent.user.firstName} ${agent.user.lastName}`,
      });

      const paidOnly = await page('?status=paid&provider=manual');
      expect(paidOnly.data.every((p) => p.status === 'paid' && p.provider === 'manual')).toBe(true);
      expect(paidOnly.paidTotalInr).toBe(paidOnly.data.reduce((sum, p) => sum + p.amountInr, 0));

      const all = await page('?status=&sellerType=');
      expect(all.total).toBeGreaterThanOrEqual(agents.total + 1);
      const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
      expect((await page(`?from=${today}&to=${today}`)).total).toBe(all.total);
      expect((await page('?to=2001-01-01')).total).toBe(0);
      expect((await page('?from=2999-01-01')).data).toEqual([]);

      for (const query of ['?status=done', '?sellerType=Buyer', '?from=31-01-2026', '?page=0']) {
        const res = await t.call('GET', `/admin/payments${query}`, undefined, admin.token);
        expect(res.status, query).toBe(400);
      }
    });

    it('says the dates are the wrong way round, and names every field by the label the person sees', async () => {
      const reversed = await t.call<{ message: string }>(
        'GET',
        '/admin/payments?from=2026-03-01&to=2026-02-01',
        undefined,
        admin.token,
      );
      expect(reversed).toMatchObject({ status: 400, body: { message: DATES_REVERSED_MESSAGE } });
      const csv = await t.raw('GET', '/admin/payments.csv?from=2026-03-01&to=2026-02-01', { token: admin.token });
      expect(csv.status).toBe(400);
      expect(csv.text).toContain(DATES_REVERSED_MESSAGE);
      // The same day both ends is one day, not the wrong way round.
      expect(
        (await t.call('GET', '/admin/payments?from=2026-03-01&to=2026-03-01', undefined, admin.token)).status,
      ).toBe(200);

      const L = BILLING_LABELS;
      const seller = await t.seller();
      const asked: [string, string, unknown, string, string][] = [
        ['GET', '/admin/payments?from=31-01-2026', undefined, L.filters.from, 'from'],
        // Days no calendar has, which the database would refuse with an error.
        ['GET', '/admin/payments?from=2026-02-30', undefined, L.filters.from, 'from'],
        ['GET', '/admin/payments?to=0000-01-01', undefined, L.filters.to, 'to'],
        ['GET', '/admin/payments.csv?from=2025-02-29', undefined, L.filters.from, 'from'],
        ['GET', '/admin/payments?status=unpaid', undefined, L.filters.status, 'status'],
        ['GET', '/admin/payments?page=zero', undefined, L.filters.page, 'page'],
        ['POST', '/admin/payments/abc/mark-paid', {}, L.paymentNumber, 'id'],
        ['PATCH', '/admin/plans/1x', { active: false }, L.planNumber, 'id'],
      ];
      for (const [method, path, body, label, key] of asked) {
        const res = await t.call<{ message: string }>(method, path, body, admin.token);
        expect(res.status, path).toBe(400);
        expect(res.body.message.startsWith(label), res.body.message).toBe(true);
        expect(res.body.message).not.toMatch(new RegExp(`^${key}\\b`));
      }
      const start = await t.call<{ message: string }>('POST', '/seller/payments', { planId: 'x' }, seller.token);
      expect(start.status).toBe(400);
      expect(start.body.message.startsWith(L.choosePlan), start.body.message).toBe(true);
      const how = await t.call<{ message: string }>(
        'POST',
        '/seller/payments',
        { planId: plan.id, provider: 'upi' },
        seller.token,
      );
      expect(how.body.message).toBe(`${L.payWith} must be one of ${Object.values(L.providers).join(', ')}`);
      const verify = await t.call<{ message: string }>(
        'POST',
        '/seller/payments/1/verify',
        { razorpay_payment_id: 'x', razorpay_signature: '🙂' },
        seller.token,
      );
      expect(verify.status).toBe(400);
      expect(verify.body.message).not.toContain('razorpay_');
      const invoice = await buy(seller, plan.id);
      await markPaid(invoice.data.payment.id);
      const replay = await markPaid(invoice.data.payment.id);
      expect(replay).toMatchObject({ status: 409, body: { message: BILLING_MESSAGES.alreadyPaid } });
    });

    it('exports the filtered payments as CSV with a header row and formula-safe cells', async () => {
      const sneaky = await t.plan(admin, {
        name: '=HYPERLINK("http://x.test","Click"), @SUM',
        sellerType: 'Builder',
        priceInr: 5000,
      });
      const builder = await t.seller({ sellerType: 'Builder', companyName: 'Skyline Builders' });
      await markPaid((await buy(builder, sneaky.id)).data.payment.id);

      const res = await t.raw('GET', '/admin/payments.csv?sellerType=Builder', { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = res.text.split('\r\n');
      expect(lines[0]).toBe(
        'Payment id,Created at,Paid at,Seller,Seller type,Plan,Provider,Status,Amount (INR),Order or invoice,Provider payment id,Seller UTR or transaction id,Payment reference',
      );
      expect(lines.at(-1)).toBe('');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`,Builder,"'=HYPERLINK(""http://x.test"",""Click""), @SUM",manual,paid,5000,PC-`);
      expect(res.text).not.toMatch(/(^|,)=/m);

      const visitor = await t.raw('GET', '/admin/payments.csv');
      expect(visitor.status).toBe(401);
    });
  },
);
