/**
 * Enquiries ("queries", docs/product-rules.md, Trust): a buyer asks about one property or one project. The
 * listing's owner is copied into `seller_id` so the seller's inbox reads one index. A buyer has at most
 * one open enquiry per listing and one row per idempotency key, both enforced by unique indexes, so
 * concurrent requests cannot create duplicates.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ENQUIRY_LIMITS, ENQUIRY_STATUSES, PREFERRED_CONTACT_TIMES } from '../../../shared/enquiries/enquiry-contract';
import { users } from '../accounts/accounts.schema';
import { properties } from '../listings/listings.schema';
import { projects } from '../projects/projects.schema';

export const enquiryStatus = pgEnum('enquiry_status', ENQUIRY_STATUSES);
export const preferredContactTime = pgEnum('preferred_contact_time', PREFERRED_CONTACT_TIMES);

export const enquiries = pgTable(
  'enquiries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: bigint('property_id', { mode: 'number' }).references(() => properties.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, { onDelete: 'cascade' }),
    /** The listing's owner (the property's seller, the project's builder) when the enquiry was sent. */
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: varchar('message', { length: ENQUIRY_LIMITS.messageMaxLength }).notNull(),
    preferredTime: preferredContactTime('preferred_time').notNull().default('Anytime'),
    status: enquiryStatus('status').notNull().default('new'),
    idempotencyKey: varchar('idempotency_key', { length: ENQUIRY_LIMITS.idempotencyKeyMaxLength }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('enquiries_one_listing', sql`(${t.propertyId} is null) <> (${t.projectId} is null)`),
    check('enquiries_message_present', sql`length(trim(${t.message})) > 0`),
    uniqueIndex('enquiries_buyer_idempotency_key').on(t.buyerId, t.idempotencyKey),
    // One open enquiry per buyer and listing: "already enquired" holds under concurrent requests.
    uniqueIndex('enquiries_open_property_key')
      .on(t.buyerId, t.propertyId)
      .where(sql`${t.propertyId} is not null and ${t.status} <> 'closed'`),
    uniqueIndex('enquiries_open_project_key')
      .on(t.buyerId, t.projectId)
      .where(sql`${t.projectId} is not null and ${t.status} <> 'closed'`),
    // The seller's inbox and a buyer's own enquiries, newest first. NULLS FIRST is PostgreSQL's default
    // for DESC, so a plain `order by created_at desc, id desc` reads these indexes in order.
    index('enquiries_seller_inbox_idx').on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('enquiries_buyer_created_idx').on(t.buyerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export type Enquiry = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;
