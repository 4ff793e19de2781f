/**
 * What the seller's dashboard shows of billing: each running plan with its credits used and left, the
 * manual invoices still to pay and where to pay them. Listing and project credits are "used" by the live
 * listings and projects beyond the free quota, counted against the plans that end first.
 */
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { RunningPlan, SellerBilling } from '../../../shared/billing/featured-contract';
import { LIVE_LISTING_STATUSES } from '../../../shared/sellers/seller-constants';
import { LIVE_PROJECT_STATUSES } from '../../../shared/sellers/seller-project-constants';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { gstSupplierOf } from '../../env-gst';
import { properties } from '../listings/listings.schema';
import { projects } from '../projects/projects.schema';
import { sellers } from '../sellers/sellers.schema';
import { payments, plans, subscriptions } from './billing.schema';
import { quotaSettings } from './billing-allowance';
import { paymentDetailsOf } from './payment-details';
import { toSellerPayment } from './payments.service';

/** Spreads `beyondFree` in use over the plans' credits, the first plan first. */
function spread(credits: readonly number[], beyondFree: number): number[] {
  let left = Math.max(0, beyondFree);
  return credits.map((n) => {
    const used = Math.min(n, left);
    left -= used;
    return used;
  });
}

export async function runningPlans(db: Database, sellerId: number, now: Date): Promise<RunningPlan[]> {
  const [rows, settings, [listings], [builderProjects]] = await Promise.all([
    db
      .select({ sub: subscriptions, planName: plans.name })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.sellerId, sellerId), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)))
      .orderBy(asc(subscriptions.endsAt), asc(subscriptions.id)),
    quotaSettings(db),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(eq(properties.sellerId, sellerId), inArray(properties.status, LIVE_LISTING_STATUSES))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(and(eq(projects.builderId, sellerId), inArray(projects.status, LIVE_PROJECT_STATUSES))),
  ]);
  const listingUse = spread(
    rows.map((r) => r.sub.listingCredits),
    Number(listings?.n ?? 0) - settings.freeListingQuota,
  );
  const projectUse = spread(
    rows.map((r) => r.sub.projectCredits),
    Number(builderProjects?.n ?? 0) - settings.freeProjectQuota,
  );
  return rows.map(({ sub, planName }, i) => ({
    subscriptionId: Number(sub.id),
    planName,
    startsAt: new Date(sub.startsAt).toISOString(),
    endsAt: new Date(sub.endsAt).toISOString(),
    listings: { credits: sub.listingCredits, used: listingUse[i] ?? 0 },
    featured: { credits: sub.featuredCredits, used: sub.featuredCreditsUsed },
    projects: { credits: sub.projectCredits, used: projectUse[i] ?? 0 },
  }));
}

export async function sellerBilling(db: Database, env: Env, sellerId: number, now: Date): Promise<SellerBilling> {
  const [running, invoices, [seller]] = await Promise.all([
    runningPlans(db, sellerId, now),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.sellerId, sellerId), eq(payments.provider, 'manual'), eq(payments.status, 'created')))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(20),
    db.select({ state: sellers.state }).from(sellers).where(eq(sellers.userId, sellerId)),
  ]);
  return {
    plans: running,
    invoices: invoices.map(toSellerPayment),
    paymentDetails: paymentDetailsOf(env),
    tax: { supplier: gstSupplierOf(env), sellerState: seller?.state ?? null },
  };
}
