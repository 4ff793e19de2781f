import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  type ModerationResponse,
  moderationPath,
} from '../../src/shared/admin/moderation-contract';
import type { PropertyDetail, SearchResponse } from '../../src/shared/listings/listing-types';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat } from '../fixtures/seller-listings';
import { adminTestApp, auditOf } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

describeEachDatabase('admin moderation of properties', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;
  let seller: Person;
  let buyer: Person;

  // `t.call` adds the `/api` prefix itself.
  const path = (id: number | string, decision: 'approve' | 'reject') =>
    moderationPath('property', id, decision).replace(/^\/api/, '');
  // `as` defaults to the admin; null calls as a visitor (no session).
  const approve = (id: number | string, as: Person | null = admin) =>
    t.call<ModerationResponse>('POST', path(id, 'approve'), undefined, as?.token);
  const reject = (id: number | string, body: unknown, as: Person | null = admin) =>
    t.call<ModerationResponse>('POST', path(id, 'reject'), body, as?.token);
  const ownView = (id: number, who = seller) =>
    t.call<{ data: SellerListing }>('GET', `/seller/properties/${id}`, undefined, who.token);
  const publicDetail = (id: number) => t.call<{ data: PropertyDetail }>('GET', `/properties/${id}`);
  const searchIds = async () => {
    const res = await t.call<SearchResponse>('GET', '/properties/search?city=Bhopal&sort=newest');
    expect(res.status).toBe(200);
    return res.body.data.map((card) => card.id);
  };
  /** When the listing was first published, as its owner sees it. */
  const publishedAt = async (id: number, owner: Person) => (await ownView(id, owner)).body.data.publishedAt;

  /** A new pending listing of a fresh seller (each seller has a quota of live listings). */
  async function pendingListing(): Promise<{ id: number; owner: Person }> {
    const owner = await t.seller();
    const res = await t.call<{ data: SellerListing }>('POST', '/seller/properties', validFlat(), owner.token);
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data.status).toBe('pending');
    return { id: res.body.data.id, owner };
  }

  beforeAll(async () => {
    t = adminTestApp(database());
    admin = await t.admin();
    seller = await t.seller();
    buyer = await t.buyer();
  });

  it('lets only admins decide: 401 for a visitor, 403 for a buyer and a seller, and nothing changes', async () => {
    const { id, owner } = await pendingListing();
    const calls = [
      (as: Person | null) => approve(id, as),
      (as: Person | null) => reject(id, { reason: 'Photos are blurred' }, as),
    ];
    for (const call of calls) {
      const visitor = await call(null);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
      for (const who of [buyer, seller, owner]) {
        const refused = await call(who);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ success: false, code: 'forbidden', message: ACCOUNT_MESSAGES.adminOnly });
      }
    }
    expect((await ownView(id, owner)).body.data.status).toBe('pending');
    expect(await auditOf(database(), 'property', id)).toEqual([]);
    const approved = await approve(id);
    expect(approved.status).toBe(200);
    expect(approved.headers.get('cache-control')).toBe('no-store');
  });

  it("approving a seller's pending listing puts it in public search and on its page, with one audit entry", async () => {
    const { id, owner } = await pendingListing();
    expect(await searchIds()).not.toContain(id);
    expect((await publicDetail(id)).status).toBe(404);

    const res = await approve(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: MODERATION_MESSAGES.approved('property'),
      data: { id, status: 'active' },
    });
    expect(await searchIds()).toContain(id);
    const detail = await publicDetail(id);
    expect(detail.status).toBe(200);
    expect(detail.body.data.id).toBe(id);
    const seen = (await ownView(id, owner)).body.data;
    expect(seen).toMatchObject({ status: 'active', rejectionReason: null });
    expect(await publishedAt(id, owner)).not.toBeNull();
    expect(await auditOf(database(), 'property', id)).toEqual([
      {
        actorId: admin.user.id,
        action: 'property.approve',
        entityType: 'property',
        entityId: String(id),
        before: { status: 'pending', rejectionReason: null },
        after: { status: 'active', rejectionReason: null },
      },
    ]);
  });

  it('answers a replayed approval with 409 and writes nothing more', async () => {
    const { id } = await pendingListing();
    expect((await approve(id)).status).toBe(200);
    const again = await approve(id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      code: 'conflict',
      message: MODERATION_MESSAGES.alreadyApproved('property'),
    });
    expect(await auditOf(database(), 'property', id)).toHaveLength(1);
  });

  it('two admins approving at once: one succeeds, the other gets 409, one audit entry', async () => {
    const { id } = await pendingListing();
    const second = await t.admin();
    const results = await Promise.all([approve(id), approve(id, second)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await auditOf(database(), 'property', id)).toHaveLength(1);
  });

  it('rejects with a reason the seller reads (trimmed), and the listing stays out of public view', async () => {
    const { id, owner } = await pendingListing();
    const res = await reject(id, { reason: '  Photos are blurred.\nPlease add clear photos of the kitchen.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: MODERATION_MESSAGES.rejected('property'),
      data: { id, status: 'rejected' },
    });
    const seen = (await ownView(id, owner)).body.data;
    expect(seen.status).toBe('rejected');
    expect(seen.rejectionReason).toBe('Photos are blurred.\nPlease add clear photos of the kitchen.');
    // Rejected at its first review, it was never public: not found, like an unknown id.
    expect((await publicDetail(id)).status).toBe(404);
    expect(await searchIds()).not.toContain(id);
    expect(await auditOf(database(), 'property', id)).toEqual([
      {
        actorId: admin.user.id,
        action: 'property.reject',
        entityType: 'property',
        entityId: String(id),
        before: { status: 'pending', rejectionReason: null },
        after: { status: 'rejected', rejectionReason: 'Photos are blurred.\nPlease add clear photos of the kitchen.' },
      },
    ]);
    const again = await reject(id, { reason: 'Still blurred' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.alreadyRejected('property'));
  });

  it('takes an active listing down with a reason, and a later approval keeps the first publication date', async () => {
    const { id, owner } = await pendingListing();
    await approve(id);
    const firstPublished = await publishedAt(id, owner);
    expect((await reject(id, { reason: 'The price looks like a typo' })).status).toBe(200);
    expect(await searchIds()).not.toContain(id);
    const back = await approve(id);
    expect(back.status).toBe(200);
    expect(await publishedAt(id, owner)).toBe(firstPublished);
    expect((await ownView(id, owner)).body.data).toMatchObject({ status: 'active', rejectionReason: null });
    const audit = await auditOf(database(), 'property', id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['property.approve', { status: 'pending', rejectionReason: null }, { status: 'active', rejectionReason: null }],
      [
        'property.reject',
        { status: 'active', rejectionReason: null },
        { status: 'rejected', rejectionReason: 'The price looks like a typo' },
      ],
      [
        'property.approve',
        { status: 'rejected', rejectionReason: 'The price looks like a typo' },
        { status: 'active', rejectionReason: null },
      ],
    ]);
  });

  describe('bad reasons', () => {
    const { reasonMin, reasonMax } = MODERATION_LIMITS;
    const cases: [string, unknown, string][] = [
      ['missing', {}, MODERATION_MESSAGES.reasonRequired],
      ['null', { reason: null }, MODERATION_MESSAGES.reasonRequired],
      ['empty', { reason: '' }, MODERATION_MESSAGES.reasonRequired],
      ['blank', { reason: '     ' }, MODERATION_MESSAGES.reasonRequired],
      ['too short', { reason: ` ${'x'.repeat(reasonMin - 1)} ` }, MODERATION_MESSAGES.reasonLength],
      ['too long', { reason: 'x'.repeat(reasonMax + 1) }, MODERATION_MESSAGES.reasonLength],
      ['a number', { reason: 12345 }, MODERATION_MESSAGES.reasonNotText],
      ['a list', { reason: ['Photos are blurred'] }, MODERATION_MESSAGES.reasonNotText],
      ['HTML', { reason: 'Photos are <b>blurred</b>' }, MODERATION_MESSAGES.reasonPlainText],
      ['a control character', { reason: 'Photos are\u0007 blurred' }, MODERATION_MESSAGES.reasonPlainText],
      ['not JSON', 'reason=blurred', ACCOUNT_MESSAGES.bodyMustBeJson],
    ];
    it.each(cases)('%s: 400 with a message naming reason, nothing changes', async (_name, body, message) => {
      const { id, owner } = await pendingListing();
      const res = await reject(id, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      expect((await ownView(id, owner)).body.data.status).toBe('pending');
      expect(await auditOf(database(), 'property', id)).toEqual([]);
    });

    it(`accepts ${reasonMin} and ${reasonMax} characters`, async () => {
      for (const reason of ['x'.repeat(reasonMin), 'x'.repeat(reasonMax)]) {
        const { id, owner } = await pendingListing();
        expect((await reject(id, { reason })).status).toBe(200);
        expect((await ownView(id, owner)).body.data.rejectionReason).toBe(reason);
      }
    });
  });

  it('answers 404 for a deleted or unknown listing, 409 for a sold one, 400 for a bad id', async () => {
    const { id: deleted, owner } = await pendingListing();
    expect((await t.call('DELETE', `/seller/properties/${deleted}`, undefined, owner.token)).status).toBe(200);
    for (const res of [await approve(deleted), await reject(deleted, { reason: 'Photos are blurred' })]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        code: 'not_found',
        message: MODERATION_MESSAGES.notFound('property'),
      });
    }
    expect(await auditOf(database(), 'property', deleted)).toEqual([]);
    expect((await approve(999_999_999)).status).toBe(404);

    const { id: sold, owner: soldBy } = await pendingListing();
    await approve(sold);
    const marked = await t.call('POST', `/seller/properties/${sold}/status`, { status: 'sold' }, soldBy.token);
    expect(marked.status).toBe(200);
    for (const res of [await approve(sold), await reject(sold, { reason: 'Photos are blurred' })]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MODERATION_MESSAGES.closed('property', 'sold'));
    }
    expect(await auditOf(database(), 'property', sold)).toHaveLength(1);

    const bad = await approve('abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id must be a positive whole number');
  });
});
