/**
 * Spending a featured credit: the seller's own active listing is featured until the end of a running plan
 * that still has one. In one transaction: the listing's row is locked first (two clicks on one listing
 * queue here, and the second sees it featured), then one conditional UPDATE takes the credit only while
 * `featured_credits_used < featured_credits`, so concurrent spends on different listings can never take
 * more credits than the plan has; when a concurrent spend took a plan's last credit, the next plan is
 * tried. A credit must add at least FEATURED_MIN_EXTENSION_MS. The spend is kept (featured_spends) as the
 * record of what was bought.
 */
import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import {
  addsFeaturedTime,
  FEATURED_MESSAGES,
  type FeaturedSpendResult,
} from '../../../shared/billing/featured-contract';
import { formatDate } from '../../../shared/date-format';
import { SELLER_MESSAGES } from '../../../shared/sellers/seller-listing-contract';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { properties } from '../listings/listings.schema';
import { featuredSpends, subscriptions } from './billing.schema';

const running = (sellerId: number, now: Date) =>
  and(
    eq(subscriptions.sellerId, sellerId),
    lte(subscriptions.startsAt, now),
    gt(subscriptions.endsAt, now),
    gt(subscriptions.featuredCredits, 0),
  );

export async function featuredCreditsLeft(db: Database, sellerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({
      left: sql<number>`coalesce(sum(${subscriptions.featuredCredits} - ${subscriptions.featuredCreditsUsed}), 0)::int`,
    })
    .from(subscriptions)
    .where(running(sellerId, now));
  return Number(row?.left ?? 0);
}

export async function spendFeaturedCredit(
  db: Database,
  sellerId: number,
  listingId: number,
  now: Date,
): Promise<FeaturedSpendResult> {
  const result = await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ status: properties.status, featuredUntil: properties.featuredUntil })
      .from(properties)
      .where(and(eq(properties.id, listingId), eq(properties.sellerId, sellerId), ne(properties.status, 'deleted')))
      .for('update');
    // Another seller's listing is "not found", as everywhere in the seller area.
    if (!listing) throw new ApiFailure(404, SELLER_MESSAGES.propertyNotFound);
    if (listing.status !== 'active') throw new ApiFailure(409, FEATURED_MESSAGES.needsActive);
    const plans = await tx
      .select()
      .from(subscriptions)
      .where(running(sellerId, now))
      .orderBy(asc(subscriptions.endsAt), asc(subscriptions.id));
    if (plans.length === 0) throw new ApiFailure(402, FEATURED_MESSAGES.noPlan);
    // Only a plan whose period adds a day or more to what the listing already has may spend: never a
    // credit for nothing, nor for a few milliseconds.
    const current = listing.featuredUntil && listing.featuredUntil > now ? listing.featuredUntil : null;
    // The same rule the seller's confirm dialog reads its date from (nextFeaturedEnd).
    const longer = plans.filter((p) => addsFeaturedTime(p.endsAt, current, now));
    if (longer.length === 0) {
      const last = plans.at(-1)?.endsAt ?? now;
      throw new ApiFailure(
        409,
        current ? FEATURED_MESSAGES.alreadyFeatured(formatDate(current)) : FEATURED_MESSAGES.tooShort(formatDate(last)),
      );
    }
    // The plan ending first with a credit left; if a concurrent spend takes its last one, the next.
    let boughtBefore: Date | undefined;
    for (const plan of longer.filter((p) => p.featuredCreditsUsed < p.featuredCredits)) {
      const [taken] = await tx
        .update(subscriptions)
        .set({ featuredCreditsUsed: sql`${subscriptions.featuredCreditsUsed} + 1` })
        .where(
          and(
            eq(subscriptions.id, plan.id),
            sql`${subscriptions.featuredCreditsUsed} < ${subscriptions.featuredCredits}`,
          ),
        )
        .returning({ id: subscriptions.id });
      if (!taken) continue;
      const spent = await tx
        .insert(featuredSpends)
        .values({ subscriptionId: plan.id, sellerId, propertyId: listingId, featuredUntil: plan.endsAt, spentAt: now })
        .onConflictDoNothing()
        .returning({ id: featuredSpends.id });
      if (spent.length === 0) {
        // Featured from this plan before (an admin has since ended it): its period was already bought, so
        // the credit goes back and a later plan may be used.
        await tx
          .update(subscriptions)
          .set({ featuredCreditsUsed: sql`${subscriptions.featuredCreditsUsed} - 1` })
          .where(eq(subscriptions.id, plan.id));
        boughtBefore = plan.endsAt;
        continue;
      }
      await tx.update(properties).set({ featuredUntil: plan.endsAt }).where(eq(properties.id, listingId));
      return { listingId, featuredUntil: plan.endsAt.toISOString() };
    }
    if (boughtBefore) throw new ApiFailure(409, FEATURED_MESSAGES.alreadyFeatured(formatDate(boughtBefore)));
    throw new ApiFailure(402, FEATURED_MESSAGES.noCredits);
  });
  return { ...result, creditsLeft: await featuredCreditsLeft(db, sellerId, now) };
}
