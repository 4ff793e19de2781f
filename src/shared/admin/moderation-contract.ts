/**
 * Moderation of listings by admins (a seller's new listing waits for it; the admin area builds on it):
 *
 *   POST /api/admin/properties/:id/approve                 → 200 ModerationResponse
 *   POST /api/admin/properties/:id/reject  body { reason } → 200 ModerationResponse
 *   POST /api/admin/projects/:id/approve | /reject         (the same for builder projects)
 *
 * Approve: pending or rejected → active; the first approval sets `publishedAt` (later ones keep it), the
 * rejection reason is cleared. Reject: pending or active → rejected with a reason the seller sees.
 * Replays are refused, not repeated: approving an active listing, or rejecting a rejected one, answers
 * 409 and writes nothing (so a double click or two admins at once leave one audit entry). Sold or rented
 * listings answer 409, deleted or unknown ones 404. 401 without a session, 403 for anyone but an admin.
 */

import { z } from 'zod';
import { isCalendarDateTime } from '../calendar-date';
import type { ApiKey } from '../endpoints/api-endpoints';
import { apiPath } from '../endpoints/api-path';
import type { ListingStatus, ProjectStatus } from '../listings/vocabulary';
import { NOT_FOUND_MESSAGES } from '../messages';
import { CALENDAR_DATE_SCHEMA, DATE_TIME_SCHEMA, documentedAs } from '../openapi-meta';
import { typedText } from '../plain-text';

export const MODERATION_KINDS = ['property', 'project'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION_DECISIONS = ['approve', 'reject'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** The endpoint of each decision, by kind. */
export const DECISION_KEYS = {
  property: { approve: 'POST /api/admin/properties/:id/approve', reject: 'POST /api/admin/properties/:id/reject' },
  project: { approve: 'POST /api/admin/projects/:id/approve', reject: 'POST /api/admin/projects/:id/reject' },
} as const satisfies Record<ModerationKind, Record<ModerationDecision, ApiKey>>;

/** The API path of a decision, e.g. `/api/admin/properties/12/approve`. */
export const moderationPath = (kind: ModerationKind, id: number | string, decision: ModerationDecision): string =>
  apiPath(DECISION_KEYS[kind][decision], { id });

/** What each decision may start from; anything else (but deleted, which is "not found") is a 409. */
export const MODERATION_FROM = {
  approve: ['pending', 'rejected'],
  reject: ['pending', 'active'],
} as const satisfies Record<ModerationDecision, readonly ProjectStatus[]>;

/** A rejection reason: 500 is the width of the listings' `rejection_reason` column. */
export const MODERATION_LIMITS = { reasonMin: 5, reasonMax: 500 } as const;

const { reasonMin, reasonMax } = MODERATION_LIMITS;

export const MODERATION_MESSAGES = {
  approved: (kind: ModerationKind) => `The ${kind} has been approved and is now live.`,
  rejected: (kind: ModerationKind) => `The ${kind} has been rejected. The seller will see the reason.`,
  notFound: (kind: ModerationKind) => NOT_FOUND_MESSAGES[kind],
  alreadyApproved: (kind: ModerationKind) => `This ${kind} is already approved.`,
  alreadyRejected: (kind: ModerationKind) => `This ${kind} is already rejected.`,
  closed: (kind: ModerationKind, status: ListingStatus) =>
    `This ${kind} is ${status}: it can no longer be approved or rejected.`,
  reasonRequired: 'reason is required',
  reasonNotText: 'reason must be text',
  reasonLength: `reason must be from ${reasonMin} to ${reasonMax} characters`,
  reasonPlainText: 'reason must be plain text (no HTML)',
} as const;

const M = MODERATION_MESSAGES;
// Line breaks and tabs are fine in a reason; other control characters and markup are not.
const MARKUP = /<\/?[a-z!][^>]*>/i;

/** POST …/reject: the reason, trimmed, 5 to 500 characters of plain text. */
export const rejectSchema = z.object({
  reason: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? M.reasonRequired : M.reasonNotText),
    })
    .trim()
    // First, so a reason of invisible characters is called blank rather than too short.
    .superRefine(typedText('reason', 'paragraph', M.reasonPlainText))
    .min(1, M.reasonRequired)
    .min(reasonMin, M.reasonLength)
    .max(reasonMax, M.reasonLength)
    .refine((text) => !MARKUP.test(text), M.reasonPlainText),
});
export type RejectInput = z.input<typeof rejectSchema>;

/** The listing after a decision. */
export interface ModerationResult {
  id: number;
  status: 'active' | 'rejected';
}

export interface ModerationResponse {
  success: true;
  message: string;
  data: ModerationResult;
}

/**
 * The admin area also has, for properties and projects alike (`/api/admin/properties/…` and `/api/admin/projects/…`):
 *
 *   POST   …/:id/feature   body { until }  → 200 ListingActionResponse  (active listings only; `until` is an
 *                                            ISO date or date-time in the future, at most 365 days ahead)
 *   POST   …/:id/unfeature                 → 200 ListingActionResponse  (409 when it is not featured)
 *   DELETE …/:id                          → 200 ListingActionResponse  (soft: status becomes `deleted`)
 *   POST   …/bulk  body { action, ids, reason? } → 200 BulkModerationResponse
 *
 * Bulk runs each id in its own transaction, exactly as the single approve/reject does (audit entry
 * included): one listing that can no longer be decided (already approved, sold, deleted) must not undo the
 * decisions on the others, and the answer says what happened to each id, in the order sent.
 */
