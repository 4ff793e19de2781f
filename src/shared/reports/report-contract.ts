/**
 * Buyers' reports of a listing or project, and the admins' queue of them. One contract for the API
 * (validation, messages, shapes) and the client (the report dialog, the admin page).
 *
 *   POST /api/properties/:id/report   POST /api/projects/:id/report   body ReportInput (signed in)
 *        201 { success, message: REPORT_MESSAGES.sent, data: ReportReceipt }
 *        400 field message · 401 REPORT_MESSAGES.loginRequired · 403 own listing · 404 not public
 *        409 REPORT_MESSAGES.alreadyReported · 429 REPORT_MESSAGES.tooMany (Retry-After)
 *   GET  /api/admin/reports?page=N     → AdminReportsPage (one entry per reported listing, newest first)
 *   POST /api/admin/reports/properties/:id   POST /api/admin/reports/projects/:id   body ReportActionInput
 *        hide: the listing is rejected with the reason (the seller reads it), its reports upheld;
 *        dismiss: its reports dismissed, and a listing held by reports goes back to active.
 *        404 unknown or deleted · 409 no open reports (already dealt with)
 *
 * When REPORT_HOLD_THRESHOLD distinct people have open reports of "sold or let" or "fake" (counted
 * together) on an active listing, it is held: status pending, `heldForReportsAt` set, its seller told why.
 * A distinct person is a distinct phone number whose active account was REPORTER_MIN_ACCOUNT_AGE_DAYS old
 * when they reported, or has a confirmed enquiry (a seller marked one of its enquiries responded). Other
 * reports are kept and shown to the admin; they just hold nothing.
 */
import { z } from 'zod';
import { MODERATION_LIMITS, rejectSchema } from '../admin/moderation-contract';
import { contactDetailsMessage, hasContactDetails } from '../contact-details';
import { typedText } from '../plain-text';
import { PATHS } from '../routes';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from './report-vocabulary';

export * from './report-vocabulary';

/** The reasons that count towards holding a listing. */
export const HOLDING_REASONS = ['sold', 'fake'] as const satisfies readonly ReportReason[];

/** Distinct reporters of "sold or let" or "fake" (together) that hold a listing for review. */
export const REPORT_HOLD_THRESHOLD = 3;

/**
 * How old (in days) a reporter's account must have been when they reported for the report to help hold a
 * listing, unless a seller has responded to one of their enquiries: accounts made in a hurry to bury a
 * listing hold nothing.
 */
export const REPORTER_MIN_ACCOUNT_AGE_DAYS = 1;

export const REPORT_LIMITS = {
  detailsMax: 500,
  /** Reports one account may send in an hour. */
  perUserPerHour: 10,
} as const;

export type ReportKind = 'property' | 'project';

export const REPORT_MESSAGES = {
  sent: 'Thanks. We will review this listing.',
  loginRequired: 'Log in to report a listing',
  alreadyReported: 'You have already reported this listing',
  ownListing: 'You cannot report your own listing',
  notFound: (kind: ReportKind) => (kind === 'property' ? 'Property not found' : 'Project not found'),
  tooMany: 'You have sent too many reports. Please try again later.',
  reasonRequired: 'Choose a reason',
  reasonInvalid: `Reason must be one of: ${Object.values(REPORT_REASON_LABELS).join(', ')}`,
  detailsRequired: 'Tell us what is wrong (required for Other)',
  detailsNotText: 'Details must be text',
  detailsTooLong: `Details must be at most ${REPORT_LIMITS.detailsMax} characters`,
  detailsNoWords: 'Details must describe the problem in words',
  /** What the seller reads (SMS, listing row) when reports hold their listing. */
  heldNotice: 'Hidden pending review: buyers reported it as sold or fake',
  // A text fits one SMS segment: the server shortens the title to fit (src/server/lib/sms/one-segment.ts).
  heldSms: (title: string) =>
    `Property Creator: ${title ? `"${title}"` : 'your listing'} is hidden for review: buyers reported it sold or fake. Edit or confirm it on your dashboard.`,
  // The admin's side.
  hidden: 'The listing has been hidden. The seller will see your reason.',
  dismissed: 'The reports have been dismissed.',
  nothingOpen: 'These reports have already been dealt with.',
  actionInvalid: 'action must be hide or dismiss',
} as const;

const M = REPORT_MESSAGES;
const DETAILS = 'Details';
/** A letter or a digit in any script: text of only emoji or punctuation says nothing an admin can act on. */
const WORDS = /[\p{L}\p{N}]/u;

