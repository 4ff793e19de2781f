/**
 * A seller's own listings: post (within the free quota), edit (a material edit of an active listing
 * goes back to review), mark sold or rented, soft-delete. Each change runs in one transaction that
 * locks what it decides on: the seller's row when the quota is at stake (so two concurrent posts cannot
 * both take the last free place), the listing's row otherwise. Another seller's listing, or a deleted
 * one, is "not found". Photos are written in the same transaction as the listing, after checking the
 * seller may use each one, so a refused photo leaves the listing as it was.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ListingStatus, postedByFor } from '../../../shared/listings/vocabulary';
import { defaultLocationPrecision } from '../../../shared/location/map-area';
import {
  type ClosingStatus,
  CONFIRMABLE_STATUSES,
  LIVE_LISTING_STATUSES,
  SELLER_MESSAGES,
  type SellerListing,
} from '../../../shared/sellers/seller-constants';
import {
  availableFromProblem,
  type ListingBody,
  listingInputOf,
  listingSchema,
  mergeListingEdit,
} from '../../../shared/sellers/seller-listing-contract';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { parseOrFail } from '../../lib/validate';
import { listingAllowance } from '../billing/billing-allowance';
import { enquiries } from '../enquiries/enquiries.schema';
import { properties } from '../listings/listings.schema';
import { gazetteerLocation } from '../location/place-check';
import { mergeReviewChanges } from './review-changes';
import { photosOfListings, replaceListingPhotos, sameList } from './seller-listing-photos';
import { isMaterialEdit, listingColumns, toSellerListing } from './seller-listing-row';
import { type Seller, sellers } from './sellers.schema';

export interface SellerListingContext {
  db: Database;
  seller: Seller;
  now: Date;
}

const notFound = () => new ApiFailure(404, SELLER_MESSAGES.propertyNotFound);
const sellerIdOf = (ctx: SellerListingContext) => Number(ctx.seller.userId);

/**
 * Locks the seller's row until the transaction ends, then checks there is room for one more live listing
 * (the admin-set free quota plus the listing credits of the seller's running plans).
 */
async function claimQuota(tx: Database, sellerId: number, now: Date): Promise<void> {
  await tx.select({ id: sellers.userId }).from(sellers).where(eq(sellers.userId, sellerId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(eq(properties.sellerId, sellerId), inArray(properties.status, LIVE_LISTING_STATUSES)));
  const allowance = await listingAllowance(tx, sellerId, now);
  if (Number(row?.n ?? 0) >= allowance) {
    throw new ApiFailure(402, SELLER_MESSAGES.quotaReached(allowance));
  }
}

/** One of the seller's listings (not deleted) with its photos and counts; `lock` holds its row for an update. */
async function ownListing(db: Database, sellerId: number, id: number, lock = false): Promise<SellerListing> {
  const query = db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.sellerId, sellerId), sql`${properties.status} <> 'deleted'`));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  // One after the other: inside a transaction both would share one connection.
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      new: sql<number>`(count(*) filter (where ${enquiries.status} = 'new'))::int`,
    })
    .from(enquiries)
    .where(and(eq(enquiries.sellerId, sellerId), eq(enquiries.propertyId, id)));
  const photos = await photosOfListings(db, [id]);
  return toSellerListing(row, photos.get(id) ?? [], counts);
}

export async function createListing(ctx: SellerListingContext, sent: ListingBody): Promise<SellerListing> {
  const sellerId = sellerIdOf(ctx);
  const past = availableFromProblem(sent.availableFrom, ctx.now);
  if (past) throw new ApiFailure(400, past);
  const body = { ...sent, location: await gazetteerLocation(sent.location) };
  return ctx.db.transaction(async (tx) => {
    await claimQuota(tx, sellerId, ctx.now);
    const [row] = await tx
      .insert(properties)
      .values({
        ...listingColumns(body),
        sellerId,
        postedBy: postedByFor(ctx.seller.sellerType),
        locationPrecision: defaultLocationPrecision(ctx.seller.sellerType),
        status: 'pending',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: properties.id });
    if (!row) throw new Error('the listing was not stored');
    const id = Number(row.id);
    if (body.photos?.length) await replaceListingPhotos(tx, sellerId, id, body.photos, []);
    return ownListing(tx, sellerId, id);
  });
}

/**
 * Keeps what the public saw beside the edit that sent a live listing back to review, and updates it on
 * further edits while it waits (review-changes.ts). A listing that was never live has nothing to compare.
 */
async function recordReviewChanges(
  tx: Database,
  id: number,
  before: SellerListing,
  after: SellerListing,
  toReview: boolean,
): Promise<void> {
  const sentBack = before.status === 'active' && toReview;
  if (!sentBack && before.status !== 'pending') return;
  const [row] = await tx.select({ kept: properties.reviewChanges }).from(properties).where(eq(properties.id, id));
  const kept = row?.kept ?? null;
  if (!sentBack && kept === null) return;
  const reviewChanges = mergeReviewChanges(sentBack ? null : kept, before, after);
  await tx.update(properties).set({ reviewChanges }).where(eq(properties.id, id));
}

