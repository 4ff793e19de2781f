import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App, type AppProps } from '../../src/client/app/App';
import { AppToaster } from '../../src/client/app/AppToaster';
import { createStore, Provider } from '../../src/client/app/store';
import { createBrowserApiCache } from '../../src/client/lib/browser-api-cache';
import { ApiCacheProvider } from '../../src/client/lib/use-api';

/** Renders the whole app at a path, as main.tsx does, with an in-memory address bar. */
export function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  return { ...renderWith({ hook: location.hook, searchHook: location.searchHook }), location };
}

/**
 * Renders the whole app on the window's own address bar and history, as in the browser, after visiting
 * `paths` in turn (the last is the page shown): for what Back and Forward do, which a memory location
 * cannot show.
 */
export function renderAppInHistory(...paths: [string, ...string[]]) {
  for (const path of paths) history.pushState(null, '', path);
  return renderWith({});
}

function renderWith(props: AppProps) {
  const store = createStore();
  // A fresh cache per render, as per page load in the browser: no test sees another's answers.
  const cache = createBrowserApiCache();
  const view = render(
    <Provider store={store}>
      <ApiCacheProvider value={cache}>
        <App {...props} />
        <AppToaster />
      </ApiCacheProvider>
    </Provider>,
  );
  return { ...view, store, cache };
}
