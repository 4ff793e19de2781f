/**
 * Offline-first (docs/offline.md; docs/product-rules.md, Offline): what the service worker keeps of the API's
 * answers, how it tells the page where an answer came from, and the words the page shows for it.
 *
 * The worker answers the GETs in OFFLINE_API_PATTERNS network-first (OFFLINE_API_LIMITS.networkTimeoutMs)
 * and writes each 200 answer to IndexedDB (idb-keyval store OFFLINE_STORES.apiAnswers) as an
 * OfflineAnswerRecord, keyed by path + query. Offline (or on timeout) it answers from that store with
 * OFFLINE_HEADERS.source = 'saved' and OFFLINE_HEADERS.savedAt; with nothing saved it answers 503
 * `{ success: false, message: OFFLINE_MESSAGES.notSaved }` with OFFLINE_HEADERS.source = 'offline'.
 * Answers marked `Cache-Control: no-store` (an owner's view of a listing that is not public) are never kept.
 */

// A type only: the worker and the app's first chunk carry these paths, held to the endpoint table by `satisfies`.
import type { ApiPathOf } from '../endpoints/api-path';
import { formatCount } from '../listings/format';
import { OUTBOX_DELIVERED_MESSAGE, outboxRefusedMessage, savedOnMessage } from './offline-answer';

export {
  isUsableRecord,
  keysToEvict,
  mayKeepAnswer,
  OFFLINE_API_LIMITS,
  OFFLINE_API_PATTERNS,
  OFFLINE_SCHEMA_VERSION,
  OFFLINE_STORES,
  type OfflineAnswerRecord,
} from './offline-stores';

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

// OFFLINE_HEADERS (the headers the worker adds to answers it made itself), OfflineSource and
// formatSavedAt live in offline-answer.ts, small enough for the home page's scripts.
export { formatSavedAt, OFFLINE_HEADERS, type OfflineSource } from './offline-answer';

/** POSTs the worker queues when offline (Background Sync, replay-on-reconnect fallback). */
export const OFFLINE_QUEUE = {
  /** workbox-background-sync queue name (its own IndexedDB database, 'workbox-background-sync'). */
  name: 'pc-outbox',
  paths: ['/api/enquiries', '/api/contact'] satisfies ApiPathOf<
    'POST /api/enquiries' | 'POST /api/contact'
  >[] as readonly string[],
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
  /**
   * A search or landing page answered on the device from saved listings: 'Offline: 23 saved listings in
   * Bhopal match, saved 2 hours ago' (`city` null: every saved city).
   */
  deviceMatches: (matches: number, city: string | null, savedAgo: string) =>
    `Offline: ${formatCount(matches)} saved ${matches === 1 ? 'listing' : 'listings'}${city ? ` in ${city}` : ''} ${matches === 1 ? 'matches' : 'match'}, saved ${savedAgo}`,
  /** A search in a city this device has not saved, asked for offline. */
  cityNotSaved: (city: string) =>
    `You're offline, and ${city} isn't saved on this device. Search a city saved here, or connect to the internet.`,
  /** Heads the saved cities offered instead. */
  savedCitiesOffer: 'Saved on this device',
  /** A property known only from a card, opened offline. */
  detailsNotSaved: "Full details aren't saved on this device",
  /** An admin page opened offline. */
  adminNeedsNetwork: "You're offline. The admin pages need the network: connect to the internet and try again.",
  /** A seller page whose data this device has not kept, opened offline. */
  sellerNeedsNetwork: "You're offline. This page needs the network: connect to the internet and try again.",
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

/** City prefetch (the geolocation flow resolved or the visitor picked a city). */
export const CITY_PREFETCH = {
  /** Cards fetched for the city and featured lists on a normal connection, and their thumbnails. */
  full: { listings: 8, thumbnails: 16 },
  /** With Save-Data or a metered/slow connection: the lists, only a few thumbnails. */
  lite: { listings: 8, thumbnails: 4 },
  /** A known city whose saved lists are older than this (one day) is prefetched again at launch. */
  refreshAfterMs: 24 * 60 * 60 * 1000,
} as const;
