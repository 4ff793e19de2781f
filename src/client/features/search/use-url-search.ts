import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SEARCH_FIRST_PAGE } from '../../../shared/limits';
import { type SearchFilters, searchUrl } from '../../../shared/listings/search-href';
import { readSearch } from '../../../shared/listings/search-url';
import { useApiRead } from '../../lib/use-api';
import { pickSearchPage, searchRead, searchResultsOf } from './search.api';

const NO_DEFAULTS: SearchFilters = {};

/**
 * The search kept in the address bar of `path` (/search-results or /properties): what the URL says,
 * its results (read through the page's API cache: on the server the page is rendered with them, in the
 * browser a search seen before shows at once), and the ways to change it. Any change of filters starts
 * again at page 1; `pageHref` gives real links for the pagination.
 */
export function useUrlSearch(path: string, defaults: SearchFilters = NO_DEFAULTS) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, request, valid } = useMemo(() => readSearch(search, defaults), [search, defaults]);
  const read = useApiRead(searchRead(request), pickSearchPage);
  const results = searchResultsOf(read);

  const apply = useCallback(
    (next: SearchFilters) => navigate(searchUrl(path, { ...next, page: SEARCH_FIRST_PAGE })),
    [navigate, path],
  );
  const pageHref = useCallback((page: number) => searchUrl(path, { ...filters, page }), [filters, path]);

  return { path, defaults, filters, request, valid, results, apply, pageHref, retry: read.retry };
}
