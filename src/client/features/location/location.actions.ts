/**
 * The location actions: detect from the browser's position, pick by hand, or
 * clear. A city detected or picked is also saved for offline use (city-prefetch.ts).
 */
import { type CityChoice, COUNTRY, formatFullLocation } from '../../../shared/location/location.types';
import { MESSAGES } from '../../../shared/messages';
import { atom, RESET } from '../../app/store';
import { currentPosition } from './browser-position';
import { prefetchCity } from './city-prefetch';
import { reverseGeocode } from './location.api';
import { locationRequestAtom, locationStatusAtom, savedLocationAtom } from './location.atoms';

export interface DetectOptions {
  /**
   * Detected at launch without a tap (city-at-launch.ts): the city is not prefetched here, since the
   * launch saves it for offline only when its saved copy is missing or old.
   */
  atLaunch?: boolean;
}

/**
 * Detects the location: loading, then the city, or one of the product's errors (docs/product-rules.md,
 * Location). Resolves to the city found, or null.
 */
export const detectLocationAtom = atom(null, async (get, set, { atLaunch = false }: DetectOptions = {}) => {
  const request = get(locationRequestAtom) + 1;
  set(locationRequestAtom, request);
  const current = () => get(locationRequestAtom) === request;
  const fail = (error: string): null => {
    set(locationStatusAtom, { loading: false, error });
    return null;
  };

  set(locationStatusAtom, { loading: true, error: null });
  const position = await currentPosition();
  if (!current()) return null;
  if (!position.ok) {
    if (position.reason === 'unsupported') return fail(MESSAGES.geolocationUnsupported);
    set(savedLocationAtom, (saved) => ({ ...saved, permissionDenied: position.reason === 'denied' }));
    return fail(MESSAGES.locationFailed);
  }

  let data: Awaited<ReturnType<typeof reverseGeocode>>;
  try {
    data = await reverseGeocode(position.coordinates);
  } catch {
    return current() ? fail(MESSAGES.locationFetchFailed) : null;
  }
  if (!current()) return null;
  if (!data) return fail(MESSAGES.locationDataFailed);
  set(savedLocationAtom, {
    city: data.city,
    state: data.state,
    country: data.country,
    fullLocationData: data,
    coordinates: position.coordinates,
    permissionDenied: false,
  });
  set(locationStatusAtom, { loading: false, error: null });
  if (!atLaunch) prefetchCity(data.city);
  return data.city;
});

/** Sets the city by hand; the browser's position is not asked for. */
export const setManualLocationAtom = atom(null, (get, set, { city, state }: CityChoice) => {
  set(locationRequestAtom, get(locationRequestAtom) + 1);
  set(savedLocationAtom, (saved) => ({
    city,
    state,
    country: COUNTRY,
    fullLocationData: { city, state, country: COUNTRY, full: formatFullLocation({ city, state }) },
    coordinates: null,
    permissionDenied: saved.permissionDenied,
  }));
  set(locationStatusAtom, { loading: false, error: null });
  prefetchCity(city);
});

/** Forgets the location, in this page and in storage. */
export const clearLocationAtom = atom(null, (get, set) => {
  set(locationRequestAtom, get(locationRequestAtom) + 1);
  set(savedLocationAtom, RESET);
  set(locationStatusAtom, { loading: false, error: null });
});
