import { cityListingsPath, featuredListingsPath } from '../src/shared/listings/listing-api-paths';
import type { ListingCard } from '../src/shared/listings/listing-types';
import { type MediaWidth, mediaUrl } from '../src/shared/media';
import { CITY_PREFETCH } from '../src/shared/offline/offline-contract';
import { cardPhotoWidth, type PrefetchCityMessage, SW_MESSAGES } from '../src/shared/sw-protocol';
import { fetchAndKeep } from './api-answers';
import { CACHE_NAMES, imagesStrategy } from './runtime-caching';
import { saveCityForOffline } from './saved-cities';
import type { WorkerScope } from './sw-scope';

declare const self: WorkerScope;

/**
 * City prefetch (PREFETCH_CITY from the page once the visitor's city is known, or picked on the "Saved for
 * offline" page): the city is saved for offline search (saved-cities.ts), and the home page's two lists
 * (featured, the city's newest) are fetched into the saved answers with the featured cards' photos at the
 * width the page will ask for; CITY_PREFETCH.lite keeps it small on Save-Data or a metered connection.
 * Best effort: a failure leaves whatever was fetched.
 */

const isPrefetchMessage = (data: unknown): data is PrefetchCityMessage => {
  const message = data as Partial<PrefetchCityMessage> | null;
  return message?.type === SW_MESSAGES.prefetchCity && typeof message.city === 'string' && message.city.trim() !== '';
};

/** The cards of one list answer (`data` for featured, `properties` for a city). */
async function cardsOf(path: string, waitUntil: (work: Promise<unknown>) => void): Promise<ListingCard[]> {
  try {
    const response = await fetchAndKeep(new Request(path), waitUntil);
    if (!response.ok) return [];
    const body = (await response.json()) as { data?: ListingCard[]; properties?: ListingCard[] };
    return body.properties ?? body.data ?? [];
  } catch {
    return [];
  }
}

export async function prefetchCity(message: PrefetchCityMessage, event: ExtendableEvent): Promise<void> {
  const width = cardPhotoWidth(message.viewportWidth, message.devicePixelRatio);
  await Promise.all([
    keepHomeLists(message, width, event),
    saveCityForOffline(message.city.trim(), { lite: message.lite, width }),
  ]);
}

/** The home page's lists for the city, and their photos (the city's own are the saved city's too). */
async function keepHomeLists(message: PrefetchCityMessage, width: MediaWidth, event: ExtendableEvent): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const waitUntil = (work: Promise<unknown>) => pending.push(work);
  const lists = await Promise.all([
    cardsOf(cityListingsPath(message.city.trim()), waitUntil),
    cardsOf(featuredListingsPath(null), waitUntil),
  ]);
  const limit = (message.lite ? CITY_PREFETCH.lite : CITY_PREFETCH.full).thumbnails;
  const covers = [...new Set(lists.flat().flatMap((card) => (card.coverPhoto ? [card.coverPhoto] : [])))];
  const cache = await caches.open(CACHE_NAMES.images);
  for (const hash of covers.slice(0, limit)) {
    // mediaUrl knows the deployment's photo address from the worker's URL (media-origin.ts).
    const url = new URL(mediaUrl(hash, width), self.location.origin).href;
    // A photo already kept is not fetched again (a metered connection pays for every byte).
    if (await cache.match(url)) continue;
    const [response, done] = imagesStrategy.handleAll({ request: new Request(url), event });
    response.catch(() => undefined);
    pending.push(done.catch(() => undefined));
  }
  await Promise.allSettled(pending);
}

export function setupCityPrefetch(): void {
  self.addEventListener('message', (event) => {
    if (isPrefetchMessage(event.data)) event.waitUntil(prefetchCity(event.data, event));
  });
}
