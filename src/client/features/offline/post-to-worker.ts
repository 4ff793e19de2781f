/**
 * Posts a message to the active service worker, once there is one: on a first visit the worker is
 * still installing when the page wants it, and `ready` waits for it. Without service workers (or in
 * development, where none is registered) nothing happens.
 */
export function postToWorker<M extends { type: string }>(message: M): void {
  if ('serviceWorker' in navigator) void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage(message));
}
