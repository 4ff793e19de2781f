/**
 * Writes a search into a URL: /search-results in its fixed link shape (docs/routes.md; propertyType,
 * transactionType, page, city, state, locality, searchQuery, always in that order) followed by the other
 * filters, or /properties with only what is set. Every parameter is written as the filter table says
 * (search-filters.ts). No zod here, so forms can link to results cheaply.
 */

import { PATHS, searchResultsHref } from '../routes';
import {
  isSetValue,
  SEARCH_FILTER_NAMES,
  SEARCH_PARAM_NAMES,
  SEARCH_PARAMS,
  SEARCH_RANGES,
  type SearchFilters,
  type SearchParamName,
  writeParam,
} from './search-filters';

export type { SearchFilters } from './search-filters';

/** The parameters of `names` that are set, as URL text, in the table's order. */
const written = (filters: SearchFilters, names: readonly SearchParamName[]): [string, string][] =>
  names.flatMap(<K extends SearchParamName>(name: K) => {
    const text = writeParam(name, filters[name]);
    return text === undefined ? [] : [[name, text] as [string, string]];
  });

const AFTER_SPEC_LINK = SEARCH_PARAM_NAMES.filter((name) => !SEARCH_PARAMS[name].specLink);

const encode = (pairs: [string, string][]) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');

/** `/search-results?propertyType=…&transactionType=…&page=…&city=…&state=…&locality=…&searchQuery=…&<filters>`. */
export function searchResultsUrl(filters: SearchFilters): string {
  const base = searchResultsHref({
    propertyType: filters.propertyType ?? '',
    transactionType: filters.transactionType ?? '',
    page: filters.page ?? 1,
    city: filters.city ?? '',
    state: filters.state ?? '',
    locality: filters.locality ?? '',
    searchQuery: filters.searchQuery ?? '',
  });
  const extras = encode(written(filters, AFTER_SPEC_LINK));
  return extras ? `${base}&${extras}` : base;
}

/** Only the parameters that are set, page 1 left out: `/properties?propertyType=Plot&page=2`. */
export const compactQuery = (filters: SearchFilters): string => encode(written(filters, SEARCH_PARAM_NAMES));

/** Where a search lives: the results page in its fixed link shape, or another path (/properties) compactly. */
export function searchUrl(path: string, filters: SearchFilters): string {
  if (path === PATHS.searchResults) return searchResultsUrl(filters);
  const query = compactQuery(filters);
  return query ? `${path}?${query}` : path;
}

/** A range's high end counts with its low end, as one refinement. */
const HIGH_ENDS = new Map<SearchParamName, SearchParamName>(SEARCH_RANGES.map(([low, high]) => [high, low]));

/** The refinements counted on the Refine Search button: everything but place, deal, sort and page. */
export function activeFilterCount(filters: SearchFilters): number {
  return SEARCH_FILTER_NAMES.filter((name) => {
    if (SEARCH_PARAMS[name].role !== 'refinement' || !isSetValue(filters[name])) return false;
    const low = HIGH_ENDS.get(name);
    return low === undefined || !isSetValue(filters[low]);
  }).length;
}

/** The same search without its refinements: place, deal and sort are kept. */
export function withoutFilters(filters: SearchFilters): SearchFilters {
  const kept: Record<string, unknown> = { sort: filters.sort };
  for (const name of SEARCH_FILTER_NAMES) if (SEARCH_PARAMS[name].role === 'scope') kept[name] = filters[name];
  return kept as SearchFilters;
}
