import './lib/zod-jitless';
import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import { Provider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { store } from './app/store';
import { ToastHost } from './app/ToastHost';
import { sendPendingLogoutsWhenOnline } from './features/accounts/end-session';
import { listenForInstallPrompt } from './features/install/install-prompt';
import { startCityAtLaunch } from './features/location/start-city-at-launch';
import { registerServiceWorker } from './features/offline/sw-bridge';
import { rememberFirstPaint } from './lib/first-paint';

/** How long the first render waits for the first page's code before showing the loading screen. */
const FIRST_PAGE_WAIT_MS = 400;

// Before anything renders: Chromium may offer installation before the header has mounted.
listenForInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
rememberFirstPaint(container);

const root = createRoot(container);
const render = () =>
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree: a tap or a scroll on a slow phone is answered while the page is built.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <App />
          <ToastHost />
        </Provider>
      </StrictMode>,
    ),
  );

// The first page's code is already on its way (the HTML preloads it): waiting briefly for it lets the first
// render show the page itself, in place of what the server painted, instead of the loading screen. (Not a
// top-level await: that would split the entry chunk, which the service worker precaches by name.)
void Promise.race([
  preloadPage(location.pathname),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
]).then(render);

// A logout made offline on a page that had no worker to keep it ends its session once the network is back.
sendPendingLogoutsWhenOnline();

// Once the page has loaded and the browser is idle: the visitor's city without a tap when the position is
// already granted, and a known city's offline copy kept fresh.
void startCityAtLaunch(store);

// Only production builds have a worker: in development it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
