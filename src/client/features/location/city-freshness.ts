/**
 * How old this device's saved copy of a city is (the saved city's `savedAt` in the listing store, written
 * by the service worker): the city is saved again when it is missing or older than
 * OFFLINE_CITY.refreshAfterMs, at most daily.
 */
import { cityKey, readSavedCity } from '../../../shared/offline/listing-store';
import { OFFLINE_CITY } from '../../../shared/offline/saved-cities';
import { prefetchCity } from './city-prefetch';

export async function prefetchCityIfStale(city: string, now = Date.now()): Promise<void> {
  // No IndexedDB (a privacy mode) reads as nothing saved.
  const saved = await readSavedCity(cityKey(city)).catch(() => undefined);
  if (!saved || now - saved.savedAt > OFFLINE_CITY.refreshAfterMs) prefetchCity(city);
}
