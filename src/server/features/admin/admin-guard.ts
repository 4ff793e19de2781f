/**
 * The gate of every admin API route: 401 without a session, 403 for anyone but an admin (checked on the
 * server from the session's account, never from the request). Put it on each route rather than on a path
 * prefix, so a public admin route (a login) cannot inherit it. No cache keeps an admin's answers: no-store
 * is every API answer's default (lib/cache-control.ts).
 */
import { every } from 'hono/combine';
import { requireAdmin, requireUser } from '../../lib/auth';

export const adminOnly = every(requireUser, requireAdmin);
