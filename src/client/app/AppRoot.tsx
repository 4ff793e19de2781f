import { StrictMode } from 'react';
import type { ApiCache } from '../lib/api-cache';
import { ApiCacheProvider } from '../lib/use-api';
import { App } from './App';
import { Provider } from './store';
import { ToastHost } from './ToastHost';

type Store = NonNullable<Parameters<typeof Provider>[0]['store']>;

export interface AppRootProps {
  store: Store;
  cache: ApiCache;
  /** On the server: the address being rendered. */
  ssrPath?: string;
  ssrSearch?: string;
}

/** Everything the page renders, the same tree in the browser and on the server (so hydration matches). */
export function AppRoot({ store, cache, ssrPath, ssrSearch }: AppRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ApiCacheProvider value={cache}>
          <App ssrPath={ssrPath} ssrSearch={ssrSearch} />
          <ToastHost />
        </ApiCacheProvider>
      </Provider>
    </StrictMode>
  );
}
