import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { STORED_WIDTHS } from '../src/shared/media';
import { corsForForeignPhotos, isForeignPhoto } from './media-origin';

const DAY_SECONDS = 24 * 60 * 60;

export const CACHE_NAMES = {
  assets: 'pc-assets-v1',
  images: 'pc-images-v1',
  /** The card photos of the saved cities (saved-cities.ts), kept and removed with them. */
  cityPhotos: 'pc-city-photos-v1',
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

/** `<base>/<hash>-<width>.webp`: a listing photo, whose other widths are the same picture. */
const PHOTO_URL = /^(.*\/[0-9a-f]{64})-(\d+)\.webp$/;

/**
 * Offline, a photo kept at another width than the one asked for (a saved city keeps one width; a card
 * on a wider screen asks for the next): the nearest width kept, rather than no photo.
 */
async function anotherWidth(url: string): Promise<Response | undefined> {
  const match = PHOTO_URL.exec(url);
  if (!match) return undefined;
  const wanted = Number(match[2]);
  const widths = [...STORED_WIDTHS].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted));
  for (const width of widths)
    for (const name of [CACHE_NAMES.cityPhotos, CACHE_NAMES.images]) {
      const kept = await (await caches.open(name)).match(`${match[1]}-${width}.webp`, { ignoreVary: true });
      if (kept) return kept;
    }
  return undefined;
}

/** A saved city's photo from its cache; any other image through the images strategy; offline, another width. */
async function image(options: RouteHandlerCallbackOptions): Promise<Response> {
  const url = options.request.url;
  const saved = await (await caches.open(CACHE_NAMES.cityPhotos)).match(url, { ignoreVary: true });
  if (saved) return saved;
  try {
    return await imagesStrategy.handle(options);
  } catch (error) {
    const kept = await anotherWidth(url);
    if (kept) return kept;
    throw error;
  }
}

function cacheImages(): void {
  registerRoute(
    ({ request, url, sameOrigin }) =>
      (sameOrigin &&
        !url.pathname.startsWith('/api/') &&
        (request.destination === 'image' || /\.(?:png|jpe?g|webp|avif|gif|svg)$/.test(url.pathname))) ||
      isForeignPhoto(url),
    image,
  );
}

export function setupRuntimeCaching(): void {
  cacheRouteChunks();
  cacheImages();
}
