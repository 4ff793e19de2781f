/** Helpers for the admin API tests: an admin who can log in (made as `npm run admin:create` makes one) and the audit log. */
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CreateAppOptions } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import { adminAudit } from '../../src/server/features/admin/admin.schema';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { newPerson } from './api-client';
import { type Person, sellerTestApp } from './seller-api';

/** `options` as for apiClient, e.g. `{ env }` for an app behind a trusted proxy. */
export function adminTestApp(database: DatabaseHandle, options: Partial<CreateAppOptions> = {}) {
  const t = sellerTestApp(database, options);

  /** A fresh admin account, logged in through the API. */
  async function admin(): Promise<Person> {
    const details = newPerson();
    const result = await createAdmin(database.db, details);
    if (result.outcome !== 'created') throw new Error(`expected a new admin, got ${result.outcome}`);
    return { user: result.user, token: await t.logIn(details) };
  }

  return { ...t, admin };
}

/**
 * The audit entries about one entity, oldest first, as who/what/before/after: read from the table, as no
 * answer shows an entry's before and after (the dashboard lists only the latest actions).
 */
export async function auditOf(database: DatabaseHandle, entityType: string, entityId: number) {
  const rows = await database.db
    .select({
      actorId: adminAudit.actorId,
      action: adminAudit.action,
      entityType: adminAudit.entityType,
      entityId: adminAudit.entityId,
      before: adminAudit.before,
      after: adminAudit.after,
      createdAt: adminAudit.createdAt,
    })
    .from(adminAudit)
    .where(and(eq(adminAudit.entityType, entityType), eq(adminAudit.entityId, String(entityId))))
    .orderBy(asc(adminAudit.id));
  for (const row of rows) expect(row.createdAt).toBeInstanceOf(Date);
  return rows.map(({ createdAt: _, ...row }) => row);
}
