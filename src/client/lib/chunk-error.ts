/**
 * Recognises a failed dynamic import. Browsers word it differently (Chromium: 'Failed to fetch
 * dynamically imported module', Firefox: 'error loading dynamically imported module', Safari:
 * 'Importing a module script failed'); Vite adds 'Unable to preload CSS'; ours is `ChunkLoadError`.
 */
const CHUNK_ERROR_PATTERN =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** True for a failed page-code download, also when a loader wrapped it (`error.cause`). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERN.test(error.message)) return true;
  return error.cause !== error && isChunkLoadError(error.cause);
}
