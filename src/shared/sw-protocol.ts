import { MEDIA_WIDTHS, type MediaWidth } from './media';

/**
 * Messages between the page and the service worker. `SKIP_WAITING` is what workbox-window's
 * `messageSkipWaiting()` sends; the rest are ours.
 */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  /**
   * Page → worker: `{ type, role }` a seller or an admin is signed in on this device: keep that role's
   * code for offline use (CacheRoleCodeMessage). Sent after a sign-in and at every start while signed in.
   */
  cacheRoleCode: 'CACHE_ROLE_CODE',
  /**
   * Page → worker: `{ type, city, lite }` save the city for offline use (its newest listings and their card
   * photos, shared/offline/saved-cities.ts) and the home page's lists; the pages hear CITY_SAVED or
   * CITY_NOT_SAVED.
   */
  prefetchCity: 'PREFETCH_CITY',
  /** Worker → pages: `{ type, city: SavedCitySummary }` a city was saved (or saved again). */
  citySaved: 'CITY_SAVED',
  /**
   * Worker → pages: `{ type, city, reason }` a city could not be saved: 'network' (no answer, a refusal)
   * or 'storage' (no room on the device even after removing the other saved cities).
   */
  cityNotSaved: 'CITY_NOT_SAVED',
  /**
   * Page → worker: `{ type, keys }` the page kept these answers itself (the server embedded them, or no
   * worker saw them): the worker adds their listings to the device's listing store, as for its own.
   */
  answersKept: 'ANSWERS_KEPT',
  /** Page → worker: `{ type, key }` remove a saved city and its photos; the pages hear CITY_REMOVED. */
  removeCity: 'REMOVE_CITY',
  /** Worker → pages: `{ type, key }` a saved city was removed (asked for, or evicted to keep the budget). */
  cityRemoved: 'CITY_REMOVED',
  /**
   * Page → worker: the page has started, or the browser says it is online again: send the outbox now
   * (Background Sync fallback), then tell the pages any outbox news kept while no page was open.
   */
  replayOutbox: 'REPLAY_OUTBOX',
  /** Worker → pages: `{ type, delivered: number, keys }` the outbox sent what it held (their idempotency keys). */
  outboxDelivered: 'OUTBOX_DELIVERED',
  /**
   * Worker → pages: `{ type, message, key }` the server refused something the outbox held (a session that
   * ended meanwhile, a listing gone): it is dropped, and `message` is the server's reason.
   */
  outboxRefused: 'OUTBOX_REFUSED',
} as const;

/**
 * The signed-in areas whose code is not precached for everyone: the build tags each of their chunks in the
 * precache list with the roles that load it (RoleTaggedEntry), and the worker keeps a role's chunks only on
 * a device where such a person signed in.
 */
export const CODE_ROLES = ['seller', 'admin'] as const;
export type CodeRole = (typeof CODE_ROLES)[number];

export const isCodeRole = (value: unknown): value is CodeRole => CODE_ROLES.includes(value as CodeRole);

/** The cache the worker keeps a role's code in (sw/role-code.ts); its existence says the device keeps it. */
export const roleCodeCacheName = (role: CodeRole) => `pc-role-code-${role}-v1`;

/**
 * An entry of the precache list the build injects into the worker: without `roles` it is precached at
 * install; with them, kept only where one of those roles signed in.
 */
export interface RoleTaggedEntry {
  url: string;
  revision: string | null;
  roles?: CodeRole[];
}

export interface CacheRoleCodeMessage {
  type: typeof SW_MESSAGES.cacheRoleCode;
  role: CodeRole;
}

export interface PrefetchCityMessage {
  type: typeof SW_MESSAGES.prefetchCity;
  city: string;
  /** Save it even when its copy is fresh (the "Save another city" button, a refresh asked for). */
  force?: boolean;
  /** Save-Data or a metered connection: the lists and only a few thumbnails. */
  lite: boolean;
  /**
   * The page's `innerWidth` and `devicePixelRatio`, so the worker caches the card photo width the cards'
   * `srcset` picks on this screen (without them it caches CITY_PREFETCH_PHOTO_WIDTH).
   */
  viewportWidth?: number;
  devicePixelRatio?: number;
}

/** The card photo width cached when the page does not say its screen size (what a phone at 2x picks). */
export const CITY_PREFETCH_PHOTO_WIDTH = 1024;

/** URL of the built service worker (vite-plugin-pwa compiles sw/sw.ts to it). */
export const SW_URL = '/sw.js';

/** Query parameter of the worker's URL naming where photos are served (MEDIA_BASE_URL), when not `/media`. */
export const SW_MEDIA_PARAM = 'media';

/**
 * The worker's URL for a deployment: with photos on another origin the worker is told where, in its own
 * URL, so it knows from its first fetch on (a worker woken without a page has nothing else to ask).
 */
export const swUrlFor = (mediaBaseUrl: string): string =>
  mediaBaseUrl.startsWith('/') ? SW_URL : `${SW_URL}?${SW_MEDIA_PARAM}=${encodeURIComponent(mediaBaseUrl)}`;

/** Share of a phone's width a card takes in the home page's rails (featured, the visitor's city). */
const RAIL_PHONE_SHARE = 0.78;

/**
 * The `sizes` of a card photo in the home page's rails (ListingSection): 78% of a phone's width, then a 2-
 * and a 4-column grid. The worker's city prefetch (below) caches the width these make the browser pick.
 */
export const RAIL_PHOTO_SIZES = `(min-width: 1024px) 25vw, (min-width: 640px) 50vw, ${RAIL_PHONE_SHARE * 100}vw`;

/**
 * Which of a card photo's widths the page will request in the home page's rails, so a prefetched
 * thumbnail is the very URL the card asks for. Mirrors RAIL_PHOTO_SIZES and Chromium's srcset choice
 * (checked in tests/e2e/offline-data.test.ts): the narrowest width covering the slot at the screen's
 * pixel ratio, else the widest.
 */
export function cardPhotoWidth(viewportWidth?: number, devicePixelRatio?: number): MediaWidth {
  if (!viewportWidth || viewportWidth <= 0 || !devicePixelRatio || devicePixelRatio <= 0)
    return CITY_PREFETCH_PHOTO_WIDTH;
  const slot = viewportWidth * (viewportWidth >= 1024 ? 0.25 : viewportWidth >= 640 ? 0.5 : RAIL_PHONE_SHARE);
  const needed = slot * devicePixelRatio;
  return MEDIA_WIDTHS.find((width) => width >= needed) ?? (MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] as MediaWidth);
}
