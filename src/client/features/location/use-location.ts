/**
 * The location state and its actions, for components; `detectLocation()` and friends do the same for
 * code outside React, on the app's one store.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import type { CityChoice } from '../../../shared/location/location.types';
import { store as appStore } from '../../app/store';
import { clearLocationAtom, detectLocationAtom, setManualLocationAtom } from './location.actions';
import { locationAtom } from './location.atoms';

type Store = typeof appStore;

export function useLocation() {
  return {
    ...useAtomValue(locationAtom),
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
