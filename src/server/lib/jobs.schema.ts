/**
 * Tables of the server's own machinery, shared by every process through the database: the background
 * jobs' leases (jobs.ts) and the rate-limit counters when there is no Redis (rate-limits.ts).
 */
import { bigint, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per background job: when it is next due, and which process holds it until when. */
export const backgroundJobs = pgTable('background_jobs', {
  name: varchar('name', { length: 80 }).primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** A run under way holds the job until then and renews it while it works; null when none runs. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  leasedBy: varchar('leased_by', { length: 120 }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** Where a job that works through a long list stopped, for the next run (whichever process runs it). */
  cursor: jsonb('cursor'),
});

/**
 * rate-limiter-flexible's RateLimiterPostgres table, made here so that processes starting together do not
 * race to create it. Its columns and their order are the library's (it inserts `VALUES ($1, $2, $3)`).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  // Text, not the library's varchar(255): a key holds an e-mail address (up to 254 characters) and more.
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  /** When the window ends, in milliseconds since 1970 (null: never). */
  expire: bigint('expire', { mode: 'number' }),
});
