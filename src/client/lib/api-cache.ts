/**
 * The client's one way to read API data: a cache keyed by the API path (pathname + search), shared by every
 * component that reads the same path. Each entry is loading, an answer (any HTTP status, with when it came
 * and whether it is stale), or no answer. Requests are deduplicated, cancelled when the last reader leaves,
 * and a newer request for a path wins over an older one still in flight.
 *
 * The same cache runs in the server's renderer (src/client/entry-server.tsx): there it fetches through the
 * server's own routes, and what it holds is embedded in the page (`snapshot`), so the browser starts from
 * it without fetching again (`prime`). Public answers are also handed to `onAnswer`, which keeps them for
 * offline use from the first visit.
 *
 * Written here rather than taken from TanStack Query (about 11 kB gzip, which the home page's 100 kB budget
 * cannot carry) or SWR (no request cancellation): React 19's useSyncExternalStore and `use` do the rest.
 */
import type { ApiKey, ApiAnswer as EndpointAnswer } from '../../shared/endpoints/api-endpoints';
import type { OfflineSource } from '../../shared/offline/offline-answer';
import type { EmbeddedAnswer } from '../../shared/page-render';
import type { ApiReadKey, ApiResource } from './api-read';

/** One HTTP answer as the cache keeps it. */
export interface ApiAnswer<T = unknown> {
  status: number;
  /** Parsed JSON, or null when the answer had none. */
  body: T | null;
  /** Set when the service worker answered from what this device saved (epoch ms). */
  savedAt: number | null;
  /** Set when the service worker made the answer itself. */
  offline?: OfflineSource | undefined;
}

export type ApiSnapshot =
  | { state: 'loading'; answer?: undefined; stale?: undefined }
  /** `stale`: an older answer shown while a newer one is fetched. */
  | { state: 'answered'; answer: ApiAnswer; stale: boolean }
  /** No answer came (offline without the worker, a timeout, a network failure). */
  | { state: 'failed'; answer?: undefined; stale?: undefined };

/** How a read is made: with the signed-in person's token for their own data. */
export interface ApiReadOptions {
  token?: string | null | undefined;
  /** The endpoint read, kept with the answer by `subscribe`: a write finds the reads showing what it changed. */
  read?: ApiReadKey | null | undefined;
}

export type ApiFetcher = (path: string, signal: AbortSignal, options: ApiReadOptions) => Promise<ApiAnswer>;

interface Entry {
  snapshot: ApiSnapshot;
  /** Read with a token: never embedded in a page nor kept for offline use by `onAnswer`. */
  personal: boolean;
  /** The token of the last read, so that reading it again (invalidate) is made as the same person. */
  token?: string | null | undefined;
  read?: ApiReadKey | null | undefined;
  fetchedAt: number;
  /** When a reader last arrived or it was last fetched: the least recently used go first. */
  usedAt: number;
  inFlight?: { promise: Promise<void>; controller: AbortController } | undefined;
  readers: number;
  listeners: Set<() => void>;
}

/** Nothing here yet: the one snapshot of every read not answered, so readers can compare it by identity. */
export const API_LOADING: ApiSnapshot = { state: 'loading' };

export interface ApiCacheOptions {
  fetcher: ApiFetcher;
  /** Called with every answer that came from the network (not one the worker made). */
  onAnswer?: ((path: string, answer: ApiAnswer) => void) | undefined;
  /** An answer older than this is fetched again when a reader arrives (shown meanwhile as stale). */
  staleAfterMs?: number | undefined;
  /** 'server' while rendering a page on the server: a read of a path not yet here suspends until it is. */
  mode?: 'client' | 'server';
  /** Bounds of what is kept with no reader (API_CACHE_BOUNDS by default). */
  maxEntries?: number;
  evictAfterMs?: number;
}

/**
 * Answers nobody reads are forgotten: past this many entries the least recently used go, and any unread
 * this long. A page being read, or a request in flight, is never forgotten.
 */
export const API_CACHE_BOUNDS = { maxEntries: 200, evictAfterMs: 30 * 60_000 } as const;

