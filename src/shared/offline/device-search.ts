/**
 * A search answered on the device from saved listings, with the server's meanings: the same effective
 * filters (a typed phrase read the same way), each filter's on-device test (search-predicates.ts, keyed
 * like the server's SQL conditions), the same sorts and tie-breakers and the same pages. The service
 * worker answers offline searches with it; tests/api/device-search.test.ts holds it to the server's answers.
 */
import { effectiveFilters } from '../listings/effective-filters';
import type { ListingCard, SearchResponse } from '../listings/listing-types';
import { SEARCH_FILTER_NAMES } from '../listings/search-filters';
import type { SearchParams } from '../listings/search-params';
import {
  filterTest,
  type ListingTest,
  listingOrder,
  type SearchableListing,
  textMatch,
  textQueryWords,
  textRank,
} from '../listings/search-predicates';
import { SEARCH_PAGE_SIZE } from '../listings/vocabulary';
import { CITY_CHOICES } from '../location/city-choices';

/** Where an answer made on the device came from: `listings` saved (in `city`, or all saved cities), as of `savedAt`. */
export interface SavedOnDevice {
  city: string | null;
  listings: number;
  savedAt: number;
}

/** A search answer made on the device: the API's shape, plus what it was made from. */
export interface DeviceSearchResponse extends SearchResponse {
  savedOnDevice: SavedOnDevice;
}

/** The card the API answers, without the words a saved listing carries for matching. */
export const toCard = ({ words: _words, ...card }: SearchableListing): ListingCard => card;

/** Every listing matching `params`, in the order the server would give them. */
export function matchesOnDevice(
  listings: readonly SearchableListing[],
  params: SearchParams,
  knownCities: readonly string[],
): SearchableListing[] {
  const filters = effectiveFilters(params, knownCities);
  const tests = SEARCH_FILTER_NAMES.map((name) =>
    name === 'searchQuery' ? textMatch(filters.searchQuery) : filterTest(name, filters[name]),
  ).filter((test): test is ListingTest => test !== undefined);
  const text = filters.searchQuery && textQueryWords(filters.searchQuery).length ? filters.searchQuery : undefined;
  return listings
    .filter((listing) => tests.every((test) => test(listing)))
    .sort(listingOrder(params.sort, text ? (listing) => textRank(text, listing) : undefined));
}

/** The listings matching `params`, in the order and page the server would give them. */
export function searchOnDevice(
  listings: readonly SearchableListing[],
  params: SearchParams,
  knownCities: readonly string[],
): Omit<SearchResponse, 'success'> {
  const matches = matchesOnDevice(listings, params, knownCities);
  const start = (params.page - 1) * SEARCH_PAGE_SIZE;
  return {
    data: matches.slice(start, start + SEARCH_PAGE_SIZE).map(toCard),
    total: matches.length,
    totalCapped: false,
    page: params.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}

/**
 * The cities a typed phrase may name on the device: the product's cities and the saved ones. (The server
 * reads phrases with the cities that have listings; a phrase naming a city of the product's list that has
 * none reads as that city here, where the server would take the word as text: neither finds listings.)
 */
export const deviceKnownCities = (savedCities: readonly string[]): string[] => [
  ...new Set([...savedCities, ...CITY_CHOICES.map((choice) => choice.city)]),
];

/** One listing per id, the most recently saved copy winning (`lists` in order, oldest first). */
export function uniqueListings(lists: readonly (readonly SearchableListing[])[]): SearchableListing[] {
  const byId = new Map<number, SearchableListing>();
  for (const list of lists) for (const listing of list) byId.set(listing.id, { ...byId.get(listing.id), ...listing });
  return [...byId.values()];
}
