/** Messages sent through the /contact form, kept for the team to answer. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../shared/accounts/account-limits';
import { CONTACT_LIMITS } from '../../../shared/contact/contact-contract';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../../shared/idempotency';
import { users } from '../accounts/accounts.schema';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: NAME_MAX_LENGTH }).notNull(),
    email: varchar('email', { length: EMAIL_MAX_LENGTH }).notNull(),
    phoneNumber: varchar('phone_number', { length: 10 }),
    topic: varchar('topic', { length: 60 }).notNull(),
    message: varchar('message', { length: CONTACT_LIMITS.messageMaxLength }).notNull(),
    /** The sender's account when they were logged in. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: varchar('idempotency_key', { length: IDEMPOTENCY_KEY_MAX_LENGTH }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_messages_idempotency_key').on(t.idempotencyKey),
    index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst()),
    check('contact_messages_phone_10_digits', sql`${t.phoneNumber} is null or ${t.phoneNumber} ~ '^[0-9]{10}$'`),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
