/**
 * What a search really filters by, the same on the server and on the device (shared/offline/device-search.ts):
 * what a typed phrase names ('2 bhk in indore under 50 lakh') fills the filters the parameters left open
 * (explicit parameters win), the city is spelt as the listings spell it ('Bombay' is Mumbai), and
 * `searchQuery` becomes the words the phrase left over, which are matched as text.
 */
import { canonicalCity } from './query-cities';
import { parseSearchPhrase } from './query-parser';
import { phraseFilters, SEARCH_FILTER_NAMES } from './search-filters';
import type { SearchParams } from './search-params';

export function effectiveFilters(params: SearchParams, knownCities: readonly string[]): SearchParams {
  const phrase = params.searchQuery ? parseSearchPhrase(params.searchQuery, knownCities) : undefined;
  const named: Partial<SearchParams> = phrase ? phraseFilters(phrase) : {};
  const filled: Record<string, unknown> = { ...params };
  for (const name of SEARCH_FILTER_NAMES) filled[name] = params[name] ?? named[name];
  return {
    ...(filled as SearchParams),
    city: params.city ? canonicalCity(params.city, knownCities) : named.city,
    searchQuery: phrase ? phrase.rest : undefined,
  };
}
