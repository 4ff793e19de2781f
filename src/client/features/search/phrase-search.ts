/**
 * A typed phrase as a search. The API reads filters out of phrases ('2 bhk in indore under 50 lakh'),
 * but explicit parameters win over the phrase, so a filter the phrase names must not be sent beside it
 * (Bhopal from the page before would hide the Indore that was just typed). The phrase is read here with
 * the same parser the API uses, and what it names is dropped from the search it is added to.
 */

import { parseSearchPhrase } from '../../../shared/listings/query-parser';
import {
  phraseFilters,
  SEARCH_RANGES,
  type SearchFilterName,
  type SearchFilters,
} from '../../../shared/listings/search-filters';
import { CITY_CHOICES } from '../../../shared/location/city-choices';

const CITY_NAMES = CITY_CHOICES.map((choice) => choice.city);

/** `context` with `text` as its free text, minus every filter the text itself names. */
export function withPhrase(context: SearchFilters, text: string): SearchFilters {
  const searchQuery = text.trim().replace(/\s+/g, ' ');
  if (!searchQuery) return { ...context, searchQuery: undefined };
  const phrase = parseSearchPhrase(searchQuery, CITY_NAMES);
  const next: SearchFilters = { ...context, searchQuery };
  const named = Object.keys(phraseFilters(phrase)) as SearchFilterName[];
  for (const name of named) next[name] = undefined;
  // A range goes whole: 'under 50 lakh' replaces the minimum chosen before as well.
  for (const ends of SEARCH_RANGES) {
    if (ends.some((end) => named.includes(end))) for (const end of ends) next[end] = undefined;
  }
  // A city named is a new place: the state and locality of the one before go with it.
  if (named.includes('city')) Object.assign(next, { state: undefined, locality: undefined });
  return next;
}

/** The state of a city typed by hand when it is one of the product's cities ('indore' → Madhya Pradesh). */
export function stateOfCity(city: string): string | undefined {
  const name = city.trim().toLowerCase();
  return CITY_CHOICES.find((choice) => choice.city.toLowerCase() === name)?.state;
}
