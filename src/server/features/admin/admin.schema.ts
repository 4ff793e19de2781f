/**
 * The admin audit log (docs/product-rules.md, Roles and permissions): every admin action, with who did it, to
 * what, when, and the record before and after. Rows are only ever added; a deleted account's entries stay (the
 * actor column keeps the id, not a foreign key that would cascade or block the deletion).
 */
import { bigint, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: bigint('actor_id', { mode: 'number' }).notNull(),
    /** What was done, e.g. `property.approve`, `property.reject`, `user.block`. */
    action: varchar('action', { length: 60 }).notNull(),
    /** What it was done to, e.g. `property` and its id. */
    entityType: varchar('entity_type', { length: 30 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt.desc()),
    index('admin_audit_entity_idx').on(t.entityType, t.entityId),
    index('admin_audit_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);

export type AdminAuditEntry = typeof adminAudit.$inferSelect;
