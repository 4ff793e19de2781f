/**
 * One phone number is one person: a deleted account's number cannot open a new account for
 * DELETED_PHONE_HOLD_DAYS. The number is kept only as HMAC-SHA256 under APP_SECRET, so the table names
 * nobody without the key (and a new APP_SECRET forgets the holds, as it should a key that leaked).
 */
import { eq, lt } from 'drizzle-orm';
import { DELETED_PHONE_HOLD_DAYS } from '../../../shared/accounts/privacy-contract';
import type { Database } from '../../db/client';
import { deletedPhones } from './accounts.schema';
import { phoneHash } from './phone-hash';

const HOLD_MS = DELETED_PHONE_HOLD_DAYS * 86_400_000;

/** Notes that `phoneNumber`'s account was deleted at `now` (and forgets holds that have ended). */
export async function holdDeletedPhone(db: Database, secret: string, phoneNumber: string, now: Date): Promise<void> {
  await db.delete(deletedPhones).where(lt(deletedPhones.deletedAt, new Date(now.getTime() - HOLD_MS)));
  const row = { phoneHash: phoneHash(secret, phoneNumber), deletedAt: now };
  await db.insert(deletedPhones).values(row).onConflictDoUpdate({ target: deletedPhones.phoneHash, set: row });
}

/** When `phoneNumber` may open an account again, if an account of it was deleted within the hold. */
export async function deletedPhoneFreeFrom(
  db: Database,
  secret: string,
  phoneNumber: string,
  now: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ deletedAt: deletedPhones.deletedAt })
    .from(deletedPhones)
    .where(eq(deletedPhones.phoneHash, phoneHash(secret, phoneNumber)));
  const freeFrom = row && new Date(row.deletedAt.getTime() + HOLD_MS);
  return freeFrom && freeFrom > now ? freeFrom : undefined;
}
