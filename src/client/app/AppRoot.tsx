import { Provider, useSetAtom } from 'jotai';
import { StrictMode, useEffect } from 'react';
import type { ApiCache } from '../lib/api-cache';
import { clientReadyAtom } from '../lib/client-ready';
import { ApiCacheProvider } from '../lib/use-api';
import { App } from './App';
import { ToastHost } from './ToastHost';

type Store = NonNullable<Parameters<typeof Provider>[0]['store']>;

export interface AppRootProps {
  store: Store;
  cache: ApiCache;
  /** On the server: the address being rendered. */
  ssrPath?: string;
  ssrSearch?: string;
}

/** Once the page has hydrated, what only this device knows (who is logged in, the saved city) may show. */
function MarkClientReady() {
  const setReady = useSetAtom(clientReadyAtom);
  useEffect(() => setReady(true), [setReady]);
  return null;
}

/** Everything the page renders, the same tree in the browser and on the server (so hydration matches). */
export function AppRoot({ store, cache, ssrPath, ssrSearch }: AppRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ApiCacheProvider value={cache}>
          <App ssrPath={ssrPath} ssrSearch={ssrSearch} />
          <ToastHost />
          <MarkClientReady />
        </ApiCacheProvider>
      </Provider>
    </StrictMode>
  );
}
