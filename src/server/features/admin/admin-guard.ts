/**
 * The gate of every admin API route: 401 without a session, 403 for anyone but an admin (checked on the
 * server from the session's account, never from the request), and nothing of the answer kept by a cache.
 * Put it on each route rather than on a path prefix, so a public admin route (a login) cannot inherit it.
 */
import { every } from 'hono/combine';
import { requireAdmin, requireUser } from '../../lib/auth';
import { noStore } from '../../lib/cache-control';

export const adminOnly = every(requireUser, requireAdmin, noStore);
