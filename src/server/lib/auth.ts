/**
 * Who is asking. `sessionAuth` reads `Authorization: Bearer <token>` on every API request and, for a live
 * session of an active account, sets `c.var.viewer` and `c.var.user`; any other token leaves the request
 * anonymous. Protected routes get `requireUser` or `requireAdmin` from their entry's access (endpoint-routes.ts).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ACCOUNT_MESSAGES } from '../../shared/accounts/account-messages';
import type { AccountUser } from '../../shared/accounts/account-types';
import type { AppEnv } from '../app-env';
import { toAccountUser } from '../features/accounts/account-user';
import { bearerToken, findSession, hashToken } from '../features/accounts/sessions.service';
import { ApiFailure } from './errors';

/** Who is asking: the owner and admins see listings in any state; the public only active ones. */
export interface Viewer {
  userId: number;
  role: 'user' | 'admin';
}

/** The current time of the app (tests inject a clock). */
export const appNow = (c: Context<AppEnv>): Date => c.var.deps.now?.() ?? new Date();

export const sessionAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  if (token) {
    const tokenHash = hashToken(token);
    const account = await findSession(c.var.deps.database.db, tokenHash, appNow(c));
    if (account) {
      c.set('viewer', { userId: account.user.id, role: account.user.role });
      c.set('user', toAccountUser(account));
      c.set('sessionTokenHash', tokenHash);
    }
  }
  await next();
});

const loginRequired = () =>
  new ApiFailure(401, ACCOUNT_MESSAGES.loginRequired, { 'WWW-Authenticate': 'Bearer realm="Property Creator"' });

export interface SignedIn {
  viewer: Viewer;
  user: AccountUser;
  sessionTokenHash: string;
}

/** The signed-in caller, or a 401 (for handlers behind `requireUser`, this never throws). */
export function signedIn(c: Context<AppEnv>): SignedIn {
  const { viewer, user, sessionTokenHash } = c.var;
  if (!viewer || !user || !sessionTokenHash) throw loginRequired();
  return { viewer, user, sessionTokenHash };
}

/** 401 unless the request carries a live session. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  signedIn(c);
  await next();
});

/** 401 without a live session, 403 when its account is not an admin. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (signedIn(c).viewer.role !== 'admin') throw new ApiFailure(403, ACCOUNT_MESSAGES.adminOnly);
  await next();
});
