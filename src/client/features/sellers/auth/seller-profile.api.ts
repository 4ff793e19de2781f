/**
 * The seller profile API (contract: src/shared/sellers/seller-profile-contract.ts). Like the accounts
 * calls, each resolves with `{ status, body }` for every HTTP answer and rejects only when none came.
 */
import type { SellerMe } from '../../../../shared/sellers/seller-constants';
import type { SellerProfileBody, SellerProfileUpdateBody } from '../../../../shared/sellers/seller-profile-contract';
import { http } from '../../../lib/http';
import type { Answer } from '../../accounts/accounts.api';
import { readToken } from '../../accounts/accounts.storage';

export interface SellerMeAnswer {
  success: true;
  message?: string;
  data: SellerMe;
}

/** POST /api/sellers: the logged-in account becomes a seller (201). */
export const becomeSellerRequest = (body: SellerProfileBody) =>
  http<Answer<SellerMeAnswer>>('/api/sellers', { method: 'POST', json: body, token: readToken() });

export const sellerMeRequest = () => http<Answer<SellerMeAnswer>>('/api/sellers/me', { token: readToken() });

export const updateSellerMeRequest = (body: SellerProfileUpdateBody) =>
  http<Answer<SellerMeAnswer>>('/api/sellers/me', { method: 'PATCH', json: body, token: readToken() });
