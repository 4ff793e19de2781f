import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
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
 */
export function setupPrecache(): void {
  const entries = precacheList(self.__WB_MANIFEST);
  const everyone = entries.filter((entry) => !entry.roles?.length).map(({ url, revision }) => ({ url, revision }));
  precacheAndRoute(everyone, { directoryIndex: '' });
  setupRoleCode(entries.filter((entry) => entry.roles?.length));
  // Drops precaches left behind by older Workbox versions.
  cleanupOutdatedCaches();
}
