/**
 * What a search understood, in words: the filters a typed phrase filled ('2 BHK under 60 lakh' → 2 BHK,
 * under ₹60 lakh), shown as chips so the visitor sees how the words were read, and a saved search's
 * name made of its filters ('2 BHK flats in Bhopal under ₹60 lakh'). The phrase is read with the same
 * parser and city list as phrase-search.ts; a filter set explicitly wins over the phrase, as on the API.
 */
import { TYPE_SLUGS } from '../../../shared/landing/landing-paths';
import { bhkLabel, formatArea, formatPriceShort } from '../../../shared/listings/format';
import { parseSearchPhrase } from '../../../shared/listings/query-parser';
import { phraseFilters, SEARCH_PARAMS, type SearchFilters } from '../../../shared/listings/search-filters';
import { type SearchPropertyType, storedTypesOf } from '../../../shared/listings/vocabulary';
import { CITY_CHOICES } from '../../../shared/location/city-choices';
import { stateOfCity } from './phrase-search';

const CITY_NAMES = CITY_CHOICES.map((choice) => choice.city);

/** '₹60 lakh', '₹1.5 crore', '₹25,000': a budget as people say it. */
export const budgetWords = (rupees: number): string =>
  formatPriceShort(rupees).replace(/ L$/, ' lakh').replace(/ Cr$/, ' crore');

/** 'flats', 'land and plots': a search's type as a plural noun. */
export const typeNoun = (type: SearchPropertyType): string =>
  storedTypesOf(type)
    .map((one) => TYPE_SLUGS[one].replace(/-/g, ' '))
    .join(' and ');

export interface UnderstoodChip {
  key: string;
  /** The filter's label on the screens ('Bedrooms (BHK)'), for screen readers. */
  filter: string;
  text: string;
}

/** The filters the search's phrase filled (what the explicit filters left open), and its words left over. */
export function understoodOf(filters: SearchFilters): { named: SearchFilters; rest: string } {
  if (!filters.searchQuery) return { named: {}, rest: '' };
  const phrase = parseSearchPhrase(filters.searchQuery, CITY_NAMES);
  const named: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(phraseFilters(phrase))) {
    if (filters[name as keyof SearchFilters] === undefined) named[name] = value;
  }
  return { named: named as SearchFilters, rest: phrase.rest };
}

/**
 * The search as the screens show it: what its phrase filled as filters of their own (a city named brings
 * its state), and only the phrase's other words as text. The refine panel starts from it, so Apply turns
 * '2 bhk flats in bhopal under 50 lakh' into filters the visitor can change, and the subtitle names the
 * place the words named. The same search on the API: explicit filters win over the phrase either way.
 */
export function withPhraseRead(filters: SearchFilters): SearchFilters {
  if (!filters.searchQuery) return filters;
  const { named, rest } = understoodOf(filters);
  const read: SearchFilters = { ...filters, ...named, searchQuery: rest || undefined };
  if (named.city && !filters.state) read.state = stateOfCity(named.city);
  return read;
}

/** The chips of what the phrase was understood as, in the order of the filter table. */
export function understoodChips(filters: SearchFilters): UnderstoodChip[] {
  const { named: n } = understoodOf(filters);
  const chip = (key: keyof typeof SEARCH_PARAMS, text: string): UnderstoodChip => ({
    key,
    filter: SEARCH_PARAMS[key].label,
    text,
  });
  const chips: UnderstoodChip[] = [];
  if (n.propertyType) chips.push(chip('propertyType', n.propertyType));
  if (n.transactionType) chips.push(chip('transactionType', n.transactionType === 'Rent' ? 'For rent' : 'For sale'));
  if (n.city) chips.push(chip('city', n.city));
  // The API's ends are inclusive: 'under 50 lakh' finds ₹50 lakh too.
  if (n.minPrice !== undefined) chips.push(chip('minPrice', `From ${budgetWords(n.minPrice)}`));
  if (n.maxPrice !== undefined) chips.push(chip('maxPrice', `Up to ${budgetWords(n.maxPrice)}`));
  for (const bedrooms of n.bedrooms ?? []) chips.push(chip('bedrooms', bhkLabel(bedrooms)));
  if (n.minArea !== undefined) chips.push(chip('minArea', `From ${formatArea(n.minArea, 'sq.ft')}`));
  if (n.maxArea !== undefined) chips.push(chip('maxArea', `Up to ${formatArea(n.maxArea, 'sq.ft')}`));
  for (const key of ['postedBy', 'possession', 'furnishing'] as const)
    for (const value of n[key] ?? []) chips.push(chip(key, value));
  return chips;
}

/**
 * A saved search's name, from its filters and what its phrase filled: '2 BHK flats in Bhopal under
 * ₹60 lakh', 'Offices for rent in Pune', 'Properties in India matching “lake view”'.
 */
export function searchName(filters: SearchFilters): string {
  const { named, rest } = understoodOf(filters);
  const f: SearchFilters = {
    ...named,
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
  };
  const bhk = f.bedrooms?.length ? `${f.bedrooms.map(bhkLabel).join(', ')} ` : '';
  const noun = f.propertyType ? typeNoun(f.propertyType) : 'properties';
  const deal = f.transactionType === 'Rent' ? ' for rent' : '';
  const place = [f.locality, f.city].filter(Boolean).join(', ') || f.state || 'India';
  const budget =
    f.minPrice !== undefined && f.maxPrice !== undefined
      ? ` between ${budgetWords(f.minPrice)} and ${budgetWords(f.maxPrice)}`
      : f.maxPrice !== undefined
        ? ` under ${budgetWords(f.maxPrice)}`
        : f.minPrice !== undefined
          ? ` over ${budgetWords(f.minPrice)}`
          : '';
  const words = filters.searchQuery && rest ? ` matching “${rest}”` : '';
  const name = `${bhk}${noun}${deal} in ${place}${budget}${words}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
