import type { RouteHandlerCallback, RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OFFLINE_NAVIGATION } from '../src/shared/offline/offline-contract';
import { appRouteKey, isServerRendered } from '../src/shared/routes';
import { precacheController } from './precache';
import type { WorkerScope } from './sw-scope';

declare const self: WorkerScope;

/**
 * Page navigations. A page the server renders (every public page: src/shared/routes.ts) is asked of the
 * network first, so an online visitor gets the server's HTML with its data in it; when nothing has come
 * after OFFLINE_NAVIGATION.networkTimeoutMs, or nothing can come (offline, the server down or failing),
 * the precached shell renders it in the browser from the saved answers. Seller, admin and account pages,
 * which the server does not render, are the shell at once.
 *
 * The server's HTML is never kept here: it is no-cache, and the answers it embeds are kept by the page
 * itself in the answers store (keep-answers.ts), from which the shell renders offline.
 *
 * Navigation preload starts the page's request while the worker is still starting (a returning visitor's
 * worker has usually been stopped), so the server's work overlaps the worker's start-up.
 */

const SHELL_URL = '/index.html';

/** Navigations that are not pages: the API answers with data, and real files (robots.txt, sw.js, photos). */
const NOT_PAGES = [/^\/api\//, /\/[^/?]+\.[^/?]+$/];

/** True when the server renders the page at `url` (an unknown path too: its HTML is the not-found page). */
export const rendersOnServer = (url: URL): boolean => isServerRendered(appRouteKey(url.pathname));

/**
 * Set at build time (VITE_SW_NAVIGATIONS=shell-first) to serve every navigation from the shell, as the
 * worker did before the server rendered pages; tests/bench/navigation-bench.ts builds it to compare.
 */
const SHELL_FIRST_ONLY = import.meta.env.VITE_SW_NAVIGATIONS === 'shell-first';

/** The network's answer within the timeout, or undefined (none came in time, a network error). */
async function networkAnswer(event: FetchEvent, request: Request): Promise<Response | undefined> {
  const network = (async () => (await event.preloadResponse) ?? fetch(request))();
  // An answer after the timeout is dropped; its failure must not surface as an unhandled rejection.
  network.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), OFFLINE_NAVIGATION.networkTimeoutMs);
  });
  try {
    return await Promise.race([network, timedOut]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function serverPageOrShell(shell: RouteHandlerCallback): RouteHandlerCallback {
  return async (options: RouteHandlerCallbackOptions) => {
    const event = options.event as FetchEvent;
    const response = await networkAnswer(event, options.request);
    // A server error (a proxy's 502 while the server restarts): the shell does better from saved answers.
    if (response && response.status < 500) return response;
    try {
      return await shell(options);
    } catch {
      return response ?? Response.error();
    }
  };
}

/** A shell-first page: the preloaded answer is not used, and is let settle so it is not cut off midway. */
function shellFirst(shell: RouteHandlerCallback): RouteHandlerCallback {
  return (options: RouteHandlerCallbackOptions) => {
    const event = options.event as FetchEvent;
    if (event.preloadResponse) event.waitUntil(event.preloadResponse.catch(() => undefined));
    return shell(options);
  };
}

/** Navigation preload on (network-first pages) or off (a shell-first build replacing one that had it on). */
function setNavigationPreload(on: boolean): void {
  self.addEventListener('activate', (event) => {
    const preload = self.registration.navigationPreload;
    if (preload) event.waitUntil((on ? preload.enable() : preload.disable()).catch(() => undefined));
  });
}

export function setupNavigations(): void {
  const shell = precacheController.createHandlerBoundToURL(SHELL_URL);
  setNavigationPreload(!SHELL_FIRST_ONLY);
  if (SHELL_FIRST_ONLY) {
    registerRoute(new NavigationRoute(shell, { denylist: NOT_PAGES }));
    return;
  }
  const serverPage = serverPageOrShell(shell);
  const shellPage = shellFirst(shell);
  registerRoute(
    new NavigationRoute((options) => (rendersOnServer(options.url) ? serverPage : shellPage)(options), {
      denylist: NOT_PAGES,
    }),
  );
}
