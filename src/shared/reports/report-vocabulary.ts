/** Why a buyer reports a listing or project, in the order the form offers them. */
export const REPORT_REASONS = ['sold', 'wrong-details', 'fake', 'duplicate', 'agent-as-owner', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * Each reason as the person reporting reads it, in the form's order; the admin screens show the same
 * words so a moderator sees exactly what the reporter chose.
 */
export const REPORT_REASON_LABELS = {
  sold: 'Already sold or let',
  'wrong-details': 'Wrong price or details',
  fake: 'Fake or fraud',
  duplicate: 'Duplicate listing',
  'agent-as-owner': 'Agent posing as owner',
  other: 'Other',
} as const satisfies Record<ReportReason, string>;

/** A report is open until an admin upholds it (the listing stays down) or dismisses it. */
export const REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
