/**
 * One transaction-scoped advisory lock per photo hash, taken by everything that creates, attaches or
 * deletes a photo: storing an upload, checking a seller's photos before attaching them, and the orphan
 * sweep. Holding it, a transaction sees the others' committed work on that photo and none in flight.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Waits for, then holds until the transaction ends, the lock on `hash`. */
export async function lockMedia(tx: Database, hash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`media:${hash}`}, 0))`);
}

/** Locks several photos in one order (sorted), so two transactions locking overlapping sets cannot deadlock. */
export async function lockMediaAll(tx: Database, hashes: readonly string[]): Promise<void> {
  for (const hash of [...new Set(hashes)].sort()) await lockMedia(tx, hash);
}
