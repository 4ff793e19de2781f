import { createStore, get, update } from 'idb-keyval';
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { IDEMPOTENCY_KEY_HEADER } from '../src/shared/idempotency';
import { LOGOUT_OUTBOX } from '../src/shared/offline/logout-outbox';
import { OFFLINE_MESSAGES, OFFLINE_QUEUE, OFFLINE_STORES } from '../src/shared/offline/offline-contract';
import { SW_MESSAGES } from '../src/shared/sw-protocol';
import { workerAnswer } from './offline-responses';
import { forgetKept, noteKept } from './outbox-items';
import type { WorkerScope } from './sw-scope';

declare const self: WorkerScope;

/**
 * The outbox: an enquiry or contact message POSTed while the network is down is kept in a
 * workbox-background-sync queue (its own IndexedDB) and the page gets 202 'queued'. It is sent again by
 * Background Sync, by the page's REPLAY_OUTBOX on reconnect (where Background Sync is missing), and when
 * the worker starts. Exactly once: replays never run side by side (one at a time in this worker), and
 * every queued request carries an Idempotency-Key (added here when the page sent none), which the server
 * answers a second time with the first result instead of acting twice.
 *
 * What happened to a kept message is told to the open pages. With none open (the worker woke for a sync,
 * or for the navigation of a page that is not running yet) the news is kept in IndexedDB, and told when a
 * page starts and asks for a replay.
 *
 * A logout made offline waits in a queue of its own (LOGOUT_OUTBOX), sent after the outbox: silently,
 * and with a 401 (the session already ended) counting as done.
 */

const queue = new Queue(OFFLINE_QUEUE.name, {
  maxRetentionTime: OFFLINE_QUEUE.maxRetentionMinutes,
  onSync: async () => {
    await replayOutbox();
  },
});

/** Logouts made offline: kept as long as a session lives (see LOGOUT_OUTBOX). */
const logoutQueue = new Queue(LOGOUT_OUTBOX.queueName, {
  maxRetentionTime: LOGOUT_OUTBOX.maxRetentionMinutes,
  onSync: async () => {
    await replayOutbox();
  },
});

/** A status worth sending again later (the server was not able to decide); anything else is final. */
const retryLater = (status: number) => status >= 500 || status === 429;

/** What the pages are told: the worker's messages of the same names (SW_MESSAGES). */
type OutboxNews =
  | { type: typeof SW_MESSAGES.outboxDelivered; delivered: number; keys: string[] }
  | { type: typeof SW_MESSAGES.outboxRefused; message: string; key?: string | undefined };

const newsStore = createStore(OFFLINE_STORES.outboxNews.db, OFFLINE_STORES.outboxNews.store);
const KEPT_NEWS = 'kept';

const openPages = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

/** Tells the open pages; with none open, keeps the news (the newest OFFLINE_QUEUE.maxKeptNews) for later. */
async function tellPages(news: OutboxNews): Promise<void> {
  const pages = await openPages();
  if (pages.length > 0) for (const page of pages) page.postMessage(news);
  // An IndexedDB that cannot be written loses the news, never the delivery or the rest of the replay.
  else
    await update<OutboxNews[]>(
      KEPT_NEWS,
      (kept = []) => [...kept, news].slice(-OFFLINE_QUEUE.maxKeptNews),
      newsStore,
    ).catch(() => undefined);
}

/**
 * Tells the open pages the news kept while none was open, and forgets it (taken in one transaction). Every
 * page start asks, so a read-only look comes first: with nothing kept nothing is written.
 */
async function tellKeptNews(): Promise<void> {
  const pages = await openPages();
  if (pages.length === 0 || !(await get<OutboxNews[]>(KEPT_NEWS, newsStore))?.length) return;
  let kept: OutboxNews[] = [];
  await update<OutboxNews[]>(
    KEPT_NEWS,
    (value = []) => {
      kept = value;
      return [];
    },
    newsStore,
  );
  for (const news of kept) for (const page of pages) page.postMessage(news);
}

/** The server's `{ message }` of a refusal, or its status when the answer has none. */
async function reasonOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
}

/**
 * Sends every request of `from` in order; stops at the first that gets no answer (or a retry-later status),
 * putting it back, and throws so Background Sync tries again later. `onAnswer` hears every final answer.
 */
