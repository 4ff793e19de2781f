import type { PrecacheEntry } from 'workbox-precaching';
import type { RoleTaggedEntry } from '../src/shared/sw-protocol';

/**
 * The worker's global scope, with the precache list that vite-plugin-pwa injects at build time. Modules
 * write `declare const self: WorkerScope` and use `self.__WB_MANIFEST` literally: the build replaces that
 * exact text.
 */
export type WorkerScope = ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/**
 * The injected list as our build writes it: Workbox types it as URLs or `{ url, revision }`, and ours are
 * always objects, each tagged with the roles that load it, if any (build/precache-roles.ts).
 */
export const precacheList = (list: WorkerScope['__WB_MANIFEST']): RoleTaggedEntry[] => list as RoleTaggedEntry[];
