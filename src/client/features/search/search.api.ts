/**
 * The search reads. A results page reads its page of listings with `useApiRead(searchRead(request),
 * pickSearchPage)`, and `searchResultsOf` turns what that read came to into what the page shows, with the
 * product's messages (docs/product-rules.md, Search): an answer without a `data` array is 'Invalid search
 * response format', no answer or a server failure 'Failed to search properties'; a 400 carries the API's own
 * message, which names the parameter it refused. Offline, the service worker answers a search run before from
 * what it saved (`savedAt`) and a new one with a 503 that reads as not saved.
 */
import { searchListingsPath } from '../../../shared/listings/listing-api-paths';
import type { ListingCard, LocationSuggestion } from '../../../shared/listings/listing-types';
import { SEARCH_PAGE_SIZE } from '../../../shared/listings/vocabulary';
import { MESSAGES } from '../../../shared/messages';
import type { DeviceSearchResponse, SavedOnDevice } from '../../../shared/offline/device-search';
import { OFFLINE_MESSAGES } from '../../../shared/offline/offline-contract';
import type { SavedCitySummary } from '../../../shared/offline/saved-cities';
import { api, dataOf } from '../../lib/api';
import type { ApiReadKey } from '../../lib/api-read';
import type { ApiResult } from '../../lib/use-api';
import { savedCitiesIn } from '../offline/SavedCitiesOffer';

const TIMEOUT_MS = 10_000;

export interface SearchPage {
  data: ListingCard[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** Offline, the device answered from the listings it saved: which, and when. */
  savedOnDevice: SavedOnDevice | null;
}

/** An answer that came, but without the `data` array every search answer has. */
const INVALID = { invalid: true } as const;

/** What a search answer's body reads as: a page of results, or INVALID. */
export type SearchAnswer = SearchPage | typeof INVALID;

/** The search a results page's `request` (search-url.ts `readSearch`) names, at the path its HTML preloads. */
export const searchRead = (request: string): ApiReadKey<'GET /api/properties/search'> => ({
  key: 'GET /api/properties/search',
  path: searchListingsPath(request),
});

/** One page of results out of a search answer; INVALID when it has no `data` array. */
export function pickSearchPage(answer: Partial<DeviceSearchResponse>): SearchAnswer {
  if (!Array.isArray(answer.data)) return INVALID;
  return {
    savedOnDevice: answer.savedOnDevice ?? null,
    data: answer.data,
    total: typeof answer.total === 'number' ? answer.total : answer.data.length,
    totalCapped: answer.totalCapped === true,
    page: typeof answer.page === 'number' ? answer.page : 1,
    pageSize: typeof answer.pageSize === 'number' && answer.pageSize > 0 ? answer.pageSize : SEARCH_PAGE_SIZE,
  };
}

/** What a results page shows of its search. */
export interface SearchResults extends SearchPage {
  /** The answer is what this device saved offline (epoch ms); null for a network answer. */
  savedAt: number | null;
  loading: boolean;
  error: string | null;
  /** True when the API refused the parameters (400): a retry cannot help, changing them can. */
  rejected: boolean;
  /** Offline and never run on this device: the error is that, not a failure (retry once online). */
  notSaved: boolean;
  /** Offline outside the saved cities: the cities this device saved, to search there instead. */
  savedCities: readonly SavedCitySummary[];
}

const NO_RESULTS: SearchResults = {
  data: [],
  total: 0,
  totalCapped: false,
  page: 1,
  pageSize: SEARCH_PAGE_SIZE,
  savedAt: null,
  loading: false,
  error: null,
  rejected: false,
  notSaved: false,
  savedOnDevice: null,
  savedCities: [],
};

const LOADING: SearchResults = { ...NO_RESULTS, loading: true };

const failed = (error: string): SearchResults => ({ ...NO_RESULTS, error });

/**
 * A search read as the page shows it: results, loading, or one of the product's messages
 * (src/shared/messages.ts).
 */
export function searchResultsOf(read: ApiResult<SearchAnswer>): SearchResults {
  switch (read.kind) {
    case 'loading':
      return LOADING;
    case 'found':
      return 'invalid' in read.data
        ? failed(MESSAGES.invalidSearchResponse)
        : { ...NO_RESULTS, ...read.data, savedAt: read.savedAt };
    case 'refused':
      // Only a 400 names a parameter to change; any other refusal is a failure to search (429, 403…).
      return read.status === 400 && read.message
        ? { ...failed(read.message), rejected: true }
        : failed(MESSAGES.searchFailed);
    case 'not-saved':
      return {
        ...failed(read.message ?? OFFLINE_MESSAGES.notSavedSearch),
        notSaved: true,
        savedCities: savedCitiesIn(read.body),
      };
    default:
      return failed(MESSAGES.searchFailed);
  }
}

/** Cities and localities with listings that start like `q` (typos forgiven); [] when the call fails. */
export async function fetchLocationSuggestions(q: string, city?: string): Promise<LocationSuggestion[]> {
  const response = await api('GET /api/locations/suggest', {
    query: { q, limit: 8, city },
    timeoutMs: TIMEOUT_MS,
  }).catch(() => null);
  const data = response?.status === 200 ? dataOf(response.body) : undefined;
  return Array.isArray(data) ? data : [];
}
