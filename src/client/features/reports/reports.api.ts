/** Sending a report of a listing or project as the signed-in person. */
import type { ReportInput, ReportKind } from '../../../shared/reports/report-contract';
import { signedInCall } from '../accounts/signed-in-api';

export const sendReport = (kind: ReportKind, id: number, json: ReportInput) =>
  kind === 'property'
    ? signedInCall('POST /api/properties/:id/report', { params: { id }, json })
    : signedInCall('POST /api/projects/:id/report', { params: { id }, json });
