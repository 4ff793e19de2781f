/**
 * The one way the page talks JSON to the API. Every HTTP answer, error statuses included, resolves as
 * `{ status, body }` so callers read the server's `{ success: false, message }`; only a request that got
 * no answer (offline, timeout, abort) rejects, which is when callers show the product's fallback messages
 * (docs/product-rules.md, Limits and messages).
 * An answer the service worker made itself (offline-answer.ts) says so in `offline`.
 */
import { OFFLINE_HEADERS, type OfflineSource } from '../../shared/offline/offline-answer';

export interface HttpResponse<T> {
  status: number;
  /** The parsed JSON body, or null when the answer had none (or was not JSON). */
  body: T | null;
  /** Set only when the service worker answered: from what this device saved, nothing saved, or queued. */
  offline?: { source: OfflineSource; savedAt: number | null };
}

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as the JSON body. */
  json?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null | undefined;
  /** Gives up (rejects with a TimeoutError) after this many milliseconds. */
  timeoutMs?: number | undefined;
  /** Cancels the request (the reader left). */
  signal?: AbortSignal | undefined;
  /** Lets the request outlive the page (a logout sent while navigating away). */
  keepalive?: boolean;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

export async function http<T>(path: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
  const { method = 'GET', json, token, timeoutMs, keepalive } = options;
  const signals = [options.signal, timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)].filter(
    (signal): signal is AbortSignal => signal !== undefined,
  );
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
    keepalive,
    credentials: 'same-origin',
  });
  const source = response.headers.get(OFFLINE_HEADERS.source) as OfflineSource | null;
  const answer: HttpResponse<T> = { status: response.status, body: parseJson<T>(await response.text()) };
  if (source) answer.offline = { source, savedAt: Number(response.headers.get(OFFLINE_HEADERS.savedAt)) || null };
  return answer;
}

function parseJson<T>(text: string): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
