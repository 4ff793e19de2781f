/**
 * What the offline DOM tests share. happy-dom has no service worker, so the tests play the network as
 * the worker answers it (offline-contract.ts: status, OFFLINE_HEADERS and body, exactly as the worker
 * sends them) and give the page a ServiceWorkerContainer stand-in that records what the page posts to
 * the worker and delivers the worker's messages to the page, as the browser does.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { OFFLINE_HEADERS, OFFLINE_MESSAGES } from '../../src/shared/offline/offline-contract';
import type { SavedCitySummary } from '../../src/shared/offline/saved-cities';
import { SW_MESSAGES } from '../../src/shared/sw-protocol';

export interface WorkerAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Noon in India on 21 Nov 2026: the same calendar day in any test machine's time zone. */
export const SAVED_AT = Date.UTC(2026, 10, 21, 6, 30);
export const SAVED_DAY = '21 Nov 2026';

/** A 200 the worker answered from IndexedDB. */
export const savedAnswer = (body: unknown, savedAt = SAVED_AT): WorkerAnswer => ({
  status: 200,
  body,
  headers: { [OFFLINE_HEADERS.source]: 'saved', [OFFLINE_HEADERS.savedAt]: String(savedAt) },
});

/** Offline, and nothing saved for this request. */
export const notSavedAnswer: WorkerAnswer = {
  status: 503,
  body: { success: false, code: 'offline', message: OFFLINE_MESSAGES.notSaved },
  headers: { [OFFLINE_HEADERS.source]: 'offline' },
};

/**
 * What the worker answers offline for a search or landing page outside the saved cities: `message`, and
 * the cities this device saved.
 */
export const searchNotSavedAnswer = (message: string, savedCities: readonly SavedCitySummary[] = []): WorkerAnswer => ({
  status: 503,
  body: { success: false, code: 'offline', message, savedCities },
  headers: { [OFFLINE_HEADERS.source]: 'offline' },
});

/** A POST kept in the outbox. */
export const queuedAnswer: WorkerAnswer = {
  status: 202,
  body: { success: true, queued: true, message: OFFLINE_MESSAGES.queued },
  headers: { [OFFLINE_HEADERS.source]: 'queued' },
};

export interface SeenRequest {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
}

/**
 * The network as the page sees it through the worker: answers by "METHOD /path" (tests may change
 * `routes` between steps); anything else fails as a request with no answer does.
 */
export function serveAsWorker(routes: Record<string, WorkerAnswer>) {
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      [...new Headers(init.headers)].map(([name, value]) => [name.toLowerCase(), value]),
    );
    requests.push({ method, path: url.pathname, search: url.search, headers });
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer) throw new TypeError(`Failed to fetch (${method} ${url.pathname})`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { routes, requests, to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key) };
}

/**
 * `navigator.serviceWorker` with an active worker: `posted` holds what the page sent it, `deliver()`
 * sends the page the worker's 'outbox delivered' message.
 */
export function installWorkerContainer() {
  const posted: unknown[] = [];
  const container = Object.assign(new EventTarget(), {
    controller: null,
    ready: Promise.resolve({ active: { postMessage: (message: unknown) => posted.push(message) } }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return {
    posted,
    deliver: (delivered = 1) =>
      act(() => {
        container.dispatchEvent(
          new MessageEvent('message', { data: { type: SW_MESSAGES.outboxDelivered, delivered } }),
        );
      }),
    /** The worker's 'the server refused it' message, with the server's reason. */
    refuse: (message: string) =>
      act(() => {
        container.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGES.outboxRefused, message } }));
      }),
  };
}

export const removeWorkerContainer = () => Reflect.deleteProperty(navigator, 'serviceWorker');

/** The Network Information API as Chromium exposes it (`navigator.connection`). */
export function setConnection(connection: { saveData?: boolean; type?: string; effectiveType?: string } | null) {
  if (connection) Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  else Reflect.deleteProperty(navigator, 'connection');
}
