/**
 * What the service worker's modules find around them, for running them in Node against the real server
 * in-process: IndexedDB (fake-indexeddb), a Cache Storage that holds at most `capacity` bytes and then
 * throws QuotaExceededError as a full origin does, `navigator.storage.estimate()` saying `quota`, the
 * worker's `self` (its origin, its open pages, which record what they are told), and `fetch` answered by
 * the app. Install before importing a worker module (they read `self` when they load).
 */
import 'fake-indexeddb/auto';

type App = { request: (input: Request) => Response | Promise<Response> };

/** A Cache Storage whose caches share `capacity` bytes, counting each response's body. */
export class TightCacheStorage {
  readonly caches = new Map<string, Map<string, { body: Uint8Array; headers: [string, string][] }>>();
  /** How many writes the capacity refused. */
  quotaErrors = 0;

  constructor(public capacity: number) {}

  used(): number {
    let bytes = 0;
    for (const cache of this.caches.values()) for (const entry of cache.values()) bytes += entry.body.byteLength;
    return bytes;
  }

  private cacheOf(name: string) {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new Map();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async open(name: string) {
    const entries = this.cacheOf(name);
    const keyOf = (request: Request | string) => (typeof request === 'string' ? request : request.url);
    return {
      match: async (request: Request | string) => {
        const entry = entries.get(keyOf(request));
        return entry ? new Response(entry.body.slice(), { headers: entry.headers }) : undefined;
      },
      put: async (request: Request | string, response: Response) => {
        const body = new Uint8Array(await response.arrayBuffer());
        const replaced = entries.get(keyOf(request))?.body.byteLength ?? 0;
        if (this.used() - replaced + body.byteLength > this.capacity) {
          this.quotaErrors += 1;
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        entries.set(keyOf(request), { body, headers: [...response.headers] });
      },
      delete: async (request: Request | string) => entries.delete(keyOf(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  }

  async has(name: string) {
    return this.caches.has(name);
  }
}

export interface WorkerScopeStandIn {
  storage: TightCacheStorage;
  /** What the worker told its open pages. */
  told: { type: string; [key: string]: unknown }[];
}

/** Installs the worker's surroundings on `globalThis`, with `origin` as the worker's own. */
export function installWorkerScope(app: App, origin: string, quota: number, capacity: number): WorkerScopeStandIn {
  const storage = new TightCacheStorage(capacity);
  const told: WorkerScopeStandIn['told'] = [];
  const page = { postMessage: (message: WorkerScopeStandIn['told'][number]) => told.push(message) };
  Object.assign(globalThis, {
    caches: storage,
    self: {
      location: new URL('/sw.js', origin),
      clients: { matchAll: async () => [page] },
      addEventListener: () => undefined,
    },
    fetch: (input: Request | string | URL, init?: RequestInit) =>
      app.request(input instanceof Request ? input : new Request(new URL(String(input), origin), init)),
  });
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: { storage: { estimate: async () => ({ quota, usage: storage.used() }) } },
  });
  return { storage, told };
}
