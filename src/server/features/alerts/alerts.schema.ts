/**
 * Saved searches ('alert me about new listings like these') and the Web Push subscriptions that
 * deliver their alerts when VAPID keys are configured. `query` is the search's normalised query string
 * (the same one /search-results and GET /api/properties/search read).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SAVED_SEARCH_LIMITS } from '../../../shared/alerts/saved-search-contract';
import { users } from '../accounts/accounts.schema';

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: varchar('query', { length: SAVED_SEARCH_LIMITS.queryMaxLength }).notNull(),
    label: varchar('label', { length: SAVED_SEARCH_LIMITS.labelMaxLength }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the buyer last looked at this search's results: 'N new since your last visit' counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Newest listing time already pushed, so each match is alerted once. */
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Paused by the buyer: no alert goes out until they resume it. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Alerts by text message, for a buyer whose browser cannot take push (one search per account). */
    smsAlerts: boolean('sms_alerts').notNull().default(false),
    /** When an alert last went out, by push or text. */
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    /** When the last text went out: one a day at most. */
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
    /** The run sending this search's alert (a random token), so only it writes the result. */
    alertClaim: varchar('alert_claim', { length: 40 }),
    /** Until when that run holds it; past this (its process died mid-send) another run sends it again. */
    alertClaimedUntil: timestamp('alert_claimed_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query_key').on(t.userId, t.query),
    // Text alerts cost money and a phone's patience: one search per account, even under two requests at once.
    uniqueIndex('saved_searches_one_sms_key').on(t.userId).where(sql`${t.smsAlerts}`),
    index('saved_searches_alerted_idx').on(t.lastAlertedAt),
    check('saved_searches_query_not_empty', sql`length(${t.query}) > 0`),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
