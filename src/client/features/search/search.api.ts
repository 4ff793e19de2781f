/**
 * The search calls. Errors are the spec's messages (SPEC.md sections 5 and 8): an answer without a
 * `data` array is 'Invalid search response format', no answer or a server failure 'Failed to search
 * properties'; a 400 carries the API's own message, which names the parameter it refused. Offline, the
 * service worker answers a search run before from what it saved (`savedAt`) and a new one with a 503
 * that becomes SearchNotSaved.
 */
import { searchListingsPath } from '../../../shared/listings/listing-api-paths';
import type { ListingCard, LocationSuggestion, SearchResponse } from '../../../shared/listings/listing-types';
import { SEARCH_PAGE_SIZE } from '../../../shared/listings/vocabulary';
import { MESSAGES } from '../../../shared/messages';
import { OFFLINE_MESSAGES } from '../../../shared/offline/offline-contract';
import { http } from '../../lib/http';

const TIMEOUT_MS = 10_000;

export interface SearchPage {
  data: ListingCard[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** The answer is what this device saved offline (epoch ms); null for a network answer. */
  savedAt: number | null;
}

/** Thrown for a search the API refused (400): retrying the same request cannot help. */
export class SearchRejected extends Error {
  override name = 'SearchRejected';
}

/** Offline, and this search was never run on this device: nothing to show until the network is back. */
export class SearchNotSaved extends Error {
  override name = 'SearchNotSaved';
  constructor() {
    super(OFFLINE_MESSAGES.notSavedSearch);
  }
}

/** One page of results for a query string (see search-url.ts). */
export async function fetchSearchPage(query: string): Promise<SearchPage> {
  const response = await http<Partial<SearchResponse> & { message?: string }>(searchListingsPath(query), {
    timeoutMs: TIMEOUT_MS,
  }).catch(() => null);
  if (!response) throw new Error(MESSAGES.searchFailed);
  if (response.offline?.source === 'offline') throw new SearchNotSaved();
  const body = response.body;
  if (response.status === 400 && typeof body?.message === 'string') throw new SearchRejected(body.message);
  if (response.status !== 200) throw new Error(MESSAGES.searchFailed);
  if (!Array.isArray(body?.data)) throw new Error(MESSAGES.invalidSearchResponse);
  const total = typeof body.total === 'number' ? body.total : body.data.length;
  return {
    data: body.data,
    total,
    totalCapped: body.totalCapped === true,
    page: typeof body.page === 'number' ? body.page : 1,
    pageSize: typeof body.pageSize === 'number' && body.pageSize > 0 ? body.pageSize : SEARCH_PAGE_SIZE,
    savedAt: response.offline?.savedAt ?? null,
  };
}

/** Cities and localities with listings that start like `q` (typos forgiven); [] when the call fails. */
export async function fetchLocationSuggestions(q: string, city?: string): Promise<LocationSuggestion[]> {
  const query = new URLSearchParams({ q, limit: '8' });
  if (city) query.set('city', city);
  const response = await http<{ data?: LocationSuggestion[] }>(`/api/locations/suggest?${query}`, {
    timeoutMs: TIMEOUT_MS,
  }).catch(() => null);
  return response?.status === 200 && Array.isArray(response.body?.data) ? response.body.data : [];
}
