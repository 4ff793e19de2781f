/**
 * Reads a search out of the address bar through the one schema of search parameters
 * (shared/listings/search-params.ts), the same the API validates with. A value the schema refuses
 * never breaks the page: the form shows the values that are valid, and the request goes to the API as
 * typed so the visitor reads the API's own 400 message naming the parameter. The server reads a results
 * page's address the same way, to preload the very request the page will make.
 */

import { compactQuery, type SearchFilters } from './search-href';
import { type SearchParams, searchParamsSchema } from './search-params';

/**
 * WHATWG URLSearchParams, which every place this runs has (browsers, the worker, Node). Shared code is
 * typed without the DOM and Node libraries, so it is reached through `globalThis`, typed as used here.
 */
interface QueryParams extends Iterable<[string, string]> {
  toString(): string;
}
const QueryParams = (
  globalThis as unknown as { URLSearchParams: new (init: string | Record<string, string>) => QueryParams }
).URLSearchParams;

/** /properties (browsing) shows the newest listings first unless its address picks a sort. */
export const BROWSE_DEFAULTS: SearchFilters = { sort: 'newest' };

const KEYS = Object.keys(searchParamsSchema.shape) as (keyof typeof searchParamsSchema.shape)[];

export interface ReadSearch {
  /** Every valid value of the URL (the invalid ones dropped), for the form and the headings. */
  filters: SearchParams;
  /** The query string sent to /api/properties/search, which is also the results' cache key. */
  request: string;
  /** False when some value of the URL is refused: the API will answer 400 with its message. */
  valid: boolean;
}

/** The schema's known parameters of a query string, as typed (the first of repeated ones, as the API reads them). */
function knownParams(search: string): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [key, value] of new QueryParams(search)) {
    if ((KEYS as string[]).includes(key) && !(key in raw)) raw[key] = value;
  }
  return raw;
}

/** Each parameter parsed on its own, so one bad value leaves the others usable. */
function lenient(raw: Record<string, string>): SearchParams {
  const filters: Record<string, unknown> = {};
  for (const key of KEYS) {
    const parsed = searchParamsSchema.shape[key].safeParse(raw[key]);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return { page: 1, sort: 'relevance', ...filters } as SearchParams;
}

/**
 * The search of a page's query string. `defaults` fill what the URL leaves out (/properties sorts
 * newest first); they are sent to the API but never written into the URL.
 */
export function readSearch(search: string, defaults: SearchFilters = {}): ReadSearch {
  const raw = knownParams(search);
  const parsed = searchParamsSchema.safeParse(raw);
  const added = defaultsFor(raw, defaults);
  if (!parsed.success) {
    return {
      filters: { ...lenient(raw), ...added },
      request: new QueryParams({ ...raw, ...added }).toString(),
      valid: false,
    };
  }
  const filters = { ...parsed.data, ...added };
  // `page` always goes to the API, so page 1 has one cache key with or without it in the URL.
  const rest = compactQuery({ ...filters, page: undefined });
  return { filters, request: rest ? `${rest}&page=${filters.page}` : `page=${filters.page}`, valid: true };
}

/** What the defaults add to a search: their sort, when the URL names none. */
const defaultsFor = (raw: Record<string, string>, defaults: SearchFilters): { sort?: SearchParams['sort'] } =>
  !raw.sort && defaults.sort ? { sort: defaults.sort } : {};
