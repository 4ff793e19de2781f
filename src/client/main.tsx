import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { store } from './app/store';
import { ToastHost } from './app/ToastHost';
import { registerServiceWorker } from './features/offline/sw-bridge';

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
