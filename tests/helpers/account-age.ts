/**
 * Moving accounts and phone holds back in time in the database, for rules that look at how old something
 * is: reports hold a listing only from accounts old enough (REPORTER_MIN_ACCOUNT_AGE_DAYS), and a deleted
 * account's phone waits DELETED_PHONE_HOLD_DAYS before it can sign up again.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { DELETED_PHONE_HOLD_DAYS } from '../../src/shared/accounts/privacy-contract';
import { REPORTER_MIN_ACCOUNT_AGE_DAYS } from '../../src/shared/reports/report-contract';

/** Makes account `userId` `days` days (and a minute) older, as if it had signed up that much earlier. */
export async function ageAccount(
  database: DatabaseHandle,
  userId: number,
  days: number = REPORTER_MIN_ACCOUNT_AGE_DAYS,
): Promise<void> {
  await database.db.execute(
    sql`update users set created_at = created_at - (${days}::int * interval '1 day' + interval '1 minute')
        where id = ${userId}`,
  );
}

/** Ends every deleted-phone hold, as if DELETED_PHONE_HOLD_DAYS had passed since each deletion. */
export async function endDeletedPhoneHolds(database: DatabaseHandle): Promise<void> {
  await database.db.execute(
    sql`update deleted_phones set deleted_at = deleted_at - (${DELETED_PHONE_HOLD_DAYS + 1}::int * interval '1 day')`,
  );
}
