import { type MediaWidth, mediaUrl } from '../src/shared/media';
import {
  cityKey,
  deleteSavedCity,
  readSavedCities,
  readSavedCity,
  writeSavedCity,
} from '../src/shared/offline/listing-store';
import { OFFLINE_SCHEMA_VERSION } from '../src/shared/offline/offline-stores';
import {
  OFFLINE_CITY,
  type OfflineCityResponse,
  offlineCityPath,
  type SavedCity,
  summaryOf,
} from '../src/shared/offline/saved-cities';
import { SW_MESSAGES } from '../src/shared/sw-protocol';
import { photoRequest } from './media-origin';
import { CACHE_NAMES } from './runtime-caching';
import type { WorkerScope } from './sw-scope';

declare const self: WorkerScope;

/**
 * Saved cities (docs/offline.md): a city's newest listings (GET /api/properties/offline-city) kept in the
 * listing store, and their card photos in a cache of their own. Every city together stays within a
 * budget (OFFLINE_CITY: about 50 MB, and never more than half of what the browser grants): past it, and
 * whenever the browser says its quota is full, the least recently used city goes first. A full quota is
 * never the visitor's problem: what cannot be kept is simply not kept. One save at a time.
 */

export interface SaveOptions {
  /** Save-Data or a metered connection: a few photos only. */
  lite: boolean;
  /** The card photo width this screen asks for. */
  width: MediaWidth;
}

const photos = () => caches.open(CACHE_NAMES.cityPhotos);

const isQuotaError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError';

