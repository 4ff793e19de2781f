/**
 * The visitor's location: detected from the browser's position, picked by
 * hand, or cleared. The city, state and position are kept in browser storage; 'loading' and the error
 * belong to this page only. This module is the state, which the home page and the menus read; the actions
 * that change it (location.actions.ts) load with the location picker.
 */
import { atom, atomWithStorage } from '../../app/store';
import { LOCATION_KEY, locationStorage, NO_LOCATION, type SavedLocation } from './location.storage';

/** The location state. */
export interface LocationState extends SavedLocation {
  loading: boolean;
  error: string | null;
}

export const savedLocationAtom = atomWithStorage<SavedLocation>(
  LOCATION_KEY,
  NO_LOCATION,
  locationStorage,
  // Read storage as this module loads, so the remembered city shows on the first render; jotai reads it
  // again when the atom is first subscribed to (and on every write from another tab).
  { getOnInit: true },
);

export const locationStatusAtom = atom<{ loading: boolean; error: string | null }>({ loading: false, error: null });

/**
 * Bumped by every action: a detection that finishes after the visitor picked or cleared a city (or
 * started another detection) is dropped instead of overwriting the newer choice.
 */
export const locationRequestAtom = atom(0);

/** The whole location state, for reading. Change it with the actions below. */
export const locationAtom = atom<LocationState>((get) => ({ ...get(savedLocationAtom), ...get(locationStatusAtom) }));

/** The visitor's city, detected or picked, or null: the header shows it as '{city} (Your City)'. */
export const detectedCityAtom = atom((get) => get(savedLocationAtom).city);

/** The state of that city (a city link in the header searches with its state). */
export const detectedStateAtom = atom((get) => get(savedLocationAtom).state);
