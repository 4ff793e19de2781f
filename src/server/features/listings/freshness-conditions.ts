/**
 * Freshness in SQL: which active listings are due for a reminder or have lapsed at a given moment,
 * written per transaction type against `properties_active_confirmed_idx` (transaction type, confirmed
 * at), so each is an index range read whatever the size of the table.
 */

import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { DAY_MS } from '../../../shared/durations';
import { freshDays, reminderAfterDays } from '../../../shared/listings/freshness';
import { TRANSACTION_TYPES, type TransactionType } from '../../../shared/listings/vocabulary';
import { properties } from './listings.schema';

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Active listings confirmed `daysOf(type)` days or more before `now`, for each transaction type. */
const confirmedDaysAgo = (now: Date, daysOf: (type: TransactionType) => number): SQL =>
  or(
    ...TRANSACTION_TYPES.map((type) =>
      and(
        eq(properties.transactionType, type),
        sql`${properties.confirmedAt} <= ${before(now, daysOf(type)).toISOString()}::timestamptz`,
      ),
    ),
  ) as SQL;

/** Active listings whose reminder is due at `now` (a week before they lapse, or later). */
export const dueForReminder = (now: Date): SQL =>
  and(eq(properties.status, 'active'), confirmedDaysAgo(now, reminderAfterDays)) as SQL;

/** Active listings that have lapsed at `now`: no confirmation for their whole freshness period. */
export const lapsed = (now: Date): SQL => and(eq(properties.status, 'active'), confirmedDaysAgo(now, freshDays)) as SQL;

/** What the seller's "Still available?" panel lists: listings due for a reminder, and expired ones. */
export const needsConfirmation = (now: Date): SQL => or(dueForReminder(now), eq(properties.status, 'expired')) as SQL;

/** Soonest lapse first (an expired listing's lapse is past, so it comes first). */
export const LAPSE_FIRST = sql`${properties.confirmedAt} + case when ${properties.transactionType} = 'Rent' then ${sql.raw(`interval '${freshDays('Rent')} days'`)} else ${sql.raw(`interval '${freshDays('Buy')} days'`)} end asc`;
