import './lib/zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PENDING_LOGOUTS_KEY } from '../shared/offline/logout-outbox';
import { SERVER_RENDERED_ATTRIBUTE } from '../shared/page-head';
import { AppRoot } from './app/AppRoot';
import { preloadPage } from './app/routes';
import { store } from './app/store';
import { listenForInstallPrompt } from './features/install/install-prompt';
import { startCityAtLaunch } from './features/location/start-city-at-launch';
import { keepAnswerForOffline, keepEmbeddedAnswersForOffline } from './features/offline/keep-answers';
import { registerServiceWorker } from './features/offline/sw-bridge';
import { createBrowserApiCache, embeddedAnswers } from './lib/browser-api-cache';
import { clientReadyAtom } from './lib/client-ready';

/** How long the first render waits for the first page's code before showing the loading screen. */
const FIRST_PAGE_WAIT_MS = 400;

// Before anything renders: Chromium may offer installation before the header has mounted.
listenForInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's answers, as the server rendered it: the first render reads them instead of fetching again,
// and they are kept for offline use at once (the service worker does not control a first visit).
const cache = createBrowserApiCache(keepAnswerForOffline);
const embedded = embeddedAnswers();
cache.prime(embedded);
keepEmbeddedAnswersForOffline(embedded);

const app = <AppRoot store={store} cache={cache} />;
const hydrating = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
// A page rendered here alone knows who is logged in from its first render; a server-rendered one learns it
// once it has hydrated (AppRoot), so that its first render matches the server's anonymous HTML.
store.set(clientReadyAtom, !hydrating);

if (hydrating) {
  // The server's HTML is the page already: React takes it over in place. Parts whose code is still on its
  // way stay as the server painted them until it comes (selective hydration).
  hydrateRoot(container, app, {
    // A mismatch React recovered from (it rendered that part anew) is a bug to see, not to hide.
    onRecoverableError: (error) => console.error('Hydration:', error),
  });
} else {
  // The shell (offline, or a page the server does not render): rendered here, once the first page's code
  // has had a moment to arrive, so the first render shows the page instead of the loading screen. As a
  // transition it yields to the browser every few milliseconds: a tap on a slow phone is answered meanwhile.
  const root = createRoot(container);
  void Promise.race([
    preloadPage(location.pathname),
    new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]).then(() => startTransition(() => root.render(app)));
}

// A logout made offline on a page that had no worker to keep it ends its session at start and once the
// network is back. The sender's code is fetched only when a logout is waiting.
const sendPendingLogouts = () => {
  let waiting: string | null = null;
  try {
    waiting = localStorage.getItem(PENDING_LOGOUTS_KEY);
  } catch {
    // Storage refused (privacy mode): nothing can have been kept.
  }
  if (waiting) void import('./features/accounts/end-session').then((module) => module.sendPendingLogouts());
};
window.addEventListener('online', sendPendingLogouts);
sendPendingLogouts();

// Once the page has loaded and the browser is idle: the visitor's city without a tap when the position is
// already granted, and a known city's offline copy kept fresh.
void startCityAtLaunch(store);

// Only production builds have a worker: in development it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
