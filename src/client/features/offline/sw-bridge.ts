/**
 * The page's one link to the service worker (squoosh-style bridge): registers it, says 'Ready to work
 * offline' after the first install, offers a reload when a new version is waiting, asks it to keep a
 * signed-in seller's or admin's code (keep-role-code.ts), and runs the outbox: starting and 'back online'
 * ask the worker to send it (where Background Sync is missing), and what became of it is told.
 */
import { createElement } from 'react';
import { Workbox } from 'workbox-window';
import { OFFLINE_READY_TOAST_MS } from '../../../shared/limits';
import { DEFAULT_MEDIA_BASE_URL } from '../../../shared/media';
import { APP_MESSAGES } from '../../../shared/messages';
import { OUTBOX_DELIVERED_MESSAGE, outboxRefusedMessage } from '../../../shared/offline/offline-answer';
import { SW_MESSAGES, swUrlFor } from '../../../shared/sw-protocol';
import { store } from '../../app/store';
import { setNewWorkerTaker } from '../../lib/chunk-recovery';
import { siteConfig } from '../../lib/site-config';
import { notify } from '../../lib/toast';
import { currentUserAtom } from '../accounts/accounts.atoms';
import { takeEarlyWorkerMessages } from './early-worker-messages';
import { postToWorker } from './post-to-worker';

const UPDATE_TOAST_ID = 'sw-update';
/** How long a page reloading into a new release waits for the new worker to take over. */
const NEW_WORKER_WAIT_MS = 10_000;

/** Registers the worker (workbox-window waits for the page's load event) and wires the two toasts. */
export function registerServiceWorker(): Workbox | undefined {
  if (!('serviceWorker' in navigator)) return undefined;
  const wb = new Workbox(swUrlFor(siteConfig.mediaBaseUrl ?? DEFAULT_MEDIA_BASE_URL));

  // An update found while the page is open counts as 'external' (isUpdate unset), so both flags matter.
  const isFirstInstall = (event: { isUpdate?: boolean; isExternal?: boolean }) => !event.isUpdate && !event.isExternal;

  wb.addEventListener('installed', (event) => {
    if (isFirstInstall(event)) notify.success(APP_MESSAGES.offlineReady, { duration: OFFLINE_READY_TOAST_MS });
  });

  wb.addEventListener('waiting', () => {
    const reload = () => {
      notify.dismiss(UPDATE_TOAST_ID);
      // Reload once the new worker has taken over, so the page and its chunks come from one version.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    // The prompt's code is fetched only when there is an update to offer.
    void import('./UpdatePrompt').then(({ UpdatePrompt }) =>
      notify.show(createElement(UpdatePrompt, { onReload: reload }), {
        id: UPDATE_TOAST_ID,
        duration: Number.POSITIVE_INFINITY,
      }),
    );
  });

  // A page reloading into a new release because its own chunks are gone takes the new worker first, or a
  // page the worker serves from its shell would come back on the old release (chunk-recovery.ts).
  setNewWorkerTaker(
    () =>
      new Promise((resolve) => {
        // A worker that does not install (the server down again) must not hold the reload.
        setTimeout(resolve, NEW_WORKER_WAIT_MS);
        wb.addEventListener('controlling', resolve);
        wb.addEventListener('waiting', () => wb.messageSkipWaiting());
        wb.messageSkipWaiting();
        void wb.update().catch(() => undefined);
      }),
  );

  // The outbox is sent when the browser is back online, and when a page starts: a worker that sent it while
  // no page was open (woken for a sync, or for this page's own navigation) kept the news for this page.
  const replayOutbox = () => postToWorker({ type: SW_MESSAGES.replayOutbox });
  window.addEventListener('online', replayOutbox);
  replayOutbox();
  const tell = (data: { type?: unknown; message?: unknown } | null | undefined) => {
    if (data?.type === SW_MESSAGES.outboxDelivered) notify.success(OUTBOX_DELIVERED_MESSAGE);
    if (data?.type === SW_MESSAGES.outboxRefused) notify.error(outboxRefusedMessage(String(data.message)));
    // Asked once per device, so its few lines load only then (and are precached for offline).
    if (data?.type === SW_MESSAGES.citySaved)
      void import('./persistent-storage').then((storage) => storage.askForPersistentStorage()).catch(() => undefined);
  };
  wb.addEventListener('message', (event) => tell(event.data));
  // And what the worker said before the app listened (early-worker-messages.ts).
  for (const data of takeEarlyWorkerMessages()) tell(data as Parameters<typeof tell>[0]);

  // A seller's or an admin's code is not in the precache every visitor's worker downloads: from the first
  // moment someone is signed in on this device, keep-role-code.ts (loaded only then) tells the worker.
  const keepRoleCode = () => {
    if (!store.get(currentUserAtom)) return;
    stopWatching();
    void import('./keep-role-code').then((code) => code.keepRoleCodeOfSignedIn(store)).catch(() => undefined);
  };
  const stopWatching = store.sub(currentUserAtom, keepRoleCode);
  keepRoleCode();

  wb.register().catch((error: unknown) => console.error('Service worker registration failed', error));
  return wb;
}
