/**
 * What a page tells the server while it is rendered there: its HTTP status (404 for a page or listing not
 * found, 410 for one no longer available) and its head (title, description, canonical address, link
 * preview, structured data), which the server writes into the HTML's <head>. In the browser there is no
 * server page and these calls do nothing; the head hooks set the document's tags themselves.
 */
import { createContext, useContext } from 'react';
import type { PageHead } from '../../shared/page-head';

export interface ServerPage {
  status: number;
  head: PageHead | undefined;
}

const ServerPageContext = createContext<ServerPage | null>(null);

export const ServerPageProvider = ServerPageContext.Provider;

export const createServerPage = (): ServerPage => ({ status: 200, head: undefined });

/** The server's record of the page being rendered, or null in the browser. */
export const useServerPage = (): ServerPage | null => useContext(ServerPageContext);

/** Answers the page with `status` when rendered on the server. */
export function useHttpStatus(status: number): void {
  const page = useServerPage();
  if (page) page.status = status;
}
