/**
 * Reports of a resident review, and the admins' queue of them:
 *
 *   POST /api/reviews/:id/report  body ReviewReportInput (signed in, as listing reports)
 *        201 { message: REVIEW_REPORT_MESSAGES.sent, data: ReviewReportReceipt }
 *        400 field message · 401 loginRequired · 403 own review · 404 not shown · 409 already reported
 *        429 tooMany (the same hourly allowance as listing reports)
 *   GET  /api/admin/review-reports?page=N  → AdminPage<AdminReviewReport> (reviews with open reports,
 *        the newest report first)
 *   POST /api/admin/review-reports/:id  body { action: 'hide', reason } | { action: 'dismiss' }
 *        hide: the review is hidden with the reason (its author reads it) and its reports upheld;
 *        dismiss: its reports are dismissed and it stays as it is. 404 unknown · 409 none open.
 */
import { z } from 'zod';
import { contactDetailsMessage, hasContactDetails } from '../contact-details';
import { typedText } from '../plain-text';
import { hideReviewSchema } from './review-contract';
import type { AdminReview } from './review-labels';

/** Why someone reports a review, in the order the form offers them. */
export const REVIEW_REPORT_REASONS = ['offensive', 'spam', 'personal', 'not-resident', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** Each reason as the reporter reads it; the admin's queue shows the same words. */
export const REVIEW_REPORT_REASON_LABELS = {
  offensive: 'Abusive or hateful',
  spam: 'Spam or advertising',
  personal: 'Names or exposes a person',
  'not-resident': 'Not written by a resident',
  other: 'Other',
} as const satisfies Record<ReviewReportReason, string>;

export const REVIEW_REPORT_DETAILS_MAX = 500;

export const REVIEW_REPORT_MESSAGES = {
  sent: 'Thanks. We will check this review.',
  loginRequired: 'Log in to report a review',
  alreadyReported: 'You have already reported this review',
  ownReview: 'You cannot report your own review',
  notFound: 'Review not found',
  tooMany: 'You have sent too many reports. Please try again later.',
  reasonRequired: 'Choose a reason',
  reasonInvalid: `Reason must be one of: ${Object.values(REVIEW_REPORT_REASON_LABELS).join(', ')}`,
  detailsRequired: 'Tell us what is wrong (required for Other)',
  detailsNotText: 'Details must be text',
  detailsTooLong: `Details must be at most ${REVIEW_REPORT_DETAILS_MAX} characters`,
  // The admin's side.
  hidden: 'The review has been hidden. Its author will see your reason.',
  dismissed: 'The reports have been dismissed.',
  nothingOpen: 'These reports have already been dealt with.',
  actionInvalid: 'action must be hide or dismiss',
} as const;

const M = REVIEW_REPORT_MESSAGES;
const DETAILS = 'Details';

export const reviewReportInputSchema = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, {
      error: (issue) => (issue.input === undefined || issue.input === null ? M.reasonRequired : M.reasonInvalid),
    }),
    details: z
      .string({ error: M.detailsNotText })
      .trim()
      .superRefine(typedText(DETAILS, 'paragraph'))
      .max(REVIEW_REPORT_DETAILS_MAX, M.detailsTooLong)
      .refine((text) => !hasContactDetails(text), contactDetailsMessage(DETAILS))
      .nullish(),
  })
  .refine((input) => input.reason !== 'other' || Boolean(input.details), { message: M.detailsRequired });
export type ReviewReportInput = z.input<typeof reviewReportInputSchema>;

export interface ReviewReportReceipt {
  id: number;
  reviewId: number;
  reason: ReviewReportReason;
  createdAt: string;
}

/** POST /api/admin/review-reports/:id: hide (with the reason the author reads) or dismiss. */
export const reviewReportActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('hide'), reason: hideReviewSchema.shape.reason }),
    z.object({ action: z.literal('dismiss'), reason: z.unknown().optional() }),
  ],
  { error: M.actionInvalid },
);
export type ReviewReportActionInput = z.input<typeof reviewReportActionSchema>;

/** One reported review in the admins' queue. */
export interface AdminReviewReport {
  review: AdminReview;
  /** Open reports by reason (every reason present, 0 when none). */
  counts: Record<ReviewReportReason, number>;
  /** People with an open report of it. */
  reporters: number;
  /** What reporters wrote, newest first. */
  details: { reason: ReviewReportReason; text: string; createdAt: string }[];
  /** The newest open report. */
  latestAt: string;
}

export const ADMIN_REVIEW_REPORTS_PAGE_SIZE = 20;
