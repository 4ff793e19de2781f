import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SEARCH_FIRST_PAGE } from '../../../shared/limits';
import { type SearchFilters, searchUrl } from '../../../shared/listings/search-href';
import { readSearch } from '../../../shared/listings/search-url';
import { loadSearchAtom, type SearchResultsState, searchQueryAtom, searchResultsAtom } from './search.atoms';

const NO_DEFAULTS: SearchFilters = {};

/**
 * The search kept in the address bar of `path` (/search-results or /properties): what the URL says,
 * its results from the shared store, and the ways to change it. Any change of filters starts again at
 * page 1 (SPEC.md section 9); `pageHref` gives real links for the pagination.
 */
export function useUrlSearch(path: string, defaults: SearchFilters = NO_DEFAULTS) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, request, valid } = useMemo(() => readSearch(search, defaults), [search, defaults]);
  const setQuery = useSetAtom(searchQueryAtom);
  const load = useSetAtom(loadSearchAtom);
  const stored = useAtomValue(searchResultsAtom);

  useEffect(() => {
    setQuery({ request, filters });
    void load(request);
  }, [request, filters, setQuery, load]);

  // Until the effect above has run for a new URL, the store still holds the previous search's results.
  const results: SearchResultsState =
    stored.key === request
      ? stored
      : {
          ...stored,
          key: request,
          data: [],
          savedAt: null,
          loading: true,
          error: null,
          rejected: false,
          notSaved: false,
        };

  const apply = useCallback(
    (next: SearchFilters) => navigate(searchUrl(path, { ...next, page: SEARCH_FIRST_PAGE })),
    [navigate, path],
  );
  const pageHref = useCallback((page: number) => searchUrl(path, { ...filters, page }), [filters, path]);
  const retry = useCallback(() => void load(request, true), [load, request]);

  return { filters, request, valid, results, apply, pageHref, retry };
}
