import { useEffect } from 'react';
import { BRAND_NAME } from '../../shared/messages';

/** Sets the tab title to `${title} | Property Creator` while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${BRAND_NAME}`;
  }, [title]);
}
