/**
 * The one way the page talks JSON to the API. Every HTTP answer, error statuses included, resolves as
 * `{ status, body }` so callers read the server's `{ success: false, message }`; only a request that got
 * no answer (offline, timeout, abort) rejects, which is when callers show the spec's fallback messages.
 */

export interface HttpResponse<T> {
  status: number;
  /** The parsed JSON body, or null when the answer had none (or was not JSON). */
  body: T | null;
}

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as the JSON body. */
  json?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null;
  /** Gives up (rejects with a TimeoutError) after this many milliseconds. */
  timeoutMs?: number;
  /** Lets the request outlive the page (a logout sent while navigating away). */
  keepalive?: boolean;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

export async function http<T>(path: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
  const { method = 'GET', json, token, timeoutMs, keepalive } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    keepalive,
    credentials: 'same-origin',
  });
  return { status: response.status, body: parseJson<T>(await response.text()) };
}

function parseJson<T>(text: string): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
