/**
 * Reports of resident reviews (contract: src/shared/reviews/review-report-contract.ts): a signed-in
 * person reports a review they can see, once; the admins' queue lists reviews with open reports, and a
 * decision (hide the review, or dismiss its reports) closes them all in one transaction with the review's
 * row locked, so two admins deciding at once are told the second time that it was already dealt with.
 * Reports count against the same hourly allowance per account as reports of listings.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminPage } from '../../../shared/admin/admin-people-contract';
import {
  ADMIN_REVIEW_REPORTS_PAGE_SIZE,
  type AdminReviewReport,
  REVIEW_REPORT_MESSAGES as M,
  REVIEW_REPORT_REASONS,
  type ReviewReportReason,
  type ReviewReportReceipt,
} from '../../../shared/reviews/review-report-contract';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import type { RateLimits } from '../../lib/rate-limits';
import { users } from '../accounts/accounts.schema';
import { recordAdminAction } from '../admin/admin-audit';
import { localityReviewReports as rr } from './review-reports.schema';
import { shownReview, toAdminReview } from './reviews.query';
import { localityReviews as r } from './reviews.schema';
import { setHidden } from './reviews.service';

export interface ReviewReportContext {
  db: Database;
  reporterId: number;
  rateLimits: RateLimits;
  now: Date;
}

/** Files one report; 404 for a review the public does not see, 403 for one's own, 409 for a repeat. */
export async function fileReviewReport(
  ctx: ReviewReportContext,
  reviewId: number,
  input: { reason: ReviewReportReason; details?: string | null | undefined },
): Promise<ReviewReportReceipt> {
  const key = String(ctx.reporterId);
  try {
    await ctx.rateLimits.consume('reportPerUser', key);
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 429) throw new ApiFailure(429, M.tooMany, error.headers);
    throw error;
  }
  try {
    const [review] = await ctx.db
      .select({ authorId: r.authorId })
      .from(r)
      .innerJoin(users, eq(users.id, r.authorId))
      .where(and(eq(r.id, reviewId), shownReview));
    if (!review) throw new ApiFailure(404, M.notFound);
    if (review.authorId === ctx.reporterId) throw new ApiFailure(403, M.ownReview);
    const [row] = await ctx.db
      .insert(rr)
      .values({
        reviewId,
        reporterId: ctx.reporterId,
        reason: input.reason,
        details: input.details || null,
        createdAt: ctx.now,
      })
      // The same person's earlier (or concurrent) report: the unique index makes this a no-op.
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiFailure(409, M.alreadyReported);
    return { id: row.id, reviewId, reason: row.reason, createdAt: row.createdAt.toISOString() };
  } catch (error) {
    // A refused report used none of the person's allowance.
    if (error instanceof ApiFailure) await ctx.rateLimits.refund('reportPerUser', key);
    throw error;
  }
}

const open = eq(rr.status, 'open');

/** How many reviews have open reports (the admin dashboard's count). */
export async function reportedReviewCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${rr.reviewId})::int` })
    .from(rr)
    .where(open);
  return Number(row?.n ?? 0);
}

const noCounts = (): Record<ReviewReportReason, number> =>
  Object.fromEntries(REVIEW_REPORT_REASONS.map((reason) => [reason, 0])) as Record<ReviewReportReason, number>;

/** One page of the queue: reviews with open reports, the newest report first. */
export async function reviewReportsQueue(db: Database, page: number): Promise<AdminPage<AdminReviewReport>> {
  const latest = sql<Date>`max(${rr.createdAt})`;
  const [subjects, total] = await Promise.all([
    db
      .select({ reviewId: rr.reviewId, latestAt: latest, reporters: count() })
      .from(rr)
      .where(open)
      .groupBy(rr.reviewId)
      .orderBy(desc(latest), desc(rr.reviewId))
      .limit(ADMIN_REVIEW_REPORTS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_REVIEW_REPORTS_PAGE_SIZE),
    reportedReviewCount(db),
  ]);
  const ids = subjects.map((subject) => subject.reviewId);
  const [reviews, reports] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ review: r, firstName: users.firstName, lastName: users.lastName, email: users.email })
            .from(r)
            .innerJoin(users, eq(users.id, r.authorId))
            .where(inArray(r.id, ids)),
          db
            .select({ reviewId: rr.reviewId, reason: rr.reason, details: rr.details, createdAt: rr.createdAt })
            .from(rr)
            .where(and(open, inArray(rr.reviewId, ids)))
            .orderBy(desc(rr.createdAt), desc(rr.id)),
        ]);
  const byId = new Map(reviews.map((row) => [row.review.id, row]));
  const data = subjects.flatMap((subject): AdminReviewReport[] => {
    const found = byId.get(subject.reviewId);
    if (!found) return [];
    const mine = reports.filter((report) => report.reviewId === subject.reviewId);
    const counts = noCounts();
    for (const report of mine) counts[report.reason] += 1;
    return [
      {
        review: toAdminReview(found.review, found),
        counts,
        reporters: Number(subject.reporters),
        details: mine.flatMap((report) =>
          report.details
            ? [{ reason: report.reason, text: report.details, createdAt: report.createdAt.toISOString() }]
            : [],
        ),
        latestAt: new Date(subject.latestAt).toISOString(),
      },
    ];
  });
  return { success: true, data, total, page, pageSize: ADMIN_REVIEW_REPORTS_PAGE_SIZE };
}

export type ReviewReportDecision = { action: 'hide'; reason: string } | { action: 'dismiss' };

/** Hides the review (unless it already is) and upholds its open reports, or dismisses them. */
export async function decideReviewReports(
  db: Database,
  adminId: number,
  reviewId: number,
  decision: ReviewReportDecision,
  now: Date,
): Promise<{ reviewId: number; closed: number }> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select({ status: r.status }).from(r).where(eq(r.id, reviewId)).for('update');
    if (!review) throw new ApiFailure(404, M.notFound);
    const status = decision.action === 'hide' ? ('upheld' as const) : ('dismissed' as const);
    const closed = await tx
      .update(rr)
      .set({ status, resolvedBy: adminId, resolvedAt: now })
      .where(and(eq(rr.reviewId, reviewId), open))
      .returning({ id: rr.id });
    if (closed.length === 0) throw new ApiFailure(409, M.nothingOpen);
    if (decision.action === 'hide') {
      // A review an admin hid meanwhile stays as it is: its reports are upheld all the same.
      if (review.status === 'published') await setHidden(tx, reviewId, adminId, { reason: decision.reason }, now);
    } else {
      await recordAdminAction(tx, {
        actorId: adminId,
        action: 'locality_review.dismiss_reports',
        entityType: 'locality_review',
        entityId: reviewId,
        before: { openReports: closed.length },
        after: { openReports: 0 },
        at: now,
      });
    }
    return { reviewId, closed: closed.length };
  });
}
