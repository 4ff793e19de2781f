/** Broker requests: the agent's side and the admin queue (contract in `src/shared/admin/broker-request-contract.ts`). */
import type { Context } from 'hono';
import type { AdminPage } from '../../../shared/admin/admin-people-contract';
import {
  type AdminBrokerRequest,
  BROKER_REQUEST_MESSAGES,
  type BrokerRequestResponse,
} from '../../../shared/admin/broker-request-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { dropsPublicAnswers } from '../../lib/public-cache';
import { currentSeller } from '../sellers/require-seller';
import {
  type BrokerDecision,
  createBrokerRequest,
  decideBrokerRequest,
  latestBrokerRequest,
  listBrokerRequests,
} from './broker-requests.service';

async function decide(c: Context<AppEnv>, id: number, decision: BrokerDecision) {
  const ctx = { db: c.var.deps.database.db, adminId: signedIn(c).viewer.userId, now: appNow(c) };
  const data = await decideBrokerRequest(ctx, id, decision);
  const message = decision.decision === 'approve' ? BROKER_REQUEST_MESSAGES.approved : BROKER_REQUEST_MESSAGES.rejected;
  return c.json<BrokerRequestResponse>({ success: true, message, data });
}

export const brokerRequestsRoutes = endpointRoutes({
  'POST /api/seller/broker-request': async (c, { body, json }) => {
    const data = await createBrokerRequest(c.var.deps.database.db, currentSeller(c), body);
    return json({ success: true, message: BROKER_REQUEST_MESSAGES.sent, data }, 201);
  },
  'GET /api/seller/broker-request': async (c, { json }) => {
    const data = await latestBrokerRequest(c.var.deps.database.db, currentSeller(c).userId);
    return json({ success: true, data });
  },
  'GET /api/admin/broker-requests': async (c, { query: { status, page } }) => {
    const result = await listBrokerRequests(c.var.deps.database.db, status, page);
    return c.json<AdminPage<AdminBrokerRequest>>({ success: true, ...result });
  },
  // An approved agent is shown verified on their listings and page: the public cache is dropped once decided.
  'POST /api/admin/broker-requests/:id/approve': [
    dropsPublicAnswers,
    (c, { id }) => decide(c, id, { decision: 'approve' }),
  ],
  'POST /api/admin/broker-requests/:id/reject': [
    dropsPublicAnswers,
    (c, { id, body: { reason } }) => decide(c, id, { decision: 'reject', reason }),
  ],
});
