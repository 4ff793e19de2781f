/** Seller profiles: an account that posts (owner, agent or builder), with its public details. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { SELLER_TYPES } from '../../../shared/listings/vocabulary';
import { users } from '../accounts/accounts.schema';
import { media } from '../media/media.schema';

export const sellerType = pgEnum('seller_type', SELLER_TYPES);

export const sellers = pgTable(
  'sellers',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerType: sellerType('seller_type').notNull(),
    companyName: varchar('company_name', { length: 120 }),
    address: varchar('address', { length: 300 }),
    city: varchar('city', { length: 80 }),
    state: varchar('state', { length: 80 }),
    about: text('about'),
    photoHash: varchar('photo_hash', { length: 64 }).references(() => media.hash),
    /** Agents start unverified; an admin approves their broker request. */
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    reraAgentNumber: varchar('rera_agent_number', { length: 60 }),
    experienceYears: smallint('experience_years'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sellers_type_idx').on(t.sellerType),
    // The verified-sellers filter: on a million listings its total joins thousands of verified sellers,
    // read from this small index instead of a scan of every seller's wide row.
    index('sellers_verified_idx').on(t.userId).where(sql`${t.verified}`),
    check('sellers_experience_range', sql`${t.experienceYears} is null or ${t.experienceYears} between 0 and 80`),
  ],
);

export type Seller = typeof sellers.$inferSelect;

export const brokerRequestStatus = pgEnum('broker_request_status', ['pending', 'approved', 'rejected']);

/**
 * An agent asks to be verified (experience, RERA agent number, documents as photos); an admin approves
 * (the seller becomes `verified`, the badge shows) or rejects with a reason. One pending request at a time.
 */
export const brokerRequests = pgTable(
  'broker_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => sellers.userId, { onDelete: 'cascade' }),
    experienceYears: smallint('experience_years').notNull(),
    reraAgentNumber: varchar('rera_agent_number', { length: 60 }).notNull(),
    /** Photos or scans of documents, by media hash (uploaded like listing photos). */
    documents: varchar('documents', { length: 64 }).array().notNull().default(sql`'{}'::varchar[]`),
    message: text('message'),
    status: brokerRequestStatus('status').notNull().default('pending'),
    reason: varchar('reason', { length: 500 }),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('broker_requests_one_pending').on(t.sellerId).where(sql`${t.status} = 'pending'`),
    index('broker_requests_status_idx').on(t.status, t.createdAt.desc()),
    check('broker_requests_experience_range', sql`${t.experienceYears} between 0 and 80`),
    check('broker_requests_rejection_has_reason', sql`${t.status} <> 'rejected' or ${t.reason} is not null`),
  ],
);

export type BrokerRequest = typeof brokerRequests.$inferSelect;
