/**
 * The browser's position service: high accuracy, 10 s, a position up to 5 minutes old (docs/product-rules.md,
 * Location).
 */
import { LOCATION_MAX_AGE_MS, LOCATION_TIMEOUT_MS } from '../../../shared/limits';
import type { Coordinates } from '../../../shared/location/location.types';

export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: LOCATION_TIMEOUT_MS,
  maximumAge: LOCATION_MAX_AGE_MS,
};

// GeolocationPositionError.PERMISSION_DENIED; the global constant is missing in some engines.
const PERMISSION_DENIED = 1;

export type PositionOutcome =
  | { ok: true; coordinates: Coordinates }
  | { ok: false; reason: 'unsupported' | 'denied' | 'failed' };

/** Asks for the position once; never rejects. */
export function currentPosition(): Promise<PositionOutcome> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => resolve({ ok: true, coordinates: { latitude: coords.latitude, longitude: coords.longitude } }),
        (error) => resolve({ ok: false, reason: error?.code === PERMISSION_DENIED ? 'denied' : 'failed' }),
        POSITION_OPTIONS,
      );
    } catch {
      // Some embedded browsers expose the object but throw (an insecure origin, a disabled policy).
      resolve({ ok: false, reason: 'failed' });
    }
  });
}
