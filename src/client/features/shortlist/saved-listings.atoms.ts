import { atom } from 'jotai';
import { readSavedKeys, savedKeysAtom } from './saved-keys';

/** Bumped after a sync rewrote the shortlist or recently viewed stores, so lists read them again. */
export const savedListingsVersionAtom = atom(0);

/** Call after the stores changed (a sync): hearts and lists catch up. */
export const savedListingsChangedAtom = atom(null, async (_get, set) => {
  set(savedListingsVersionAtom, (v) => v + 1);
  set(savedKeysAtom, await readSavedKeys());
});
