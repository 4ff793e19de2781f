/**
 * Starts the city at launch (city-at-launch.ts) once the page has loaded and the browser is idle, and
 * only when there is something to do: the browser has already granted the position (Permissions API,
 * which never asks the visitor), or a city is known from an earlier visit. A first visit with neither
 * downloads nothing more. Never throws: a launch offline without that code simply does nothing.
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

async function run(store: Store): Promise<void> {
  const granted = await positionGranted();
  if (!granted && locationStorage.getItem(LOCATION_KEY, NO_LOCATION).city === null) return;
  const { cityAtLaunch } = await import('./city-at-launch');
  await cityAtLaunch(store, granted);
}

/** Resolves once the launch's work is done (or found unneeded). */
export function startCityAtLaunch(store: Store): Promise<void> {
  return new Promise((resolve) => {
    const idle = window.requestIdleCallback ?? ((work: () => void) => setTimeout(work, 1_000));
    const start = () => idle(() => resolve(run(store).catch(() => undefined)));
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
  });
}
