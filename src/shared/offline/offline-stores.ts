import { DAY_MS } from '../durations';
/**
 * What this device keeps in IndexedDB and the rules for saved API answers (which answers, how many, how
 * long), with no words in them: the home page's own code reads the stores (shortlist hearts, the answers
 * a first visit keeps), and the rest of the offline contract (offline-contract.ts, which re-exports these)
 * would otherwise ride along into its scripts, which have a 100 kB budget.
 */

/** Bumped when a record's shape changes; records of another version are ignored and replaced. */
export const OFFLINE_SCHEMA_VERSION = 1;

/** One IndexedDB database + object store per purpose (idb-keyval `createStore(db, store)`). */
export const OFFLINE_STORES = {
  /** API answers the worker saved (featured, city, search, property and project detail). */
  apiAnswers: { db: 'pc-api-answers', store: 'answers' },
  /** The buyer's shortlist (favourites). */
  shortlist: { db: 'pc-shortlist', store: 'items' },
  /** Listings the buyer opened, newest first. */
  recentlyViewed: { db: 'pc-recently-viewed', store: 'items' },
  /** Saved searches ('alert me about new listings like these'). */
  savedSearches: { db: 'pc-saved-searches', store: 'items' },
  /** The outbox's news (sent, refused) that no page was open to hear, kept for the next page that opens. */
  outboxNews: { db: 'pc-outbox-news', store: 'news' },
  // The compare selection's and My enquiries' stores are in buyer-stores.ts.
} as const;

export const OFFLINE_API_LIMITS = {
  /** Network-first gives up and answers from IndexedDB after this long (a patchy 2G/3G link). */
  networkTimeoutMs: 4_000,
  /** Saved answers kept; the oldest (by savedAt) are evicted first beyond this. */
  maxAnswers: 200,
  /** Beyond maxAnswers the oldest go in one batch down to this many, so the full scan eviction needs is rare. */
  evictDownTo: 180,
  /** Answers older than this are not shown offline (listings change; a month-old price misleads). */
  maxAgeDays: 30,
} as const;

/**
 * GET paths (pathname only) whose answers are kept for offline use: the public reads the server-rendered
 * pages make (home, results, property and project pages with their similar listings, an agent's page,
 * the insights pages). Never a read about the signed-in person, nor a suggestion as the visitor types.
 */
export const OFFLINE_API_PATTERNS: readonly RegExp[] = [
  /^\/api\/properties\/featured$/,
  /^\/api\/properties\/by-city$/,
  /^\/api\/properties\/search$/,
  /^\/api\/properties\/(?:map|near)$/,
  /^\/api\/properties\/\d+$/,
  /^\/api\/properties\/\d+\/similar$/,
  /^\/api\/projects\/\d+$/,
  /^\/api\/landing\/[a-z0-9-]+(?:\/[a-z0-9-]+)?$/,
  /^\/api\/brokers\/\d+$/,
  /^\/api\/insights\/(?:cities|localities|price-trends)$/,
  /^\/api\/compare$/,
];

/** One saved API answer. */
export interface OfflineAnswerRecord {
  schemaVersion: typeof OFFLINE_SCHEMA_VERSION;
  /** Epoch milliseconds when the answer arrived from the network. */
  savedAt: number;
  /** pathname + search, the key it is stored under. */
  url: string;
  status: number;
  /** The answer's JSON text, as the server sent it. */
  body: string;
}

/*
 * The rules for saved API answers, with no IndexedDB in them (the worker's sw/answer-store.ts applies
 * them; unit-tested on their own): which record may still be shown, which answer may be kept, and which
 * records go when the store is over its bound.
 */

/** A record of this schema version, no older than maxAgeDays; anything else is treated as absent. */
export function isUsableRecord(record: unknown, now: number): record is OfflineAnswerRecord {
  const r = record as Partial<OfflineAnswerRecord> | null | undefined;
  return (
    !!r &&
    r.schemaVersion === OFFLINE_SCHEMA_VERSION &&
    typeof r.savedAt === 'number' &&
    typeof r.body === 'string' &&
    now - r.savedAt <= OFFLINE_API_LIMITS.maxAgeDays * DAY_MS
  );
}

/** A 200 JSON answer the server did not mark `no-store` (an owner's or admin's private view). */
export function mayKeepAnswer(status: number, contentType: string | null, cacheControl: string | null): boolean {
  return status === 200 && /\bjson\b/i.test(contentType ?? '') && !/\bno-store\b/i.test(cacheControl ?? '');
}

/**
 * Keys to delete so that at most `keep` usable records remain: unusable ones (another schema version,
 * too old, malformed) first, then the oldest by savedAt. Evicting a batch below the bound, rather than
 * one record per save, keeps the full scan this needs rare.
 */
export function keysToEvict<K>(records: ReadonlyArray<readonly [K, unknown]>, now: number, keep: number): K[] {
  const usable: Array<[K, number]> = [];
  const evict: K[] = [];
  for (const [key, record] of records) {
    if (isUsableRecord(record, now)) usable.push([key, record.savedAt]);
    else evict.push(key);
  }
  usable.sort((a, b) => a[1] - b[1]);
  const excess = usable.length - Math.max(0, keep);
  for (let i = 0; i < excess; i++) evict.push(usable[i]?.[0] as K);
  return evict;
}
