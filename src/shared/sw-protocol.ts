/**
 * Messages the page posts to the service worker. Both are workbox's own shapes: `SKIP_WAITING` is what
 * workbox-window's `messageSkipWaiting()` sends, `CACHE_URLS` is what workbox-routing's default router
 * listens for (it routes each URL through the matching runtime-caching route).
 */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  cacheUrls: 'CACHE_URLS',
} as const;

/** URL of the built service worker (vite-plugin-pwa compiles sw/sw.ts to it). */
export const SW_URL = '/sw.js';
