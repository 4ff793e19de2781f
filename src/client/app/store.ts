/**
 * The app's one way into jotai. Every other file takes jotai's API from here (Biome's
 * `noRestrictedImports` refuses a direct `jotai` import elsewhere), so there is one store, one place to see
 * which parts of jotai the app relies on, and one place to change them.
 */
import { createStore } from 'jotai';

export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export { atomWithStorage, RESET } from 'jotai/utils';

/**
 * The app's one jotai store: passed to `<Provider>` in main.tsx and usable from non-React code
 * (the service-worker bridge, API helpers) with `store.get` / `store.set`.
 */
export const store = createStore();
