/**
 * Reports of listings and projects (contract in `src/shared/reports/report-contract.ts`): buyers send
 * them; admins work the queue and hide or dismiss.
 */

import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import {
  type AdminReportsPage,
  REPORT_MESSAGES,
  type ReportActionResponse,
  type ReportKind,
  type ReportSentResponse,
  type reportActionSchema,
  type reportInputSchema,
} from '../../../shared/reports/report-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { clientNetwork } from '../../lib/client-ip';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
import { oneSegment } from '../../lib/sms/one-segment';
import { dropListingAnswers, dropsListingAnswers } from '../listings/listing-changes';
import { fileReport } from './reports.service';
import { decideReports, type ReportDecision, reportsQueue } from './reports-queue.service';

type ReportInput = z.output<typeof reportInputSchema>;
type ReportActionInput = z.output<typeof reportActionSchema>;

/** 401 in the reporter's words: the page offers to log in. */
const reporterSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.viewer) throw new ApiFailure(401, REPORT_MESSAGES.loginRequired);
  await next();
});

async function report(c: Context<AppEnv>, kind: ReportKind, id: number, input: ReportInput) {
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
      await deps.sms.send(
        filed.held.phoneNumber,
        oneSegment(REPORT_MESSAGES.heldSms, filed.held.title) ?? REPORT_MESSAGES.heldSms(''),
      );
    } catch (error) {
      // The hold stands without the text: the seller also sees why on their listings.
      c.var.logger.error({ err: error }, 'could not text the seller about a held listing');
    }
  }
  return c.json<ReportSentResponse>({ success: true, message: REPORT_MESSAGES.sent, data: filed.receipt }, 201);
}

async function decide(c: Context<AppEnv>, kind: ReportKind, id: number, input: ReportActionInput) {
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
}

const reporter = { guard: reporterSignedIn };

export const reportsRoutes = endpointRoutes({
  'POST /api/properties/:id/report': [reporter, (c, { id, body }) => report(c, 'property', id, body)],
  'POST /api/projects/:id/report': [reporter, (c, { id, body }) => report(c, 'project', id, body)],
  'GET /api/admin/reports': async (c, { query: { page } }) =>
    c.json<AdminReportsPage>(await reportsQueue(c.var.deps.database.db, page)),
  // Hiding or restoring a listing changes what visitors are shown.
  'POST /api/admin/reports/properties/:id': [
    dropsListingAnswers('property'),
    (c, { id, body }) => decide(c, 'property', id, body),
  ],
  'POST /api/admin/reports/projects/:id': [
    dropsListingAnswers('project'),
    (c, { id, body }) => decide(c, 'project', id, body),
  ],
});
