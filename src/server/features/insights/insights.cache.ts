/**
 * A short per-process memo of insights answers. They aggregate every listing of a city (or of India)
 * and change slowly, so each process builds an answer at most once a minute per key, and concurrent
 * requests for the same key share one query. Derived from the database and cheap to rebuild, so no
 * process depends on another's copy; the number of keys is bounded (oldest dropped first).
 */
import type { Database } from '../../db/client';

const TTL_MS = 60_000;
const MAX_KEYS = 500;

const caches = new WeakMap<Database, Map<string, { at: number; value: Promise<unknown> }>>();

export function memoInsight<T>(db: Database, key: string, build: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  cache.delete(key);
  if (cache.size >= MAX_KEYS) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  const value = build();
  cache.set(key, { at: Date.now(), value });
  // A failed query is not remembered: the next request tries again.
  value.catch(() => cache.delete(key));
  return value;
}