export const FEATURE_LIMITS = { maxDays: 365 } as const;
export const BULK_LIMITS = { maxIds: 100 } as const;

export const LISTING_ACTION_MESSAGES = {
  featured: (kind: ModerationKind, until: string) => `The ${kind} is featured until ${until.slice(0, 10)}.`,
  unfeatured: (kind: ModerationKind) => `The ${kind} is no longer featured.`,
  deleted: (kind: ModerationKind) => `The ${kind} has been deleted.`,
  featureNeedsActive: (kind: ModerationKind) => `Only an active ${kind} can be featured.`,
  notFeatured: (kind: ModerationKind) => `This ${kind} is not featured.`,
  untilRequired: 'until is required',
  untilInvalid: 'until must be a date (YYYY-MM-DD or an ISO date-time)',
  untilPast: 'until must be in the future',
  untilTooFar: `until must be at most ${FEATURE_LIMITS.maxDays} days ahead`,
  bulkAction: 'action must be approve or reject',
  bulkIds: `ids must be a list of 1 to ${BULK_LIMITS.maxIds} listing ids`,
  bulkDone: (done: number, total: number) => `${done} of ${total} done.`,
} as const;

const A = LISTING_ACTION_MESSAGES;

/** POST …/feature: `until` as an ISO date (the end of that day, UTC) or an ISO date-time with a zone. */
export const featureSchema = z.object({
  until: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? A.untilRequired : A.untilInvalid),
    })
    .trim()
    .refine(isCalendarDateTime, A.untilInvalid)
    .transform((v) => (v.length === 10 ? new Date(`${v}T23:59:59.999Z`) : new Date(v)))
    .meta(documentedAs({ anyOf: [CALENDAR_DATE_SCHEMA, DATE_TIME_SCHEMA] })),
});

/** `until` checked against the server's clock (the schema cannot know it). */
export function featureUntilProblem(until: Date, now: Date): string | null {
  if (until.getTime() <= now.getTime()) return A.untilPast;
  if (until.getTime() - now.getTime() > FEATURE_LIMITS.maxDays * 86_400_000) return A.untilTooFar;
  return null;
}

export const bulkSchema = z
  .object({
    action: z.enum(MODERATION_DECISIONS, { error: A.bulkAction }),
    ids: z
      .array(
        z.number({ error: A.bulkIds }).int(A.bulkIds).positive(A.bulkIds).max(Number.MAX_SAFE_INTEGER, A.bulkIds),
        { error: A.bulkIds },
      )
      .min(1, A.bulkIds)
      .max(BULK_LIMITS.maxIds, A.bulkIds),
    // Read below for a rejection only (by rejectSchema): the document gives its form.
    reason: z
      .unknown()
      .optional()
      .meta(
        documentedAs({
          type: 'string',
          minLength: MODERATION_LIMITS.reasonMin,
          maxLength: MODERATION_LIMITS.reasonMax,
          description: 'Why, for the sellers: required to reject, ignored to approve.',
        }),
      ),
  })
  .transform((v, ctx) => {
    if (v.action === 'approve') return { action: 'approve' as const, ids: [...new Set(v.ids)] };
    const parsed = rejectSchema.safeParse({ reason: v.reason });
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? M.reasonRequired });
      return z.NEVER;
    }
    return { action: 'reject' as const, ids: [...new Set(v.ids)], reason: parsed.data.reason };
  });

/** A listing after feature, unfeature or delete. */
export interface ListingActionResult {
  id: number;
  status: ListingStatus;
  featuredUntil: string | null;
}

export interface ListingActionResponse {
  success: true;
  message: string;
  data: ListingActionResult;
}

/** One id of a bulk decision: done (with the new status) or refused (with the reason, as the single call says it). */
export type BulkItemResult =
  | { id: number; ok: true; status: ModerationResult['status'] }
  | { id: number; ok: false; status: number; message: string };

export interface BulkModerationResponse {
  success: true;
  message: string;
  data: BulkItemResult[];
}

/** The endpoint of each action on one listing, by kind. */
export const ACTION_KEYS = {
  property: {
    feature: 'POST /api/admin/properties/:id/feature',
    unfeature: 'POST /api/admin/properties/:id/unfeature',
    delete: 'DELETE /api/admin/properties/:id',
  },
  project: {
    feature: 'POST /api/admin/projects/:id/feature',
    unfeature: 'POST /api/admin/projects/:id/unfeature',
    delete: 'DELETE /api/admin/projects/:id',
  },
} as const satisfies Record<ModerationKind, Record<'feature' | 'unfeature' | 'delete', ApiKey>>;

/** The API path of an action on one listing, e.g. `/api/admin/projects/3/feature`; '' for the listing itself. */
export const listingActionPath = (kind: ModerationKind, id: number | string, action: '' | 'feature' | 'unfeature') =>
  apiPath(ACTION_KEYS[kind][action || 'delete'], { id });
export const BULK_KEYS = {
  property: 'POST /api/admin/properties/bulk',
  project: 'POST /api/admin/projects/bulk',
} as const satisfies Record<ModerationKind, ApiKey>;
export const bulkPath = (kind: ModerationKind) => apiPath(BULK_KEYS[kind]);
