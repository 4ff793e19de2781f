/**
 * Messages between the page and the service worker. `SKIP_WAITING` is what workbox-window's
 * `messageSkipWaiting()` sends, `CACHE_URLS` is what workbox-routing's default router listens for (it
 * routes each URL through the matching runtime-caching route); the rest are ours.
 */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  cacheUrls: 'CACHE_URLS',
  /** Page → worker: `{ type, city, lite }` prefetch the city's first results, featured and thumbnails. */
  prefetchCity: 'PREFETCH_CITY',
  /** Page → worker: the browser says it is online again; send the outbox now (Background Sync fallback). */
  replayOutbox: 'REPLAY_OUTBOX',
  /** Worker → pages: `{ type, delivered: number }` the outbox sent what it held. */
  outboxDelivered: 'OUTBOX_DELIVERED',
} as const;

export interface PrefetchCityMessage {
  type: typeof SW_MESSAGES.prefetchCity;
  city: string;
  /** Save-Data or a metered connection: the lists and only a few thumbnails. */
  lite: boolean;
  /**
   * The page's `innerWidth` and `devicePixelRatio`, so the worker caches the card photo width the cards'
   * `srcset` picks on this screen (without them it caches CITY_PREFETCH_PHOTO_WIDTH).
   */
  viewportWidth?: number;
  devicePixelRatio?: number;
}

/** The card photo width cached when the page does not say its screen size (a phone at 2x picks 640w). */
export const CITY_PREFETCH_PHOTO_WIDTH = 640;

/** URL of the built service worker (vite-plugin-pwa compiles sw/sw.ts to it). */
export const SW_URL = '/sw.js';
