/**
 * 401 without a session, 403 for an account without a seller profile. `sessionAuth` reads the account
 * with its `sellers` row on every request, so `isSeller` is as fresh as the request.
 * Interim: the sellers feature is to provide the shared `requireSeller`; this one then gives way to it.
 */
import { createMiddleware } from 'hono/factory';
import { SELLER_ONLY_MESSAGE } from '../../../shared/sellers/seller-only';
import type { AppEnv } from '../../app-env';
import { signedIn } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';

export const requireSeller = createMiddleware<AppEnv>(async (c, next) => {
  if (!signedIn(c).user.isSeller) throw new ApiFailure(403, SELLER_ONLY_MESSAGE);
  await next();
});
