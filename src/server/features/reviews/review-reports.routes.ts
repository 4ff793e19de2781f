/**
 * Reports of resident reviews (contract: src/shared/reviews/review-report-contract.ts): people report a
 * review they read; admins work the queue, hiding the review or dismissing its reports.
 */
import { createMiddleware } from 'hono/factory';
import { REVIEW_REPORT_MESSAGES } from '../../../shared/reviews/review-report-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
import { dropsPublicAnswers } from '../../lib/public-cache';
import { decideReviewReports, fileReviewReport, reviewReportsQueue } from './review-reports.service';
import { touchesReviewCity } from './reviews.routes';

/** 401 in the reporter's words: the page offers to log in. */
const reporterSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.viewer) throw new ApiFailure(401, REVIEW_REPORT_MESSAGES.loginRequired);
  await next();
});

export const reviewReportsRoutes = endpointRoutes({
  'POST /api/reviews/:id/report': [
    { guard: reporterSignedIn },
    async (c, { id, body, json }) => {
      const { deps } = c.var;
      const data = await fileReviewReport(
        { db: deps.database.db, reporterId: signedIn(c).viewer.userId, rateLimits: deps.rateLimits, now: appNow(c) },
        id,
        body,
      );
      return json({ success: true, message: REVIEW_REPORT_MESSAGES.sent, data }, 201);
    },
  ],
  'GET /api/admin/review-reports': async (c, { query: { page }, json }) =>
    json(await reviewReportsQueue(c.var.deps.database.db, page)),
  // Hiding a review changes what visitors read on its locality's pages.
  'POST /api/admin/review-reports/:id': [
    dropsPublicAnswers,
    async (c, { id, body, json }) => {
      const decision =
        body.action === 'hide' ? { action: 'hide' as const, reason: body.reason } : { action: 'dismiss' as const };
      const data = await decideReviewReports(
        c.var.deps.database.db,
        signedIn(c).viewer.userId,
        id,
        decision,
        appNow(c),
      );
      if (decision.action === 'hide') await touchesReviewCity(c, id);
      const message = decision.action === 'hide' ? REVIEW_REPORT_MESSAGES.hidden : REVIEW_REPORT_MESSAGES.dismissed;
      return json({ success: true, message, data });
    },
  ],
});
