/** The seller profile API (contract in `src/shared/sellers/seller-profile-contract.ts`). */
import { Hono } from 'hono';
import {
  SELLER_MESSAGES,
  type SellerMe,
  sellerProfileSchema,
  sellerProfileUpdateSchema,
} from '../../../shared/sellers/seller-profile-contract';
import type { AppEnv } from '../../app-env';
import { appNow, requireUser, signedIn } from '../../lib/auth';
import { jsonObjectBody } from '../../lib/json-body';
import { dropsPublicAnswers } from '../../lib/public-cache';
import { parseOrFail } from '../../lib/validate';
import { currentSeller, requireSeller } from './require-seller';
import { becomeSeller, sellerMe, updateSeller } from './seller-profile.service';

export interface SellerMeResponse {
  success: true;
  message?: string;
  data: SellerMe;
}

export const sellersRoutes = new Hono<AppEnv>()
  // A seller's name, company, type and photo are on their listings and agent page: a change drops the
  // public cache once it is made.
  .post('/sellers', dropsPublicAnswers, requireUser, async (c) => {
    const body = parseOrFail(sellerProfileSchema, await jsonObjectBody(c));
    const data = await becomeSeller(c.var.deps.database.db, signedIn(c).viewer.userId, body);
    return c.json<SellerMeResponse>({ success: true, message: SELLER_MESSAGES.becameSeller, data }, 201);
  })
  .get('/sellers/me', requireUser, requireSeller, async (c) => {
    const data = await sellerMe(c.var.deps.database.db, currentSeller(c), appNow(c));
    return c.json<SellerMeResponse>({ success: true, data });
  })
  .patch('/sellers/me', dropsPublicAnswers, requireUser, requireSeller, async (c) => {
    const body = parseOrFail(sellerProfileUpdateSchema, await jsonObjectBody(c));
    const before = currentSeller(c);
    const data = await updateSeller(c.var.deps.database.db, before, body);
    const message =
      before.verified && !data.verified ? SELLER_MESSAGES.profileUpdatedUnverified : SELLER_MESSAGES.profileUpdated;
    return c.json<SellerMeResponse>({ success: true, message, data });
  });
