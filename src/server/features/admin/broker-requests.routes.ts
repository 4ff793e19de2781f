/** Broker requests: the agent's side and the admin queue (contract in `src/shared/admin/broker-request-contract.ts`). */
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AdminPage } from '../../../shared/admin/admin-people-contract';
import {
  type AdminBrokerRequest,
  BROKER_REQUEST_MESSAGES,
  type BrokerRequestResponse,
  brokerRequestSchema,
} from '../../../shared/admin/broker-request-contract';
import { rejectSchema } from '../../../shared/admin/moderation-contract';
import { brokerQueueQuery } from '../../../shared/endpoints/admin.endpoints';
import type { AppEnv } from '../../app-env';
import { appNow, requireUser, signedIn } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import { jsonObjectBody } from '../../lib/json-body';
import { dropsPublicAnswers } from '../../lib/public-cache';
import { parseId, parseOrFail } from '../../lib/validate';
import { currentSeller, requireSeller } from '../sellers/require-seller';
import { adminOnly } from './admin-guard';
import {
  type BrokerDecision,
  createBrokerRequest,
  decideBrokerRequest,
  latestBrokerRequest,
  listBrokerRequests,
} from './broker-requests.service';

async function decide(c: Context<AppEnv>, read: () => Promise<BrokerDecision>) {
  const id = parseId(c.req.param('id'));
  const decision = await read();
  const ctx = { db: c.var.deps.database.db, adminId: signedIn(c).viewer.userId, now: appNow(c) };
  const data = await decideBrokerRequest(ctx, id, decision);
  const message = decision.decision === 'approve' ? BROKER_REQUEST_MESSAGES.approved : BROKER_REQUEST_MESSAGES.rejected;
  return c.json<BrokerRequestResponse>({ success: true, message, data });
}

/** Verification is for agents: anyone else is refused before their request is read. */
const requireAgent = createMiddleware<AppEnv>(async (c, next) => {
  if (currentSeller(c).sellerType !== 'Agent') throw new ApiFailure(403, BROKER_REQUEST_MESSAGES.agentsOnly);
  await next();
});

export const brokerRequestsRoutes = new Hono<AppEnv>()
  .post('/seller/broker-request', requireUser, requireSeller, requireAgent, async (c) => {
    const body = parseOrFail(brokerRequestSchema, await jsonObjectBody(c));
    const data = await createBrokerRequest(c.var.deps.database.db, currentSeller(c), body);
    return c.json<BrokerRequestResponse>({ success: true, message: BROKER_REQUEST_MESSAGES.sent, data }, 201);
  })
  .get('/seller/broker-request', requireUser, requireSeller, requireAgent, async (c) => {
    const data = await latestBrokerRequest(c.var.deps.database.db, currentSeller(c).userId);
    return c.json<BrokerRequestResponse>({ success: true, data });
  })
  .get('/admin/broker-requests', adminOnly, async (c) => {
    const { status, page } = parseOrFail(brokerQueueQuery, c.req.query());
    const result = await listBrokerRequests(c.var.deps.database.db, status, page);
    return c.json<AdminPage<AdminBrokerRequest>>({ success: true, ...result });
  })
  // An approved agent is shown verified on their listings and page: the public cache is dropped once decided.
  .post('/admin/broker-requests/:id/approve', dropsPublicAnswers, adminOnly, (c) =>
    decide(c, async () => ({ decision: 'approve' })),
  )
  .post('/admin/broker-requests/:id/reject', dropsPublicAnswers, adminOnly, (c) =>
    decide(c, async () => ({ decision: 'reject', reason: parseOrFail(rejectSchema, await jsonObjectBody(c)).reason })),
  );
