/**
 * Writes the answers keep-answers.ts hands over into the offline answer store: same store, keys and rules
 * as the worker (answer-store.ts). Loaded when the browser is idle, with the store's code, in one chunk.
 */
import { saveAnswer } from '../../../shared/offline/answer-store';
import { OFFLINE_API_PATTERNS } from '../../../shared/offline/offline-stores';
import type { EmbeddedAnswer } from '../../../shared/page-render';
import { SW_MESSAGES } from '../../../shared/sw-protocol';
import { postToWorker } from './post-to-worker';

/**
 * Writes each public 200 answer among `answers` to the offline answer store, then tells the worker, which
 * adds their listings to the device's listing store (once it runs, on a first visit).
 */
export async function keepAnswers(answers: ReadonlyArray<readonly [string, EmbeddedAnswer]>): Promise<void> {
  const kept: string[] = [];
  for (const [path, { status, body }] of answers) {
    // The worker's key: pathname + search as the browser writes the request's URL (it escapes a few
    // characters encodeURIComponent leaves, such as the apostrophe in a locality's name).
    const url = new URL(path, location.origin);
    if (status !== 200 || body === null || !OFFLINE_API_PATTERNS.some((pattern) => pattern.test(url.pathname)))
      continue;
    const key = url.pathname + url.search;
    if ((await saveAnswer(key, status, JSON.stringify(body))) !== undefined) kept.push(key);
  }
  if (kept.length > 0) postToWorker({ type: SW_MESSAGES.answersKept, keys: kept });
}
