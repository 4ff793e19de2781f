/**
 * Keeps the page's public answers for offline use from the first visit: the answers the server embedded
 * in the page and those the page fetched before the service worker controlled it (once it does, the worker
 * keeps what passes through it). Same store, keys and rules as the worker (answer-store.ts); its code is
 * fetched when the browser is idle, so it costs the first paint nothing.
 */
import type { ApiAnswer, EmbeddedAnswer } from '../../lib/api-cache';

const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 2_000 }) : setTimeout(work, 200);

async function keep(answers: ReadonlyArray<readonly [string, EmbeddedAnswer]>): Promise<void> {
  const [{ saveAnswer }, { OFFLINE_API_PATTERNS }] = await Promise.all([
    import('../../../shared/offline/answer-store'),
    import('../../../shared/offline/offline-contract'),
  ]);
  for (const [path, { status, body }] of answers) {
    // The worker's key: pathname + search as the browser writes the request's URL (it escapes a few
    // characters encodeURIComponent leaves, such as the apostrophe in a locality's name).
    const url = new URL(path, location.origin);
    if (status !== 200 || body === null || !OFFLINE_API_PATTERNS.some((pattern) => pattern.test(url.pathname)))
      continue;
    await saveAnswer(url.pathname + url.search, status, JSON.stringify(body));
  }
}

const controlled = () => Boolean(navigator.serviceWorker?.controller);

export function keepEmbeddedAnswersForOffline(answers: Readonly<Record<string, EmbeddedAnswer>>): void {
  const list = Object.entries(answers);
  if (list.length > 0) whenIdle(() => void keep(list).catch(() => undefined));
}

/** An answer the page fetched itself: kept here only when no worker saw it on its way. */
export function keepAnswerForOffline(path: string, answer: ApiAnswer): void {
  if (controlled()) return;
  whenIdle(() => void keep([[path, answer]]).catch(() => undefined));
}
