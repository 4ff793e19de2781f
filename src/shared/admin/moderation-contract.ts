/**
 * Moderation of listings by admins (issue 6 needs it; the admin area of issue 7 builds on it):
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
import type { ListingStatus, ProjectStatus } from '../listings/vocabulary';

export const MODERATION_KINDS = ['property', 'project'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION_DECISIONS = ['approve', 'reject'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** The API path of a decision, e.g. `/api/admin/properties/12/approve`. */
export const moderationPath = (kind: ModerationKind, id: number | string, decision: ModerationDecision): string =>
  `/api/admin/${kind === 'property' ? 'properties' : 'projects'}/${id}/${decision}`;

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
  notFound: (kind: ModerationKind) => (kind === 'property' ? 'Property not found' : 'Project not found'),
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
const CONTROL = /\p{Cc}/u;
const MARKUP = /<\/?[a-z!][^>]*>/i;

/** POST …/reject: the reason, trimmed, 5 to 500 characters of plain text. */
export const rejectSchema = z.object({
  reason: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? M.reasonRequired : M.reasonNotText),
    })
    .trim()
    .min(1, M.reasonRequired)
    .min(reasonMin, M.reasonLength)
    .max(reasonMax, M.reasonLength)
    .refine((text) => !CONTROL.test(text.replace(/[\n\r\t]/g, '')) && !MARKUP.test(text), M.reasonPlainText),
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
