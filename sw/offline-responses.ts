import { OFFLINE_HEADERS, type OfflineSource } from '../src/shared/offline/offline-contract';

/** Answers the worker makes itself, each marked with where it came from (OFFLINE_HEADERS.source). */
export function workerAnswer(
  status: number,
  body: string | object,
  source: OfflineSource,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      [OFFLINE_HEADERS.source]: source,
      ...extraHeaders,
    },
  });
}
