/**
 * Reports of a resident review (offensive, spam, exposing a person, not a resident, other). One per
 * account per review; open until an admin hides the review (upheld) or dismisses them.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { REVIEW_REPORT_REASONS } from '../../../shared/reviews/review-report-contract';
import { users } from '../accounts/accounts.schema';
import { reportStatus } from '../reports/reports.schema';
import { localityReviews } from './reviews.schema';

export const reviewReportReason = pgEnum('review_report_reason', REVIEW_REPORT_REASONS);

export const localityReviewReports = pgTable(
  'locality_review_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reviewId: bigint('review_id', { mode: 'number' })
      .notNull()
      .references(() => localityReviews.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: reviewReportReason('reason').notNull(),
    /** What the reporter wrote (required for 'other'). */
    details: varchar('details', { length: 500 }),
    status: reportStatus('status').notNull().default('open'),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('locality_review_reports_one_per_reporter').on(t.reporterId, t.reviewId),
    index('locality_review_reports_open_idx').on(t.reviewId).where(sql`${t.status} = 'open'`),
    index('locality_review_reports_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
