/**
 * Reports of listings and projects (contract in `src/shared/reports/report-contract.ts`): buyers send
 * them; admins work the queue and hide or dismiss.
 */
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  type AdminReportsPage,
  adminReportsQuerySchema,
  REPORT_MESSAGES,
  type ReportActionResponse,
  type ReportKind,
  type ReportSentResponse,
  reportActionSchema,
  reportInputSchema,
} from '../../../shared/reports/report-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { clientNetwork } from '../../lib/client-ip';
import { ApiFailure } from '../../lib/errors';
import { jsonObjectBody } from '../../lib/json-body';
import { parseId, parseOrFail } from '../../lib/validate';
import { adminOnly } from '../admin/admin-guard';
import { dropListingAnswers, dropsListingAnswers } from '../listings/listing-changes';
import { fileReport } from './reports.service';
import { decideReports, type ReportDecision, reportsQueue } from './reports-queue.service';

/** 401 in the reporter's words: the page offers to log in. */
const reporterSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.viewer) throw new ApiFailure(401, REPORT_MESSAGES.loginRequired);
  await next();
});

const report = (kind: ReportKind) => async (c: Context<AppEnv>) => {
  const id = parseId(c.req.param('id'));
  const input = parseOrFail(reportInputSchema, await jsonObjectBody(c));
  const { deps } = c.var;
  const filed = await fileReport(
    {
      db: deps.database.db,
      viewer: signedIn(c).viewer,
      rateLimits: deps.rateLimits,
      secret: deps.env.APP_SECRET,
      network: clientNetwork(c),
      userAgent: c.req.header('User-Agent'),
      now: appNow(c),
    },
    kind,
    id,
    input,
  );
  if (filed.held) {
    // The listing left public view: no kept public answer may still show it.
    await dropListingAnswers(c, kind, id, { city: filed.held.city, shown: true });
    try {
      await deps.sms.send(filed.held.phoneNumber, REPORT_MESSAGES.heldSms(filed.held.title));
    } catch (error) {
      // The hold stands without the text: the seller also sees why on their listings.
      c.var.logger.error({ err: error }, 'could not text the seller about a held listing');
    }
  }
  return c.json<ReportSentResponse>({ success: true, message: REPORT_MESSAGES.sent, data: filed.receipt }, 201);
};

const decide = (kind: ReportKind) => async (c: Context<AppEnv>) => {
  const id = parseId(c.req.param('id'));
  const input = parseOrFail(reportActionSchema, await jsonObjectBody(c));
  const decision: ReportDecision =
    input.action === 'hide' ? { action: 'hide', reason: input.reason } : { action: 'dismiss' };
  const data = await decideReports(
    { db: c.var.deps.database.db, adminId: signedIn(c).viewer.userId, now: appNow(c) },
    kind,
    id,
    decision,
  );
  const message = decision.action === 'hide' ? REPORT_MESSAGES.hidden : REPORT_MESSAGES.dismissed;
  return c.json<ReportActionResponse>({ success: true, message, data });
};

export const reportsRoutes = new Hono<AppEnv>()
  .post('/properties/:id/report', reporterSignedIn, report('property'))
  .post('/projects/:id/report', reporterSignedIn, report('project'))
  .get('/admin/reports', adminOnly, async (c) => {
    const { page } = parseOrFail(adminReportsQuerySchema, c.req.query());
    return c.json<AdminReportsPage>(await reportsQueue(c.var.deps.database.db, page));
  })
  // Hiding or restoring a listing changes what visitors are shown.
  .use('/admin/reports/properties/*', dropsListingAnswers('property'))
  .use('/admin/reports/projects/*', dropsListingAnswers('project'))
  .post('/admin/reports/properties/:id', adminOnly, decide('property'))
  .post('/admin/reports/projects/:id', adminOnly, decide('project'));
