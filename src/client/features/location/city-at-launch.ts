/**
 * The visitor's city at launch, without a tap (start-city-at-launch.ts loads this once the page is idle,
 * when there is work). When the browser has already granted the position, the city is detected as
 * "Use my location" does (high accuracy, 10 s timeout, 5-minute cache); a city picked
 * by hand stays the visitor's choice. Then the city, found now or known from an earlier visit, is saved
 * for offline again when its saved copy is missing or more than a day old (city-freshness.ts). The
 * position code loads only when the position is granted.
 */
import type { store as appStore } from '../../app/store';
import { LOCATION_KEY, locationStorage, NO_LOCATION } from './location.storage';

type Store = typeof appStore;

export async function cityAtLaunch(store: Store, positionGranted: boolean): Promise<void> {
  // Read from storage now (the store's copy is read when its module loads).
  const saved = locationStorage.getItem(LOCATION_KEY, NO_LOCATION);
  const pickedByHand = saved.city !== null && saved.coordinates === null;
  let city = saved.city;
  if (positionGranted && !pickedByHand) {
    const { detectLocationAtom } = await import('./location.actions');
    city = (await store.set(detectLocationAtom, { atLaunch: true })) ?? city;
  }
  if (!city) return;
  const { prefetchCityIfStale } = await import('./city-freshness');
  await prefetchCityIfStale(city);
}
