/** What end-to-end tests read of the worker's offline store, from the page (IndexedDB is per origin). */
import type { Page } from 'playwright-core';
import { OFFLINE_STORES } from '../../src/shared/offline/offline-contract';

/** The saved answers' records by key (path and query), without creating the database if it is not there. */
export const savedAnswers = (page: Page) =>
  page.evaluate(async ({ db, store }) => {
    if (!(await indexedDB.databases()).some((info) => info.name === db)) return {};
    return new Promise<Record<string, { savedAt: number }>>((resolve, reject) => {
      const open = indexedDB.open(db);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const connection = open.result;
        if (!connection.objectStoreNames.contains(store)) {
          connection.close();
          resolve({});
          return;
        }
        const objects = connection.transaction(store).objectStore(store);
        const keys = objects.getAllKeys();
        const values = objects.getAll();
        values.onsuccess = () => {
          connection.close();
          resolve(Object.fromEntries(keys.result.map((key, i) => [String(key), values.result[i]])));
        };
        values.onerror = () => reject(values.error);
      };
    });
  }, OFFLINE_STORES.apiAnswers);

/** The keys (path and query) of the saved answers. */
export const savedAnswerKeys = async (page: Page) => Object.keys(await savedAnswers(page));
