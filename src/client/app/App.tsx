import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { Router } from 'wouter';
import { replaceOverlayEntry } from '../lib/overlay-entry';
import { AppRoutes } from './AppRoutes';
import { ScrollToTop } from './ScrollToTop';

export interface AppProps {
  /** Location hooks for tests (`memoryLocation`); the browser's address bar by default. */
  hook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
  /** On the server, the address being rendered (path, and query without its '?'). */
  ssrPath?: string;
  ssrSearch?: string;
}

/** The whole app below the jotai Provider: router, scroll restoration and the routed layouts. */
export function App({ hook, searchHook, ssrPath, ssrSearch }: AppProps) {
  return (
    <Router
      hook={hook}
      searchHook={searchHook}
      ssrPath={ssrPath}
      ssrSearch={ssrSearch}
      // Overlays keep their entries in the browser's history; a memory location (tests) has none to replace.
      aroundNav={hook ? undefined : replaceOverlayEntry}
    >
      <ScrollToTop />
      <AppRoutes />
    </Router>
  );
}
