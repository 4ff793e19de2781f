import type { PrecacheEntry } from 'workbox-precaching';

/**
 * The worker's global scope, with the precache list that vite-plugin-pwa injects at build time. Modules
 * write `declare const self: WorkerScope` and use `self.__WB_MANIFEST` literally: the build replaces that
 * exact text.
 */
export type WorkerScope = ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};
