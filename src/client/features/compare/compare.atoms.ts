import { atom } from '../../app/store';
import { COMPARE_CHANGED_EVENT, readCompareIds } from './compare-ids';

/**
 * The ids chosen to compare: read from the store when the first compare button or the compare page
 * mounts, and again after every change. `undefined` until the first read.
 */
export const compareIdsAtom = atom<readonly number[] | undefined>(undefined);
compareIdsAtom.onMount = (setIds) => {
  const load = () => void readCompareIds().then(setIds);
  load();
  window.addEventListener(COMPARE_CHANGED_EVENT, load);
  return () => window.removeEventListener(COMPARE_CHANGED_EVENT, load);
};
