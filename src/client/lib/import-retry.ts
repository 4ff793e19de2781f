import { isChunkLoadError } from './chunk-error';

/**
 * A dynamic import that is tried again when it fails: the download was cut (the phone went offline half
 * way) or could not start. Chromium keeps no failed module fetch, so a later try can succeed, while
 * `React.lazy` and a plain `import()` would keep the failure for the page's life. It waits until the
 * browser is online again (or a moment, when it says it is) and gives up after `attempts` tries. Any
 * other error (the module itself threw) is final at once.
 */
export function importWithRetry<T>(load: () => Promise<T>, attempts = 4, pauseMs = 2_000): Promise<T> {
  return load().catch((error: unknown) => {
    if (attempts <= 1 || !isChunkLoadError(error)) throw error;
    return whenOnline(pauseMs).then(() => importWithRetry(load, attempts - 1, pauseMs));
  });
}

/** Resolves once the browser is online: after `pauseMs` when it already says so, else at its 'online'. */
function whenOnline(pauseMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.onLine) setTimeout(resolve, pauseMs);
    else window.addEventListener('online', () => resolve(), { once: true });
  });
}
