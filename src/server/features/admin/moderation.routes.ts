/** Approve and reject properties and projects (contract in `src/shared/admin/moderation-contract.ts`). */
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  type BulkModerationResponse,
  type bulkSchema,
  type featureSchema,
  featureUntilProblem,
  LISTING_ACTION_MESSAGES,
  type ListingActionResponse,
  MODERATION_MESSAGES,
  type ModerationKind,
  type ModerationResponse,
} from '../../../shared/admin/moderation-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
import { dropsListingAnswers } from '../listings/listing-changes';
import { applyListingAction, type Decision, type ListingAction, moderate, moderateMany } from './moderation.service';

type FeatureInput = z.output<typeof featureSchema>;
type BulkInput = z.output<typeof bulkSchema>;

const APPROVE: Decision = { decision: 'approve' };
const UNFEATURE: ListingAction = { action: 'unfeature' };
const DELETE: ListingAction = { action: 'delete' };

const contextOf = (c: Context<AppEnv>) => ({
  db: c.var.deps.database.db,
  adminId: signedIn(c).viewer.userId,
  now: appNow(c),
});

/** Applies a decision to listing `id` as the signed-in admin. */
async function decide(c: Context<AppEnv>, kind: ModerationKind, id: number, decision: Decision) {
  const data = await moderate(contextOf(c), kind, id, decision);
  const message =
    decision.decision === 'approve' ? MODERATION_MESSAGES.approved(kind) : MODERATION_MESSAGES.rejected(kind);
  return c.json<ModerationResponse>({ success: true, message, data });
}

/** Feature, unfeature or delete one listing. */
async function act(c: Context<AppEnv>, kind: ModerationKind, id: number, action: ListingAction) {
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

function featuring(c: Context<AppEnv>, { until }: FeatureInput): ListingAction {
  const problem = featureUntilProblem(until, appNow(c));
  if (problem) throw new ApiFailure(400, problem);
  return { action: 'feature', until };
}

async function bulk(c: Context<AppEnv>, kind: ModerationKind, input: BulkInput) {
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

// A decision or action changes what visitors are shown of that listing: what it touched of the public
// cache is dropped once it is made.
const property = dropsListingAnswers('property');
const project = dropsListingAnswers('project');

export const moderationRoutes = endpointRoutes({
  'POST /api/admin/properties/:id/approve': [property, (c, { id }) => decide(c, 'property', id, APPROVE)],
  'POST /api/admin/properties/:id/reject': [
    property,
    (c, { id, body: { reason } }) => decide(c, 'property', id, { decision: 'reject', reason }),
  ],
  'POST /api/admin/projects/:id/approve': [project, (c, { id }) => decide(c, 'project', id, APPROVE)],
  'POST /api/admin/projects/:id/reject': [
    project,
    (c, { id, body: { reason } }) => decide(c, 'project', id, { decision: 'reject', reason }),
  ],
  'POST /api/admin/properties/bulk': [property, (c, { body }) => bulk(c, 'property', body)],
  'POST /api/admin/projects/bulk': [project, (c, { body }) => bulk(c, 'project', body)],
  'POST /api/admin/properties/:id/feature': [property, (c, { id, body }) => act(c, 'property', id, featuring(c, body))],
  'POST /api/admin/properties/:id/unfeature': [property, (c, { id }) => act(c, 'property', id, UNFEATURE)],
  'DELETE /api/admin/properties/:id': [property, (c, { id }) => act(c, 'property', id, DELETE)],
  'POST /api/admin/projects/:id/feature': [project, (c, { id, body }) => act(c, 'project', id, featuring(c, body))],
  'POST /api/admin/projects/:id/unfeature': [project, (c, { id }) => act(c, 'project', id, UNFEATURE)],
  'DELETE /api/admin/projects/:id': [project, (c, { id }) => act(c, 'project', id, DELETE)],
});
