/**
 * A per-process memo of insights answers. They aggregate every listing of a city (or of India) and
 * change slowly, so an answer is rebuilt at most once a minute per key and process: after a minute the
 * old answer is still served (for up to ten) while one rebuild runs in the background, so only the
 * first visitor after a start waits for the query. Concurrent requests for a key share one query. The
 * answers are derived from the database and cheap to rebuild, so no process depends on another's copy;
 * the number of keys is bounded (oldest dropped first). A change that must show at once (an admin
 * blocking or unblocking a seller) drops the memo with forgetInsights.
 */
import type { Database } from '../../db/client';

export const INSIGHTS_CACHE = { freshMs: 60_000, staleMs: 600_000, maxKeys: 500 } as const;

interface Entry {
  at: number;
  value: Promise<unknown>;
  /** True once `value` has resolved (a failed build is removed instead). */
  ready: boolean;
  refreshing: boolean;
}

const caches = new WeakMap<Database, Map<string, Entry>>();

function cacheOf(db: Database): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

function start<T>(cache: Map<string, Entry>, key: string, build: () => Promise<T>, now: number): Promise<T> {
  if (!cache.has(key) && cache.size >= INSIGHTS_CACHE.maxKeys) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  const value = build();
  const entry: Entry = { at: now, value, ready: false, refreshing: false };
  cache.set(key, entry);
  value.then(
    () => {
      entry.ready = true;
    },
    // A failed query is not remembered: the next request tries again.
    () => cache.get(key) === entry && cache.delete(key),
  );
  return value;
}

export function memoInsight<T>(db: Database, key: string, build: () => Promise<T>, now = Date.now()): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  const age = hit ? now - hit.at : Number.POSITIVE_INFINITY;
  if (hit && (age < INSIGHTS_CACHE.freshMs || !hit.ready)) return hit.value as Promise<T>;
  if (hit && age < INSIGHTS_CACHE.staleMs) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      build().then(
        (value) => cache.set(key, { at: now, value: Promise.resolve(value), ready: true, refreshing: false }),
        () => {
          // Keep serving the older answer; the next request after this one tries again.
          hit.refreshing = false;
        },
      );
    }
    return hit.value as Promise<T>;
  }
  return start(cache, key, build, now);
}

/** Drops every memoised answer of this database: the next request of each key rebuilds it. */
export function forgetInsights(db: Database): void {
  caches.delete(db);
}
