import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { Router } from 'wouter';
import { AppRoutes } from './AppRoutes';
import { ScrollToTop } from './ScrollToTop';

export interface AppProps {
  /** Location hooks for tests (`memoryLocation`); the browser's address bar by default. */
  hook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
}

/** The whole app below the jotai Provider: router, scroll restoration and the routed layouts. */
export function App({ hook, searchHook }: AppProps) {
  return (
    <Router hook={hook} searchHook={searchHook}>
      <ScrollToTop />
      <AppRoutes />
    </Router>
  );
}
