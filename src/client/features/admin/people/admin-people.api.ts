/**
 * The admin people and broker request addresses (read with useAdminApi) and actions. Each action
 * resolves with the answer's body on success and rejects with an Error carrying the server's message
 * otherwise, for the pages' toasts.
 */

import type { ApiQuery } from '../../../../shared/endpoints/api-endpoints';
import { apiPath, withApiQuery } from '../../../../shared/endpoints/api-path';
import type { SellerType } from '../../../../shared/listings/vocabulary';
import { signedInCall } from '../../accounts/signed-in-api';

const USERS = 'GET /api/admin/users';
const SELLERS = 'GET /api/admin/sellers';
const BROKER_REQUESTS = 'GET /api/admin/broker-requests';

export type PeopleQuery = ApiQuery<typeof USERS> & ApiQuery<typeof SELLERS> & { page: number };

export const usersPath = (query: PeopleQuery) => withApiQuery<typeof USERS>(apiPath(USERS), query);
export const sellersPath = (query: PeopleQuery) => withApiQuery<typeof SELLERS>(apiPath(SELLERS), query);
export const personPath = (id: number) => apiPath('GET /api/admin/users/:id', { id });
/** Reads a change to a person makes out of date: the people tables and their details. */
export const isPeopleRead = (path: string): boolean =>
  path.startsWith(apiPath(USERS)) || path.startsWith(apiPath(SELLERS));
export const setBlocked = (id: number, block: boolean) =>
  signedInCall(block ? 'POST /api/admin/users/:id/block' : 'POST /api/admin/users/:id/unblock', { params: { id } });
export const changeSellerType = (id: number, sellerType: SellerType) =>
  signedInCall('POST /api/admin/sellers/:id/type', { params: { id }, json: { sellerType } });

export const BROKER_REQUESTS_PATH = apiPath(BROKER_REQUESTS);
export const brokerRequestsPath = (status: string, page: number) =>
  withApiQuery<typeof BROKER_REQUESTS>(BROKER_REQUESTS_PATH, { status, page });
export const decideBrokerRequest = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  decision === 'reject'
    ? // Sent as given: a missing reason is the server's to refuse, with its message.
      signedInCall('POST /api/admin/broker-requests/:id/reject', { params: { id }, json: { reason: reason as string } })
    : signedInCall('POST /api/admin/broker-requests/:id/approve', { params: { id } });
