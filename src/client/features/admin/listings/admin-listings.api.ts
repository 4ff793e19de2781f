/**
 * The admin tables' actions (the tables are read with useAdminApi). Each resolves with the answer's body
 * or throws an Error with the server's message, for the pages' toasts.
 */

import {
  type BulkModerationResponse,
  bulkPath,
  type ListingActionResponse,
  listingActionPath,
  type ModerationKind,
  type ModerationResponse,
  moderationPath,
} from '../../../../shared/admin/moderation-contract';
import { adminLoad } from '../shared/admin-api';

export const approveListing = (kind: ModerationKind, id: number) =>
  adminLoad<ModerationResponse>(moderationPath(kind, id, 'approve'), { method: 'POST' });

export const rejectListing = (kind: ModerationKind, id: number, reason: string) =>
  adminLoad<ModerationResponse>(moderationPath(kind, id, 'reject'), { method: 'POST', json: { reason } });

export const featureListing = (kind: ModerationKind, id: number, until: string) =>
  adminLoad<ListingActionResponse>(listingActionPath(kind, id, 'feature'), { method: 'POST', json: { until } });

export const unfeatureListing = (kind: ModerationKind, id: number) =>
  adminLoad<ListingActionResponse>(listingActionPath(kind, id, 'unfeature'), { method: 'POST' });

export const deleteAdminListing = (kind: ModerationKind, id: number) =>
  adminLoad<ListingActionResponse>(listingActionPath(kind, id, ''), { method: 'DELETE' });

export const bulkModerate = (kind: ModerationKind, ids: number[], action: 'approve' | 'reject', reason?: string) =>
  adminLoad<BulkModerationResponse>(bulkPath(kind), {
    method: 'POST',
    json: action === 'approve' ? { action, ids } : { action, ids, reason },
  });
