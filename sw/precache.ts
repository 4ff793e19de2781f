import { cleanupOutdatedCaches, PrecacheController, type PrecacheEntry, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { setupRoleCode } from './role-code';
import { precacheList, type WorkerScope } from './sw-scope';

declare const self: WorkerScope;

/**
 * Precaches the app shell (index.html, entry JS/CSS, manifest, icons) and the code of every page anyone
 * may open (public, content and account pages, the seller and admin sign-in, and the optional parts inside
 * them), so after the first install every such page opens with the server unreachable. The code only
 * signed-in sellers and admins load is left to role-code.ts, which keeps it on their devices alone.
 * Page navigations are navigations.ts's: `directoryIndex` is off so that `/` is not answered with the
 * precached index.html here before the home page's server HTML is asked for.
 *
 * Workbox installs a precache one file at a time (workbox#2528: hundreds at once exhausted Chromium's
 * request slots). Nearly two hundred files one after another is as many round trips: on a phone's link
 * (150 ms) half a minute before the app can say it is ready offline. So the files are fetched a few at a
 * time first, into the precache's own cache under its keys, and Workbox's install then finds each there.
 */
export const precacheController = new PrecacheController();

/** How many files are fetched at once: what a browser opens to one origin over HTTP/1.1. */
const FETCHES_AT_ONCE = 6;

/** Fetches into the precache every entry it lacks, FETCHES_AT_ONCE at a time; a failure is Workbox's to retry. */
async function fillPrecache(entries: readonly PrecacheEntry[]): Promise<void> {
  const cache = await caches.open(precacheController.strategy.cacheName);
  const queue = [...entries];
  const fetchNext = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const url = new URL(entry.url, self.location.href).href;
      const key = precacheController.getCacheKeyForURL(url);
      if (!key || (await cache.match(key))) continue;
      // As Workbox asks: a file with a revision past the HTTP cache, a hashed one as it may be cached.
      const response = await fetch(
        new Request(url, { cache: entry.revision ? 'reload' : 'default', credentials: 'same-origin' }),
      ).catch(() => undefined);
      if (response?.ok && !response.redirected) await cache.put(key, response).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, fetchNext));
}

export function setupPrecache(): void {
  const entries = precacheList(self.__WB_MANIFEST);
  const everyone = entries.filter((entry) => !entry.roles?.length).map(({ url, revision }) => ({ url, revision }));
  precacheController.addToCacheList(everyone);
  self.addEventListener('install', (event) => {
    event.waitUntil(fillPrecache(everyone).then(() => precacheController.install(event)));
  });
  self.addEventListener('activate', precacheController.activate);
  registerRoute(new PrecacheRoute(precacheController, { directoryIndex: '' }));
  setupRoleCode(entries.filter((entry) => entry.roles?.length));
  // Drops precaches left behind by older Workbox versions.
  cleanupOutdatedCaches();
}
