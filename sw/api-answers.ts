import { registerRoute } from 'workbox-routing';
import type { ApiError } from '../src/shared/api';
import { readAnswer, saveAnswer } from '../src/shared/offline/answer-store';
import { cardsInAnswer, rememberBrowsed } from '../src/shared/offline/listing-store';
import {
  mayKeepAnswer,
  OFFLINE_API_LIMITS,
  OFFLINE_API_PATTERNS,
  OFFLINE_HEADERS,
  OFFLINE_MESSAGES,
} from '../src/shared/offline/offline-contract';
import type { SavedCitySummary } from '../src/shared/offline/saved-cities';
import { SW_MESSAGES } from '../src/shared/sw-protocol';
import { answerOnDevice, askedCity, isDeviceFirst, savedCitySummaries } from './device-answers';
import { workerAnswer } from './offline-responses';
import type { WorkerScope } from './sw-scope';

/**
 * Listing reads (featured, city, search, property and project detail) answered network-first: the
 * network's answer when it comes within OFFLINE_API_LIMITS.networkTimeoutMs (and it is kept in
 * IndexedDB), else what the device has: a search or landing page in a saved city made from its listings
 * (device-answers.ts), or the saved answer marked 'saved'. With nothing on the device the worker waits for
 * the network after all, and only a failed fetch gets a 503 'offline' answer: for a property seen only on
 * a card, with the card; for a search outside the saved cities, with the saved cities to offer.
 */

const keyOf = (url: URL) => url.pathname + url.search;

declare const self: WorkerScope;

export const isOfflineApiGet = (url: URL) =>
  url.origin === self.location.origin && OFFLINE_API_PATTERNS.some((pattern) => pattern.test(url.pathname));

/** An answer's listings join the device's listing store, for offline searches and pages known from a card. */
const rememberListingsOf = (body: string, seenAt: number) => rememberBrowsed(cardsInAnswer(JSON.parse(body)), seenAt);

/** Keeps the network's answer when it may be kept; resolves once written (or skipped). */
async function keep(key: string, response: Response): Promise<void> {
  const { status, headers } = response;
  if (!mayKeepAnswer(status, headers.get('Content-Type'), headers.get('Cache-Control'))) return;
  const body = await response.text();
  const savedAt = await saveAnswer(key, status, body);
  if (savedAt !== undefined) await rememberListingsOf(body, savedAt);
}

/** At most this many answers per ANSWERS_KEPT message: a page keeps a handful at a time. */
const KEPT_KEYS_LIMIT = 50;

/** The listings of answers a page kept itself (ANSWERS_KEPT), read back from the answers store. */
async function rememberKeptAnswers(keys: unknown): Promise<void> {
  if (!Array.isArray(keys)) return;
  for (const key of keys.slice(0, KEPT_KEYS_LIMIT)) {
    const record = typeof key === 'string' ? await readAnswer(key) : undefined;
    if (record) await rememberListingsOf(record.body, record.savedAt);
  }
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

/** What the device has for `url`: its own answer or a saved copy, in the order that suits the read. */
async function onDevice(url: URL, key: string): Promise<Response | undefined> {
  if (isDeviceFirst(url)) return (await answerOnDevice(url)) ?? (await savedAnswer(key));
  return (await savedAnswer(key)) ?? (await answerOnDevice(url));
}

/** Nothing on the device: said so; a search or landing page also names its city and offers the saved ones. */
async function notSaved(url: URL): Promise<Response> {
  if (!isDeviceFirst(url))
    return workerAnswer(503, { success: false, code: 'offline', message: OFFLINE_MESSAGES.notSaved }, 'offline');
  const city = askedCity(url);
  const answer: ApiError & { savedCities: SavedCitySummary[] } = {
    success: false,
    code: 'offline',
    message: city ? OFFLINE_MESSAGES.cityNotSaved(city) : OFFLINE_MESSAGES.notSavedSearch,
    savedCities: await savedCitySummaries(),
  };
  return workerAnswer(503, answer, 'offline');
}

export async function answerNetworkFirst(request: Request, event: ExtendableEvent): Promise<Response> {
  const url = new URL(request.url);
  const key = keyOf(url);
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
    // Slow, not offline: only a full answer beats waiting (a card alone is for when nothing can come).
    const kept = await onDevice(url, key);
    return kept?.ok ? kept : await network;
  } catch {
    return (await onDevice(url, key)) ?? (await notSaved(url));
  } finally {
    clearTimeout(timer);
  }
}

export function setupApiAnswers(): void {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; keys?: unknown } | null;
    if (data?.type === SW_MESSAGES.answersKept) event.waitUntil(rememberKeptAnswers(data.keys).catch(() => undefined));
  });
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isOfflineApiGet(url),
    ({ request, event }) => answerNetworkFirst(request, event),
  );
}
