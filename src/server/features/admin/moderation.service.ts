/**
 * Approve or reject a property or a project. Each decision is one transaction: lock the listing's row
 * (`select … for update`, so two admins deciding at once queue, and the second sees the first's result),
 * check the move is allowed, change the row, write the audit entry. Replays are refused with a 409 and
 * change nothing (see `src/shared/admin/moderation-contract.ts`).
 */
import { eq } from 'drizzle-orm';
import type { AdminAction } from '../../../shared/admin/admin-audit-actions';
import {
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
      .select({ status: table.status, rejectionReason: table.rejectionReason, publishedAt: table.publishedAt })
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
        updatedAt: ctx.now,
      })
      .where(eq(table.id, id));
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
