/**
 * Writing reviews: an author's one review per locality (created or edited by one upsert on the unique
 * index, so concurrent posts leave exactly one row), helpful marks (one per account, never on one's own
 * review, the count moved in the same transaction as the mark so it stays exact under concurrent votes),
 * and the admin's hide and unhide, written to the audit log with the change.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AdminReview, HelpfulMark, ReviewInput, ReviewSaved } from '../../../shared/reviews/review-contract';
import { REVIEW_MESSAGES } from '../../../shared/reviews/review-labels';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { users } from '../accounts/accounts.schema';
import { recordAdminAction } from '../admin/admin-audit';
import type { Place } from './review-place';
import { toAdminReview, toMyReview } from './reviews.query';
import { localityReviewVotes, localityReviews as r } from './reviews.schema';

/** Creates the author's review of `place`, or replaces their earlier one; `created` says which. */
export async function saveReview(
  db: Database,
  authorId: number,
  place: Place,
  input: ReviewInput,
  now: Date,
): Promise<ReviewSaved> {
  const fields = {
    overall: input.overall,
    connectivity: input.connectivity,
    safety: input.safety,
    schools: input.schools,
    utilities: input.utilities,
    markets: input.markets,
    text: input.text,
    tenure: input.tenure,
    stay: input.stay,
    livesThere: input.livesThere,
  };
  const [row] = await db
    .insert(r)
    .values({
      authorId,
      placeKey: place.placeKey,
      state: place.state,
      city: place.city,
      locality: place.locality,
      ...fields,
      createdAt: now,
      updatedAt: now,
    })
    // An edit keeps the review's status: a hidden review stays hidden until an admin shows it again.
    .onConflictDoUpdate({ target: [r.authorId, r.placeKey], set: { ...fields, updatedAt: now } })
    .returning({ id: r.id, inserted: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('review upsert returned nothing');
  const [saved] = await db.select().from(r).where(eq(r.id, row.id));
  if (!saved) throw new Error('review vanished');
  return { review: toMyReview(saved), created: row.inserted };
}

/** A published review another account may mark: 404 for none, 403 for the author's own. */
async function markable(tx: Database, reviewId: number, userId: number) {
  const [review] = await tx
    .select({ authorId: r.authorId })
    .from(r)
    .innerJoin(users, eq(users.id, r.authorId))
    .where(and(eq(r.id, reviewId), eq(r.status, 'published'), eq(users.status, 'active')));
  if (!review) throw new ApiFailure(404, REVIEW_MESSAGES.notFound);
  if (review.authorId === userId) throw new ApiFailure(403, REVIEW_MESSAGES.ownReview);
}

/** Marks (or, with `marked` false, unmarks) a review helpful; a repeat changes nothing. */
export async function setHelpful(
  db: Database,
  reviewId: number,
  userId: number,
  marked: boolean,
): Promise<HelpfulMark> {
  return db.transaction(async (tx) => {
    await markable(tx, reviewId, userId);
    const changed = marked
      ? await tx
          .insert(localityReviewVotes)
          .values({ reviewId, userId })
          .onConflictDoNothing()
          .returning({ id: localityReviewVotes.reviewId })
      : await tx
          .delete(localityReviewVotes)
          .where(and(eq(localityReviewVotes.reviewId, reviewId), eq(localityReviewVotes.userId, userId)))
          .returning({ id: localityReviewVotes.reviewId });
    // The count moves by one in the row's own update, so two votes at once each add theirs.
    const step = changed.length === 0 ? 0 : marked ? 1 : -1;
    const [row] = await tx
      .update(r)
      .set({ helpfulCount: sql`greatest(${r.helpfulCount} + ${step}, 0)` })
      .where(eq(r.id, reviewId))
      .returning({ helpfulCount: r.helpfulCount });
    return { helpfulCount: row?.helpfulCount ?? 0, marked };
  });
}

/** Hides a review (with the reason) or shows it again; 404 for none, 409 when it already is so. */
export async function setHidden(
  db: Database,
  reviewId: number,
  adminId: number,
  hide: { reason: string } | null,
  now: Date,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(r).where(eq(r.id, reviewId)).for('update');
    if (!before) throw new ApiFailure(404, REVIEW_MESSAGES.notFound);
    const wanted = hide ? 'hidden' : 'published';
    if (before.status === wanted)
      throw new ApiFailure(409, hide ? REVIEW_MESSAGES.alreadyHidden : REVIEW_MESSAGES.alreadyShown);
    const change = hide
      ? { status: 'hidden' as const, hiddenReason: hide.reason, hiddenBy: adminId, hiddenAt: now }
      : { status: 'published' as const, hiddenReason: null, hiddenBy: null, hiddenAt: null };
    const [after] = await tx.update(r).set(change).where(eq(r.id, reviewId)).returning();
    if (!after) throw new ApiFailure(404, REVIEW_MESSAGES.notFound);
    await recordAdminAction(tx, {
      actorId: adminId,
      action: hide ? 'locality_review.hide' : 'locality_review.unhide',
      entityType: 'locality_review',
      entityId: reviewId,
      before: { status: before.status, hiddenReason: before.hiddenReason },
      after: { status: after.status, hiddenReason: after.hiddenReason },
      at: now,
    });
    const [author] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, after.authorId));
    return toAdminReview(after, author ?? { firstName: '', lastName: '', email: '' });
  });
}
