/**
 * What offline end-to-end tests read and check in the page: the device's offline stores (IndexedDB is per
 * origin), that the worker keeps a role's code, and that a page opens with the server unreachable. Cut the
 * link with loopback-proxy.ts (Chromium's offline flag does not stop a worker's own fetches), and empty
 * the HTTP cache first, so what opens can only come from the worker's caches.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { readPrecacheList } from '../../build/precache-figures';
import { APP_MESSAGES } from '../../src/shared/messages';
import { LISTING_STORES } from '../../src/shared/offline/listing-store';
import { OFFLINE_STORES } from '../../src/shared/offline/offline-contract';
import type { SavedCity } from '../../src/shared/offline/saved-cities';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { type CodeRole, roleCodeCacheName } from '../../src/shared/sw-protocol';

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

/** The ids of the listings this device keeps as browsed (every card of every public answer kept). */
export const browsedListingIds = async (page: Page) =>
  Object.keys(await storeRecords(page, LISTING_STORES.browsed)).map(Number);

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

/**
 * Resolves once the worker keeps every file of `role`'s code that the build in `buildDir` lists (the page
 * told it who is signed in), in the role's own cache.
 */
export async function waitUntilRoleCodeKept(page: Page, role: CodeRole, buildDir: string): Promise<void> {
  const files = readPrecacheList(buildDir)
    .filter((entry) => entry.roles?.includes(role))
    .map((entry) => `/${entry.url}`);
  expect(files.length).toBeGreaterThan(0);
  const missing = () =>
    page.evaluate(
      async ({ cacheName, files }) => {
        if (!(await caches.has(cacheName))) return files;
        const cache = await caches.open(cacheName);
        const absent: string[] = [];
        for (const file of files) if (!(await cache.match(new URL(file, location.href).href))) absent.push(file);
        return absent;
      },
      { cacheName: roleCodeCacheName(role), files },
    );
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
}

/** Empties the browser's HTTP cache: what a page then loads offline can only come from the worker's caches. */
export async function clearHttpCache(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * Opens `path` with the server unreachable: the worker's shell comes (never the server's HTML), the page's
 * code renders it (its heading), and the chunk-load error never shows. The page may say its data needs
 * the network; its code must be there.
 */
export async function opensOffline(page: Page, path: string, heading: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.fromServiceWorker(), path).toBe(true);
  expect(await response?.text(), path).not.toContain(SERVER_RENDERED_ATTRIBUTE);
  const pageHeading = page.getByRole('heading', { level: 1, name: heading, exact: true });
  const chunkError = page.getByText(APP_MESSAGES.chunkLoadFailed);
  await pageHeading.or(chunkError).first().waitFor();
  expect(await chunkError.count(), path).toBe(0);
  expect(await pageHeading.count(), path).toBeGreaterThan(0);
}
