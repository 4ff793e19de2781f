import { SW_MESSAGES } from '../src/shared/sw-protocol';
import type { WorkerScope } from './sw-scope';

declare const self: WorkerScope;

/**
 * Update flow: a new worker waits until the page's 'Reload' button sends SKIP_WAITING (never on its
 * own, so an open page is not switched to new chunks mid-visit); the first worker claims open pages so
 * the very first visit is already served offline-capable.
 */
export function setupLifecycle(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim());
  });
}
