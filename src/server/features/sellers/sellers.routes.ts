/** The seller profile API (contract in `src/shared/sellers/seller-profile-contract.ts`). */
import { SELLER_MESSAGES } from '../../../shared/sellers/seller-profile-contract';
import { appNow, signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { dropsPublicAnswers } from '../../lib/public-cache';
import { currentSeller } from './require-seller';
import { becomeSeller, sellerMe, updateSeller } from './seller-profile.service';

// A seller's name, company, type and photo are on their listings and agent page: a change drops the
// public cache once it is made.
export const sellersRoutes = endpointRoutes({
  'POST /api/sellers': [
    dropsPublicAnswers,
    async (c, { body, json }) => {
      const data = await becomeSeller(c.var.deps.database.db, signedIn(c).viewer.userId, body);
      return json({ success: true, message: SELLER_MESSAGES.becameSeller, data }, 201);
    },
  ],
  'GET /api/sellers/me': async (c, { json }) => {
    const data = await sellerMe(c.var.deps.database.db, currentSeller(c), appNow(c));
    return json({ success: true, data });
  },
  'PATCH /api/sellers/me': [
    dropsPublicAnswers,
    async (c, { body, json }) => {
      const before = currentSeller(c);
      const data = await updateSeller(c.var.deps.database.db, before, body);
      const message =
        before.verified && !data.verified ? SELLER_MESSAGES.profileUpdatedUnverified : SELLER_MESSAGES.profileUpdated;
      return json({ success: true, message, data });
    },
  ],
});
