/**
 * GET /api/admin/properties and /api/admin/projects: the moderation tables (admins only); and
 * GET /api/admin/properties/:id/review: the evidence for reviewing one property.
 */
import { type Context, Hono } from 'hono';
import { type AdminListingsPage, adminListingsQuerySchema } from '../../../shared/admin/admin-listings-contract';
import { type ListingReviewResponse, listingReviewQuerySchema } from '../../../shared/admin/listing-review-contract';
import type { ModerationKind } from '../../../shared/admin/moderation-contract';
import type { AppEnv } from '../../app-env';
import { parseId, parseOrFail } from '../../lib/validate';
import { adminOnly } from './admin-guard';
import { adminListingsPage } from './admin-listings.service';
import { listingReview } from './listing-review.query';

async function table(c: Context<AppEnv>, kind: ModerationKind) {
  const query = parseOrFail(adminListingsQuerySchema, c.req.query());
  return c.json<AdminListingsPage>(await adminListingsPage(c.var.deps.database.db, kind, query));
}

export const adminListingsRoutes = new Hono<AppEnv>()
  .get('/admin/properties', adminOnly, (c) => table(c, 'property'))
  .get('/admin/projects', adminOnly, (c) => table(c, 'project'))
  .get('/admin/properties/:id/review', adminOnly, async (c) => {
    const id = parseId(c.req.param('id'));
    const query = parseOrFail(listingReviewQuerySchema, c.req.query());
    return c.json<ListingReviewResponse>({
      success: true,
      data: await listingReview(c.var.deps.database.db, id, query),
    });
  });