async function sendEach(from: Queue, onAnswer: (response: Response, request: Request) => Promise<void>): Promise<void> {
  for (let entry = await from.shiftRequest(); entry; entry = await from.shiftRequest()) {
    const response = await fetch(entry.request.clone()).catch((error: unknown) => error);
    if (!(response instanceof Response) || retryLater(response.status)) {
      await from.unshiftRequest(entry);
      throw response instanceof Response ? new Error(`outbox: the server answered ${response.status}`) : response;
    }
    await onAnswer(response, entry.request);
  }
}

/**
 * Sends the outbox, then the logouts; resolves with the number of messages delivered, and throws (after
 * both) when either has to wait for a later try. The logouts go even when a message has to wait (a
 * session left alive is worse than a message refused later), but after the messages, which may carry the
 * same token.
 */
async function sendQueued(): Promise<number> {
  let delivered = 0;
  const keys: string[] = [];
  const failure = await sendEach(queue, async (response, request) => {
    const key = await forgetKept(request);
    // A 4xx (a lapsed login, a listing gone) cannot succeed later either: it is dropped, and the pages
    // are told why, since they said it would be sent.
    if (response.ok) {
      delivered++;
      if (key) keys.push(key);
    } else await tellPages({ type: SW_MESSAGES.outboxRefused, message: await reasonOf(response), key });
  }).catch((error: unknown) => error ?? new Error('outbox: not sent'));
  if (delivered > 0) await tellPages({ type: SW_MESSAGES.outboxDelivered, delivered, keys });
  // Silent: the 200 of an ended session, or the 401 of one already ended, is all there is to it.
  const logoutFailure = await sendEach(logoutQueue, async () => undefined).catch(
    (error: unknown) => error ?? new Error('outbox: logout not sent'),
  );
  if (failure || logoutFailure) throw failure ?? logoutFailure;
  return delivered;
}

let running: Promise<number> | undefined;
let again = false;

/**
 * One replay at a time: a call during a replay runs once more after it (for what was queued meanwhile),
 * even when this one could not send: the call may be the page saying the network is back, made while
 * this replay was still finding none.
 */
export function replayOutbox(): Promise<number> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let total = 0;
    try {
      for (;;) {
        again = false;
        try {
          total += await sendQueued();
        } catch (error) {
          if (!again) throw error;
        }
        if (!again) return total;
      }
    } finally {
      running = undefined;
    }
  })();
  return running;
}

const isOutboxPost = (url: URL) => url.origin === self.location.origin && OFFLINE_QUEUE.paths.includes(url.pathname);

/**
 * Sends `request`; when the network does not carry it, keeps a copy in `into` (and `onKept` notes it) and
 * answers 202 with `message`.
 */
async function sendOrKeep(
  request: Request,
  into: Queue,
  message: string,
  onKept?: (copy: Request) => Promise<void>,
): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    await onKept?.(copy.clone());
    await into.pushRequest({ request: copy });
    return workerAnswer(202, { success: true, queued: true, message }, 'queued');
  }
}

/** An enquiry or contact message, sent with an idempotency key so that a replay is delivered once. */
function sendOrQueue(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  if (!headers.has(IDEMPOTENCY_KEY_HEADER)) headers.set(IDEMPOTENCY_KEY_HEADER, crypto.randomUUID());
  return sendOrKeep(new Request(request, { headers }), queue, OFFLINE_MESSAGES.queuedDetail, noteKept);
}

/**
 * A logout the network did not carry is kept as it was made, old token and all (no key: ending a session
 * twice is harmless). The page is already logged out; the 202 tells it the worker took the logout over.
 */
const sendOrKeepLogout = (request: Request): Promise<Response> =>
  sendOrKeep(request, logoutQueue, LOGOUT_OUTBOX.queuedMessage);

export function setupOutbox(): void {
  registerRoute(
    ({ url }) => isOutboxPost(url),
    ({ request }) => sendOrQueue(request),
    'POST',
  );
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === LOGOUT_OUTBOX.path,
    ({ request }) => sendOrKeepLogout(request),
    'POST',
  );
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SW_MESSAGES.replayOutbox)
      event.waitUntil(
        replayOutbox()
          .catch(() => undefined)
          .then(tellKeptNews)
          .catch(() => undefined),
      );
  });
  // A worker woken up later (or a browser without Background Sync) sends what is waiting.
  void replayOutbox().catch(() => undefined);
}
