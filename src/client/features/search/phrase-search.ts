/**
 * A typed phrase as a search. The API reads filters out of phrases ('2 bhk in indore under 50 lakh'),
 * but explicit parameters win over the phrase, so a filter the phrase names must not be sent beside it
 * (Bhopal from the page before would hide the Indore that was just typed). The phrase is read here with
 * the same parser the API uses, and what it names is dropped from the search it is added to.
 */

import { parseSearchPhrase } from '../../../shared/listings/query-parser';
import type { SearchFilters } from '../../../shared/listings/search-href';
import { CITY_CHOICES } from '../../../shared/location/city-choices';

const CITY_NAMES = CITY_CHOICES.map((choice) => choice.city);

/** `context` with `text` as its free text, minus every filter the text itself names. */
export function withPhrase(context: SearchFilters, text: string): SearchFilters {
  const searchQuery = text.trim().replace(/\s+/g, ' ');
  if (!searchQuery) return { ...context, searchQuery: undefined };
  const phrase = parseSearchPhrase(searchQuery, CITY_NAMES);
  const next: SearchFilters = { ...context, searchQuery };
  if (phrase.city) Object.assign(next, { city: undefined, state: undefined, locality: undefined });
  if (phrase.transactionType) next.transactionType = undefined;
  if (phrase.propertyType) next.propertyType = undefined;
  if (phrase.minPrice !== undefined || phrase.maxPrice !== undefined) {
    Object.assign(next, { minPrice: undefined, maxPrice: undefined });
  }
  if (phrase.minAreaSqft !== undefined || phrase.maxAreaSqft !== undefined) {
    Object.assign(next, { minArea: undefined, maxArea: undefined });
  }
  if (phrase.bedrooms !== undefined) next.bedrooms = undefined;
  if (phrase.furnishing) next.furnishing = undefined;
  if (phrase.possession) next.possession = undefined;
  if (phrase.postedBy) next.postedBy = undefined;
  return next;
}

/** The state of a city typed by hand when it is one of the product's cities ('indore' → Madhya Pradesh). */
export function stateOfCity(city: string): string | undefined {
  const name = city.trim().toLowerCase();
  return CITY_CHOICES.find((choice) => choice.city.toLowerCase() === name)?.state;
}
