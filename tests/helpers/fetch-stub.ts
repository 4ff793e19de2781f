/**
 * A stand-in for the network in DOM tests: answers by "METHOD /path" and records every request with
 * its parsed JSON body and headers. A route may also throw (offline) or never answer. The DOM setup
 * (dom.setup.ts) stubs an empty one before every test; a test calls stubFetch again with its answers.
 */
import { vi } from 'vitest';

export interface StubAnswer {
  status: number;
  body?: unknown;
}

export type StubRoute = StubAnswer | ((request: RecordedRequest) => StubAnswer | Promise<StubAnswer>);

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export function stubFetch(routes: Record<string, StubRoute> = {}) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      // Header names are case-insensitive; keep them lower-case like a server sees them.
      headers: Object.fromEntries([...new Headers(init.headers)].map(([name, value]) => [name.toLowerCase(), value])),
    };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) throw new TypeError(`Failed to fetch (no stub for ${method} ${url.pathname})`);
    const answer = typeof route === 'function' ? await route(request) : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** The answers by "METHOD /path": tests may change them between steps. */
    routes,
    to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
