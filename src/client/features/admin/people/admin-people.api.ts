/**
 * The admin people and broker request reads (with useAdminApi) and actions. Each action
 * resolves with the answer's body on success and rejects with an Error carrying the server's message
 * otherwise, for the pages' toasts.
 */

import type { ApiQuery } from '../../../../shared/endpoints/api-endpoints';
import type { SellerType } from '../../../../shared/listings/vocabulary';
import { apiRead } from '../../../lib/api-read';
import { signedInCall } from '../../accounts/signed-in-api';

const USERS = 'GET /api/admin/users';
const SELLERS = 'GET /api/admin/sellers';

export const usersRead = (query: ApiQuery<typeof USERS>) => apiRead(USERS, { query });
export const sellersRead = (query: ApiQuery<typeof SELLERS>) => apiRead(SELLERS, { query });
export const personRead = (id: number) => apiRead('GET /api/admin/users/:id', { params: { id } });
export const setBlocked = (id: number, block: boolean) =>
  signedInCall(block ? 'POST /api/admin/users/:id/block' : 'POST /api/admin/users/:id/unblock', { params: { id } });
export const changeSellerType = (id: number, sellerType: SellerType) =>
  signedInCall('POST /api/admin/sellers/:id/type', { params: { id }, json: { sellerType } });

export const brokerRequestsRead = (status: string, page: number) =>
  apiRead('GET /api/admin/broker-requests', { query: { status, page } });
export const decideBrokerRequest = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  decision === 'reject'
    ? // Sent as given: a missing reason is the server's to refuse, with its message.
      signedInCall('POST /api/admin/broker-requests/:id/reject', { params: { id }, json: { reason: reason as string } })
    : signedInCall('POST /api/admin/broker-requests/:id/approve', { params: { id } });
