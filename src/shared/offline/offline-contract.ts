/**
 * Offline-first (DESIGN.md "Offline-first PWA"): what the service worker keeps of the API's
 * answers, how it tells the page where an answer came from, and the words the page shows for it.
 *
 * The worker answers the GETs in OFFLINE_API_PATTERNS network-first (OFFLINE_API_LIMITS.networkTimeoutMs)
 * and writes each 200 answer to IndexedDB (idb-keyval store OFFLINE_STORES.apiAnswers) as an
 * OfflineAnswerRecord, keyed by path + query. Offline (or on timeout) it answers from that store with
 * OFFLINE_HEADERS.source = 'saved' and OFFLINE_HEADERS.savedAt; with nothing saved it answers 503
 * `{ success: false, message: OFFLINE_MESSAGES.notSaved }` with OFFLINE_HEADERS.source = 'offline'.
 * Answers marked `Cache-Control: no-store` (an owner's view of a listing that is not public) are never kept.
 */

import { OUTBOX_DELIVERED_MESSAGE, outboxRefusedMessage, savedOnMessage } from './offline-answer';

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
 * Page navigations (sw/navigations.ts): a page the server renders is asked of the network first, and if
 * no answer has come after networkTimeoutMs (a patchy 2G/3G link) or none can come (offline, a server
 * error), the precached shell renders it in the browser from the saved answers. The server's HTML is never
 * kept by the worker: the answers embedded in it are, in the answers store (keep-answers.ts).
 */
export const OFFLINE_NAVIGATION = {
  networkTimeoutMs: 3_000,
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
  /^\/api\/properties\/\d+$/,
  /^\/api\/properties\/\d+\/similar$/,
  /^\/api\/projects\/\d+$/,
  /^\/api\/landing\/[a-z0-9-]+(?:\/[a-z0-9-]+)?$/,
  /^\/api\/brokers\/\d+$/,
  /^\/api\/insights\/(?:cities|localities|price-trends)$/,
];

/**
 * Cache-Control of the listing reads: public answers are revalidated by browsers (and may be kept
 * offline); an answer only its owner or an admin may see (a pending or rejected listing) is never stored
 * anywhere.
 */
export const LISTING_CACHE_CONTROL = {
  /**
   * An anonymous read: a browser revalidates it on every use, a shared cache (a CDN) may keep it for 30 s,
   * as the server's own cache does (src/server/lib/public-cache.ts). No stale-while-revalidate: browsers
   * honour it too, and would show a seller's own change one load late.
   */
  shared: 'public, max-age=0, s-maxage=30',
  /** The same read by a signed-in person: revalidated by every cache, never kept by a shared one. */
  public: 'no-cache',
  private: 'private, no-store',
} as const;

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

const DAY_MS = 24 * 60 * 60 * 1000;

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

// OFFLINE_HEADERS (the headers the worker adds to answers it made itself), OfflineSource and
// formatSavedAt live in offline-answer.ts, small enough for the home page's scripts.
export { formatSavedAt, OFFLINE_HEADERS, type OfflineSource } from './offline-answer';

/**
 * localStorage key holding the release (its module URL) whose offline pages were fetched
 * (src/client/app/offline-pages.ts); tests and the web bench wait for it.
 */
export const OFFLINE_PAGES_WARMED_KEY = 'pc-offline-pages';

/** POSTs the worker queues when offline (Background Sync, replay-on-reconnect fallback). */
export const OFFLINE_QUEUE = {
  /** workbox-background-sync queue name (its own IndexedDB database, 'workbox-background-sync'). */
  name: 'pc-outbox',
  paths: ['/api/enquiries', '/api/contact'] as readonly string[],
  /** Queued requests older than this are dropped instead of sent (minutes). */
  maxRetentionMinutes: 7 * 24 * 60,
  /** Outbox news kept for the next page (OFFLINE_STORES.outboxNews): the newest this many. */
  maxKeptNews: 20,
} as const;

export const OFFLINE_MESSAGES = {
  /** The notice on a screen shown from what was saved. */
  savedOn: savedOnMessage,
  /** A query (or page) never opened on this device, asked for offline. */
  notSaved: "You're offline, and this hasn't been opened on this device before. Connect to the internet and try again.",
  notSavedSearch:
    "You're offline, and this search hasn't been run on this device before. Connect to the internet to see results.",
  /** An enquiry or contact message kept in the outbox. */
  queued: 'Will be sent when online',
  queuedDetail: "You're offline. Your message is saved on this phone and will be sent when online.",
  /** The outbox delivered what it held. */
  delivered: OUTBOX_DELIVERED_MESSAGE,
  refused: outboxRefusedMessage,
  /** The browser-wide offline banner. */
  offlineBanner: "You're offline. Showing what you've browsed.",
  backOnline: 'Back online',
} as const;

// In its own file: the install button is in the site header (the entry chunk), which must not bring in
// this whole module (offline-answer.ts says why). Import it from install-messages.ts there.
export { INSTALL_MESSAGES } from './install-messages';

/** City prefetch (the geolocation flow resolved or the visitor picked a city). */
export const CITY_PREFETCH = {
  /** Cards fetched for the city and featured lists on a normal connection, and their thumbnails. */
  full: { listings: 8, thumbnails: 16 },
  /** With Save-Data or a metered/slow connection: the lists, only a few thumbnails. */
  lite: { listings: 8, thumbnails: 4 },
  /** A known city whose saved lists are older than this (one day) is prefetched again at launch. */
  refreshAfterMs: 24 * 60 * 60 * 1000,
} as const;
