import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { WorkerScope } from './sw-scope';

declare const self: WorkerScope;

/**
 * Precaches the app shell (index.html, entry JS/CSS, manifest, icons). Page navigations are
 * navigations.ts's: `directoryIndex` is off so that `/` is not answered with the precached index.html
 * here before the home page's server HTML is asked for.
 */
export function setupPrecache(): void {
  precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
  // Drops precaches left behind by older Workbox versions.
  cleanupOutdatedCaches();
}
