/** A buyer's saved searches on their account: list, save (once per query, up to the cap), seen, remove. */
import { and, count, desc, eq } from 'drizzle-orm';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
} from '../../../shared/alerts/saved-search-contract';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { users } from '../accounts/accounts.schema';
import { savedSearches } from './alerts.schema';
import { normaliseQuery, readSavedQuery } from './saved-search-matches';

type Row = typeof savedSearches.$inferSelect;

const toSavedSearch = (row: Row): SavedSearch => ({
  id: row.id,
  query: row.query,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
});

export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearch);
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
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)));
    if (existing) return { search: toSavedSearch(existing), created: false };
    const [held] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (Number(held?.n ?? 0) >= SAVED_SEARCH_LIMITS.perAccount)
      throw new ApiFailure(409, SAVED_SEARCH_MESSAGES.tooMany);
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, query, label: input.label, createdAt: now, lastSeenAt: now, lastAlertedAt: now })
      .returning();
    if (!row) throw new Error('saving the search returned no row');
    return { search: toSavedSearch(row), created: true };
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
  return toSavedSearch(row);
}

export async function removeSavedSearch(db: Database, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!gone.length) throw new ApiFailure(404, SAVED_SEARCH_MESSAGES.notFound);
}
