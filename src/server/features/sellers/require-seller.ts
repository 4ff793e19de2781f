/**
 * `requireSeller`: the seller area's gate. Without a live session 401; for an account without a seller
 * profile (a buyer) 403 `SELLER_MESSAGES.sellerRequired`; otherwise the profile is on `c.var.seller`.
 * Every seller route reads the caller's id from there, never from the request. `requireBuilder` and
 * `requireAgent` follow it where only one kind of seller may call.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { BROKER_REQUEST_MESSAGES } from '../../../shared/admin/broker-request-contract';
import { SELLER_MESSAGES } from '../../../shared/sellers/seller-constants';
import { SELLER_PROJECT_MESSAGES } from '../../../shared/sellers/seller-project-constants';
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

/** Projects are a builder's: an owner or an agent is told why not (403), and nothing of theirs is read. */
export const requireBuilder = createMiddleware<AppEnv>(async (c, next) => {
  const { sellerType } = currentSeller(c);
  if (sellerType !== 'Builder') throw new ApiFailure(403, SELLER_PROJECT_MESSAGES.buildersOnly(sellerType));
  await next();
});

/** Verification is for agents: anyone else is refused before their request is read. */
export const requireAgent = createMiddleware<AppEnv>(async (c, next) => {
  if (currentSeller(c).sellerType !== 'Agent') throw new ApiFailure(403, BROKER_REQUEST_MESSAGES.agentsOnly);
  await next();
});
