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
import type { SellerType } from '../../../../shared/listings/vocabulary';
import { adminLoad, withQuery } from '../shared/admin-api';

export type PeopleQuery = { q?: string; status?: string; sellerType?: string; page: number };

export const fetchUsers = (query: PeopleQuery) =>
  adminLoad<AdminPage<AdminUserRow>>(withQuery('/api/admin/users', query));
export const fetchSellers = (query: PeopleQuery) =>
  adminLoad<AdminPage<AdminSellerRow>>(withQuery('/api/admin/sellers', query));
export const fetchPerson = (id: number) => adminLoad<AdminUserResponse>(`/api/admin/users/${id}`);
export const setBlocked = (id: number, block: boolean) =>
  adminLoad<AdminUserResponse>(`/api/admin/users/${id}/${block ? 'block' : 'unblock'}`, { method: 'POST' });
export const changeSellerType = (id: number, sellerType: SellerType) =>
  adminLoad<AdminUserResponse>(`/api/admin/sellers/${id}/type`, { method: 'POST', json: { sellerType } });

export const fetchBrokerRequests = (status: string, page: number) =>
  adminLoad<AdminPage<AdminBrokerRequest>>(withQuery('/api/admin/broker-requests', { status, page }));
export const decideBrokerRequest = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  adminLoad<BrokerRequestResponse>(`/api/admin/broker-requests/${id}/${decision}`, {
    method: 'POST',
    ...(decision === 'reject' ? { json: { reason } } : {}),
  });
