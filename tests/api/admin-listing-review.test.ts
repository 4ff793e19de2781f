import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { listingReports } from '../../src/server/features/reports/reports.schema';
import { sellers } from '../../src/server/features/sellers/sellers.schema';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { ADMIN_LISTINGS_LIMITS, ADMIN_LISTINGS_MESSAGES } from '../../src/shared/admin/admin-listings-contract';
import type { ListingReview, ListingReviewResponse } from '../../src/shared/admin/listing-review-contract';
import { MODERATION_MESSAGES } from '../../src/shared/admin/moderation-contract';
import { MEDIA_WIDTHS, mediaUrl } from '../../src/shared/media';
import { PATHS } from '../../src/shared/routes';
import type { SellerListing } from '../../src/shared/sellers/seller-constants';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { validFlat } from '../fixtures/seller-listings';
import { adminTestApp } from '../helpers/admin-api';
import { addPhoto, uniqueProperty } from '../helpers/admin-listings-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

describeEachDatabase('admin review of one property: the evidence', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;

  const review = (id: number | string, query = '', as: Person | null = admin) =>
    t.call<ListingReviewResponse>('GET', `/admin/properties/${id}/review${query}`, undefined, as?.token);
  const evidence = async (id: number, query = ''): Promise<ListingReview> => {
    const res = await review(id, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = adminTestApp(database());
    admin = await t.admin();
  });

  it('shows the listing with every photo at every stored width, its description, details and public link', async () => {
    const db = database().db;
    const seller = await insertSeller(db);
    const id = await insertProperty(db, {
      seller,
      photos: 3,
      status: 'pending',
      title: 'Lake-view 3 BHK in Shyamla Hills',
      description: 'Corner flat with a view of the Upper Lake.',
      bedrooms: 3,
      amenities: ['Lift', 'Parking'],
      details: { parking: 2 },
    });
    const res = await review(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { listing } = res.body.data;
    expect(listing).toMatchObject({
      id,
      status: 'pending',
      title: 'Lake-view 3 BHK in Shyamla Hills',
      description: 'Corner flat with a view of the Upper Lake.',
      bedrooms: 3,
      amenities: ['Lift', 'Parking'],
      details: { parking: 2 },
      area: { value: 1000, unit: 'sq.ft', sqft: 1000 },
      pricePerSqft: 4500,
      href: `${PATHS.propertyProfile}?id=${id}`,
    });
    expect(listing.photos).toHaveLength(3);
    for (const photo of listing.photos) {
      expect(Object.keys(photo.urls).map(Number)).toEqual([...MEDIA_WIDTHS]);
      for (const width of MEDIA_WIDTHS) expect(photo.urls[width]).toBe(mediaUrl(photo.hash, width));
    }
    expect(res.body.data.reviewChanges).toBeNull();
    expect(res.body.data.openReports).toEqual({ total: 0, byReason: {} });
  });

  it("shows the seller's history: account age, type, verification, listings by status, rejections and reports", async () => {
    const db = database().db;
    const agent = await insertSeller(db, { sellerType: 'Agent', verified: true, firstName: 'Ravi', lastName: 'Jain' });
    const verifiedAt = new Date('2026-03-01T10:00:00Z');
    await db.update(sellers).set({ verifiedAt }).where(eq(sellers.userId, agent.id));
    const reviewed = await uniqueProperty(db, { seller: agent, status: 'pending' });
    const live = await uniqueProperty(db, { seller: agent });
    await uniqueProperty(db, { seller: agent });
    const toReject = await uniqueProperty(db, { seller: agent, status: 'pending' });
    const rejected = await t.call(
      'POST',
      `/admin/properties/${toReject}/reject`,
      { reason: 'Photos are blurred' },
      admin.token,
    );
    expect(rejected.status).toBe(200);
    const [b1, b2] = [await t.buyer(), await t.buyer()];
    await db.insert(listingReports).values([
      { propertyId: reviewed, reporterId: b1.user.id, reason: 'fake' },
      { propertyId: reviewed, reporterId: b2.user.id, reason: 'fake' },
      { propertyId: live, reporterId: b1.user.id, reason: 'sold', status: 'dismissed' },
    ]);

    const data = await evidence(reviewed);
    expect(data.seller).toMatchObject({
      id: agent.id,
      name: 'Ravi Jain',
      sellerType: 'Agent',
      verified: true,
      verifiedAt: verifiedAt.toISOString(),
      blocked: false,
      listings: { active: 2, pending: 1, rejected: 1 },
      rejections: 1,
      reports: 3,
    });
    expect(Date.parse(data.seller.accountCreatedAt)).toBeLessThanOrEqual(Date.now());
    expect(data.openReports).toEqual({ total: 2, byReason: { fake: 2 } });
  });

  it('shows a near-identical listing of another seller, and one sharing an uploaded photo, with their details', async () => {
    const db = database().db;
    const first = await insertSeller(db, { firstName: 'Meera', lastName: 'Das' });
    const copier = await insertSeller(db);
    const place = { city: 'Reviewpur', locality: 'Lake Road', title: 'Sunny 2 BHK by the lake' };
    const original = await insertProperty(db, {
      ...place,
      seller: first,
      price: 5_000_000,
      areaValue: 1200,
      photos: 0,
    });
    await addPhoto(db, original, 'review-original-0', first.id, 0);
    await addPhoto(db, original, 'review-original-1', first.id, 1);
    const twin = await insertProperty(db, { ...place, seller: copier, price: 5_050_000, status: 'pending', photos: 0 });
    const photoCopy = await uniqueProperty(db, { city: 'Reviewpur', seller: copier, status: 'pending' });
    await addPhoto(db, photoCopy, 'review-original-1', copier.id);

    const data = await evidence(twin);
    expect(data.flags).toEqual(['near_identical']);
    expect(data.matches).toEqual([
      {
        flag: 'near_identical',
        id: original,
        title: place.title,
        status: 'active',
        price: 5_000_000,
        area: { value: 1200, unit: 'sq.ft', sqft: 1200 },
        locality: 'Lake Road',
        city: 'Reviewpur',
        seller: { id: first.id, name: 'Meera Das' },
        createdAt: expect.any(String),
        href: `${PATHS.propertyProfile}?id=${original}`,
        photos: [
          expect.objectContaining({ urls: expect.objectContaining({ 1024: expect.stringMatching(/^\/media\//) }) }),
          expect.anything(),
        ],
      },
    ]);

    const copied = await evidence(photoCopy);
    expect(copied.flags).toEqual(['same_photo']);
    expect(copied.matches.map((m) => [m.flag, m.id])).toEqual([['same_photo', original]]);
  });

  it('shows the price per sq.ft beside the median it is an outlier of', async () => {
    const db = database().db;
    const seller = await insertSeller(db);
    const flat = { city: 'Outlierpur', seller, areaValue: 1000 };
    for (const price of [5_000_000, 5_000_000, 5_000_000, 5_000_000, 8_000_000])
      await uniqueProperty(db, { ...flat, price });
    const cheap = await uniqueProperty(db, { ...flat, price: 1_500_000, status: 'pending' });
    const fine = await uniqueProperty(db, { ...flat, price: 4_000_000, status: 'pending' });
    const data = await evidence(cheap);
    expect(data.flags).toEqual(['price_outlier']);
    expect(data.priceCheck).toEqual({
      pricePerSqft: 1500,
      median: 5000,
      sample: 5,
      factor: ADMIN_LISTINGS_LIMITS.outlierFactor,
    });
    expect((await evidence(fine)).flags).toEqual([]);
    // Too few to compare with: no check at all.
    const alone = await uniqueProperty(db, { city: 'Lonelypur', seller, price: 1_000, status: 'pending' });
    expect((await evidence(alone)).priceCheck).toBeNull();
  });

  it("records what a live listing's edit changed, keeps the public 'before' across edits, and clears it on a decision", async () => {
    const seller = await t.seller();
    const made = await t.call<{ data: SellerListing }>('POST', '/seller/properties', validFlat(), seller.token);
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    const edit = (body: Record<string, unknown>) =>
      t.call<{ data: SellerListing }>('PATCH', `/seller/properties/${id}`, body, seller.token);
    // A listing never approved has no public version to compare with.
    expect((await edit({ price: 4_400_000 })).status).toBe(200);
    expect((await evidence(id)).reviewChanges).toBeNull();
    expect((await t.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token)).status).toBe(200);

    const first = await edit({ price: 4_900_000, title: '2 BHK flat with a new kitchen' });
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('pending');
    expect((await evidence(id)).reviewChanges).toEqual({
      title: { before: validFlat().title, after: '2 BHK flat with a new kitchen' },
      price: { before: 4_400_000, after: 4_900_000 },
    });

    // While it waits: the price moves again (the public still saw 44 lakh), the title goes back.
    expect((await edit({ price: 5_100_000, title: validFlat().title, bathrooms: 3 })).status).toBe(200);
    expect((await evidence(id)).reviewChanges).toEqual({
      price: { before: 4_400_000, after: 5_100_000 },
      bathrooms: { before: 2, after: 3 },
    });

    expect((await t.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token)).status).toBe(200);
    expect((await evidence(id)).reviewChanges).toBeNull();
    // A live-edit field (furnishing) changes nothing to review.
    expect((await edit({ furnishing: 'Furnished' })).body.data.status).toBe('active');
    expect((await evidence(id)).reviewChanges).toBeNull();
    // Rejecting clears it too.
    expect((await edit({ price: 5_200_000 })).body.data.status).toBe('pending');
    expect((await evidence(id)).reviewChanges).toEqual({ price: { before: 5_100_000, after: 5_200_000 } });
    const reject = { reason: 'The price looks like a typo' };
    expect((await t.call('POST', `/admin/properties/${id}/reject`, reject, admin.token)).status).toBe(200);
    expect((await evidence(id)).reviewChanges).toBeNull();
  });

  it('names the previous and next listing of the queue, newest first, and where this one stands', async () => {
    const db = database().db;
    const seller = await insertSeller(db);
    // Dated after everything else the suite makes, so they head the pending queue.
    const at = (s: number) => new Date(Date.UTC(2100, 0, 1, 0, 0, s));
    const oldest = await uniqueProperty(db, { seller, status: 'pending', createdAt: at(1) });
    const middle = await uniqueProperty(db, { seller, status: 'pending', createdAt: at(2) });
    const newest = await uniqueProperty(db, { seller, status: 'pending', createdAt: at(3) });
    const activeBetween = await uniqueProperty(db, { seller, status: 'active', createdAt: at(2) });
    const queue = (await evidence(middle, '?status=pending')).queue;
    expect(queue).toMatchObject({ status: 'pending', previousId: newest, nextId: oldest, position: 2 });
    expect(queue.total).toBeGreaterThanOrEqual(3);
    expect((await evidence(newest, '?status=pending')).queue).toMatchObject({ previousId: null, position: 1 });
    // Outside the queue (approved meanwhile), its neighbours are still where it was.
    expect((await evidence(activeBetween, '?status=pending')).queue).toMatchObject({
      previousId: newest,
      nextId: middle,
      position: 0,
    });
    // Without a status, the queue is every listing but deleted ones.
    expect((await evidence(middle)).queue).toMatchObject({ status: null, previousId: activeBetween });
  });

  it('answers 404 for an unknown or deleted id, 400 for a bad id or status, and only to admins', async () => {
    const db = database().db;
    const seller = await insertSeller(db);
    const deleted = await uniqueProperty(db, { seller, status: 'deleted' });
    const notFound = { success: false, code: 'not_found', message: MODERATION_MESSAGES.notFound('property') };
    for (const id of [999_999_999, deleted]) {
      const res = await review(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    for (const id of ['abc', '0', '-3', '1.5', '%F0%9F%8F%A0']) {
      const res = await review(id);
      expect(res.status, id).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        code: 'validation_failed',
        message: 'id must be a positive whole number',
      });
    }
    const live = await uniqueProperty(db, { seller });
    const bad = await review(live, '?status=approved');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: ADMIN_LISTINGS_MESSAGES.status });

    const visitor = await review(live, '', null);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
    for (const who of [await t.buyer(), await t.seller()]) {
      const refused = await review(live, '', who);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, code: 'forbidden', message: ACCOUNT_MESSAGES.adminOnly });
    }
  });
});
