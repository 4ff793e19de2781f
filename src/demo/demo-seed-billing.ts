/**
 * The demo's plans and paid subscriptions. Without them every seller's plan screen offers nothing and a
 * demo agent with more live listings than the free quota can neither post nor buy. Plans go in only when
 * the database has none (an append keeps what an admin set up); each demo agent and builder, and any owner
 * past the free quota, gets a paid manual invoice and the subscription it granted, sized to cover their
 * live listings and projects with room for a few more (docs/product-rules.md, Billing).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { type Plan, payments, plans, subscriptions } from '../server/features/billing/billing.schema';
import { properties } from '../server/features/listings/listings.schema';
import { projects } from '../server/features/projects/projects.schema';
import { sellers } from '../server/features/sellers/sellers.schema';
import { DAY_MS } from '../shared/durations';
import type { SellerType } from '../shared/listings/vocabulary';
import { FREE_LISTING_QUOTA, LIVE_LISTING_STATUSES } from '../shared/sellers/seller-constants';
import { FREE_PROJECT_QUOTA, LIVE_PROJECT_STATUSES } from '../shared/sellers/seller-project-constants';

type PlanRow = typeof plans.$inferInsert;

const plan = (
  sellerType: SellerType,
  name: string,
  priceInr: number,
  listingCredits: number,
  featuredCredits: number,
  durationDays: number,
  projectCredits = 0,
): PlanRow => ({ sellerType, name, priceInr, listingCredits, featuredCredits, projectCredits, durationDays });

/** Priced like Indian property portals' seller packs, in whole rupees. */
export const DEMO_PLANS: readonly PlanRow[] = [
  plan('Individual', 'Owner Basic', 499, 2, 1, 60),
  plan('Individual', 'Owner Plus', 999, 5, 3, 90),
  plan('Agent', 'Agent Starter', 2499, 10, 3, 90),
  plan('Agent', 'Agent Pro', 5999, 30, 10, 180),
  plan('Agent', 'Agent Premium', 14_999, 100, 30, 365),
  plan('Builder', 'Builder Launch', 9999, 15, 5, 180, 2),
  plan('Builder', 'Builder Growth', 24_999, 50, 15, 365, 5),
  plan('Builder', 'Builder Enterprise', 59_999, 150, 40, 365, 15),
];

/** Listings a subscribed demo seller can still post, so the posting form works for them at once. */
const ROOM_TO_POST = 2;
/** A running plan bought a while ago: its period has started and has most of its time left. */
const BOUGHT_DAYS_AGO = 20;

export interface SellerNeed {
  userId: number;
  sellerType: SellerType;
  live: number;
  liveProjects: number;
}

async function needsOf(db: Database, sellerIds: readonly number[]): Promise<SellerNeed[]> {
  if (sellerIds.length === 0) return [];
  const [rows, listingCounts, projectCounts] = await Promise.all([
    db
      .select({ userId: sellers.userId, sellerType: sellers.sellerType })
      .from(sellers)
      .where(inArray(sellers.userId, [...sellerIds])),
    db
      .select({ sellerId: properties.sellerId, n: count() })
      .from(properties)
      .where(and(inArray(properties.sellerId, [...sellerIds]), inArray(properties.status, LIVE_LISTING_STATUSES)))
      .groupBy(properties.sellerId),
    db
      .select({ builderId: projects.builderId, n: count() })
      .from(projects)
      .where(and(inArray(projects.builderId, [...sellerIds]), inArray(projects.status, LIVE_PROJECT_STATUSES)))
      .groupBy(projects.builderId),
  ]);
  const live = new Map(listingCounts.map((row) => [Number(row.sellerId), Number(row.n)]));
  const liveProjects = new Map(projectCounts.map((row) => [Number(row.builderId), Number(row.n)]));
  return rows.map((row) => ({
    userId: Number(row.userId),
    sellerType: row.sellerType,
    live: live.get(Number(row.userId)) ?? 0,
    liveProjects: liveProjects.get(Number(row.userId)) ?? 0,
  }));
}

/**
 * The plans a seller buys: the cheapest that covers what they need beyond the free quota, or as many of
 * the largest as it takes. Agents and builders always have one; owners only past the free quota.
 */
export function plansFor(need: SellerNeed, offered: readonly Plan[]): Plan[] {
  const listings = Math.max(0, need.live + ROOM_TO_POST - FREE_LISTING_QUOTA);
  const projectsNeeded = Math.max(0, need.liveProjects - FREE_PROJECT_QUOTA);
  if (need.sellerType === 'Individual' && need.live <= FREE_LISTING_QUOTA) return [];
  const ofType = offered
    .filter((row) => row.sellerType === need.sellerType)
    .sort((a, b) => a.priceInr - b.priceInr || Number(a.id) - Number(b.id));
  const largest = ofType.at(-1);
  if (!largest) return [];
  const fits = ofType.find((row) => row.listingCredits >= listings && row.projectCredits >= projectsNeeded);
  if (fits) return [fits];
  const times = Math.max(
    Math.ceil(listings / Math.max(1, largest.listingCredits)),
    Math.ceil(projectsNeeded / Math.max(1, largest.projectCredits)),
    1,
  );
  return Array.from({ length: times }, () => largest);
}

/** Seeds the plans (into an empty plans table) and the subscriptions of the sellers `sellerIds`. */
export async function insertDemoBilling(db: Database, sellerIds: readonly number[], now: Date): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(plans);
  if (Number(existing?.n ?? 0) === 0) {
    await db.insert(plans).values(DEMO_PLANS.map((row) => ({ ...row, createdAt: now, updatedAt: now })));
  }
  const offered = await db.select().from(plans).where(eq(plans.active, true));
  const startsAt = new Date(now.getTime() - BOUGHT_DAYS_AGO * DAY_MS);
  const purchases = (await needsOf(db, sellerIds)).flatMap((need) =>
    plansFor(need, offered).map((bought) => ({ sellerId: need.userId, bought })),
  );
  if (purchases.length === 0) return 0;
  const paid = await db
    .insert(payments)
    .values(
      purchases.map(({ sellerId, bought }, index) => ({
        sellerId,
        planId: bought.id,
        provider: 'manual' as const,
        status: 'paid' as const,
        amountInr: bought.priceInr,
        providerOrderId: `PC-DEMO-${startsAt.getTime()}-${sellerId}-${index}`,
        planSnapshot: snapshotOf(bought),
        createdAt: startsAt,
        paidAt: startsAt,
      })),
    )
    .returning({ id: payments.id, sellerId: payments.sellerId, planId: payments.planId });
  const byId = new Map(offered.map((row) => [Number(row.id), row]));
  await db.insert(subscriptions).values(
    paid.map((payment) => {
      const bought = byId.get(Number(payment.planId)) as Plan;
      return {
        sellerId: payment.sellerId,
        planId: payment.planId,
        paymentId: payment.id,
        listingCredits: bought.listingCredits,
        featuredCredits: bought.featuredCredits,
        projectCredits: bought.projectCredits,
        startsAt,
        endsAt: new Date(startsAt.getTime() + bought.durationDays * DAY_MS),
      };
    }),
  );
  return paid.length;
}

/** The payment's copy of the plan, as a seller's own purchase keeps it. */
const snapshotOf = (row: Plan) => ({
  id: Number(row.id),
  name: row.name,
  sellerType: row.sellerType,
  priceInr: row.priceInr,
  listingCredits: row.listingCredits,
  featuredCredits: row.featuredCredits,
  projectCredits: row.projectCredits,
  durationDays: row.durationDays,
  active: row.active,
});