export interface EditResult {
  listing: SellerListing;
  /** True when the edit sent the listing (back) to admin review. */
  sentForReview: boolean;
}

/**
 * Applies an edit: the sent fields over the stored listing, validated whole. A material edit of an
 * active listing, and any edit of a rejected one (a resubmission, which needs a free place), go to review.
 */
export async function editListing(
  ctx: SellerListingContext,
  id: number,
  edit: Record<string, unknown>,
): Promise<EditResult> {
  const sellerId = sellerIdOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await ownListing(tx, sellerId, id, true);
    if (before.status === 'sold' || before.status === 'rented') {
      throw new ApiFailure(409, SELLER_MESSAGES.cannotEditClosed(before.status));
    }
    const merged = mergeListingEdit(listingInputOf(before), edit);
    if (!merged) throw new ApiFailure(400, SELLER_MESSAGES.nothingToUpdate);
    const parsed = parseOrFail(listingSchema, merged);
    const body = { ...parsed, location: await gazetteerLocation(parsed.location, before.location) };
    // Only a date being set now must be in the future: a stored one passes by as the listing waits.
    const past = body.availableFrom !== before.availableFrom && availableFromProblem(body.availableFrom, ctx.now);
    if (past) throw new ApiFailure(400, past);
    // An expired listing changed in substance is checked before it is back in search, like an active one.
    const wasLive = before.status === 'active' || before.status === 'expired';
    const toReview = before.status === 'rejected' || (wasLive && isMaterialEdit(before, body));
    // A rejected or expired listing coming back takes a live place again.
    if (toReview && before.status !== 'active') await claimQuota(tx, sellerId, ctx.now);
    const kept = before.photos.map((photo) => photo.hash);
    const photos = body.photos ?? [];
    if (!sameList(kept, photos)) await replaceListingPhotos(tx, sellerId, id, photos, kept);
    await tx
      .update(properties)
      .set({
        ...listingColumns(body),
        ...(toReview ? { status: 'pending' as const, rejectionReason: null } : {}),
        updatedAt: ctx.now,
      })
      .where(eq(properties.id, id));
    const listing = await ownListing(tx, sellerId, id);
    await recordReviewChanges(tx, id, before, listing, toReview);
    return { listing, sentForReview: toReview };
  });
}

/** Marks an active or expired listing sold (Buy) or rented (Rent): it leaves search (or stays out of it). */
export async function closeListing(
  ctx: SellerListingContext,
  id: number,
  status: ClosingStatus,
): Promise<SellerListing> {
  const sellerId = sellerIdOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await ownListing(tx, sellerId, id, true);
    if (!isConfirmable(before.status)) throw new ApiFailure(409, SELLER_MESSAGES.statusOnlyFromActive);
    if (status === 'sold' && before.transactionType !== 'Buy')
      throw new ApiFailure(400, SELLER_MESSAGES.soldOnlyForBuy);
    if (status === 'rented' && before.transactionType !== 'Rent') {
      throw new ApiFailure(400, SELLER_MESSAGES.rentedOnlyForRent);
    }
    await tx.update(properties).set({ status, updatedAt: ctx.now }).where(eq(properties.id, id));
    return ownListing(tx, sellerId, id);
  });
}

const isConfirmable = (status: ListingStatus) => (CONFIRMABLE_STATUSES as readonly ListingStatus[]).includes(status);

export interface ConfirmResult {
  listing: SellerListing;
  /** True when the listing had expired and is back in search. */
  renewed: boolean;
}

/**
 * "Still available": the listing's freshness starts again from now and its next reminder is re-armed. An
 * expired listing comes straight back to search: nothing a buyer sees has changed since it was approved.
 */
export async function confirmListing(ctx: SellerListingContext, id: number): Promise<ConfirmResult> {
  const sellerId = sellerIdOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await ownListing(tx, sellerId, id, true);
    if (!isConfirmable(before.status)) throw new ApiFailure(409, SELLER_MESSAGES.confirmOnlyLive);
    // An expired listing holds no live place; coming back takes one, within the seller's allowance.
    if (before.status === 'expired') await claimQuota(tx, sellerId, ctx.now);
    await tx
      .update(properties)
      .set({ status: 'active', confirmedAt: ctx.now, remindedAt: null, updatedAt: ctx.now })
      .where(eq(properties.id, id));
    return { listing: await ownListing(tx, sellerId, id), renewed: before.status === 'expired' };
  });
}

/** Soft delete: the row stays (enquiries point at it) with status 'deleted', shown nowhere. */
export async function deleteListing(ctx: SellerListingContext, id: number): Promise<void> {
  const [row] = await ctx.db
    .update(properties)
    .set({ status: 'deleted', featuredUntil: null, updatedAt: ctx.now })
    .where(and(eq(properties.id, id), eq(properties.sellerId, sellerIdOf(ctx)), sql`${properties.status} <> 'deleted'`))
    .returning({ id: properties.id });
  if (!row) throw notFound();
}

export { ownListing };
