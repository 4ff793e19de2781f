import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enquiries, type NewEnquiry } from '../../src/server/features/enquiries/enquiries.schema';
import { FREE_LISTING_QUOTA, SELLER_LIMITS, type SellerMe } from '../../src/shared/sellers/seller-profile-contract';
import { FREE_PROJECT_QUOTA } from '../../src/shared/sellers/seller-project-constants';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { describeEachDatabase } from '../helpers/database';
import { sellerTestApp } from '../helpers/seller-api';
import { istMonth, istMonthStart, lastMonths } from '../helpers/seller-months';

type Me = { data: SellerMe };

describeEachDatabase('seller dashboard counts', (database) => {
  let t: ReturnType<typeof sellerTestApp>;

  beforeAll(() => {
    t = sellerTestApp(database());
  });

  const me = (token: string) => t.call<Me>('GET', '/sellers/me', undefined, token);

  it('counts listings by status, the quota left, views and enquiries received', async () => {
    const { user, token } = await t.seller({ sellerType: 'Builder', companyName: 'Counted Homes' });
    const db = database().db;
    const seller = { id: user.id, sellerType: 'Builder' as const };
    const active = await insertProperty(db, { seller, views: 40 });
    await insertProperty(db, { seller, status: 'pending', publishedAt: null });
    await insertProperty(db, { seller, status: 'sold', views: 2 });
    await insertProperty(db, { seller, status: 'deleted', views: 500 });
    const buyers = [await t.buyer(), await t.buyer()];
    for (const b of buyers) {
      const sent = await t.call(
        'POST',
        '/enquiries',
        { propertyId: active, message: 'Is it still available?' },
        b.token,
      );
      expect(sent.status).toBe(201);
    }
    await db.execute(sql`update enquiries set status = 'seen' where buyer_id = ${buyers[0]?.user.id}`);

    const res = await me(token);
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toEqual({
      listings: { pending: 1, active: 1, rejected: 0, sold: 1, rented: 0, deleted: 1, expired: 0 },
      live: 2,
      quota: FREE_LISTING_QUOTA,
      quotaLeft: FREE_LISTING_QUOTA - 2,
      projects: { live: 0, quota: FREE_PROJECT_QUOTA, left: FREE_PROJECT_QUOTA },
      enquiries: { new: 1, total: 2 },
      // The deleted listing's views are not the seller's any more; the buyers' two views are not counted
      // by POST /enquiries, only by reading the listing.
      views: 42,
      enquiriesByMonth: lastMonths().map((month) => ({ month, count: month === istMonth(0) ? 2 : 0 })),
    });
  });

  it("counts a builder's live projects against the project quota, so the project form can say what is left", async () => {
    const { user, token } = await t.seller({ sellerType: 'Builder', companyName: 'Quota Builders' });
    const db = database().db;
    await insertProject(db, user, { status: 'pending', publishedAt: null });
    await insertProject(db, user, { status: 'deleted' });
    const res = await me(token);
    expect(res.body.data.counts.projects).toEqual({
      live: 1,
      quota: FREE_PROJECT_QUOTA,
      left: Math.max(0, FREE_PROJECT_QUOTA - 1),
    });
  });

  describe('beyond one page of listings and enquiries', () => {
    it('sums the views of every listing and counts enquiries in each of the last 12 Indian months', async () => {
      const { user, token } = await t.seller({ sellerType: 'Agent', companyName: 'Busy Realty' });
      const db = database().db;
      const seller = { id: user.id, sellerType: 'Agent' as const };
      const listingCount = SELLER_LIMITS.pageSizeMax + 10;
      const listings: number[] = [];
      for (let n = 1; n <= listingCount; n += 1) {
        const status = n % 10 === 0 ? 'sold' : n % 7 === 0 ? 'rejected' : 'active';
        const rejectionReason = status === 'rejected' ? 'Blurry photos' : null;
        listings.push(await insertProperty(db, { seller, status, rejectionReason, views: n, photos: 0 }));
      }
      await insertProperty(db, { seller, status: 'deleted', views: 10_000, photos: 0 });
      // Someone else's listing and enquiries count for them only.
      const rival = await insertSeller(db, { sellerType: 'Agent', companyName: 'Rival Realty' });
      const rivalListing = await insertProperty(db, { seller: rival, views: 777, photos: 0 });
      const { user: asker } = await t.buyer();

      const rows: NewEnquiry[] = [];
      const enquiry = (createdAt: Date, propertyId: number, sellerId = user.id, status: 'new' | 'closed' = 'closed') =>
        rows.push({ buyerId: asker.id, propertyId, sellerId, message: 'Still available?', status, createdAt });
      const expected = new Map(lastMonths().map((month) => [month, 0]));
      for (let monthsAgo = 0; monthsAgo < 12; monthsAgo += 1) {
        // 20 + monthsAgo enquiries in the middle of the month: over 300 in all.
        for (let i = 0; i < 20 + monthsAgo; i += 1)
          enquiry(istMonthStart(monthsAgo, (10 * 24 + i) * 60), listings[i % listings.length] as number);
        expected.set(istMonth(monthsAgo), 20 + monthsAgo);
      }
      // Month boundaries are India's: a minute after midnight IST on the 1st is the new month (though
      // still the previous day in UTC), a minute before is the month before.
      enquiry(istMonthStart(0, 1), listings[0] as number);
      enquiry(istMonthStart(0, -1), listings[1] as number);
      enquiry(istMonthStart(11, 0), listings[2] as number);
      enquiry(istMonthStart(11, -1), listings[3] as number);
      for (const [month, bump] of [
        [istMonth(0), 1],
        [istMonth(1), 1],
        [istMonth(11), 1],
      ] as const)
        expected.set(month, (expected.get(month) ?? 0) + bump);
      // Three still new (open ones, each on its own listing), and the rival's.
      for (const index of [4, 5, 6]) enquiry(new Date(), listings[index] as number, user.id, 'new');
      expected.set(istMonth(0), (expected.get(istMonth(0)) ?? 0) + 3);
      enquiry(new Date(), rivalListing, rival.id, 'new');
      await db.insert(enquiries).values(rows);

      const res = await me(token);
      expect(res.status).toBe(200);
      const { counts } = res.body.data;
      expect(counts.views).toBe((listingCount * (listingCount + 1)) / 2);
      expect(counts.enquiriesByMonth).toEqual([...expected].map(([month, count]) => ({ month, count })));
      const inWindow = counts.enquiriesByMonth.reduce((sum, month) => sum + month.count, 0);
      expect(inWindow).toBeGreaterThan(300);
      // All of the seller's enquiries, the one older than the chart's window included.
      expect(counts.enquiries).toEqual({ new: 3, total: rows.length - 1 });
      expect(counts.enquiries.total).toBe(inWindow + 1);
    });
  });
});