/** An answer this old is refreshed when a page reads it again (it is still shown while that happens). */
export const DEFAULT_STALE_AFTER_MS = 5 * 60_000;

export class ApiCache {
  readonly mode: 'client' | 'server';
  private readonly entries = new Map<string, Entry>();
  private readonly fetcher: ApiFetcher;
  private readonly onAnswer: ApiCacheOptions['onAnswer'];
  private readonly staleAfterMs: number;
  private readonly bounds: { maxEntries: number; evictAfterMs: number };

  constructor({
    fetcher,
    onAnswer,
    staleAfterMs = DEFAULT_STALE_AFTER_MS,
    mode = 'client',
    ...bounds
  }: ApiCacheOptions) {
    this.fetcher = fetcher;
    this.onAnswer = onAnswer;
    this.staleAfterMs = staleAfterMs;
    this.mode = mode;
    this.bounds = { ...API_CACHE_BOUNDS, ...bounds };
  }

  /** The entry of `path`, made when missing, and marked used now (moved last in the map's order). */
  private entry(path: string): Entry {
    let entry = this.entries.get(path);
    this.entries.delete(path);
    if (!entry) {
      this.evict();
      entry = { snapshot: API_LOADING, personal: false, fetchedAt: 0, usedAt: 0, readers: 0, listeners: new Set() };
    }
    entry.usedAt = Date.now();
    this.entries.set(path, entry);
    return entry;
  }

  /** Forgets unread answers: any past evictAfterMs, and the least recently used past maxEntries. */
  private evict(): void {
    let over = this.entries.size + 1 - this.bounds.maxEntries;
    const unreadSince = Date.now() - this.bounds.evictAfterMs;
    for (const [path, entry] of this.entries) {
      if (entry.readers || entry.inFlight || (over <= 0 && entry.usedAt > unreadSince)) continue;
      this.entries.delete(path);
      over -= 1;
    }
  }

  private publish(entry: Entry, snapshot: ApiSnapshot): void {
    entry.snapshot = snapshot;
    for (const listener of entry.listeners) listener();
  }

  /** What the cache holds for `path` now (a stable object until it changes). */
  read(path: string): ApiSnapshot {
    return this.entries.get(path)?.snapshot ?? API_LOADING;
  }

  /** True when `path` has an answer that is not yet stale. */
  isFresh(path: string, now = Date.now()): boolean {
    const entry = this.entries.get(path);
    return entry?.snapshot.state === 'answered' && now - entry.fetchedAt < this.staleAfterMs;
  }

  /**
   * Fetches `path` (once: a request already in flight is shared) and resolves when the cache has its
   * answer or knows none came. Never rejects.
   */
  load(path: string, options: ApiReadOptions = {}): Promise<void> {
    const entry = this.entry(path);
    if (entry.inFlight) return entry.inFlight.promise;
    entry.personal = Boolean(options.token);
    entry.token = options.token;
    const controller = new AbortController();
    if (entry.snapshot.state === 'answered') this.publish(entry, { ...entry.snapshot, stale: true });
    else if (entry.snapshot.state === 'failed') this.publish(entry, API_LOADING);
    const promise = this.fetcher(path, controller.signal, options).then(
      (answer) => {
        if (entry.inFlight?.controller !== controller) return;
        entry.inFlight = undefined;
        entry.fetchedAt = Date.now();
        this.publish(entry, { state: 'answered', answer, stale: false });
        if (!answer.offline && !entry.personal) this.onAnswer?.(path, answer);
      },
      () => {
        if (entry.inFlight?.controller !== controller) return;
        entry.inFlight = undefined;
        // Cancelled because nobody reads it any more: back to where it was, to be fetched when read again.
        if (controller.signal.aborted) {
          if (entry.snapshot.state === 'answered') this.publish(entry, { ...entry.snapshot, stale: false });
          else this.publish(entry, API_LOADING);
          return;
        }
        this.publish(
          entry,
          entry.snapshot.state === 'answered' ? { ...entry.snapshot, stale: false } : { state: 'failed' },
        );
      },
    );
    entry.inFlight = { promise, controller };
    return promise;
  }

