/** Renders the whole app at a path, as main.tsx does, with an in-memory address bar. */
import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/client/app/App';
import { AppToaster } from '../../src/client/app/AppToaster';
import { createStore, Provider } from '../../src/client/app/store';
import { createBrowserApiCache } from '../../src/client/lib/browser-api-cache';
import { ApiCacheProvider } from '../../src/client/lib/use-api';

export function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  const store = createStore();
  // A fresh cache per render, as per page load in the browser: no test sees another's answers.
  const cache = createBrowserApiCache();
  const view = render(
    <Provider store={store}>
      <ApiCacheProvider value={cache}>
        <App hook={location.hook} searchHook={location.searchHook} />
        <AppToaster />
      </ApiCacheProvider>
    </Provider>,
  );
  return { ...view, location, store, cache };
}
