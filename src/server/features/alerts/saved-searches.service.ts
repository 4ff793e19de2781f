/** A buyer's saved searches on their account: list, save (once per query, up to the cap), seen, remove. */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  type SavedSearchPatch,
} from '../../../shared/alerts/saved-search-contract';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { isUniqueViolation } from '../accounts/accounts.context';
import { users } from '../accounts/accounts.schema';
import { pushSubscriptions, savedSearches } from './alerts.schema';
import { normaliseQuery, readSavedQuery } from './saved-search-matches';

type Row = typeof savedSearches.$inferSelect;

/** `pushes`: the owner has a browser subscribed to push, so an alert not sent by text goes there. */
const toSavedSearch = (row: Row, pushes = false): SavedSearch => ({
  id: row.id,
  query: row.query,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  paused: row.pausedAt !== null,
  delivery: row.smsAlerts ? 'sms' : pushes ? 'push' : 'none',
  lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
});

const hasPush = async (db: Database, userId: number) =>
  (await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))[0]?.n !== 0;

export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  const pushes = await hasPush(db, userId);
  return rows.map((row) => toSavedSearch(row, pushes));
}

/**
 * Pauses or resumes a search, or turns its text alerts on or off. 404 for another's; 409 for text alerts
 * on a second search (the partial unique index holds it under two requests at once).
 */
export async function changeSavedSearch(
  db: Database,
  userId: number,
  id: number,
  patch: SavedSearchPatch,
  now: Date,
): Promise<SavedSearch> {
  const set: Partial<Row> = {};
  if (patch.paused !== undefined) set.pausedAt = patch.paused ? now : null;
  if (patch.sms !== undefined) set.smsAlerts = patch.sms;
  const mine = and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));
  if (patch.sms) {
    const [other] = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.smsAlerts, true), ne(savedSearches.id, id)));
    if (other) throw new ApiFailure(409, SAVED_SEARCH_MESSAGES.smsOnlyOne);
  }
  let row: Row | undefined;
  try {
    [row] = await db.update(savedSearches).set(set).where(mine).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, SAVED_SEARCH_MESSAGES.smsOnlyOne);
    throw error;
  }
  if (!row) throw new ApiFailure(404, SAVED_SEARCH_MESSAGES.notFound);
  return toSavedSearch(row, await hasPush(db, userId));
}

/**
 * Saves a search; `created` is false when the account already had it (that one is returned). 400 for a
 * query the search would refuse, 409 beyond the cap. The account's row is locked meanwhile, so two saves
 * at once cannot pass the cap together.
 */
export async function saveSearch(
  db: Database,
  userId: number,
  input: { query: string; label: string },
  now: Date,
): Promise<{ search: SavedSearch; created: boolean }> {
  const query = normaliseQuery(input.query);
  if (!query) throw new ApiFailure(400, SAVED_SEARCH_MESSAGES.queryRequired);
  const read = readSavedQuery(query);
  if ('problem' in read) throw new ApiFailure(400, read.problem);
  const pushes = await hasPush(db, userId);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)));
    if (existing) return { search: toSavedSearch(existing, pushes), created: false };
    const [held] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (Number(held?.n ?? 0) >= SAVED_SEARCH_LIMITS.perAccount)
      throw new ApiFailure(409, SAVED_SEARCH_MESSAGES.tooMany);
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, query, label: input.label, createdAt: now, lastSeenAt: now, lastAlertedAt: now })
      .returning();
    if (!row) throw new Error('saving the search returned no row');
    return { search: toSavedSearch(row, pushes), created: true };
  });
}

/** The buyer looked at the search's results now: the 'new since your last visit' count starts again. */
export async function markSearchSeen(db: Database, userId: number, id: number, now: Date): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({ lastSeenAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw new ApiFailure(404, SAVED_SEARCH_MESSAGES.notFound);
  return toSavedSearch(row, await hasPush(db, userId));
}

export async function removeSavedSearch(db: Database, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!gone.length) throw new ApiFailure(404, SAVED_SEARCH_MESSAGES.notFound);
}
