/**
 * A phone number as a keyed hash (HMAC-SHA256 under APP_SECRET): what per-phone limits, report holds and
 * the deleted-phone hold compare, so "one phone is one person" holds across accounts without keeping the
 * number where the account no longer is. Without the key the hash names nobody.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from './accounts.schema';

/** The keyed hash of `phoneNumber` (the label keeps the hashes held for deleted accounts valid). */
export const phoneHash = (secret: string, phoneNumber: string): string =>
  createHmac('sha256', secret).update(`deleted-phone\n${phoneNumber}`).digest('hex');

/** The keyed hash of the phone of account `userId` as it is now. */
export async function accountPhoneHash(db: Database, secret: string, userId: number): Promise<string> {
  const [row] = await db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`account ${userId} has no row`);
  return phoneHash(secret, row.phoneNumber);
}

/** The rate-limit key of a phone hash: apart from the account ids the same limits count under. */
export const phoneLimitKey = (hash: string): string => `phone:${hash}`;
