/** What end-to-end tests read of the device's offline stores, from the page (IndexedDB is per origin). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LISTING_STORES } from '../../src/shared/offline/listing-store';
import { OFFLINE_STORES } from '../../src/shared/offline/offline-contract';
import type { SavedCity } from '../../src/shared/offline/saved-cities';

/** Every record of an idb-keyval store by key, without creating the database if it is not there. */
export const storeRecords = <T>(page: Page, where: { db: string; store: string }) =>
  page.evaluate(async ({ db, store }) => {
    if (!(await indexedDB.databases()).some((info) => info.name === db)) return {};
    return new Promise<Record<string, unknown>>((resolve, reject) => {
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
  }, where) as Promise<Record<string, T>>;

/** The saved answers' records by key (path and query). */
export const savedAnswers = (page: Page) => storeRecords<{ savedAt: number }>(page, OFFLINE_STORES.apiAnswers);

/** The keys (path and query) of the saved answers. */
export const savedAnswerKeys = async (page: Page) => Object.keys(await savedAnswers(page));

/** The cities this device saved, by key (their slug). */
export const savedCities = (page: Page) => storeRecords<SavedCity>(page, LISTING_STORES.savedCities);

/** Waits until the worker has saved the city `key` ('bhopal'), and gives its record. */
export async function waitForSavedCity(page: Page, key: string, timeout = 30_000): Promise<SavedCity> {
  await expect.poll(async () => Boolean((await savedCities(page))[key]), { timeout }).toBe(true);
  return (await savedCities(page))[key] as SavedCity;
}

/** Makes the saved city `key` look `ageMs` old, as if saved on an earlier day. */
export const ageSavedCity = (page: Page, key: string, ageMs: number) =>
  page.evaluate(
    async ({ db, store, key, ageMs }) => {
      const connection = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const objects = connection.transaction(store, 'readwrite').objectStore(store);
      await new Promise<void>((resolve, reject) => {
        const read = objects.get(key);
        read.onsuccess = () => {
          const write = objects.put({ ...read.result, savedAt: Date.now() - ageMs }, key);
          write.onsuccess = () => resolve();
          write.onerror = () => reject(write.error);
        };
        read.onerror = () => reject(read.error);
      });
      connection.close();
    },
    { ...LISTING_STORES.savedCities, key, ageMs },
  );
