/**
 * The admin people and broker request addresses (read with useAdminApi) and actions. Each action
 * resolves with the answer's body on success and rejects with an Error carrying the server's message
 * otherwise, for the pages' toasts.
 */

import type { AdminUserResponse } from '../../../../shared/admin/admin-people-contract';
import type { BrokerRequestResponse } from '../../../../shared/admin/broker-request-contract';
import type { SellerType } from '../../../../shared/listings/vocabulary';
import { adminLoad, withQuery } from '../shared/admin-api';

export type PeopleQuery = { q?: string; status?: string; sellerType?: string; page: number };

export const usersPath = (query: PeopleQuery) => withQuery('/api/admin/users', query);
export const sellersPath = (query: PeopleQuery) => withQuery('/api/admin/sellers', query);
export const personPath = (id: number) => `/api/admin/users/${id}`;
/** Reads a change to a person makes out of date: the people tables and their details. */
export const isPeopleRead = (path: string): boolean =>
  path.startsWith('/api/admin/users') || path.startsWith('/api/admin/sellers');
export const setBlocked = (id: number, block: boolean) =>
  adminLoad<AdminUserResponse>(`/api/admin/users/${id}/${block ? 'block' : 'unblock'}`, { method: 'POST' });
export const changeSellerType = (id: number, sellerType: SellerType) =>
  adminLoad<AdminUserResponse>(`/api/admin/sellers/${id}/type`, { method: 'POST', json: { sellerType } });

export const BROKER_REQUESTS_PATH = '/api/admin/broker-requests';
export const brokerRequestsPath = (status: string, page: number) => withQuery(BROKER_REQUESTS_PATH, { status, page });
export const decideBrokerRequest = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  adminLoad<BrokerRequestResponse>(`${BROKER_REQUESTS_PATH}/${id}/${decision}`, {
    method: 'POST',
    ...(decision === 'reject' ? { json: { reason } } : {}),
  });
