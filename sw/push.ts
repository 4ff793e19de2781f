import type { SavedSearchPush } from '../src/shared/alerts/saved-search-constants';
import type { WorkerScope } from './sw-scope';

declare const self: WorkerScope;

const ICON = '/icons/icon-192.png';

/** The alert in a push, or undefined for one that is not ours (never throw inside a push event). */
function readPush(event: PushEvent): SavedSearchPush | undefined {
  try {
    const data = event.data?.json() as Partial<SavedSearchPush> | undefined;
    if (typeof data?.title !== 'string' || typeof data.url !== 'string' || !data.url.startsWith('/')) return undefined;
    return { title: data.title, body: String(data.body ?? ''), url: data.url, tag: String(data.tag ?? 'saved-search') };
  } catch {
    return undefined;
  }
}

/** Focuses a window already on `url`, else navigates one of ours there, else opens a new one. */
async function openUrl(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === target);
  if (same) {
    await same.focus();
    return;
  }
  const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (ours) {
    const moved = await ours.navigate(target).catch(() => null);
    if (moved) {
      await moved.focus();
      return;
    }
  }
  await self.clients.openWindow(target);
}

/** Web Push: saved-search alerts shown as notifications; a tap opens the matching results. */
export function setupPush(): void {
  self.addEventListener('push', (event) => {
    const push = readPush(event);
    if (!push) return;
    event.waitUntil(
      self.registration.showNotification(push.title, {
        body: push.body,
        data: { url: push.url },
        tag: push.tag,
        icon: ICON,
        badge: ICON,
      }),
    );
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    event.waitUntil(openUrl(typeof url === 'string' && url.startsWith('/') ? url : '/'));
  });
}
