/**
 * The visitor's location (SPEC.md sections 3 and 4): detected from the browser's position, picked by
 * hand, or cleared. The city, state and position are kept in browser storage; 'loading' and the error
 * belong to this page only. A city detected or picked is also saved for offline use (city-prefetch.ts).
 */
import { atom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import { type CityChoice, COUNTRY, formatFullLocation } from '../../../shared/location/location.types';
import { MESSAGES } from '../../../shared/messages';
import { currentPosition } from './browser-position';
import { prefetchCity } from './city-prefetch';
import { reverseGeocode } from './location.api';
import { LOCATION_KEY, locationStorage, NO_LOCATION, type SavedLocation } from './location.storage';

/** SPEC.md section 3's location state. */
export interface LocationState extends SavedLocation {
  loading: boolean;
  error: string | null;
}

const savedLocationAtom = atomWithStorage<SavedLocation>(
  LOCATION_KEY,
  NO_LOCATION,
  locationStorage,
  // Read storage as this module loads, so the remembered city shows on the first render; jotai reads it
  // again when the atom is first subscribed to (and on every write from another tab).
  { getOnInit: true },
);

const locationStatusAtom = atom<{ loading: boolean; error: string | null }>({ loading: false, error: null });

/**
 * Bumped by every action: a detection that finishes after the visitor picked or cleared a city (or
 * started another detection) is dropped instead of overwriting the newer choice.
 */
const locationRequestAtom = atom(0);

/** The whole location state, for reading. Change it with the actions below. */
export const locationAtom = atom<LocationState>((get) => ({ ...get(savedLocationAtom), ...get(locationStatusAtom) }));

/** The visitor's city, detected or picked, or null: the header shows it as '{city} (Your City)'. */
export const detectedCityAtom = atom((get) => get(savedLocationAtom).city);

/** The state of that city (a city link in the header searches with its state). */
export const detectedStateAtom = atom((get) => get(savedLocationAtom).state);

/** Detects the location: loading, then the city, or one of the spec's errors (SPEC.md section 4). */
export const detectLocationAtom = atom(null, async (get, set) => {
  const request = get(locationRequestAtom) + 1;
  set(locationRequestAtom, request);
  const current = () => get(locationRequestAtom) === request;
  const fail = (error: string) => set(locationStatusAtom, { loading: false, error });

  set(locationStatusAtom, { loading: true, error: null });
  const position = await currentPosition();
  if (!current()) return;
  if (!position.ok) {
    if (position.reason === 'unsupported') return fail(MESSAGES.geolocationUnsupported);
    set(savedLocationAtom, (saved) => ({ ...saved, permissionDenied: position.reason === 'denied' }));
    return fail(MESSAGES.locationFailed);
  }

  let data: Awaited<ReturnType<typeof reverseGeocode>>;
  try {
    data = await reverseGeocode(position.coordinates);
  } catch {
    if (current()) fail(MESSAGES.locationFetchFailed);
    return;
  }
  if (!current()) return;
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
  prefetchCity(data.city);
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
