/**
 * Renders a public page on the server from the same components the browser hydrates, with its data: the
 * page's reads go through the server's own API (`fetchApi`, in process), suspend the render until they are
 * answered, and come back as `answers` for the page to embed. The render waits for every part to be ready
 * before any HTML goes out, so the page needs no inline script to finish itself (the CSP allows none), and
 * a crawler or a link preview gets the whole page.
 *
 * Only anonymous reads are made here: nothing private ever enters a rendered page.
 */
import { renderToReadableStream } from 'react-dom/server';
import type { RenderedPage, RenderRequest as RenderRequestOf } from '../shared/page-render';
import { AppRoot } from './app/AppRoot';
import { createStore } from './app/store';
import { ApiCache } from './lib/api-cache';
import { clientReadyAtom } from './lib/client-ready';
import { createServerPage, ServerPageProvider } from './lib/server-page';
import { setServerSiteConfig } from './lib/site-config';

type RenderRequest = RenderRequestOf<AbortSignal>;

export async function renderPage({ path, search, fetchApi, siteConfig, signal }: RenderRequest): Promise<RenderedPage> {
  setServerSiteConfig(siteConfig);
  const cache = new ApiCache({
    mode: 'server',
    fetcher: async (apiPath, fetchSignal) => ({ ...(await fetchApi(apiPath, fetchSignal)), savedAt: null }),
  });
  const page = createServerPage();
  const store = createStore();
  // The server knows nothing of the visitor's device: the page renders as for an anonymous first visit.
  store.set(clientReadyAtom, false);
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <ServerPageProvider value={page}>
      <AppRoot store={store} cache={cache} ssrPath={path} ssrSearch={search} />
    </ServerPageProvider>,
    {
      signal,
      onError: (error) => void errors.push(error),
      // Every finished part goes out in place: React otherwise sends a large one (over 12.8 kB) after the
      // rest with an inline script that moves it there, which the CSP does not allow to run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  await stream.allReady;
  // The first error says what went wrong; the others usually follow from it.
  if (errors.length > 0) throw errors[0];
  const html = await new Response(stream).text();
  return { html, status: page.status, head: page.head, answers: cache.snapshot() };
}
