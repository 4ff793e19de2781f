/**
 * The small part of the shortlist every listing card needs: which listings are shortlisted, as a set of
 * `kind:id` keys read from IndexedDB. Deliberately without idb-keyval and the sync code (they load on the
 * first tap of a heart, or with the shortlist page or the account menu), because the home page's cards
 * use this; and nothing outside the hearts imports it, so it stays inside the cards' chunk.
 */
import { OFFLINE_STORES } from '../../../shared/offline/offline-stores';
import { atom } from '../../app/store';

/** Where the shortlist lives (its idb-keyval database and store). */
export const SHORTLIST_IDB = OFFLINE_STORES.shortlist;

/** The window event the stores' writers send (saved-records.ts) when the shortlist changes. */
export const SAVED_LISTINGS_CHANGED_EVENT = 'pc:saved-listings-changed';

/** Keys of live shortlist records (tombstones of pending removals have another prefix). */
const ITEM_KEY = /^(property|project):\d+$/;

/** The shortlist's keys, read straight from its idb-keyval store (same database, same object store). */
export function readSavedKeys(): Promise<Set<string>> {
  const { db, store } = SHORTLIST_IDB;
  return new Promise((resolve) => {
    const none = () => resolve(new Set());
    try {
      const open = indexedDB.open(db);
      // As idb-keyval's createStore does: a new database gets its one object store.
      open.onupgradeneeded = () => open.result.createObjectStore(store);
      open.onerror = none;
      open.onsuccess = () => {
        const conn = open.result;
        const request = conn.transaction(store, 'readonly').objectStore(store).getAllKeys();
        request.onsuccess = () => {
          conn.close();
          resolve(new Set(request.result.map(String).filter((key) => ITEM_KEY.test(key))));
        };
        request.onerror = () => {
          conn.close();
          none();
        };
      };
    } catch {
      // No IndexedDB (a privacy mode): nothing is shortlisted on this device.
      none();
    }
  });
}

/** The shortlisted keys: read when the first heart mounts, and again whenever a store writer says so. */
export const savedKeysAtom = atom<ReadonlySet<string>>(new Set<string>());
savedKeysAtom.onMount = (set) => {
  const load = () => void readSavedKeys().then(set);
  load();
  window.addEventListener(SAVED_LISTINGS_CHANGED_EVENT, load);
  return () => window.removeEventListener(SAVED_LISTINGS_CHANGED_EVENT, load);
};
