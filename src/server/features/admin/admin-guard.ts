/**
 * The gate of every admin API route: 401 without a session, 403 for anyone but an admin (checked on the
 * server from the session's account, never from the request), and nothing of the answer kept by a cache.
 * Put it on each route rather than on a path prefix, so a public admin route (a login) cannot inherit it.
 */
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';
import { requireAdmin, requireUser } from '../../lib/auth';

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

export const adminOnly = every(requireUser, requireAdmin, noStore);
