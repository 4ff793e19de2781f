/**
 * How old this device's saved copy of a city is: the service worker keeps each API answer it fetched
 * in IndexedDB with its `savedAt` (offline-contract.ts), under its path and query. The city's lists (its
 * newest listings and the featured ones, what the city prefetch fetches) are asked for again when
 * either is missing or older than CITY_PREFETCH.refreshAfterMs.
 */
import { createStore, get, type UseStore } from 'idb-keyval';
import { cityListingsPath, featuredListingsPath } from '../../../shared/listings/listing-api-paths';
import { CITY_PREFETCH, isUsableRecord, OFFLINE_STORES } from '../../../shared/offline/offline-contract';
import { prefetchCity } from './city-prefetch';

/** When the answer for `path` was saved (epoch ms), or null when nothing usable is saved. */
async function savedAt(answers: UseStore, path: string, now: number): Promise<number | null> {
  try {
    // The key the worker stores it under: pathname + search, as the browser writes the request's URL.
    const url = new URL(path, location.origin);
    const record = await get<unknown>(url.pathname + url.search, answers);
    return isUsableRecord(record, now) ? record.savedAt : null;
  } catch {
    return null;
  }
}

export async function prefetchCityIfStale(city: string, now = Date.now()): Promise<void> {
  let answers: UseStore;
  try {
    answers = createStore(OFFLINE_STORES.apiAnswers.db, OFFLINE_STORES.apiAnswers.store);
  } catch {
    // No IndexedDB (a privacy mode): nothing can be known to be saved.
    return prefetchCity(city);
  }
  const paths = [cityListingsPath(city), featuredListingsPath(null)];
  const saved = await Promise.all(paths.map((path) => savedAt(answers, path, now)));
  if (saved.some((at) => at === null || now - at > CITY_PREFETCH.refreshAfterMs)) prefetchCity(city);
}
