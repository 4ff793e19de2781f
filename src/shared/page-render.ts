/**
 * What the server asks of the client's page renderer (src/client/entry-server.tsx) and what it gets back:
 * declared once here, where both the renderer and the server (src/server/features/client/server-render.ts)
 * can see it.
 */
import type { PageHead } from './page-head';
import type { SiteConfig } from './site';

/** What the server embeds for one API path: enough to answer the same read in the browser. */
export interface EmbeddedAnswer {
  status: number;
  body: unknown;
}

/** `Signal` is the runtime's AbortSignal: code here sees neither the DOM's types nor Node's. */
export interface RenderRequest<Signal> {
  /** The page's path, and its query without the '?'. */
  path: string;
  search: string;
  /** One anonymous GET of the server's own API. */
  fetchApi: (path: string, signal: Signal) => Promise<EmbeddedAnswer>;
  siteConfig: SiteConfig;
  /** Gives up rendering (a slow database): the caller serves the shell instead. */
  signal: Signal;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  status: number;
  head: PageHead | undefined;
  /** The API answers the page was rendered from, to embed for the browser's first render. */
  answers: Record<string, EmbeddedAnswer>;
}
