/**
 * The seller profile API (contract: src/shared/sellers/seller-profile-contract.ts). Like the accounts
 * calls, each resolves with `{ status, body }` for every HTTP answer and rejects only when none came.
 */
import type { SellerItemResponse } from '../../../../shared/endpoints/sellers.endpoints';
import type { SellerMe } from '../../../../shared/sellers/seller-constants';
import type { SellerProfileBody, SellerProfileUpdateBody } from '../../../../shared/sellers/seller-profile-contract';
import { api } from '../../../lib/api';
import { readToken } from '../../accounts/accounts.storage';

export type SellerMeAnswer = SellerItemResponse<SellerMe>;

/** POST /api/sellers: the logged-in account becomes a seller (201). */
export const becomeSellerRequest = (body: SellerProfileBody) =>
  api('POST /api/sellers', { json: body, token: readToken() });

export const sellerMeRequest = () => api('GET /api/sellers/me', { token: readToken() });

export const updateSellerMeRequest = (body: SellerProfileUpdateBody) =>
  api('PATCH /api/sellers/me', { json: body, token: readToken() });
