import { usePageHead } from '../../lib/use-document-title';
import { searchHead } from './search-head';
import type { useUrlSearch } from './use-url-search';

/**
 * A results page's head from its search: the title naming it, a description with the count once the
 * answer is here, the canonical address (its landing page when one stands for it) and noindex for deep
 * filter combinations. On the server it goes into the HTML's <head>; in the browser it sets the tab title.
 */
export function useSearchHead({ path, defaults, filters, valid, results }: ReturnType<typeof useUrlSearch>): void {
  const answered = !results.loading && !results.error;
  usePageHead(
    searchHead(path, filters, {
      defaults,
      valid,
      count: answered ? { total: results.total, capped: results.totalCapped } : undefined,
    }),
  );
}
