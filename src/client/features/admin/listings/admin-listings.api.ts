/**
 * The admin tables' reads (with useAdminApi) and actions. Each action resolves with the answer's body
 * or throws an Error with the server's message, for the pages' toasts.
 */

import {
  ACTION_KEYS,
  BULK_KEYS,
  DECISION_KEYS,
  type ModerationKind,
} from '../../../../shared/admin/moderation-contract';
import { apiPath } from '../../../../shared/endpoints/api-path';
import { type ApiReadKey, apiRead } from '../../../lib/api-read';
import { signedInCall } from '../../accounts/signed-in-api';

/** A page of the listings or projects table, for the filters `search` (listings-url.ts `apiSearch`) writes. */
export const adminListingsRead = (
  kind: ModerationKind,
  search: string,
): ApiReadKey<'GET /api/admin/properties'> | ApiReadKey<'GET /api/admin/projects'> =>
  kind === 'property'
    ? { key: 'GET /api/admin/properties', path: `${apiPath('GET /api/admin/properties')}?${search}` }
    : { key: 'GET /api/admin/projects', path: `${apiPath('GET /api/admin/projects')}?${search}` };

/** A listing to review, with the queue (`status`) the admin came from, for its previous and next. */
export const listingReviewRead = (id: string | number, status: string | null) =>
  apiRead('GET /api/admin/properties/:id/review', { params: { id }, query: { status: status || undefined } });

export const adminDashboardRead = apiRead('GET /api/admin/dashboard');

export const approveListing = (kind: ModerationKind, id: number) =>
  signedInCall(DECISION_KEYS[kind].approve, { params: { id } });

export const rejectListing = (kind: ModerationKind, id: number, reason: string) =>
  signedInCall(DECISION_KEYS[kind].reject, { params: { id }, json: { reason } });

export const featureListing = (kind: ModerationKind, id: number, until: string) =>
  signedInCall(ACTION_KEYS[kind].feature, { params: { id }, json: { until } });

export const unfeatureListing = (kind: ModerationKind, id: number) =>
  signedInCall(ACTION_KEYS[kind].unfeature, { params: { id } });

export const deleteAdminListing = (kind: ModerationKind, id: number) =>
  signedInCall(ACTION_KEYS[kind].delete, { params: { id } });

export const bulkModerate = (kind: ModerationKind, ids: number[], action: 'approve' | 'reject', reason?: string) =>
  signedInCall(BULK_KEYS[kind], { json: action === 'approve' ? { action, ids } : { action, ids, reason } });
