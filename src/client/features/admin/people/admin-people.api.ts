/**
 * The admin people and broker request calls. Each resolves with the answer's body on success and
 * rejects with an Error carrying the server's message otherwise, for the pages' states and toasts.
 */

import type {
  AdminPage,
  AdminSellerRow,
  AdminUserResponse,
  AdminUserRow,
} from '../../../../shared/admin/admin-people-contract';
import type { AdminBrokerRequest, BrokerRequestResponse } from '../../../../shared/admin/broker-request-contract';
import type { ApiError } from '../../../../shared/api';
import type { SellerType } from '../../../../shared/listings/vocabulary';
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

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export type PeopleQuery = { q?: string; status?: string; sellerType?: string; page: number };

export const fetchUsers = (query: PeopleQuery) => load<AdminPage<AdminUserRow>>(withQuery('/api/admin/users', query));
export const fetchSellers = (query: PeopleQuery) =>
  load<AdminPage<AdminSellerRow>>(withQuery('/api/admin/sellers', query));
export const fetchPerson = (id: number) => load<AdminUserResponse>(`/api/admin/users/${id}`);
export const setBlocked = (id: number, block: boolean) =>
  load<AdminUserResponse>(`/api/admin/users/${id}/${block ? 'block' : 'unblock'}`, { method: 'POST' });
export const changeSellerType = (id: number, sellerType: SellerType) =>
  load<AdminUserResponse>(`/api/admin/sellers/${id}/type`, { method: 'POST', json: { sellerType } });

export const fetchBrokerRequests = (status: string, page: number) =>
  load<AdminPage<AdminBrokerRequest>>(withQuery('/api/admin/broker-requests', { status, page }));
export const decideBrokerRequest = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  load<BrokerRequestResponse>(`/api/admin/broker-requests/${id}/${decision}`, {
    method: 'POST',
    ...(decision === 'reject' ? { json: { reason } } : {}),
  });
