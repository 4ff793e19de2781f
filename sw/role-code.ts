import { registerRoute } from 'workbox-routing';
import {
  type CacheRoleCodeMessage,
  CODE_ROLES,
  type CodeRole,
  isCodeRole,
  type RoleTaggedEntry,
  roleCodeCacheName,
  SW_MESSAGES,
} from '../src/shared/sw-protocol';
import type { WorkerScope } from './sw-scope';

declare const self: WorkerScope;

/**
 * The code only signed-in sellers and admins load (the precache list tags it with their roles), kept on
 * the devices where such a person signed in instead of being downloaded by every visitor. Each role has a
 * cache of its own (roleCodeCacheName), never the runtime assets cache, whose expiry could evict it; that
 * the cache exists is what says this device keeps the role's code.
 *
 * - CACHE_ROLE_CODE from the page (after a sign-in, and at every start while signed in) fetches what the
 *   role's cache lacks. Best effort: a file that does not come is asked for again at the next start.
 * - A new release's worker fetches, during its install, its own code of every role the device keeps. If a
 *   file does not come the install fails and the old worker stays, so an update never leaves a seller
 *   or an admin offline without their pages' code; the old release's files go on activate.
 * - A request for one of these files is answered from the role's cache, else from the network.
 */

/** How many of a role's files are fetched at once. */
const FETCHES_AT_ONCE = 4;

export function setupRoleCode(entries: readonly RoleTaggedEntry[]): void {
  const rolesByUrl = new Map(entries.map((entry) => [new URL(entry.url, self.location.href).href, entry.roles ?? []]));
  const urlsOf = (role: CodeRole) => [...rolesByUrl].flatMap(([url, roles]) => (roles.includes(role) ? [url] : []));

  /**
   * Fetches the role's files its cache lacks, a few at a time (Chromium refuses requests beyond its limits,
   * and the page may be using the network); with `required`, throws when any did not come.
   */
  async function fetchMissing(role: CodeRole, required: boolean): Promise<void> {
    const cache = await caches.open(roleCodeCacheName(role));
    const queue = urlsOf(role);
    const failures: unknown[] = [];
    const fetchNext = async (): Promise<void> => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        if (await cache.match(url)) continue;
        try {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          await cache.put(url, response);
        } catch (error) {
          failures.push(error);
        }
      }
    };
    await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, fetchNext));
    if (required && failures.length > 0) throw failures[0];
  }

  /** The roles whose code this device keeps (an earlier release's worker, or this one, fetched it). */
  const keptRoles = async () => {
    const kept: CodeRole[] = [];
    for (const role of CODE_ROLES) if (await caches.has(roleCodeCacheName(role))) kept.push(role);
    return kept;
  };

  self.addEventListener('install', (event) => {
    event.waitUntil(keptRoles().then((roles) => Promise.all(roles.map((role) => fetchMissing(role, true)))));
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      keptRoles().then((roles) =>
        Promise.all(
          roles.map(async (role) => {
            const current = new Set(urlsOf(role));
            const cache = await caches.open(roleCodeCacheName(role));
            for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
          }),
        ),
      ),
    );
  });

  self.addEventListener('message', (event) => {
    const message = event.data as Partial<CacheRoleCodeMessage> | null;
    if (message?.type === SW_MESSAGES.cacheRoleCode && isCodeRole(message.role))
      event.waitUntil(fetchMissing(message.role, false).catch(() => undefined));
  });

  registerRoute(
    ({ url }) => rolesByUrl.has(url.href),
    async ({ request, url }) => {
      for (const role of rolesByUrl.get(url.href) ?? []) {
        // A module script's request carries an Origin header; a hashed file's bytes never depend on it.
        const kept = await caches.match(url.href, { cacheName: roleCodeCacheName(role), ignoreVary: true });
        if (kept) return kept;
      }
      return fetch(request);
    },
  );
}