  /**
   * A reader of `path` arrives: `listener` hears every change. A path with no answer yet, or a stale one,
   * is fetched. When the last reader leaves, a request still in flight is cancelled.
   */
  subscribe(path: string, listener: () => void, options: ApiReadOptions = {}): () => void {
    const entry = this.entry(path);
    entry.read = options.read;
    entry.listeners.add(listener);
    entry.readers += 1;
    const stale = entry.snapshot.state !== 'failed' && !this.isFresh(path);
    // The server rendered the page anonymously: a listing only its owner may see yet came back not found.
    const anonymousRefusal =
      Boolean(options.token) &&
      !entry.personal &&
      entry.snapshot.state === 'answered' &&
      entry.snapshot.answer.status >= 400;
    if (stale || anonymousRefusal) void this.load(path, options);
    return () => {
      entry.listeners.delete(listener);
      entry.readers -= 1;
      if (entry.readers === 0 && entry.inFlight) {
        // After this task: a reader replaced in the same render (a remount) keeps the request going.
        queueMicrotask(() => {
          if (entry.readers === 0) entry.inFlight?.controller.abort();
        });
      }
    };
  }

  /** Fetches `path` again, whatever the cache holds (a retry, or data known to have changed). */
  refresh(path: string, options: ApiReadOptions = {}): Promise<void> {
    const entry = this.entry(path);
    entry.inFlight?.controller.abort();
    entry.inFlight = undefined;
    return this.load(path, options);
  }

  /**
   * Changes a held answer's body in place (an edit the server confirmed), without fetching: `change` takes
   * and gives the endpoint's answer type.
   */
  update<K extends ApiKey>(read: ApiReadKey<K>, change: (answer: EndpointAnswer<K>) => EndpointAnswer<K>): void {
    const entry = this.entries.get(read.path);
    if (entry?.snapshot.state !== 'answered' || entry.snapshot.answer.body === null) return;
    const { answer } = entry.snapshot;
    this.publish(entry, { ...entry.snapshot, answer: { ...answer, body: change(answer.body as EndpointAnswer<K>) } });
  }

  /**
   * Marks every held answer that shows one of `resources` as stale: its readers fetch it again. `except`:
   * paths the writer has already changed in place (`update`), not worth fetching again.
   */
  invalidate(
    resources: ApiResource | readonly ApiResource[],
    { except = [] }: { except?: readonly string[] } = {},
  ): void {
    // A copy: refreshing moves an entry last in the map, where a live iteration would meet it again.
    for (const [path, entry] of [...this.entries]) {
      if (except.includes(path) || ![resources].flat().some((resource) => resource.shownBy(entry.read))) continue;
      entry.fetchedAt = 0;
      if (entry.readers > 0) void this.refresh(path, { token: entry.token });
    }
  }

  /** Forgets every answer read with a token (after a logout): the next reader fetches as who is signed in. */
  forgetPersonal(): void {
    for (const [path, entry] of this.entries) {
      if (!entry.personal) continue;
      entry.inFlight?.controller.abort();
      entry.inFlight = undefined;
      entry.token = undefined;
      entry.fetchedAt = 0;
      this.publish(entry, API_LOADING);
      if (entry.readers === 0) this.entries.delete(path);
    }
  }

  /** Starts from the answers a server-rendered page embedded: read at once, not fetched again. */
  prime(answers: Readonly<Record<string, EmbeddedAnswer>>, now = Date.now()): void {
    for (const [path, { status, body }] of Object.entries(answers)) {
      const entry = this.entry(path);
      entry.fetchedAt = now;
      this.publish(entry, { state: 'answered', answer: { status, body, savedAt: null }, stale: false });
    }
  }

  /** Every answer held, to embed in a server-rendered page. */
  snapshot(): Record<string, EmbeddedAnswer> {
    const answers: Record<string, EmbeddedAnswer> = {};
    for (const [path, entry] of this.entries) {
      if (entry.snapshot.state === 'answered' && !entry.snapshot.answer.offline && !entry.personal) {
        answers[path] = { status: entry.snapshot.answer.status, body: entry.snapshot.answer.body };
      }
    }
    return answers;
  }
}
