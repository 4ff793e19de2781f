/**
 * SPEC.md section 3's shared search state: `searchQuery` (the search on screen) and `searchResults`
 * (its page of listings), with loading and error flags, plus the filter panel's open flag (section 3's
 * UI state). Answers are cached by query for a few minutes, so coming back from a property to the
 * results shows them at once; an answer for a query that is no longer on screen is dropped.
 */
import { atom } from 'jotai';
import type { SearchParams } from '../../../shared/listings/search-params';
import { fetchSearchPage, SearchNotSaved, type SearchPage, SearchRejected } from './search.api';

export interface SearchQueryState {
  /** The query string sent to the API (also the cache key). */
  request: string;
  filters: SearchParams;
}

export interface SearchResultsState extends SearchPage {
  /** The request these results answer; null before the first search. */
  key: string | null;
  loading: boolean;
  error: string | null;
  /** True when the API refused the parameters (400): a retry cannot help, changing them can. */
  rejected: boolean;
  /** Offline and never run on this device: the error is that, not a failure (retry once online). */
  notSaved: boolean;
}

const NO_RESULTS: SearchResultsState = {
  key: null,
  data: [],
  total: 0,
  totalCapped: false,
  page: 1,
  pageSize: 20,
  savedAt: null,
  loading: false,
  error: null,
  rejected: false,
  notSaved: false,
};

export const searchQueryAtom = atom<SearchQueryState | null>(null);
export const searchResultsAtom = atom<SearchResultsState>(NO_RESULTS);

/** The phone's Refine Search sheet (the spec's filter modal open flag). */
export const filterModalOpenAtom = atom(false);

const CACHE_TTL_MS = 5 * 60_000;
const CACHE_SIZE = 30;

// A derived atom with no dependencies: one Map per store (tests get a fresh one with each store).
const cacheAtom = atom(() => new Map<string, { page: SearchPage; at: number }>());

/** Shows the results of `request`: from the cache when fresh (unless `retry`), else from the API. */
export const loadSearchAtom = atom(null, async (get, set, request: string, retry = false) => {
  const cache = get(cacheAtom);
  const cached = cache.get(request);
  if (!retry && cached && Date.now() - cached.at < CACHE_TTL_MS) {
    set(searchResultsAtom, { ...NO_RESULTS, ...cached.page, key: request });
    return;
  }
  const current = get(searchResultsAtom);
  if (!retry && current.key === request && current.loading) return;
  set(searchResultsAtom, { ...NO_RESULTS, pageSize: current.pageSize, key: request, loading: true });
  try {
    const page = await fetchSearchPage(request);
    cache.delete(request);
    // An answer saved offline is not kept: back online, the same search asks the network again.
    if (page.savedAt === null) cache.set(request, { page, at: Date.now() });
    // Maps keep insertion order: the first key is the oldest.
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    if (get(searchResultsAtom).key !== request) return;
    set(searchResultsAtom, { ...NO_RESULTS, ...page, key: request });
  } catch (error) {
    if (get(searchResultsAtom).key !== request) return;
    const rejected = error instanceof SearchRejected;
    const notSaved = error instanceof SearchNotSaved;
    set(searchResultsAtom, { ...NO_RESULTS, key: request, error: (error as Error).message, rejected, notSaved });
  }
});
