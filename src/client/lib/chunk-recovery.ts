import { SW_MESSAGES } from '../../shared/sw-protocol';
import { isChunkLoadError } from './chunk-error';

/**
 * A page whose code is gone from the server: the visitor loaded a release older than the ones the servers
 * keep (ASSET_ARCHIVE_DIR), so its chunk answers 404. Waiting cannot help; the new release can. The page
 * switches to the new service worker (else a page the worker serves from its shell would come back on the
 * old release) and reloads, once per missing file, so a file that stays missing ends on the retry screen,
 * never in a reload loop. A download cut off by the network is not this: it keeps the retry screen.
 *
 * Vite's own answer, the `vite:preloadError` event, never fires here: the build replaces Vite's preload
 * helper (vite.config.ts), and a chunk warmed in the background must not reload the page under the visitor.
 */

/** The session's record of files a reload was tried for. */
const RELOADED_FOR_KEY = 'pc-reloaded-for-missing-chunk';
const SHELL_URL = '/index.html';
/** How long the page waits for the new worker to install and take over before reloading anyway. */
const WORKER_WAIT_MS = 10_000;

/** The chunk URL the browser named (Chromium and Firefox say it; Safari does not). */
function chunkUrl(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause === cause ? undefined : cause.cause) {
    const url = cause.message.match(/(?:https?:\/\/[^\s'"]+)?\/assets\/[^\s'"]+/)?.[0];
    if (url) return url;
  }
  return undefined;
}

/** The page's own entry script, and the one the server's shell names now: a different one is a new release. */
async function isNewRelease(): Promise<boolean> {
  const own = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  if (!own) return false;
  try {
    // A query the worker's precache does not match: the server's current shell, not the kept one.
    const html = await (await fetch(`${SHELL_URL}?release`, { cache: 'no-store' })).text();
    const entry = html.match(/<script type="module"[^>]*\ssrc="([^"]+)"/)?.[1];
    return entry !== undefined && new URL(entry, window.location.href).href !== own;
  } catch {
    return false;
  }
}

/**
 * True when the file is gone (404), or, where the browser named none, when a new release is out; false
 * when the network failed or the file is there after all.
 */
async function isGone(url: string | undefined): Promise<boolean> {
  if (!navigator.onLine) return false;
  if (url === undefined) return isNewRelease();
  try {
    return (await fetch(url, { cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

/** Lets the new release's worker (when the server has one) take over the page before it reloads. */
async function takeNewWorker(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (!registration) return;
  await within(
    registration.update().catch(() => undefined),
    WORKER_WAIT_MS,
  );
  const installing = registration.installing;
  if (installing)
    await within(
      new Promise((resolve) =>
        installing.addEventListener('statechange', () => installing.state !== 'installing' && resolve(undefined)),
      ),
      WORKER_WAIT_MS,
    );
  const waiting = registration.waiting;
  if (!waiting) return;
  const taken = new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
  );
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
  await within(taken, WORKER_WAIT_MS);
}

function readReloadedFor(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(RELOADED_FOR_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Reloads into the new release when `error` is a chunk the server no longer has, unless this session
 * already reloaded for the same file. Resolves with whether it reloads.
 */
export async function reloadIfChunkGone(error: unknown): Promise<boolean> {
  if (!isChunkLoadError(error)) return false;
  const url = chunkUrl(error);
  const key = url ?? 'unnamed';
  const reloadedFor = readReloadedFor();
  if (reloadedFor.includes(key) || !(await isGone(url))) return false;
  sessionStorage.setItem(RELOADED_FOR_KEY, JSON.stringify([...reloadedFor, key].slice(-20)));
  await takeNewWorker();
  window.location.reload();
  return true;
}