const details = z
  .string({ error: M.detailsNotText })
  .trim()
  .superRefine(typedText(DETAILS, 'paragraph'))
  .max(REPORT_LIMITS.detailsMax, M.detailsTooLong)
  .refine((text) => text === '' || WORDS.test(text), M.detailsNoWords)
  .refine((text) => !hasContactDetails(text), contactDetailsMessage(DETAILS));

/** POST …/:id/report. Details are optional but for "Other"; blank details read as none (stored as null). */
export const reportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, {
      error: (issue) => (issue.input === undefined || issue.input === null ? M.reasonRequired : M.reasonInvalid),
    }),
    details: details.nullish(),
  })
  .refine((input) => input.reason !== 'other' || Boolean(input.details), { message: M.detailsRequired });
export type ReportInput = z.input<typeof reportInputSchema>;

export interface ReportReceipt {
  id: number;
  kind: ReportKind;
  listingId: number;
  reason: ReportReason;
  createdAt: string;
}

export interface ReportSentResponse {
  success: true;
  message: string;
  data: ReportReceipt;
}

/** POST /api/admin/reports/…/:id: hide (with the reason the seller reads) or dismiss. */
export const reportActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('hide'), reason: rejectSchema.shape.reason }),
    z.object({ action: z.literal('dismiss'), reason: z.unknown().optional() }),
  ],
  { error: M.actionInvalid },
);
export type ReportActionInput = z.input<typeof reportActionSchema>;
export const REPORT_REASON_LIMITS = MODERATION_LIMITS;

/** One reported listing or project in the admins' queue. */
export interface AdminReportEntry {
  kind: ReportKind;
  id: number;
  title: string;
  /** Its public page. */
  href: string;
  status: string;
  /** When reports held it, or null. */
  heldForReportsAt: string | null;
  sellerName: string;
  /** Every photo, in order, at each width. */
  photos: { hash: string; urls: Record<string, string> }[];
  /** Open reports by reason (every reason present, 0 when none). */
  counts: Record<ReportReason, number>;
  /** Distinct people with an open report. */
  reporters: number;
  /** Reporters whose report counts towards a hold (see AdminReportReporter.countsTowardHold). */
  holdingReporters: number;
  /** Every open report's reporter, newest first: what tells the admin whether they are distinct people. */
  reportedBy: AdminReportReporter[];
  /** What reporters wrote, newest first. */
  details: { reason: ReportReason; text: string; createdAt: string }[];
  latestAt: string;
}

/**
 * One reporter of a listing as the admin sees them: no phone, address or browser, only whether another
 * reporter of the same listing shares one (compared as keyed hashes).
 */
export interface AdminReportReporter {
  reason: ReportReason;
  reportedAt: string;
  /** Whole hours between the account's creation and this report. */
  accountAgeHours: number;
  /** A seller marked one of this account's enquiries responded. */
  confirmedEnquiry: boolean;
  /**
   * Whether this report helps hold the listing: a reason of sold or fake, an active account old enough or
   * with a confirmed enquiry, and the first such report from its phone.
   */
  countsTowardHold: boolean;
  /** Another reporter of this listing used the same phone number (an earlier account of it). */
  sharesPhone: boolean;
  /** Another reporter of this listing reported from the same network (an IPv6 /64, or an IPv4 address). */
  sharesAddress: boolean;
  /** Another reporter of this listing reported from the same browser (its User-Agent). */
  sharesDevice: boolean;
}

export interface AdminReportsPage {
  success: true;
  data: AdminReportEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ReportActionResult {
  kind: ReportKind;
  id: number;
  status: string;
  heldForReportsAt: string | null;
  resolved: number;
}

export interface ReportActionResponse {
  success: true;
  message: string;
  data: ReportActionResult;
}

/** The public page of a reported listing or project. */
export const reportedHref = (kind: ReportKind, id: number): string =>
  `${kind === 'property' ? PATHS.propertyProfile : PATHS.projectProfile}?id=${id}`;

export const ADMIN_REPORTS_PAGE_SIZE = 20;
export const ADMIN_REPORTS_MAX_PAGE = 500;
const pageRange = `page must be a whole number from 1 to ${ADMIN_REPORTS_MAX_PAGE}`;

/** GET /api/admin/reports. */
export const adminReportsQuerySchema = z.object({
  page: z.coerce
    .number({ error: pageRange })
    .int(pageRange)
    .min(1, pageRange)
    .max(ADMIN_REPORTS_MAX_PAGE, pageRange)
    .default(1),
});
