/**
 * JSON calls to a real server process over loopback, for the suites that kill servers, crash databases
 * or run several processes: a lost connection or a timeout is an answer with status 0, never a throw,
 * and no answer may carry internals (a stack, a file path, SQL).
 */
import { expectNoInternals } from './api-client';

/** What came back, or `status: 0` when no answer arrived (connection refused or reset, or timed out). */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: (T & { success: boolean; message?: string }) | undefined;
  /** Why there was no answer, for the printed figures. */
  error?: string;
  ms: number;
  /** The answer's headers (empty when there was none). */
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  headers?: Record<string, string>;
  /** Gives up after this long (status 0, error 'timeout'). */
  timeoutMs?: number;
}

/** One request; a lost connection or a timeout is an answer with status 0, never a throw. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const isForm = body instanceof FormData;
  try {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    expectNoInternals(text);
    return {
      status: res.status,
      body: text ? JSON.parse(text) : undefined,
      ms: performance.now() - started,
      headers: res.headers,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const name = error instanceof Error ? error.name : 'error';
    return {
      status: 0,
      body: undefined,
      error: cause ?? name,
      ms: performance.now() - started,
      headers: new Headers(),
    };
  }
}
