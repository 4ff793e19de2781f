import { useEffect } from 'react';
import { BRAND_NAME } from '../../shared/messages';
import type { PageHead } from '../../shared/page-head';
import { useServerPage } from './server-page';

/** `${title} | Property Creator`: the tab title, and the <title> the server writes. */
export const documentTitle = (title: string): string => `${title} | ${BRAND_NAME}`;

/**
 * The page's head: on the server it is recorded for the HTML's <head> (the last page component to call
 * this during the render wins, so a page's own head replaces its layout's); in the browser the tab title
 * is set while the page is shown.
 */
export function usePageHead(head: PageHead): void {
  const page = useServerPage();
  if (page) page.head = head;
  const { title } = head;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** Sets the tab title to `${title} | Property Creator` while the page is shown (and in the server's HTML). */
export function useDocumentTitle(title: string): void {
  usePageHead({ title });
}
