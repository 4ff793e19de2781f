import { beforeAll, expect, it } from 'vitest';
import { users } from '../../src/server/features/accounts/accounts.schema';
import { recordAdminAction } from '../../src/server/features/admin/admin-audit';
import { payments, plans } from '../../src/server/features/billing/billing.schema';
import { enquiries } from '../../src/server/features/enquiries/enquiries.schema';
import { listingReports } from '../../src/server/features/reports/reports.schema';
import { localityReviewReports } from '../../src/server/features/reviews/review-reports.schema';
import { localityReviews } from '../../src/server/features/reviews/reviews.schema';
import { brokerRequests } from '../../src/server/features/sellers/sellers.schema';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import {
  type AdminDashboard,
  type AdminDashboardResponse,
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_TREND_DAYS,
} from '../../src/shared/admin/dashboard-contract';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { adminTestApp } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

const DAY = 86_400_000;
const IST_OFFSET = 5.5 * 3_600_000;
/** Midnight IST of the day `at` falls on, as an instant. */
const istMidnight = (at: number) => Math.floor((at + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
const istDate = (at: number) => new Date(at + IST_OFFSET).toISOString().slice(0, 10);

describeEachDatabase('admin dashboard', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;
  let buyer: Person;
  let seller: Person;
  const dashboard = (as: Person | null = admin) =>
    t.call<AdminDashboardResponse>('GET', '/admin/dashboard', undefined, as?.token);

  beforeAll(async () => {
    t = adminTestApp(database());
    admin = await t.admin();
    buyer = await t.buyer();
    seller = await t.seller();
  });

  it('answers only admins: 401 for a visitor, 403 for a buyer and a seller; zeroes on an empty marketplace', async () => {
    const visitor = await dashboard(null);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
    for (const who of [buyer, seller]) {
      const refused = await dashboard(who);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, code: 'forbidden', message: ACCOUNT_MESSAGES.adminOnly });
    }
    const res = await dashboard();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body.data;
    expect(data.revenue).toEqual({ thisMonthInr: 0, allTimeInr: 0 });
    expect(data.listings).toEqual({
      byStatus: { pending: 0, active: 0, rejected: 0, sold: 0, rented: 0, deleted: 0, expired: 0 },
      newToday: 0,
      newThisWeek: 0,
    });
    expect(data.queues).toEqual({
      pendingListings: 0,
      pendingProjects: 0,
      pendingBrokerRequests: 0,
      reportedListings: 0,
      reportedReviews: 0,
    });
    expect(data.trend).toHaveLength(DASHBOARD_TREND_DAYS);
    expect(data.trend.every((day) => day.count === 0)).toBe(true);
    expect(data.users).toEqual({ total: 3, newThisWeek: 3 });
    expect(data.sellersByType).toEqual({ Individual: 1, Agent: 0, Builder: 0 });
    expect(data.enquiries).toEqual({ total: 0, newThisWeek: 0 });
  });

  it('counts seeded data exactly, by IST day, and lists the newest audit entries with the actor', async () => {
    const db = database().db;
    const now = Date.now();
    const yesterday = new Date(istMidnight(now) - 3_600_000);
    const agent = await insertSeller(db, { sellerType: 'Agent' });
    const builder = await insertSeller(db, { sellerType: 'Builder' });
    await db.insert(users).values([
      {
        firstName: 'Old',
        lastName: 'Timer',
        email: 'old@example.test',
        phoneNumber: '9876500001',
        passwordHash: 'x',
        createdAt: new Date(now - 30 * DAY),
      },
      {
        firstName: 'Gone',
        lastName: 'Away',
        email: 'gone@example.test',
        phoneNumber: '9876500002',
        passwordHash: 'x',
        status: 'deleted',
      },
    ]);
    const p1 = await insertProperty(db, { seller: agent, status: 'active' });
    const p2 = await insertProperty(db, { seller: agent, status: 'pending' });
    const p3 = await insertProperty(db, { seller: agent, status: 'pending', createdAt: yesterday });
    await insertProperty(db, {
      seller: agent,
      status: 'rejected',
      rejectionReason: 'Blurred photos',
      createdAt: new Date(now - 10 * DAY),
    });
    await insertProperty(db, { seller: agent, status: 'sold', createdAt: new Date(now - 30 * DAY) });
    await insertProject(db, builder, { status: 'pending' });
    await insertProject(db, builder);
    await db.insert(brokerRequests).values([
      { sellerId: agent.id, experienceYears: 5, reraAgentNumber: 'RERA-1' },
      { sellerId: builder.id, experienceYears: 2, reraAgentNumber: 'RERA-2', status: 'rejected', reason: 'No RERA' },
    ]);
    await db.insert(enquiries).values([
      { buyerId: buyer.user.id, sellerId: agent.id, propertyId: p1, message: 'Is it available?' },
      {
        buyerId: buyer.user.id,
        sellerId: agent.id,
        propertyId: p3,
        message: 'Price?',
        createdAt: new Date(now - 20 * DAY),
      },
    ]);
    const [plan] = await db
      .insert(plans)
      .values({ name: 'Agent Pro', sellerType: 'Agent', priceInr: 1000, durationDays: 30 })
      .returning({ id: plans.id });
    if (!plan) throw new Error('no plan');
    const payment = (n: number, amountInr: number, status: 'paid' | 'created', paidAt: Date | null) => ({
      sellerId: agent.id,
      planId: plan.id,
      provider: 'manual' as const,
      status,
      amountInr,
      providerOrderId: `INV-${n}`,
      planSnapshot: {},
      paidAt,
    });
    await db
      .insert(payments)
      .values([
        payment(1, 1000, 'paid', new Date(now)),
        payment(2, 500, 'paid', new Date(now - 40 * DAY)),
        payment(3, 9999, 'created', null),
      ]);
    // Two reports of one listing are one listing to look at; a review with an open report is one more.
    await db.insert(listingReports).values([
      { propertyId: p1, reporterId: buyer.user.id, reason: 'sold' },
      { propertyId: p1, reporterId: builder.id, reason: 'fake' },
    ]);
    const [review] = await db
      .insert(localityReviews)
      .values({
        authorId: agent.id,
        placeKey: 'bhopal/arera-colony',
        state: 'Madhya Pradesh',
        city: 'Bhopal',
        locality: 'Arera Colony',
        ...{ overall: 4, connectivity: 4, safety: 4, schools: 4, utilities: 4, markets: 4 },
        text: 'Quiet lanes, a good market and water twice a day, but the main road jams.',
        tenure: 'Owner',
        stay: 'Over 5 years',
        livesThere: true,
      })
      .returning({ id: localityReviews.id });
    if (!review) throw new Error('no review');
    await db.insert(localityReviewReports).values({ reviewId: review.id, reporterId: buyer.user.id, reason: 'spam' });
    const approved = await t.call('POST', `/admin/properties/${p2}/approve`, undefined, admin.token);
    expect(approved.status).toBe(200);

    const res = await dashboard();
    expect(res.status).toBe(200);
    const data: AdminDashboard = res.body.data;
    expect(data.listings).toEqual({
      byStatus: { pending: 1, active: 2, rejected: 1, sold: 1, rented: 0, deleted: 0, expired: 0 },
      newToday: 2,
      newThisWeek: 3,
    });
    expect(data.users).toEqual({ total: 6, newThisWeek: 5 });
    expect(data.sellersByType).toEqual({ Individual: 1, Agent: 1, Builder: 1 });
    expect(data.enquiries).toEqual({ total: 2, newThisWeek: 1 });
    expect(data.revenue).toEqual({ thisMonthInr: 1000, allTimeInr: 1500 });
    expect(data.queues).toEqual({
      pendingListings: 1,
      pendingProjects: 1,
      pendingBrokerRequests: 1,
      reportedListings: 1,
      reportedReviews: 1,
    });

    const expectedDates = Array.from({ length: DASHBOARD_TREND_DAYS }, (_, i) =>
      istDate(now - (DASHBOARD_TREND_DAYS - 1 - i) * DAY),
    );
    expect(data.trend.map((day) => day.date)).toEqual(expectedDates);
    const counts = new Map([
      [istDate(now), 2],
      [istDate(yesterday.getTime()), 1],
      [istDate(now - 10 * DAY), 1],
    ]);
    expect(data.trend.map((day) => day.count)).toEqual(expectedDates.map((date) => counts.get(date) ?? 0));

    expect(
      data.recentActivity.map(({ action, entityType, entityId, actorName }) => ({
        action,
        entityType,
        entityId,
        actorName,
      })),
    ).toEqual([
      {
        action: 'property.approve',
        entityType: 'property',
        entityId: String(p2),
        actorName: `${admin.user.firstName} ${admin.user.lastName}`,
      },
      { action: 'user.create_admin', entityType: 'user', entityId: String(admin.user.id), actorName: null },
    ]);
  });

  it('shows only the newest audit entries', async () => {
    const db = database().db;
    for (let i = 0; i < DASHBOARD_ACTIVITY_LIMIT + 2; i++) {
      await recordAdminAction(db, {
        actorId: admin.user.id,
        action: 'user.block',
        entityType: 'user',
        entityId: i,
        before: null,
        after: null,
        at: new Date(Date.now() + (i + 1) * 1000),
      });
    }
    const res = await dashboard();
    const activity = res.body.data.recentActivity;
    expect(activity).toHaveLength(DASHBOARD_ACTIVITY_LIMIT);
    expect(activity[0]?.entityId).toBe(String(DASHBOARD_ACTIVITY_LIMIT + 1));
    expect(activity.every((entry) => entry.action === 'user.block')).toBe(true);
  });
});
