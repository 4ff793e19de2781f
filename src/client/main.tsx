import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { store } from './app/store';
import { ToastHost } from './app/ToastHost';
import { listenForInstallPrompt } from './features/install/install-prompt';
import { registerServiceWorker } from './features/offline/sw-bridge';

// Before anything renders: Chromium may offer installation before the header has mounted.
listenForInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App />
      <ToastHost />
    </Provider>
  </StrictMode>,
);

// Only production builds have a worker: in development it would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();
