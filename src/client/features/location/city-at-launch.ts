/**
 * The visitor's city at launch, without a tap. When the browser has already granted the position
 * (Permissions API), the city is detected as "Use my location" does (SPEC.md section 4: high accuracy,
 * 10 s timeout, 5-minute cache); a city picked by hand stays the visitor's choice. Then the city, found
 * now or known from an earlier visit, is saved for offline again when its saved copy is missing or
 * older than a day (city-freshness.ts). Nothing here asks for permission: with 'prompt', 'denied' or no
 * Permissions API the position is not requested. main.tsx loads this small module once the page has
 * loaded and the browser is idle; the position code loads only when permission is granted.
 */
import type { store as appStore } from '../../app/store';
import { LOCATION_KEY, locationStorage, NO_LOCATION } from './location.storage';

type Store = typeof appStore;

/** True only when the browser says the position is already granted; never asks, never throws. */
async function positionGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    // An engine that does not know the 'geolocation' permission name rejects.
    return false;
  }
}

export async function cityAtLaunch(store: Store): Promise<void> {
  // Read from storage now (the store's copy is read when its module loads).
  const saved = locationStorage.getItem(LOCATION_KEY, NO_LOCATION);
  const pickedByHand = saved.city !== null && saved.coordinates === null;
  let city = saved.city;
  if (!pickedByHand && (await positionGranted())) {
    const { detectLocationAtom } = await import('./location.actions');
    city = (await store.set(detectLocationAtom, { atLaunch: true })) ?? city;
  }
  if (!city) return;
  const { prefetchCityIfStale } = await import('./city-freshness');
  await prefetchCityIfStale(city);
}
