import type { SellerProfileBody, SellerProfileUpdateBody } from '../../../../shared/sellers/seller-profile-contract';
import { api } from '../../../lib/api';
import { readToken } from '../../accounts/accounts.storage';

/** POST /api/sellers: the logged-in account becomes a seller (201). */
export const becomeSellerRequest = (body: SellerProfileBody) =>
  api('POST /api/sellers', { json: body, token: readToken() });

export const updateSellerMeRequest = (body: SellerProfileUpdateBody) =>
  api('PATCH /api/sellers/me', { json: body, token: readToken() });
