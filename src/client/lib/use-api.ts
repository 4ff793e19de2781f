/**
 * Components read API data with `useApiRead(read, pick)`: `read` names an endpoint (api-read.ts), and its
 * answer comes from the page's one ApiCache (api-cache.ts), read into one result shape with one error
 * convention, the same on the server (where a read suspends until the answer is here) and in the browser
 * (where it shows loading until it is). `pick` takes the endpoint's answer type: a wrong one does not compile.
 */
import { createContext, use, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ApiKey, ApiAnswer as EndpointAnswer } from '../../shared/endpoints/api-endpoints';
import { API_LOADING, type ApiCache, type ApiSnapshot } from './api-cache';
import type { ApiReadKey } from './api-read';

const ApiCacheContext = createContext<ApiCache | null>(null);

/** Gives the tree its cache: one per page load in the browser, one per request on the server. */
export const ApiCacheProvider = ApiCacheContext.Provider;

export function useApiCache(): ApiCache {
  const cache = useContext(ApiCacheContext);
  if (!cache) throw new Error('useApiRead needs an ApiCacheProvider above it');
  return cache;
}

/**
 * What a read came to. `not-found` is a 404 or 410 (`status` says which; a 400 for a malformed id is
 * not found too); `refused` another 4xx with the server's message; `failed` no answer, a server error or
 * an answer without the expected data; `not-saved` offline with nothing saved on this device.
 */
export type ApiResult<T> =
  | { kind: 'loading' }
  | { kind: 'found'; data: T; savedAt: number | null; stale: boolean }
  | { kind: 'not-found'; status: number; body: unknown }
  | { kind: 'refused'; status: number; message: string | null }
  /** `noAnswer`: nothing came back at all (offline, the server unreachable, a timeout). */
  | { kind: 'failed'; noAnswer?: boolean }
  /** `body` is the worker's answer: what it could offer instead (saved cities, a listing's card). */
  | { kind: 'not-saved'; message: string | null; body: unknown };

export type ApiRead<T> = ApiResult<T> & {
  /** Fetches again (a retry button; or after a change the page knows of). */
  retry: () => void;
};

const noSubscription = () => () => undefined;

const messageOf = (body: unknown): string | null =>
  body !== null && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : null;

/** What a read keeps of its endpoint's answer; null or undefined when the answer lacks it. */
export type ApiPick<K extends ApiKey, T> = (answer: EndpointAnswer<K>) => T | undefined | null;

/** The one mapping from an HTTP answer to what a page shows. */
function resultOf<T>(snapshot: ApiSnapshot, pick: (body: never) => T | undefined | null): ApiResult<T> {
  if (snapshot.state === 'loading') return { kind: 'loading' };
  if (snapshot.state === 'failed') return { kind: 'failed', noAnswer: true };
  const { answer, stale } = snapshot;
  const { status, body } = answer;
  if (answer.offline === 'offline') return { kind: 'not-saved', message: messageOf(body), body };
  if (status === 404 || status === 410 || status === 400) {
    // A 400 that names what it refused (a search) is the caller's to show; a bad id is simply not found.
    const message = messageOf(body);
    return status === 400 && message ? { kind: 'refused', status, message } : { kind: 'not-found', status, body };
  }
  if (status >= 400 && status < 500) return { kind: 'refused', status, message: messageOf(body) };
  if (status !== 200 && status !== 201) return { kind: 'failed' };
  const data = body === null ? undefined : pick(body as never);
  return data === undefined || data === null
    ? { kind: 'failed' }
    : { kind: 'found', data, savedAt: answer.savedAt, stale };
}

/**
 * Reads `read` (null: nothing to read yet) and gives `pick(answer)` once it is here. `token` reads the
 * signed-in person's own data: such a read is never made while rendering on the server, never embedded in
 * a page and never kept for offline use by the cache.
 */
export function useApiRead<K extends ApiKey, T>(
  read: ApiReadKey<K> | null,
  pick: ApiPick<K, T>,
  { token }: { token?: string | null | undefined } = {},
): ApiRead<T> {
  const cache = useApiCache();
  const path = read?.path ?? null;
  const readable = path !== null && !(cache.mode === 'server' && token);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a read is described anew each render; its path names it.
  const subscribe = useCallback(
    (listener: () => void) => (readable && path ? cache.subscribe(path, listener, { token, read }) : noSubscription()),
    [cache, path, readable, token],
  );
  const getSnapshot = () => (readable && path ? cache.read(path) : API_LOADING);
  // On the server the read suspends the render until its answer is here: the page goes out with its data.
  if (cache.mode === 'server' && readable && path && cache.read(path).state === 'loading') use(cache.load(path));
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const retry = useCallback(() => {
    if (readable && path) void cache.refresh(path, { token });
  }, [cache, path, readable, token]);
  return { ...resultOf(snapshot, pick as (body: never) => T | undefined | null), retry };
}
