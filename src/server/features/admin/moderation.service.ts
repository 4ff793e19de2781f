/**
 * Approve or reject a property or a project. Each decision is one transaction: lock the listing's row
 * (`select … for update`, so two admins deciding at once queue, and the second sees the first's result),
 * check the move is allowed, change the row, write the audit entry. Replays are refused with a 409 and
 * change nothing (see `src/shared/admin/moderation-contract.ts`).
 */
import { eq } from 'drizzle-orm';
import type { AdminAction } from '../../../shared/admin/admin-audit-actions';
import {
  type BulkItemResult,
  LISTING_ACTION_MESSAGES,
  type ListingActionResult,
  MODERATION_FROM,
  MODERATION_MESSAGES,
  type ModerationDecision,
  type ModerationKind,
  type ModerationResult,
} from '../../../shared/admin/moderation-contract';
import type { ListingStatus } from '../../../shared/listings/vocabulary';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { properties } from '../listings/listings.schema';
import { projects } from '../projects/projects.schema';
import { resolveReports } from '../reports/reports.service';
import { recordAdminAction } from './admin-audit';

export interface ModerationContext {
  db: Database;
  /** The deciding admin's account id. */
  adminId: number;
  now: Date;
}

/** What a decision asks for: approve, or reject with the reason the seller will read. */
export type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** The fields a decision changes, as the audit log keeps them before and after. */
interface ModeratedState {
  status: ListingStatus;
  rejectionReason: string | null;
}

const TABLES = { property: properties, project: projects } as const;

/** The state a decision leads to from `before`, or the ApiFailure that refuses it. */
function nextState(
  kind: ModerationKind,
  before: ModeratedState,
  decision: Decision,
): ModeratedState & { status: ModerationResult['status'] } {
  const allowed: readonly ListingStatus[] = MODERATION_FROM[decision.decision];
  if (!allowed.includes(before.status)) {
    if (decision.decision === 'approve' && before.status === 'active') {
      throw new ApiFailure(409, MODERATION_MESSAGES.alreadyApproved(kind));
    }
    if (decision.decision === 'reject' && before.status === 'rejected') {
      throw new ApiFailure(409, MODERATION_MESSAGES.alreadyRejected(kind));
    }
    throw new ApiFailure(409, MODERATION_MESSAGES.closed(kind, before.status));
  }
  return decision.decision === 'approve'
    ? { status: 'active', rejectionReason: null }
    : { status: 'rejected', rejectionReason: decision.reason };
}

const auditAction = (kind: ModerationKind, decision: ModerationDecision): AdminAction => `${kind}.${decision}`;

export async function moderate(
  ctx: ModerationContext,
  kind: ModerationKind,
  id: number,
  decision: Decision,
): Promise<ModerationResult> {
  const table = TABLES[kind];
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: table.status,
        rejectionReason: table.rejectionReason,
        publishedAt: table.publishedAt,
        heldForReportsAt: table.heldForReportsAt,
      })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    // A deleted listing is gone for everyone but the audit log.
    if (!row || row.status === 'deleted') throw new ApiFailure(404, MODERATION_MESSAGES.notFound(kind));
    const before: ModeratedState = { status: row.status, rejectionReason: row.rejectionReason };
    const after = nextState(kind, before, decision);
    await tx
      .update(table)
      .set({
        status: after.status,
        rejectionReason: after.rejectionReason,
        // The first approval is the publication date; approving again after a rejection or an edit keeps it.
        ...(after.status === 'active' && row.publishedAt === null ? { publishedAt: ctx.now } : {}),
        // What an edit changed was for this decision; the next edit of a live listing records afresh.
        ...(kind === 'property' ? { reviewChanges: null } : {}),
        // Approving a listing that reports held clears the hold: the admin has looked and found it sound.
        ...(after.status === 'active' ? { heldForReportsAt: null } : {}),
        updatedAt: ctx.now,
      })
      .where(eq(table.id, id));
    // An approval counts as the seller's confirmation that the property is available: its freshness
    // period starts now, and its reminder is armed again.
    if (kind === 'property' && after.status === 'active') {
      await tx.update(properties).set({ confirmedAt: ctx.now, remindedAt: null }).where(eq(properties.id, id));
    }
    if (after.status === 'active' && row.heldForReportsAt !== null) {
      await resolveReports(tx, kind, id, 'dismissed', ctx.adminId, ctx.now);
    }
    await recordAdminAction(tx, {
      actorId: ctx.adminId,
      action: auditAction(kind, decision.decision),
      entityType: kind,
      entityId: id,
      before: { ...before },
      after: { ...after },
      at: ctx.now,
    });
    return { id, status: after.status };
  });
}

