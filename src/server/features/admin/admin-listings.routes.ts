/**
 * GET /api/admin/properties and /api/admin/projects: the moderation tables (admins only); and
 * GET /api/admin/properties/:id/review: the evidence for reviewing one property.
 */
import type { Context } from 'hono';
import type { AdminListingsPage, AdminListingsQuery } from '../../../shared/admin/admin-listings-contract';
import type { ModerationKind } from '../../../shared/admin/moderation-contract';
import type { AppEnv } from '../../app-env';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { adminListingsPage } from './admin-listings.service';
import { listingReview } from './listing-review.query';

async function table(c: Context<AppEnv>, kind: ModerationKind, query: AdminListingsQuery) {
  return c.json<AdminListingsPage>(await adminListingsPage(c.var.deps.database.db, kind, query));
}

export const adminListingsRoutes = endpointRoutes({
  'GET /api/admin/properties': (c, { query }) => table(c, 'property', query),
  'GET /api/admin/projects': (c, { query }) => table(c, 'project', query),
  'GET /api/admin/properties/:id/review': async (c, { id, query, json }) =>
    json({ success: true, data: await listingReview(c.var.deps.database.db, id, query) }),
});
