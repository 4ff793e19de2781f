/**
 * Buyers' reports of a listing or project (sold or let, wrong details, fake, duplicate, an agent posing
 * as owner, other). One per person per listing or project; enough distinct reporters of sold or fake hold
 * it for review (`held_for_reports_at` on the listing or project).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_STATUSES } from '../../../shared/reports/report-vocabulary';
import { users } from '../accounts/accounts.schema';
import { properties } from '../listings/listings.schema';
import { projects } from '../projects/projects.schema';

export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const reportStatus = pgEnum('report_status', REPORT_STATUSES);

export const listingReports = pgTable(
  'listing_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: bigint('property_id', { mode: 'number' }).references(() => properties.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    /** What the reporter wrote (required for 'other'). */
    details: varchar('details', { length: 500 }),
    status: reportStatus('status').notNull().default('open'),
    // Who the reporter was, for telling distinct people apart, each as a keyed hash under APP_SECRET
    // (report-reporters.ts), never the number, address or browser itself. Null on reports filed before
    // they were recorded (such a report's account stands for its phone) and once the account is deleted.
    /** The reporter's phone when they reported: one phone is one person, whatever the account. */
    reporterPhoneHash: varchar('reporter_phone_hash', { length: 64 }),
    /** The network they reported from (an IPv6 /64 or an IPv4 address). */
    reporterNetworkHash: varchar('reporter_network_hash', { length: 64 }),
    /** The browser they reported from (its User-Agent). */
    reporterDeviceHash: varchar('reporter_device_hash', { length: 64 }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_reports_one_subject', sql`(${t.propertyId} is null) <> (${t.projectId} is null)`),
    uniqueIndex('listing_reports_one_per_property')
      .on(t.reporterId, t.propertyId)
      .where(sql`${t.propertyId} is not null`),
    uniqueIndex('listing_reports_one_per_project').on(t.reporterId, t.projectId).where(sql`${t.projectId} is not null`),
    index('listing_reports_status_idx').on(t.status, t.createdAt.desc()),
    index('listing_reports_property_idx').on(t.propertyId),
    index('listing_reports_project_idx').on(t.projectId),
  ],
);
