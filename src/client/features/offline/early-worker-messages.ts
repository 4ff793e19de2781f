/**
 * The worker's messages to this page from before the app listens. A page keeps them only until
 * DOMContentLoaded (workbox-window listens from its constructor for that reason), and the app starts
 * after the first paint (boot.ts), later than that: the news that the outbox was sent at start would reach
 * no one. The entry imports this module, so it listens from the first moment; the app takes what it kept.
 */
const kept: unknown[] = [];
const keep = (event: MessageEvent) => kept.push(event.data);
if ('serviceWorker' in navigator) navigator.serviceWorker.addEventListener('message', keep);

/** What the worker said so far, once; from here on the caller listens itself. */
export function takeEarlyWorkerMessages(): unknown[] {
  if ('serviceWorker' in navigator) navigator.serviceWorker.removeEventListener('message', keep);
  return kept.splice(0);
}
