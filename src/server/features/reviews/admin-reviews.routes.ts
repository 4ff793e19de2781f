/** The admin's reviews: the list (newest first, by status) and hide (with a reason) or show again. */
import { type Context, Hono } from 'hono';
import type { AdminPage } from '../../../shared/admin/admin-people-contract';
import {
  type AdminReview,
  adminReviewsQuerySchema,
  hideReviewSchema,
  REVIEW_MESSAGES,
} from '../../../shared/reviews/review-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { jsonObjectBody } from '../../lib/json-body';
import { dropsPublicAnswers } from '../../lib/public-cache';
import { parseId, parseOrFail } from '../../lib/validate';
import { adminOnly } from '../admin/admin-guard';
import { adminReviewPage } from './reviews.query';
import { touchesReviewCity } from './reviews.routes';
import { setHidden } from './reviews.service';

async function hideOrShow(c: Context<AppEnv>, hide: boolean) {
  const id = parseId(c.req.param('id'));
  const reason = hide ? parseOrFail(hideReviewSchema, await jsonObjectBody(c)) : null;
  const data = await setHidden(c.var.deps.database.db, id, signedIn(c).viewer.userId, reason, appNow(c));
  await touchesReviewCity(c, id);
  const message = hide ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.unhidden;
  return c.json<{ success: true; message: string; data: AdminReview }>({ success: true, message, data });
}

export const adminReviewsRoutes = new Hono<AppEnv>()
  .get('/admin/reviews', adminOnly, async (c) => {
    const { status, page } = parseOrFail(adminReviewsQuerySchema, c.req.query());
    const result = await adminReviewPage(c.var.deps.database.db, status, page);
    return c.json<AdminPage<AdminReview>>({ success: true, ...result });
  })
  .post('/admin/reviews/:id/hide', dropsPublicAnswers, adminOnly, (c) => hideOrShow(c, true))
  .post('/admin/reviews/:id/unhide', dropsPublicAnswers, adminOnly, (c) => hideOrShow(c, false));
