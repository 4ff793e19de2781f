/**
 * The cities that have listings, used to read a city out of free text, and the localities, which the
 * search's locality and free-text conditions match by name. Cached per process for a minute: they are
 * derived from the database and cheap to rebuild, so no process depends on another's copy (a locality
 * first listed within the minute is found by its exact name meanwhile, not yet by a misspelling).
 */
import type { Database } from '../../db/client';
import { listedCities, listedLocalities } from './listings.service';

const TTL_MS = 60_000;
/** A per-database list rebuilt by `read` at most once a minute. */
function cachedList(read: (db: Database) => Promise<string[]>) {
  const cache = new WeakMap<Database, { at: number; names: Promise<string[]> }>();
  return (db: Database): Promise<string[]> => {
    const hit = cache.get(db);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.names;
    const names = read(db);
    cache.set(db, { at: Date.now(), names });
    names.catch(() => cache.delete(db));
    return names;
  };
}

export const knownCities = cachedList(listedCities);
export const knownLocalities = cachedList(listedLocalities);
