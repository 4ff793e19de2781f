/**
 * Keeps the page's public answers for offline use from the first visit: the answers the server embedded
 * in the page and those the page fetched before the service worker controlled it (once it does, the worker
 * keeps what passes through it). The writing (answers-writer.ts, with the store's code) is fetched when
 * the browser is idle, so it costs the first paint nothing.
 */
import type { EmbeddedAnswer } from '../../../shared/page-render';
import type { ApiAnswer } from '../../lib/api-cache';

const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 2_000 }) : setTimeout(work, 200);

const keep = (answers: ReadonlyArray<readonly [string, EmbeddedAnswer]>) =>
  whenIdle(() => void import('./answers-writer').then((writer) => writer.keepAnswers(answers)).catch(() => undefined));

const controlled = () => Boolean(navigator.serviceWorker?.controller);

export function keepEmbeddedAnswersForOffline(answers: Readonly<Record<string, EmbeddedAnswer>>): void {
  const list = Object.entries(answers);
  if (list.length > 0) keep(list);
}

/** An answer the page fetched itself: kept here only when no worker saw it on its way. */
export function keepAnswerForOffline(path: string, answer: ApiAnswer): void {
  if (!controlled()) keep([[path, answer]]);
}
