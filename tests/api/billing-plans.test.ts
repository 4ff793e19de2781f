import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { adminAudit } from '../../src/server/features/admin/admin.schema';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { type AdminPlan, BILLING_MESSAGES, type SellerPlan } from '../../src/shared/billing/billing-contract';
import { BILLING_LABELS } from '../../src/shared/billing/billing-labels';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { validPlan } from '../fixtures/plans';
import { validFlat } from '../fixtures/seller-listings';
import { auditOf } from '../helpers/admin-api';
import { billingTestApp } from '../helpers/billing-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

describeEachDatabase('billing: plans and the free quota (admin)', (database) => {
  let t: ReturnType<typeof billingTestApp>;
  let admin: Person;
  let seller: Person;
  let buyer: Person;

  beforeAll(async () => {
    t = billingTestApp(database());
    admin = await t.admin();
    seller = await t.seller();
    buyer = await t.buyer();
  });

  it('creates, lists and edits a plan, each change in the audit log', async () => {
    const created = await t.plan(admin, { name: 'Owner Gold', priceInr: 1499 });
    expect(created).toMatchObject({ ...validPlan({ name: 'Owner Gold', priceInr: 1499 }), id: expect.any(Number) });

    const list = await t.call<{ data: AdminPlan[] }>('GET', '/admin/plans', undefined, admin.token);
    expect(list.status).toBe(200);
    expect(list.body.data.find((p) => p.id === created.id)?.name).toBe('Owner Gold');

    const off = await t.call<{ data: AdminPlan; message: string }>(
      'PATCH',
      `/admin/plans/${created.id}`,
      { active: false, priceInr: 1299 },
      admin.token,
    );
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(BILLING_MESSAGES.planSaved);
    expect(off.body.data).toMatchObject({ active: false, priceInr: 1299, name: 'Owner Gold' });

    expect(await auditOf(database(), 'plan', created.id)).toEqual([
      expect.objectContaining({ actorId: admin.user.id, action: 'plan.create', before: null }),
      expect.objectContaining({
        action: 'plan.update',
        before: { active: true, priceInr: 1499 },
        after: { active: false, priceInr: 1299 },
      }),
    ]);
  });

  it('refuses bad plans naming the field by its label on the form, and an unknown plan with 404', async () => {
    const F = BILLING_LABELS.plan;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...validPlan(), name: '' }, F.name, 'name'],
      [{ ...validPlan(), name: '\u200b\u200d' }, F.name, 'name'],
      [{ ...validPlan(), priceInr: 10.5 }, F.priceInr, 'priceInr'],
      [{ ...validPlan(), priceInr: -1 }, F.priceInr, 'priceInr'],
      [{ ...validPlan(), sellerType: 'Buyer' }, F.sellerType, 'sellerType'],
      [{ ...validPlan(), durationDays: 0 }, F.durationDays, 'durationDays'],
      [{ ...validPlan(), listingCredits: '5' }, F.listingCredits, 'listingCredits'],
      [{ ...validPlan(), featuredCredits: 1e9 }, F.featuredCredits, 'featuredCredits'],
      [{ ...validPlan(), active: 'yes' }, F.active, 'active'],
    ];
    for (const [body, label, key] of cases) {
      const res = await t.call<{ message: string }>('POST', '/admin/plans', body, admin.token);
      expect(res.status).toBe(400);
      expect(res.body.message.startsWith(label), res.body.message).toBe(true);
      expect(res.body.message.startsWith(key), res.body.message).toBe(false);
    }
    const unknown = await t.call<{ message: string }>('PATCH', '/admin/plans/1', { colour: 'red' }, admin.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(F.listingCredits);
    expect(unknown.body.message).not.toContain('listingCredits');
    const patch = await t.call('PATCH', '/admin/plans/999999', { active: false }, admin.token);
    expect(patch).toMatchObject({
      status: 404,
      body: { success: false, code: 'not_found', message: BILLING_MESSAGES.planNotFound },
    });
    const empty = await t.call('PATCH', '/admin/plans/1', {}, admin.token);
    expect(empty.status).toBe(400);
  });

  it('answers 401 to a visitor and 403 to a buyer or a seller on every admin billing route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/admin/plans'],
      ['POST', '/admin/plans', validPlan()],
      ['PATCH', '/admin/plans/1', { active: false }],
      ['GET', '/admin/payments'],
      ['GET', '/admin/payments.csv'],
      ['POST', '/admin/payments/1/mark-paid'],
      ['GET', '/admin/settings/quota'],
      ['PUT', '/admin/settings/quota', { freeListingQuota: 9, freeProjectQuota: 9 }],
    ];
    for (const [method, path, body] of routes) {
      expect((await t.call(method, path, body)).status, `${method} ${path}`).toBe(401);
      for (const who of [buyer, seller]) {
        const res = await t.call(method, path, body, who.token);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.message).toBe(ACCOUNT_MESSAGES.adminOnly);
      }
    }
    for (const [method, path] of [
      ['GET', '/seller/plans'],
      ['GET', '/seller/payments'],
      ['POST', '/seller/payments'],
    ] as const) {
      expect((await t.call(method, path, method === 'POST' ? {} : undefined)).status).toBe(401);
      const res = await t.call(method, path, method === 'POST' ? {} : undefined, buyer.token);
      expect(res).toMatchObject({ status: 403, body: { message: SELLER_MESSAGES.sellerRequired } });
    }
  });

  it('shows a seller only the active plans of their seller type', async () => {
    const mine = await t.plan(admin, { name: 'Owner Silver' });
    const hidden = await t.plan(admin, { name: 'Owner Hidden', active: false });
    const agents = await t.plan(admin, { name: 'Agent Pro', sellerType: 'Agent' });
    const res = await t.call<{ data: SellerPlan[]; providers: string[] }>(
      'GET',
      '/seller/plans',
      undefined,
      seller.token,
    );
    expect(res.status).toBe(200);
    const ids = res.body.data.map((p) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(agents.id);
    expect(res.body.providers).toEqual(['manual']);
  });

  it('the admin-set free quota takes effect for posting and the dashboard counts', async () => {
    const before = await t.call<{ data: { freeListingQuota: number } }>(
      'GET',
      '/admin/settings/quota',
      undefined,
      admin.token,
    );
    expect(before.body.data).toEqual({ freeListingQuota: 3, freeProjectQuota: 1 });
    const bad = await t.call<{ message: string }>(
      'PUT',
      '/admin/settings/quota',
      { freeListingQuota: -1, freeProjectQuota: 1 },
      admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message.startsWith(BILLING_LABELS.quota.freeListingQuota), bad.body.message).toBe(true);

    const saved = await t.call(
      'PUT',
      '/admin/settings/quota',
      { freeListingQuota: 1, freeProjectQuota: 2 },
      admin.token,
    );
    expect(saved).toMatchObject({ status: 200, body: { data: { freeListingQuota: 1, freeProjectQuota: 2 } } });
    const [entry] = await database()
      .db.select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entityType, 'setting'), eq(adminAudit.action, 'setting.update')))
      .orderBy(desc(adminAudit.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      entityId: 'quota',
      before: { freeListingQuota: 3, freeProjectQuota: 1 },
      after: { freeListingQuota: 1, freeProjectQuota: 2 },
    });
    try {
      const owner = await t.seller();
      expect((await t.call('POST', '/seller/properties', validFlat(), owner.token)).status).toBe(201);
      const second = await t.call('POST', '/seller/properties', validFlat(), owner.token);
      expect(second).toMatchObject({ status: 402, body: { message: SELLER_MESSAGES.quotaReached(1) } });
      const me = await t.call<{ data: { counts: { quota: number; quotaLeft: number } } }>(
        'GET',
        '/sellers/me',
        undefined,
        owner.token,
      );
      expect(me.body.data.counts).toMatchObject({ quota: 1, quotaLeft: 0 });
    } finally {
      await t.call('PUT', '/admin/settings/quota', { freeListingQuota: 3, freeProjectQuota: 1 }, admin.token);
    }
  });
});
