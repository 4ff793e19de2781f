import { registerRoute } from 'workbox-routing';
import type { ApiError } from '../src/shared/api';
import { readAnswer, saveAnswer } from '../src/shared/offline/answer-store';
import {
  mayKeepAnswer,
  OFFLINE_API_LIMITS,
  OFFLINE_API_PATTERNS,
  OFFLINE_HEADERS,
  OFFLINE_MESSAGES,
} from '../src/shared/offline/offline-contract';
import { workerAnswer } from './offline-responses';
import type { WorkerScope } from './sw-scope';

/**
 * Listing reads (featured, city, search, property and project detail) answered network-first: the
 * network's answer when it comes within OFFLINE_API_LIMITS.networkTimeoutMs (and it is kept in
 * IndexedDB), else the saved answer marked 'saved'. With nothing saved the worker waits for the network
 * after all, and only a failed fetch gets the 503 'offline' answer.
 */

const keyOf = (url: URL) => url.pathname + url.search;

declare const self: WorkerScope;

export const isOfflineApiGet = (url: URL) =>
  url.origin === self.location.origin && OFFLINE_API_PATTERNS.some((pattern) => pattern.test(url.pathname));

/** Keeps the network's answer when it may be kept; resolves once written (or skipped). */
async function keep(key: string, response: Response): Promise<void> {
  const { status, headers } = response;
  if (!mayKeepAnswer(status, headers.get('Content-Type'), headers.get('Cache-Control'))) return;
  await saveAnswer(key, status, await response.text());
}

/** Fetches `request` and keeps a copy of the answer; `waitUntil` holds the worker open for the write. */
export async function fetchAndKeep(request: Request, waitUntil: (work: Promise<unknown>) => void): Promise<Response> {
  const response = await fetch(request);
  waitUntil(keep(keyOf(new URL(request.url)), response.clone()).catch(() => undefined));
  return response;
}

async function savedAnswer(key: string): Promise<Response | undefined> {
  const record = await readAnswer(key);
  return record && workerAnswer(200, record.body, 'saved', { [OFFLINE_HEADERS.savedAt]: String(record.savedAt) });
}

const NOT_SAVED: ApiError = { success: false, code: 'offline', message: OFFLINE_MESSAGES.notSaved };
const notSaved = () => workerAnswer(503, NOT_SAVED, 'offline');

export async function answerNetworkFirst(request: Request, event: ExtendableEvent): Promise<Response> {
  const key = keyOf(new URL(request.url));
  const network = fetchAndKeep(request, (work) => event.waitUntil(work));
  // The network may still answer after the timeout: let it finish (and be kept) in the background.
  event.waitUntil(network.catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), OFFLINE_API_LIMITS.networkTimeoutMs);
  });
  try {
    const first = await Promise.race([network, timedOut]);
    if (first !== 'timeout') return first;
    return (await savedAnswer(key)) ?? (await network);
  } catch {
    return (await savedAnswer(key)) ?? notSaved();
  } finally {
    clearTimeout(timer);
  }
}

export function setupApiAnswers(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isOfflineApiGet(url),
    ({ request, event }) => answerNetworkFirst(request, event),
  );
}
