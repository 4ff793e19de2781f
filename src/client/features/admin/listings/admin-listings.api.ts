/**
 * The admin tables' actions (the tables are read with useAdminApi). Each resolves with the answer's body
 * or throws an Error with the server's message, for the pages' toasts.
 */

import {
  ACTION_KEYS,
  BULK_KEYS,
  DECISION_KEYS,
  type ModerationKind,
} from '../../../../shared/admin/moderation-contract';
import { signedInCall } from '../../accounts/signed-in-api';

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