/** Feature until a date, unfeature, or soft delete: the actions beside approve and reject. */
export type ListingAction = { action: 'feature'; until: Date } | { action: 'unfeature' } | { action: 'delete' };

/** The fields those actions change, as the audit log keeps them. */
interface ActionState {
  status: ListingStatus;
  featuredUntil: string | null;
}

function afterAction(
  kind: ModerationKind,
  before: { status: ListingStatus; featuredUntil: Date | null },
  action: ListingAction,
  now: Date,
): { status: ListingStatus; featuredUntil: Date | null } {
  if (action.action === 'feature') {
    if (before.status !== 'active') throw new ApiFailure(409, LISTING_ACTION_MESSAGES.featureNeedsActive(kind));
    return { status: before.status, featuredUntil: action.until };
  }
  if (action.action === 'unfeature') {
    // A date already passed is "not featured" as far as anyone can see.
    if (!before.featuredUntil || before.featuredUntil <= now) {
      throw new ApiFailure(409, LISTING_ACTION_MESSAGES.notFeatured(kind));
    }
    return { status: before.status, featuredUntil: null };
  }
  // Deleting ends any featuring too, so a deleted listing never counts as featured.
  return { status: 'deleted', featuredUntil: null };
}

const stateOf = (s: { status: ListingStatus; featuredUntil: Date | null }): ActionState => ({
  status: s.status,
  featuredUntil: s.featuredUntil ? s.featuredUntil.toISOString() : null,
});

/** One action, in one transaction with its audit entry; a deleted or unknown listing is a 404. */
export async function applyListingAction(
  ctx: ModerationContext,
  kind: ModerationKind,
  id: number,
  action: ListingAction,
): Promise<ListingActionResult> {
  const table = TABLES[kind];
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: table.status, featuredUntil: table.featuredUntil })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!row || row.status === 'deleted') throw new ApiFailure(404, MODERATION_MESSAGES.notFound(kind));
    const after = afterAction(kind, row, action, ctx.now);
    await tx
      .update(table)
      .set({ status: after.status, featuredUntil: after.featuredUntil, updatedAt: ctx.now })
      .where(eq(table.id, id));
    await recordAdminAction(tx, {
      actorId: ctx.adminId,
      action: `${kind}.${action.action}`,
      entityType: kind,
      entityId: id,
      before: { ...stateOf(row) },
      after: { ...stateOf(after) },
      at: ctx.now,
    });
    return { id, ...stateOf(after) };
  });
}

/**
 * Approve or reject many: each id is decided on its own, as `moderate` does it (one transaction and one
 * audit entry each), so a refusal for one id leaves the others decided. See the contract for why.
 */
export async function moderateMany(
  ctx: ModerationContext,
  kind: ModerationKind,
  ids: readonly number[],
  decision: Decision,
): Promise<BulkItemResult[]> {
  const results: BulkItemResult[] = [];
  for (const id of ids) {
    try {
      const done = await moderate(ctx, kind, id, decision);
      results.push({ id, ok: true, status: done.status });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      results.push({ id, ok: false, status: error.status, message: error.message });
    }
  }
  return results;
}
