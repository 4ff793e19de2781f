import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { WorkerScope } from './sw-scope';

declare const self: WorkerScope;

/** Precaches the app shell (index.html, entry JS/CSS, manifest, icons) and serves it for page navigations. */
export function setupPrecache(): void {
  precacheAndRoute(self.__WB_MANIFEST);
  // Drops precaches left behind by older Workbox versions.
  cleanupOutdatedCaches();

  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [
        // The API answers with data, never with the app shell.
        /^\/api\//,
        // Real files (robots.txt, sw.js, /media/x.webp, /manifest.webmanifest) go to the network.
        /\/[^/?]+\.[^/?]+$/,
      ],
    }),
  );
}
