/**
 * Hydration as the browser does it (main.tsx) over what the server renders (entry-server.tsx, the same
 * renderer the server runs): for DOM tests that check a server-rendered page is taken over without a
 * mismatch and without reading its data again.
 */

import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppRoot } from '../../src/client/app/AppRoot';
import { createStore } from '../../src/client/app/store';
import { renderPage } from '../../src/client/entry-server';
import { createBrowserApiCache } from '../../src/client/lib/browser-api-cache';
import { clientReadyAtom } from '../../src/client/lib/client-ready';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';

export type Answers = Record<string, { status: number; body: unknown }>;
export type ServedPage = Awaited<ReturnType<typeof renderPage>>;
type Store = ReturnType<typeof createStore>;

const SITE = { phone: '+91 755 400 1234', email: 'support@propertycreator.in' };

/** What the server sends for `path`, reading its API from `answers` (any other read fails the test). */
export function serverPage(path: string, answers: Answers): Promise<ServedPage> {
  const url = new URL(path, 'http://localhost');
  return renderPage({
    path: url.pathname,
    search: url.search.replace(/^\?/, ''),
    fetchApi: async (apiPath) => {
      const answer = answers[apiPath];
      if (!answer) throw new Error(`the server read ${apiPath}`);
      return answer;
    },
    siteConfig: SITE,
    signal: new AbortController().signal,
  });
}

/**
 * Hydration runs as in the browser, outside React's test scheduler (act); the page's root is unmounted
 * and the document emptied after each test.
 */
export function hydrationHarness() {
  let root: Root | undefined;
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    root?.unmount();
    root = undefined;
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  /**
   * Writes `served` into #root and hydrates it as main.tsx does (`prepare` sets what the device knows);
   * returns the root element, its first heading as served, and what React or the console complained of.
   */
  function hydrate(served: ServedPage, prepare: (store: Store) => void = () => undefined) {
    const errors = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    document.body.innerHTML = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${served.html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const firstHeading = container.querySelector('h1');
    const cache = createBrowserApiCache();
    cache.prime(served.answers);
    const store = createStore();
    store.set(clientReadyAtom, false);
    prepare(store);
    root = hydrateRoot(container, <AppRoot store={store} cache={cache} />, {
      onRecoverableError: (error) => recovered.push(error),
    });
    // One renderer's dev warning that only shows because the server's renderer ran in this same realm.
    const twoRenderers = /multiple renderers concurrently rendering the same context provider/;
    const complaints = () => [
      ...recovered.map(String),
      ...errors.mock.calls.map((call) => String(call[0])).filter((text) => !twoRenderers.test(text)),
    ];
    return { container, firstHeading, complaints };
  }

  /** Takes the page down within a test, to hydrate another. */
  const unmount = () => {
    root?.unmount();
    root = undefined;
    vi.restoreAllMocks();
  };

  return { hydrate, unmount };
}
