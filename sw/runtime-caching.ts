import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { corsForForeignPhotos, isForeignPhoto } from './media-origin';

const DAY_SECONDS = 24 * 60 * 60;

export const CACHE_NAMES = {
  assets: 'pc-assets-v1',
  images: 'pc-images-v1',
} as const;

/**
 * Chunks that are neither precached nor a role's code (sw/role-code.ts): an earlier release's, which a
 * page still on that release fetches from the server's asset archive. File names carry a content hash, so a
 * cached copy never goes stale and CacheFirst is safe. Bounded so an installed app on a small phone does not
 * grow without limit.
 */
function cacheRouteChunks(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && /\.(?:js|css)$/.test(url.pathname),
    new CacheFirst({
      cacheName: CACHE_NAMES.assets,
      // A module script request carries an Origin header; a server answering `Vary: Origin` would make
      // a copy cached from another kind of request never match. Hashed files cannot differ.
      matchOptions: { ignoreVary: true },
      plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  );
}

/**
 * Listing photos and other images: shown from cache at once, refreshed in the background. Exported so
 * the city prefetch fills the cache through the same strategy (and its expiry bookkeeping). Photos served
 * from a CDN (MEDIA_BASE_URL) are kept too, fetched with CORS (media-origin.ts).
 */
export const imagesStrategy = new StaleWhileRevalidate({
  cacheName: CACHE_NAMES.images,
  // A CDN may answer CORS requests with `Vary: Origin`; a photo's bytes never depend on who asks.
  matchOptions: { ignoreVary: true },
  plugins: [
    corsForForeignPhotos,
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
});

function cacheImages(): void {
  registerRoute(
    ({ request, url, sameOrigin }) =>
      (sameOrigin &&
        !url.pathname.startsWith('/api/') &&
        (request.destination === 'image' || /\.(?:png|jpe?g|webp|avif|gif|svg)$/.test(url.pathname))) ||
      isForeignPhoto(url),
    imagesStrategy,
  );
}

export function setupRuntimeCaching(): void {
  cacheRouteChunks();
  cacheImages();
}
