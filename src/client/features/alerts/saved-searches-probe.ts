/**
 * Whether this browser holds any saved search, asked of IndexedDB directly (no idb-keyval) so the home
 * page can decide cheaply whether to load the panel at all. Opening a database that does not exist
 * would create it: the upgrade is aborted instead, which leaves nothing behind.
 */
import { OFFLINE_STORES } from '../../../shared/offline/offline-stores';

const { db: DB, store: STORE } = OFFLINE_STORES.savedSearches;

export function hasSavedSearches(): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(false);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB);
    } catch {
      return resolve(false);
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onblocked = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      try {
        const count = db.transaction(STORE, 'readonly').objectStore(STORE).count();
        count.onsuccess = () => resolve(count.result > 0);
        count.onerror = () => resolve(false);
      } catch {
        resolve(false);
      } finally {
        db.close();
      }
    };
  });
}
