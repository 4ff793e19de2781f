/** The admin's reviews: the list (newest first, by status) and hide (with a reason) or show again. */
import type { Context } from 'hono';
import type { AdminPage } from '../../../shared/admin/admin-people-contract';
import { type AdminReview, REVIEW_MESSAGES } from '../../../shared/reviews/review-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { dropsPublicAnswers } from '../../lib/public-cache';
import { adminReviewPage } from './reviews.query';
import { touchesReviewCity } from './reviews.routes';
import { setHidden } from './reviews.service';

async function hideOrShow(c: Context<AppEnv>, id: number, reason: { reason: string } | null) {
  const data = await setHidden(c.var.deps.database.db, id, signedIn(c).viewer.userId, reason, appNow(c));
  await touchesReviewCity(c, id);
  const message = reason ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.unhidden;
  return c.json<{ success: true; message: string; data: AdminReview }>({ success: true, message, data });
}

export const adminReviewsRoutes = endpointRoutes({
  'GET /api/admin/reviews': async (c, { query: { status, page } }) => {
    const result = await adminReviewPage(c.var.deps.database.db, status, page);
    return c.json<AdminPage<AdminReview>>({ success: true, ...result });
  },
  'POST /api/admin/reviews/:id/hide': [dropsPublicAnswers, (c, { id, body }) => hideOrShow(c, id, body)],
  'POST /api/admin/reviews/:id/unhide': [dropsPublicAnswers, (c, { id }) => hideOrShow(c, id, null)],
});
