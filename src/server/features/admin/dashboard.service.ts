/**
 * The admin dashboard's numbers (contract in src/shared/admin/dashboard-contract.ts). Each block is one
 * aggregate query over an indexed table, run side by side; day boundaries are IST midnights computed in
 * the database from the app's clock, so tests can move time and the server's zone does not matter.
 */
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type AdminDashboard,
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_TREND_DAYS,
  DASHBOARD_WEEK_DAYS,
} from '../../../shared/admin/dashboard-contract';
import {
  LISTING_STATUSES,
  type ListingStatus,
  SELLER_TYPES,
  type SellerType,
} from '../../../shared/listings/vocabulary';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.schema';
import { payments } from '../billing/billing.schema';
import { enquiries } from '../enquiries/enquiries.schema';
import { properties } from '../listings/listings.schema';
import { projects } from '../projects/projects.schema';
import { reportedListingCount } from '../reports/reports-queue.service';
import { reportedReviewCount } from '../reviews/review-reports.service';
import { brokerRequests, sellers } from '../sellers/sellers.schema';
import { adminAudit } from './admin.schema';

const ZONE = sql.raw(`'Asia/Kolkata'`);

/** The IST calendar boundaries of `now`, as timestamptz expressions. */
function boundaries(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const localToday = sql`date_trunc('day', ${at} at time zone ${ZONE})`;
  const days = (n: number) => sql.raw(`interval '${n} days'`);
  return {
    localToday,
    today: sql`(${localToday} at time zone ${ZONE})`,
    week: sql`((${localToday} - ${days(DASHBOARD_WEEK_DAYS - 1)}) at time zone ${ZONE})`,
    month: sql`(date_trunc('month', ${at} at time zone ${ZONE}) at time zone ${ZONE})`,
    trendStart: sql`(${localToday} - ${days(DASHBOARD_TREND_DAYS - 1)})`,
  };
}

const since = (column: AnyPgColumn, from: SQL) => sql<number>`(count(*) filter (where ${column} >= ${from}))::int`;

function zeroed<K extends string>(keys: readonly K[], rows: { key: K; count: number }[]): Record<K, number> {
  const out = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) out[row.key] = row.count;
  return out;
}

function trend(db: Database, b: ReturnType<typeof boundaries>) {
  const day = sql`gs.day`;
  return db
    .select({ date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`, count: sql<number>`count(${properties.id})::int` })
    .from(sql`generate_series(${b.trendStart}, ${b.localToday}, interval '1 day') as gs(day)`)
    .leftJoin(
      properties,
      and(
        sql`${properties.createdAt} >= (${day} at time zone ${ZONE})`,
        sql`${properties.createdAt} < ((${day} + interval '1 day') at time zone ${ZONE})`,
      ),
    )
    .groupBy(day)
    .orderBy(day);
}

function recentActivity(db: Database) {
  return db
    .select({
      id: adminAudit.id,
      action: adminAudit.action,
      entityType: adminAudit.entityType,
      entityId: adminAudit.entityId,
      firstName: users.firstName,
      lastName: users.lastName,
      at: adminAudit.createdAt,
    })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.actorId))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(DASHBOARD_ACTIVITY_LIMIT);
}

export async function adminDashboard(db: Database, now: Date): Promise<AdminDashboard> {
  const b = boundaries(now);
  const notDeleted = ne(users.status, 'deleted');
  const [
    byStatus,
    [fresh],
    [people],
    byType,
    [asked],
    [revenue],
    [pendingProjects],
    [pendingRequests],
    days,
    audit,
    reportedListings,
    reportedReviews,
  ] = await Promise.all([
    db
      .select({ key: sql<ListingStatus>`${properties.status}`, count: sql<number>`count(*)::int` })
      .from(properties)
      .groupBy(properties.status),
    db
      .select({ today: since(properties.createdAt, b.today), week: since(properties.createdAt, b.week) })
      .from(properties),
    db
      .select({ total: sql<number>`count(*)::int`, week: since(users.createdAt, b.week) })
      .from(users)
      .where(notDeleted),
    db
      .select({ key: sql<SellerType>`${sellers.sellerType}`, count: sql<number>`count(*)::int` })
      .from(sellers)
      .innerJoin(users, eq(users.id, sellers.userId))
      .where(notDeleted)
      .groupBy(sellers.sellerType),
    db.select({ total: sql<number>`count(*)::int`, week: since(enquiries.createdAt, b.week) }).from(enquiries),
    db
      .select({
        month: sql<string>`coalesce(sum(${payments.amountInr}) filter (where ${payments.paidAt} >= ${b.month}), 0)::bigint`,
        all: sql<string>`coalesce(sum(${payments.amountInr}), 0)::bigint`,
      })
      .from(payments)
      .where(eq(payments.status, 'paid')),
    db.select({ n: count() }).from(projects).where(eq(projects.status, 'pending')),
    db.select({ n: count() }).from(brokerRequests).where(eq(brokerRequests.status, 'pending')),
    trend(db, b),
    recentActivity(db),
    reportedListingCount(db),
    reportedReviewCount(db),
  ]);
  const listingsByStatus = zeroed(LISTING_STATUSES, byStatus);
  return {
    listings: { byStatus: listingsByStatus, newToday: fresh?.today ?? 0, newThisWeek: fresh?.week ?? 0 },
    users: { total: people?.total ?? 0, newThisWeek: people?.week ?? 0 },
    sellersByType: zeroed(SELLER_TYPES, byType),
    enquiries: { total: asked?.total ?? 0, newThisWeek: asked?.week ?? 0 },
    // Sums come back as bigint text; rupee totals stay far below 2^53.
    revenue: { thisMonthInr: Number(revenue?.month ?? 0), allTimeInr: Number(revenue?.all ?? 0) },
    queues: {
      pendingListings: listingsByStatus.pending,
      pendingProjects: pendingProjects?.n ?? 0,
      pendingBrokerRequests: pendingRequests?.n ?? 0,
      reportedListings,
      reportedReviews,
    },
    trend: days.map((row) => ({ date: row.date, count: row.count })),
    recentActivity: audit.map((row) => ({
      id: row.id,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      actorName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      at: row.at.toISOString(),
    })),
  };
}
