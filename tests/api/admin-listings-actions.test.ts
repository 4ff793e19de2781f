import { beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import {
  BULK_LIMITS,
  type BulkModerationResponse,
  bulkPath,
  FEATURE_LIMITS,
  LISTING_ACTION_MESSAGES,
  type ListingActionResponse,
  listingActionPath,
  MODERATION_MESSAGES,
} from '../../src/shared/admin/moderation-contract';
import { insertProject, insertSeller } from '../fixtures/listings';
import { adminTestApp, auditOf } from '../helpers/admin-api';
import { idsOf, table, uniqueProperty } from '../helpers/admin-listings-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

const A = LISTING_ACTION_MESSAGES;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
// `t.call` adds the `/api` prefix itself.
const strip = (path: string) => path.replace(/^\/api/, '');

describeEachDatabase('admin listing actions: feature, unfeature, delete, bulk', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;
  let seller: { id: number; sellerType: 'Individual' };

  const feature = (id: number, body: unknown, as: Person | null = admin, kind: 'property' | 'project' = 'property') =>
    t.call<ListingActionResponse>('POST', strip(listingActionPath(kind, id, 'feature')), body, as?.token);
  const unfeature = (id: number, as: Person | null = admin, kind: 'property' | 'project' = 'property') =>
    t.call<ListingActionResponse>('POST', strip(listingActionPath(kind, id, 'unfeature')), undefined, as?.token);
  const remove = (id: number, as: Person | null = admin, kind: 'property' | 'project' = 'property') =>
    t.call<ListingActionResponse>('DELETE', strip(listingActionPath(kind, id, '')), undefined, as?.token);
  const bulk = (body: unknown, as: Person | null = admin, kind: 'property' | 'project' = 'property') =>
    t.call<BulkModerationResponse>('POST', strip(bulkPath(kind)), body, as?.token);
  const listing = (input: Record<string, unknown> = {}) =>
    uniqueProperty(database().db, { city: 'Actionpur', seller, ...input });

  beforeAll(async () => {
    t = adminTestApp(database());
    admin = await t.admin();
    seller = (await insertSeller(database().db)) as typeof seller;
  });

  it('only admins act: 401 for a visitor, 403 for a buyer and a seller, and nothing changes', async () => {
    const id = await listing({ status: 'pending' });
    const buyer = await t.buyer();
    const someSeller = await t.seller();
    const calls = [
      (as: Person | null) => feature(id, { until: inDays(5) }, as),
      (as: Person | null) => unfeature(id, as),
      (as: Person | null) => remove(id, as),
      (as: Person | null) => bulk({ action: 'approve', ids: [id] }, as),
      (as: Person | null) => bulk({ action: 'approve', ids: [id] }, as, 'project'),
      (as: Person | null) => remove(id, as, 'project'),
    ];
    for (const call of calls) {
      expect((await call(null)).body).toEqual({
        success: false,
        code: 'unauthorised',
        message: ACCOUNT_MESSAGES.loginRequired,
      });
      for (const who of [buyer, someSeller]) {
        const refused = await call(who);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ success: false, code: 'forbidden', message: ACCOUNT_MESSAGES.adminOnly });
      }
    }
    expect(await auditOf(database(), 'property', id)).toEqual([]);
    const [row] = (await table(t, admin, 'city=Actionpur&status=pending')).data.filter((r) => r.id === id);
    expect(row?.status).toBe('pending');
  });

  it('features an active listing until a date, shows it featured, then unfeatures it, each with an audit entry', async () => {
    const id = await listing();
    const res = await feature(id, { until: '2099-01-01' }, admin);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message: A.untilTooFar });
    const until = new Date(Date.now() + 30 * DAY);
    const day = until.toISOString().slice(0, 10);
    const done = await feature(id, { until: day });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(A.featured('property', `${day}T23:59:59.999Z`));
    expect(done.body.data).toEqual({ id, status: 'active', featuredUntil: `${day}T23:59:59.999Z` });
    const featured = await t.call<{ data: { id: number }[] }>('GET', '/properties/featured?city=Actionpur');
    expect(featured.body.data.map((card) => card.id)).toContain(id);
    const [row] = (await table(t, admin, 'city=Actionpur')).data.filter((r) => r.id === id);
    expect(row?.featuredUntil).toBe(`${day}T23:59:59.999Z`);

    const off = await unfeature(id);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      success: true,
      message: A.unfeatured('property'),
      data: { id, status: 'active', featuredUntil: null },
    });
    const again = await unfeature(id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, code: 'conflict', message: A.notFeatured('property') });
    expect(await auditOf(database(), 'property', id)).toEqual([
      {
        actorId: admin.user.id,
        action: 'property.feature',
        entityType: 'property',
        entityId: String(id),
        before: { status: 'active', featuredUntil: null },
        after: { status: 'active', featuredUntil: `${day}T23:59:59.999Z` },
      },
      {
        actorId: admin.user.id,
        action: 'property.unfeature',
        entityType: 'property',
        entityId: String(id),
        before: { status: 'active', featuredUntil: `${day}T23:59:59.999Z` },
        after: { status: 'active', featuredUntil: null },
      },
    ]);
  });

  it('refuses a bad, past or too distant date, and a listing that is not active', async () => {
    const id = await listing();
    const cases: [unknown, string][] = [
      [{}, A.untilRequired],
      [{ until: 12 }, A.untilInvalid],
      [{ until: 'next week' }, A.untilInvalid],
      // A day April does not have, which JavaScript would roll over into 1 May.
      [{ until: '2027-04-31' }, A.untilInvalid],
      [{ until: '2027-02-29T10:00:00+05:30' }, A.untilInvalid],
      [{ until: inDays(-1) }, A.untilPast],
      [{ until: inDays(FEATURE_LIMITS.maxDays + 1) }, A.untilTooFar],
    ];
    for (const [body, message] of cases) {
      const res = await feature(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    }
    expect((await feature(id, { until: inDays(FEATURE_LIMITS.maxDays - 1) })).status).toBe(200);
    const pending = await listing({ status: 'pending' });
    const refused = await feature(pending, { until: inDays(3) });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, code: 'conflict', message: A.featureNeedsActive('property') });
    expect(await auditOf(database(), 'property', pending)).toEqual([]);
  });

  it('soft-deletes: the row stays with status deleted, leaves the table and search, and a second delete is 404', async () => {
    const id = await listing({ featuredUntil: new Date(Date.now() + 5 * DAY) });
    const res = await remove(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: A.deleted('property'),
      data: { id, status: 'deleted', featuredUntil: null },
    });
    expect(idsOf(await table(t, admin, 'city=Actionpur'))).not.toContain(id);
    expect(idsOf(await table(t, admin, 'city=Actionpur&status=deleted'))).toContain(id);
    expect((await t.call('GET', `/properties/${id}`)).status).toBe(410);
    const again = await remove(id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      success: false,
      code: 'not_found',
      message: MODERATION_MESSAGES.notFound('property'),
    });
    const audit = await auditOf(database(), 'property', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'property.delete', after: { status: 'deleted', featuredUntil: null } });
  });

  it('bulk approve decides each id on its own and answers per id, in order', async () => {
    const first = await listing({ status: 'pending' });
    const active = await listing();
    const second = await listing({ status: 'rejected', rejectionReason: 'Blurred photos' });
    const res = await bulk({ action: 'approve', ids: [first, active, 987654, second] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: A.bulkDone(2, 4),
      data: [
        { id: first, ok: true, status: 'active' },
        { id: active, ok: false, status: 409, message: MODERATION_MESSAGES.alreadyApproved('property') },
        { id: 987654, ok: false, status: 404, message: MODERATION_MESSAGES.notFound('property') },
        { id: second, ok: true, status: 'active' },
      ],
    });
    expect((await auditOf(database(), 'property', first)).map((e) => e.action)).toEqual(['property.approve']);
    expect(await auditOf(database(), 'property', active)).toEqual([]);
  });

  it('bulk reject needs a reason, which every rejected listing then shows', async () => {
    const ids = [await listing({ status: 'pending' }), await listing({ status: 'pending' })];
    const noReason = await bulk({ action: 'reject', ids });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({
      success: false,
      code: 'validation_failed',
      message: MODERATION_MESSAGES.reasonRequired,
    });
    const res = await bulk({ action: 'reject', ids, reason: 'Duplicate of another listing' });
    expect(res.body.data.every((item) => item.ok)).toBe(true);
    const rows = (await table(t, admin, 'city=Actionpur&status=rejected&pageSize=100')).data.filter((r) =>
      ids.includes(r.id),
    );
    expect(rows.map((r) => r.rejectionReason)).toEqual([
      'Duplicate of another listing',
      'Duplicate of another listing',
    ]);
    for (const id of ids) {
      expect(await auditOf(database(), 'property', id)).toEqual([
        {
          actorId: admin.user.id,
          action: 'property.reject',
          entityType: 'property',
          entityId: String(id),
          before: { status: 'pending', rejectionReason: null },
          after: { status: 'rejected', rejectionReason: 'Duplicate of another listing' },
        },
      ]);
    }
  });

  it('refuses a bulk call without ids, with too many, or with an unknown action', async () => {
    const tooMany = Array.from({ length: BULK_LIMITS.maxIds + 1 }, (_, i) => i + 1);
    for (const body of [
      { action: 'approve', ids: [] },
      { action: 'approve', ids: tooMany },
      { action: 'approve', ids: ['x'] },
    ]) {
      expect((await bulk(body)).body).toEqual({ success: false, code: 'validation_failed', message: A.bulkIds });
    }
    expect((await bulk({ action: 'delete', ids: [1] })).body).toEqual({
      success: false,
      code: 'validation_failed',
      message: A.bulkAction,
    });
  });

  it('does the same for projects: feature, unfeature, delete and bulk, each audited as a project', async () => {
    const db = database().db;
    const builder = await insertSeller(db, { sellerType: 'Builder' });
    const live = await insertProject(db, builder, { city: 'Actionpur' });
    const waiting = await insertProject(db, builder, { city: 'Actionpur', status: 'pending' });
    expect((await feature(live, { until: inDays(10) }, admin, 'project')).status).toBe(200);
    expect((await unfeature(live, admin, 'project')).status).toBe(200);
    const bulkDone = await bulk({ action: 'approve', ids: [waiting] }, admin, 'project');
    expect(bulkDone.body.data).toEqual([{ id: waiting, ok: true, status: 'active' }]);
    expect((await remove(live, admin, 'project')).body.data.status).toBe('deleted');
    expect(idsOf(await table(t, admin, 'city=Actionpur', 'projects'))).toEqual([waiting]);
    expect((await auditOf(database(), 'project', live)).map((e) => e.action)).toEqual([
      'project.feature',
      'project.unfeature',
      'project.delete',
    ]);
    expect((await auditOf(database(), 'project', waiting)).map((e) => e.action)).toEqual(['project.approve']);
  });
});
