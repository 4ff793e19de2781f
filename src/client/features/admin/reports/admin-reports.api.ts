/**
 * The reports queue's read (with useAdminApi) and its two actions. Each action resolves with the
 * answer's body and rejects with an Error carrying the server's message, for the page's toasts.
 */
import type { ReportKind } from '../../../../shared/reports/report-contract';
import { apiRead } from '../../../lib/api-read';
import { signedInCall } from '../../accounts/signed-in-api';

export const reportsQueueRead = (page: number) => apiRead('GET /api/admin/reports', { query: { page } });

const KEYS = {
  property: 'POST /api/admin/reports/properties/:id',
  project: 'POST /api/admin/reports/projects/:id',
} as const;

export const hideReported = (kind: ReportKind, id: number, reason: string) =>
  signedInCall(KEYS[kind], { params: { id }, json: { action: 'hide', reason } });

export const dismissReports = (kind: ReportKind, id: number) =>
  signedInCall(KEYS[kind], { params: { id }, json: { action: 'dismiss' } });
