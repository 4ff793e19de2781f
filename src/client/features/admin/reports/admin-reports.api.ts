/**
 * The reports queue's address (read with useAdminApi) and its two actions. Each action resolves with the
 * answer's body and rejects with an Error carrying the server's message, for the page's toasts.
 */
import { apiPath, withApiQuery } from '../../../../shared/endpoints/api-path';
import type { ReportKind } from '../../../../shared/reports/report-contract';
import { signedInCall } from '../../accounts/signed-in-api';

const QUEUE = 'GET /api/admin/reports';

export const REPORTS_QUEUE_PATH = apiPath(QUEUE);
export const reportsQueuePath = (page: number) => withApiQuery<typeof QUEUE>(REPORTS_QUEUE_PATH, { page });

const KEYS = {
  property: 'POST /api/admin/reports/properties/:id',
  project: 'POST /api/admin/reports/projects/:id',
} as const;

export const hideReported = (kind: ReportKind, id: number, reason: string) =>
  signedInCall(KEYS[kind], { params: { id }, json: { action: 'hide', reason } });

export const dismissReports = (kind: ReportKind, id: number) =>
  signedInCall(KEYS[kind], { params: { id }, json: { action: 'dismiss' } });
