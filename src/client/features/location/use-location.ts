/**
 * The location state and its actions, for components; `detectLocation()` and friends do the same for
 * code outside React, on the app's one store.
 */
import type { CityChoice } from '../../../shared/location/location.types';
import { store as appStore, useAtomValue, useSetAtom } from '../../app/store';
import { useHydrated } from '../../lib/use-hydrated';
import { clearLocationAtom, detectLocationAtom, setManualLocationAtom } from './location.actions';
import { type LocationState, locationAtom } from './location.atoms';
import { NO_LOCATION } from './location.storage';

type Store = typeof appStore;

/** What the server renders (it cannot know the visitor's city), and so the browser's first render too. */
const SERVER_LOCATION: LocationState = { ...NO_LOCATION, loading: false, error: null };

export function useLocation() {
  const hydrated = useHydrated();
  const location = useAtomValue(locationAtom);
  return {
    ...(hydrated ? location : SERVER_LOCATION),
    detectLocation: useSetAtom(detectLocationAtom),
    setManualLocation: useSetAtom(setManualLocationAtom),
    clearLocation: useSetAtom(clearLocationAtom),
  };
}

/** Resolves to the city found, or null. */
export const detectLocation = (store: Store = appStore): Promise<string | null> => store.set(detectLocationAtom);

export const setManualLocation = (choice: CityChoice, store: Store = appStore): void =>
  store.set(setManualLocationAtom, choice);

export const clearLocation = (store: Store = appStore): void => store.set(clearLocationAtom);
