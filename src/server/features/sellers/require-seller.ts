/**
 * `requireSeller`: the seller area's gate. Without a live session 401; for an account without a seller
 * profile (a buyer) 403 `SELLER_MESSAGES.sellerRequired`; otherwise the profile is on `c.var.seller`.
 * Every seller route reads the caller's id from there, never from the request.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SELLER_MESSAGES } from '../../../shared/sellers/seller-constants';
import type { AppEnv } from '../../app-env';
import { signedIn } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import { type Seller, sellers } from './sellers.schema';

const sellerRequired = () => new ApiFailure(403, SELLER_MESSAGES.sellerRequired);

export const requireSeller = createMiddleware<AppEnv>(async (c, next) => {
  const { viewer, user } = signedIn(c);
  // The session already knows whether the account has a seller profile: a buyer is refused without a query.
  if (!user.isSeller) throw sellerRequired();
  const [seller] = await c.var.deps.database.db.select().from(sellers).where(eq(sellers.userId, viewer.userId));
  if (!seller) throw sellerRequired();
  c.set('seller', seller);
  await next();
});

/** The caller's seller profile (for handlers behind `requireSeller`, this never throws). */
export function currentSeller(c: Context<AppEnv>): Seller {
  const { seller } = c.var;
  if (!seller) throw sellerRequired();
  return seller;
}
