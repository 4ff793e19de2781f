import { createStore } from 'jotai';

/**
 * The app's one jotai store: passed to `<Provider>` in main.tsx and usable from non-React code
 * (the service-worker bridge, API helpers) with `store.get` / `store.set`.
 */
export const store = createStore();
