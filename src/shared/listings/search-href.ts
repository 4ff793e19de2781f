/**
 * Writes a search into a URL: /search-results in the spec's link shape (propertyType, transactionType,
 * page, city, state, locality, searchQuery, always in that order) followed by the other filters, or
 * /properties with only what is set. No zod here, so forms can link to results cheaply.
 */

import { PATHS, searchResultsHref } from '../routes';
import type { SearchParams } from './search-params';

/** A search as the screens hold it: the schema's output, every part optional. */
export type SearchFilters = Partial<SearchParams>;

const list = (values: readonly (string | number)[] | undefined) => (values?.length ? values.join(',') : undefined);

/** The filters after the spec's seven parameters, in a fixed order; empty ones left out. */
function extraParams(filters: SearchFilters): [string, string][] {
  const extras: [string, string | undefined][] = [
    ['minPrice', filters.minPrice?.toString()],
    ['maxPrice', filters.maxPrice?.toString()],
    ['bedrooms', list(filters.bedrooms)],
    ['minArea', filters.minArea?.toString()],
    ['maxArea', filters.maxArea?.toString()],
    ['postedBy', list(filters.postedBy)],
    ['possession', list(filters.possession)],
    ['furnishing', list(filters.furnishing)],
    ['verified', filters.verified ? 'true' : undefined],
    ['sort', filters.sort && filters.sort !== 'relevance' ? filters.sort : undefined],
  ];
  return extras.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

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
  const extras = encode(extraParams(filters));
  return extras ? `${base}&${extras}` : base;
}

/** Only the parameters that are set, page 1 left out: `/properties?propertyType=Plot&page=2`. */
export function compactQuery(filters: SearchFilters): string {
  const main: [string, string | undefined][] = [
    ['propertyType', filters.propertyType],
    ['transactionType', filters.transactionType],
    ['page', filters.page && filters.page > 1 ? String(filters.page) : undefined],
    ['city', filters.city],
    ['state', filters.state],
    ['locality', filters.locality],
    ['searchQuery', filters.searchQuery],
  ];
  return encode([...main.filter((entry): entry is [string, string] => Boolean(entry[1])), ...extraParams(filters)]);
}

/** Where a search lives: the results page in the spec's shape, or another path (/properties) compactly. */
export function searchUrl(path: string, filters: SearchFilters): string {
  if (path === PATHS.searchResults) return searchResultsUrl(filters);
  const query = compactQuery(filters);
  return query ? `${path}?${query}` : path;
}

/** The refinements counted on the Refine Search button: everything but place, deal, sort and page. */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.propertyType,
    filters.locality,
    filters.searchQuery,
    filters.minPrice !== undefined || filters.maxPrice !== undefined ? true : undefined,
    filters.bedrooms?.length,
    filters.minArea !== undefined || filters.maxArea !== undefined ? true : undefined,
    filters.postedBy?.length,
    filters.possession?.length,
    filters.furnishing?.length,
    filters.verified || undefined,
  ].filter(Boolean).length;
}

/** The same search without its refinements: place, deal and sort are kept. */
export const withoutFilters = (filters: SearchFilters): SearchFilters => ({
  city: filters.city,
  state: filters.state,
  transactionType: filters.transactionType,
  sort: filters.sort,
});