/** Tells every open page. */
async function tellPages(message: { type: string } & Record<string, unknown>): Promise<void> {
  for (const page of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    page.postMessage(message);
}

/** How many bytes the saved cities may take on this device. */
async function budget(): Promise<number> {
  const quota = (await navigator.storage?.estimate?.().catch(() => undefined))?.quota;
  return Math.min(OFFLINE_CITY.budgetBytes, quota ? quota * OFFLINE_CITY.budgetShareOfQuota : Number.POSITIVE_INFINITY);
}

/** Removes a city and the photos no other saved city uses. */
async function removeCity(key: string): Promise<boolean> {
  const doomed = await readSavedCity(key);
  if (!doomed) return false;
  await deleteSavedCity(key);
  const others = await readSavedCities();
  const used = new Set(others.flatMap((city) => city.photos));
  const cache = await photos();
  await Promise.all(doomed.photos.filter((url) => !used.has(url)).map((url) => cache.delete(url)));
  await tellPages({ type: SW_MESSAGES.cityRemoved, key });
  return true;
}

/** Removes the least recently used city other than `keep`; false when there is none. */
async function evictOne(keep: string): Promise<boolean> {
  const victim = (await readSavedCities()).filter((city) => city.key !== keep).at(-1);
  return victim ? removeCity(victim.key) : false;
}

/** Evictions made so far, and the one under way: writes refused at the same moment make room once. */
let evictions = 0;
let evicting: Promise<boolean> | undefined;

/**
 * Runs `write`; while the quota is full, evicts the least recently used other city and tries again. The
 * photos are written several at a time, and a full quota refuses them all at once: one eviction makes the
 * room for all of them (a write that began before an eviction finished just tries again).
 */
async function withRoom(write: () => Promise<unknown>, keep: string): Promise<boolean> {
  for (;;) {
    const seen = evictions;
    try {
      await write();
      return true;
    } catch (error) {
      if (!isQuotaError(error)) return false;
      if (evicting) {
        await evicting;
        continue;
      }
      if (evictions !== seen) continue;
      evicting = evictOne(keep).finally(() => {
        evictions += 1;
        evicting = undefined;
      });
      if (!(await evicting)) return false;
    }
  }
}

/** Evicts the least recently used cities (never `keep`) until every city together fits the budget. */
async function keepWithinBudget(keep: string): Promise<void> {
  const limit = await budget();
  let cities = await readSavedCities();
  while (cities.reduce((sum, city) => sum + city.bytes, 0) > limit) {
    if (!(await evictOne(keep))) return;
    cities = await readSavedCities();
  }
}

const sizeOf = async (response: Response) =>
  Number(response.headers.get('Content-Length')) || (await response.clone().blob()).size;

/** Keeps the photos at `urls` (those already kept are counted, not fetched again): their URLs and bytes. */
async function keepPhotos(urls: readonly string[], key: string): Promise<{ kept: string[]; bytes: number }> {
  const cache = await photos();
  const kept: string[] = [];
  let bytes = 0;
  let full = false;
  const next = [...urls];
  const worker = async () => {
    for (let url = next.shift(); url && !full; url = next.shift()) {
      const cached = await cache.match(url);
      if (cached) {
        kept.push(url);
        bytes += await sizeOf(cached);
        continue;
      }
      const response = await fetch(photoRequest(url)).catch(() => undefined);
      if (!response?.ok) continue;
      const size = await sizeOf(response);
      if (await withRoom(() => cache.put(url, response.clone()), key)) {
        kept.push(url);
        bytes += size;
      } else full = true;
    }
  };
  // A few at a time: a phone's connection is shared with the page.
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { kept, bytes };
}

/** A city saved, or why not: no answer from the network, or no room on the device even for its listings. */
type SaveOutcome = SavedCity | 'network' | 'storage';

async function saveCity(name: string, { lite, width }: SaveOptions): Promise<SaveOutcome> {
  const response = await fetch(offlineCityPath(name), { headers: { Accept: 'application/json' } }).catch(
    () => undefined,
  );
  if (!response?.ok) return 'network';
  const text = await response.text();
  const pack = (JSON.parse(text) as Partial<OfflineCityResponse>).data;
  if (!pack || !Array.isArray(pack.listings)) return 'network';
  const key = cityKey(pack.city);
  const previous = await readSavedCity(key);
  const covers = [...new Set(pack.listings.flatMap((listing) => (listing.coverPhoto ? [listing.coverPhoto] : [])))];
  const urls = covers
    .slice(0, lite ? OFFLINE_CITY.photos.lite : OFFLINE_CITY.photos.full)
    .map((hash) => new URL(mediaUrl(hash, width), self.location.origin).href);
  const { kept, bytes } = await keepPhotos(urls, key);
  const now = Date.now();
  const record: SavedCity = {
    schemaVersion: OFFLINE_SCHEMA_VERSION,
    key,
    city: pack.city,
    state: pack.state,
    savedAt: now,
    usedAt: now,
    total: pack.total,
    listings: pack.listings,
    // A refresh keeps what the last save kept and this one could not fetch again.
    photos: [...new Set([...kept, ...(previous?.photos ?? [])])],
    bytes: text.length + bytes,
  };
  if (!(await withRoom(() => writeSavedCity(record), key))) return 'storage';
  await keepWithinBudget(key);
  return record;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every change of the saved cities asked for before it; never rejects. */
function inTurn(work: () => Promise<unknown>): Promise<void> {
  const run = queue.then(work).then(
    () => undefined,
    () => undefined,
  );
  queue = run;
  return run;
}

/** Saves `city` (after any save in progress) and tells the pages how it went. */
export const saveCityForOffline = (city: string, options: SaveOptions): Promise<void> =>
  inTurn(async () => {
    const saved = await saveCity(city, options).catch((): SaveOutcome => 'network');
    await tellPages(
      typeof saved === 'string'
        ? { type: SW_MESSAGES.cityNotSaved, city, reason: saved }
        : { type: SW_MESSAGES.citySaved, city: summaryOf(saved) },
    );
  });

/** Marks a city as just used (an offline search in it), so it is the last to be evicted. */
export const touchCity = (key: string): Promise<void> =>
  inTurn(async () => {
    const city = await readSavedCity(key);
    if (city) await writeSavedCity({ ...city, usedAt: Date.now() });
  });

export function setupSavedCities(): void {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; key?: unknown } | null;
    if (data?.type === SW_MESSAGES.removeCity && typeof data.key === 'string') {
      const key = data.key;
      event.waitUntil(inTurn(() => removeCity(key)));
    }
  });
}
