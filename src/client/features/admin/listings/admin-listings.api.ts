/**
 * The admin tables' reads and actions. Every HTTP answer resolves; `load` turns one into data or throws
 * an Error with the server's message, for the pages' loading states and toasts.
 */

import { type AdminListingsPage, adminListingsPath } from '../../../../shared/admin/admin-listings-contract';
import {
  type BulkModerationResponse,
  bulkPath,
  type ListingActionResponse,
  listingActionPath,
  type ModerationKind,
  type ModerationResponse,
  moderationPath,
} from '../../../../shared/admin/moderation-contract';
import type { ApiError } from '../../../../shared/api';
import { APP_MESSAGES } from '../../../../shared/messages';
import { http } from '../../../lib/http';
import { serverMessage } from '../../accounts/accounts.api';
import { readToken } from '../../accounts/accounts.storage';

async function load<T>(path: string, options: Parameters<typeof http>[1] = {}): Promise<T> {
  const answer = await http<T | ApiError>(path, { ...options, token: readToken() }).catch(() => null);
  if (!answer) throw new Error(APP_MESSAGES.serverError);
  const { status, body } = answer;
  if (status >= 200 && status < 300 && body) return body as T;
  throw new Error(serverMessage(body) ?? APP_MESSAGES.serverError);
}

/** One page of the table; `query` is the page's own query string (the same names as the API's). */
export const fetchAdminListings = (kind: ModerationKind, query: string) =>
  load<AdminListingsPage>(query ? `${adminListingsPath(kind)}?${query}` : adminListingsPath(kind));

export const approveListing = (kind: ModerationKind, id: number) =>
  load<ModerationResponse>(moderationPath(kind, id, 'approve'), { method: 'POST' });

export const rejectListing = (kind: ModerationKind, id: number, reason: string) =>
  load<ModerationResponse>(moderationPath(kind, id, 'reject'), { method: 'POST', json: { reason } });

export const featureListing = (kind: ModerationKind, id: number, until: string) =>
  load<ListingActionResponse>(listingActionPath(kind, id, 'feature'), { method: 'POST', json: { until } });

export const unfeatureListing = (kind: ModerationKind, id: number) =>
  load<ListingActionResponse>(listingActionPath(kind, id, 'unfeature'), { method: 'POST' });

export const deleteAdminListing = (kind: ModerationKind, id: number) =>
  load<ListingActionResponse>(listingActionPath(kind, id, ''), { method: 'DELETE' });

export const bulkModerate = (kind: ModerationKind, ids: number[], action: 'approve' | 'reject', reason?: string) =>
  load<BulkModerationResponse>(bulkPath(kind), {
    method: 'POST',
    json: action === 'approve' ? { action, ids } : { action, ids, reason },
  });
