/** Why a buyer reports a listing or project, in the order the form offers them. */
export const REPORT_REASONS = ['sold', 'wrong-details', 'fake', 'duplicate', 'agent-as-owner', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report is open until an admin upholds it (the listing stays down) or dismisses it. */
export const REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
