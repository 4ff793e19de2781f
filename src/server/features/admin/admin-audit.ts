/**
 * Writes the admin audit log. Call it with the transaction that makes the change, so the change and its
 * entry are stored together or not at all; the log is only ever added to.
 */
import type { AdminAction, AdminEntityType } from '../../../shared/admin/admin-audit-actions';
import type { Database } from '../../db/client';
import { adminAudit } from './admin.schema';

export interface AdminActionEntry {
  /** The admin's account id, or `SYSTEM_ACTOR_ID` for the command line and the demo start. */
  actorId: number;
  action: AdminAction;
  entityType: AdminEntityType;
  entityId: number | string;
  /** The fields the action changed, as they were and as they became (null when it created or removed). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** When it happened (the app's clock); the database's time when omitted. */
  at?: Date | undefined;
}

export async function recordAdminAction(tx: Database, entry: AdminActionEntry): Promise<void> {
  await tx.insert(adminAudit).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before,
    after: entry.after,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
