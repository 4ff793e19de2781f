/** Approve and reject properties and projects (contract in `src/shared/admin/moderation-contract.ts`). */
import { type Context, Hono } from 'hono';
import {
  MODERATION_MESSAGES,
  type ModerationKind,
  type ModerationResponse,
  rejectSchema,
} from '../../../shared/admin/moderation-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { jsonObjectBody } from '../../lib/json-body';
import { parseId, parseOrFail } from '../../lib/validate';
import { adminOnly } from './admin-guard';
import { type Decision, moderate } from './moderation.service';

/** Reads the id, then the decision (a reject's body), then applies it as the signed-in admin. */
async function decide(c: Context<AppEnv>, kind: ModerationKind, read: (c: Context<AppEnv>) => Promise<Decision>) {
  const id = parseId(c.req.param('id'));
  const decision = await read(c);
  const ctx = { db: c.var.deps.database.db, adminId: signedIn(c).viewer.userId, now: appNow(c) };
  const data = await moderate(ctx, kind, id, decision);
  const message =
    decision.decision === 'approve' ? MODERATION_MESSAGES.approved(kind) : MODERATION_MESSAGES.rejected(kind);
  return c.json<ModerationResponse>({ success: true, message, data });
}

const approval = async (): Promise<Decision> => ({ decision: 'approve' });

async function rejection(c: Context<AppEnv>): Promise<Decision> {
  const { reason } = parseOrFail(rejectSchema, await jsonObjectBody(c));
  return { decision: 'reject', reason };
}

export const moderationRoutes = new Hono<AppEnv>()
  .post('/admin/properties/:id/approve', adminOnly, (c) => decide(c, 'property', approval))
  .post('/admin/properties/:id/reject', adminOnly, (c) => decide(c, 'property', rejection))
  .post('/admin/projects/:id/approve', adminOnly, (c) => decide(c, 'project', approval))
  .post('/admin/projects/:id/reject', adminOnly, (c) => decide(c, 'project', rejection));
