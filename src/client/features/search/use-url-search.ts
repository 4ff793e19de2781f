import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SEARCH_FIRST_PAGE } from '../../../shared/limits';
import { type SearchFilters, searchUrl } from '../../../shared/listings/search-href';
import { readSearch } from '../../../shared/listings/search-url';
import { useApiRead } from '../../lib/use-api';
import { readViewMode, withViewMode } from './results-view-mode';
import { pickSearchPage, searchRead, searchResultsOf } from './search.api';

const NO_DEFAULTS: SearchFilters = {};

/**
 * The search kept in the address bar of `path` (/search-results or /properties): what the URL says,
 * its results (read through the page's API cache: on the server the page is rendered with them, in the
 * browser a search seen before shows at once), and the ways to change it. Any change of filters starts
 * again at page 1; `pageHref` gives real links for the pagination. Both keep the view (list or map).
 */
export function useUrlSearch(path: string, defaults: SearchFilters = NO_DEFAULTS) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, request, valid } = useMemo(() => readSearch(search, defaults), [search, defaults]);
  const read = useApiRead(searchRead(request), pickSearchPage);
  const results = searchResultsOf(read);
  const view = readViewMode(search);

  const apply = useCallback(
    (next: SearchFilters) => navigate(withViewMode(searchUrl(path, { ...next, page: SEARCH_FIRST_PAGE }), view)),
    [navigate, path, view],
  );
  const pageHref = useCallback(
    (page: number) => withViewMode(searchUrl(path, { ...filters, page }), view),
    [filters, path, view],
  );
  /** The same search in the other view. */
  const viewHref = useCallback((mode: typeof view) => withViewMode(searchUrl(path, filters), mode), [filters, path]);

  return { path, defaults, filters, request, valid, results, view, apply, pageHref, viewHref, retry: read.retry };
}
