/** Approve and reject properties and projects (contract in `src/shared/admin/moderation-contract.ts`). */
import { type Context, Hono } from 'hono';
import {
  type BulkModerationResponse,
  bulkSchema,
  featureSchema,
  featureUntilProblem,
  LISTING_ACTION_MESSAGES,
  type ListingActionResponse,
  MODERATION_MESSAGES,
  type ModerationKind,
  type ModerationResponse,
  rejectSchema,
} from '../../../shared/admin/moderation-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import { jsonObjectBody } from '../../lib/json-body';
import { parseId, parseOrFail } from '../../lib/validate';
import { dropsListingAnswers } from '../listings/listing-changes';
import { adminOnly } from './admin-guard';
import { applyListingAction, type Decision, type ListingAction, moderate, moderateMany } from './moderation.service';

const contextOf = (c: Context<AppEnv>) => ({
  db: c.var.deps.database.db,
  adminId: signedIn(c).viewer.userId,
  now: appNow(c),
});

/** Reads the id, then the decision (a reject's body), then applies it as the signed-in admin. */
async function decide(c: Context<AppEnv>, kind: ModerationKind, read: (c: Context<AppEnv>) => Promise<Decision>) {
  const id = parseId(c.req.param('id'));
  const decision = await read(c);
  const data = await moderate(contextOf(c), kind, id, decision);
  const message =
    decision.decision === 'approve' ? MODERATION_MESSAGES.approved(kind) : MODERATION_MESSAGES.rejected(kind);
  return c.json<ModerationResponse>({ success: true, message, data });
}

const approval = async (): Promise<Decision> => ({ decision: 'approve' });

async function rejection(c: Context<AppEnv>): Promise<Decision> {
  const { reason } = parseOrFail(rejectSchema, await jsonObjectBody(c));
  return { decision: 'reject', reason };
}

/** Feature, unfeature or delete one listing. */
async function act(c: Context<AppEnv>, kind: ModerationKind, read: (c: Context<AppEnv>) => Promise<ListingAction>) {
  const id = parseId(c.req.param('id'));
  const action = await read(c);
  const data = await applyListingAction(contextOf(c), kind, id, action);
  const M = LISTING_ACTION_MESSAGES;
  const message =
    action.action === 'feature'
      ? M.featured(kind, action.until.toISOString())
      : action.action === 'unfeature'
        ? M.unfeatured(kind)
        : M.deleted(kind);
  return c.json<ListingActionResponse>({ success: true, message, data });
}

async function featuring(c: Context<AppEnv>): Promise<ListingAction> {
  const { until } = parseOrFail(featureSchema, await jsonObjectBody(c));
  const problem = featureUntilProblem(until, appNow(c));
  if (problem) throw new ApiFailure(400, problem);
  return { action: 'feature', until };
}

async function bulk(c: Context<AppEnv>, kind: ModerationKind) {
  const input = parseOrFail(bulkSchema, await jsonObjectBody(c));
  const decision: Decision =
    input.action === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason: input.reason };
  const data = await moderateMany(contextOf(c), kind, input.ids, decision);
  const done = data.filter((item) => item.ok).length;
  return c.json<BulkModerationResponse>({
    success: true,
    message: LISTING_ACTION_MESSAGES.bulkDone(done, data.length),
    data,
  });
}

const unfeaturing = async (): Promise<ListingAction> => ({ action: 'unfeature' });
const deleting = async (): Promise<ListingAction> => ({ action: 'delete' });

export const moderationRoutes = new Hono<AppEnv>()
  // A decision or action changes what visitors are shown of that listing: what it touched of the public
  // cache is dropped once it is made.
  .use('/admin/properties/*', dropsListingAnswers('property'))
  .use('/admin/projects/*', dropsListingAnswers('project'))
  .post('/admin/properties/:id/approve', adminOnly, (c) => decide(c, 'property', approval))
  .post('/admin/properties/:id/reject', adminOnly, (c) => decide(c, 'property', rejection))
  .post('/admin/projects/:id/approve', adminOnly, (c) => decide(c, 'project', approval))
  .post('/admin/projects/:id/reject', adminOnly, (c) => decide(c, 'project', rejection))
  .post('/admin/properties/bulk', adminOnly, (c) => bulk(c, 'property'))
  .post('/admin/projects/bulk', adminOnly, (c) => bulk(c, 'project'))
  .post('/admin/properties/:id/feature', adminOnly, (c) => act(c, 'property', featuring))
  .post('/admin/properties/:id/unfeature', adminOnly, (c) => act(c, 'property', unfeaturing))
  .delete('/admin/properties/:id', adminOnly, (c) => act(c, 'property', deleting))
  .post('/admin/projects/:id/feature', adminOnly, (c) => act(c, 'project', featuring))
  .post('/admin/projects/:id/unfeature', adminOnly, (c) => act(c, 'project', unfeaturing))
  .delete('/admin/projects/:id', adminOnly, (c) => act(c, 'project', deleting));
