import { isChunkLoadError } from './chunk-error';

/**
 * A page whose code is gone from the server: the visitor loaded a release older than the ones the servers
 * keep (ASSET_ARCHIVE_DIR), so its chunk answers 404. Waiting cannot help; the new release can. The page
 * lets the new service worker take over (else a page the worker serves from its shell would come back on
 * the old release) and reloads, once per missing file, so a file that stays missing ends on the retry
 * screen, never in a reload loop. A download the network cut off is not this: it keeps the retry screen,
 * and so does a browser that does not name the file (Safari), whose 'Try again' reloads.
 *
 * Vite's own answer, the `vite:preloadError` event, never fires here: the build replaces Vite's preload
 * helper (vite.config.ts), and a chunk warmed in the background must not reload the page under the visitor.
 * This is in the app's first chunk (the home page's budget): kept small.
 */

/** The session's mark, per file, that a reload was tried for it. */
const RELOADED_KEY = 'pc-reloaded:';

/**
 * Lets the new release's worker take over the page before it reloads, resolving when it has or after a
 * while: set by the worker's bridge once it has registered (sw-bridge.ts); without a worker, nothing to take.
 */
let takeNewWorker = (): Promise<unknown> => Promise.resolve();
export const setNewWorkerTaker = (take: () => Promise<unknown>) => {
  takeNewWorker = take;
};

/**
 * Reloads into the new release when `error` is a chunk the server answers 404 for, unless this session
 * already reloaded for that file. Resolves with whether it reloads.
 */
export async function reloadIfChunkGone(error: unknown): Promise<boolean> {
  // The URL the browser named (Chromium and Firefox do).
  const url = isChunkLoadError(error) ? (error as Error).message.match(/\S*\/assets\/[^\s'"]+/)?.[0] : undefined;
  try {
    if (!url || sessionStorage.getItem(RELOADED_KEY + url)) return false;
    if ((await fetch(url, { cache: 'no-store' })).status !== 404) return false;
    sessionStorage.setItem(RELOADED_KEY + url, '1');
  } catch {
    // Offline, or the network failed (or storage is refused): not a missing file, or no way to reload once.
    return false;
  }
  await takeNewWorker();
  location.reload();
  return true;
}
