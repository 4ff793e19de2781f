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
    check('sellers_experience_range', sql`${t.experienceYears} is null or ${t.experienceYears} between 0 and 80`),
  ],
);

export type Seller = typeof sellers.$inferSelect;
