/**
 * Every photo URL the server answers or renders points where this app serves photos (MEDIA_BASE_URL). The
 * base is held per request, not per process: the shared `mediaUrl` reads it from here while a request is
 * handled, so apps with different bases in one process (tests) never cross, even mid-render.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { normalMediaBase, setMediaBaseUrl, setRequestMediaBase } from '../../shared/media';

const requestMediaBase = new AsyncLocalStorage<string>();
setRequestMediaBase(() => requestMediaBase.getStore());

/** Runs each request with this app's base; work outside a request (jobs) uses the process's, set here too. */
export function mediaBaseOf(base: string | undefined): MiddlewareHandler {
  setMediaBaseUrl(base);
  const normal = normalMediaBase(base);
  return (_c, next) => requestMediaBase.run(normal, next);
}
