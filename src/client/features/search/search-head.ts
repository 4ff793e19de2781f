/**
 * A results page's head (/search-results, /properties), as search engines and link previews read it: a
 * title naming the search ('Flats for sale in Bhopal'), a description with how many listings it found,
 * the canonical address (the matching landing page when there is one: docs/product-rules.md, Server
 * rendering) and, for a deep combination of filters that no landing page stands for, `noindex`.
 * No zod here: the results pages' code stays light.
 */
import { landingPathForSearch, TYPE_SLUGS } from '../../../shared/landing/landing-paths';
import { bhkLabel } from '../../../shared/listings/format';
import { isSetValue } from '../../../shared/listings/search-filters';
import { compactQuery, type SearchFilters } from '../../../shared/listings/search-href';
import { type SearchPropertyType, storedTypesOf } from '../../../shared/listings/vocabulary';
import { BRAND_NAME } from '../../../shared/messages';
import type { PageHead } from '../../../shared/page-head';
import { BHK_CHOICES, budgetLabel, resultCountText } from './search.content';

/** /search's description: the form, and the ready-made searches beside it. */
export const SEARCH_PAGE_DESCRIPTION = `Search flats, houses, plots, offices and shops for sale or rent across India on ${BRAND_NAME}: by city or locality, budget in lakh or crore, BHK, or a plain phrase.`;

/** 'flats' → 'Flats', 'builder-floors' → 'Builder floors': the plural a landing page's heading uses. */
const typePlural = (type: SearchPropertyType): string => {
  // A group ('Land/Plot') is named by its types: 'Land and plots'.
  const words = storedTypesOf(type)
    .map((one) => TYPE_SLUGS[one].replace(/-/g, ' '))
    .join(' and ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const deal = (search: SearchFilters) =>
  search.transactionType === 'Rent' ? 'for rent' : search.transactionType === 'Buy' ? 'for sale' : 'for sale or rent';

const place = (search: SearchFilters) =>
  [search.locality, search.city].filter(Boolean).join(', ') || search.state || 'India';

const budget = ({ minPrice, maxPrice }: SearchFilters) => {
  if (minPrice !== undefined && maxPrice !== undefined)
    return ` between ${budgetLabel(minPrice)} and ${budgetLabel(maxPrice)}`;
  if (maxPrice !== undefined) return ` under ${budgetLabel(maxPrice)}`;
  if (minPrice !== undefined) return ` above ${budgetLabel(minPrice)}`;
  return '';
};

/**
 * 'Flats for sale in Bhopal', '2 BHK, 3 BHK flats for sale in Bhopal under ₹50 L',
 * 'Properties for rent in Kolar Road, Bhopal matching “lake view” (page 2)'.
 */
export function searchTitle(search: SearchFilters): string {
  const type = search.propertyType ? typePlural(search.propertyType) : 'Properties';
  const bhk = search.bedrooms?.map((n) => BHK_CHOICES.find((choice) => choice.value === n)?.label ?? bhkLabel(n));
  const what = bhk?.length ? `${bhk.join(', ')} ${type.toLowerCase()}` : type;
  const text = search.searchQuery ? ` matching “${search.searchQuery}”` : '';
  const page = search.page && search.page > 1 ? ` (page ${search.page})` : '';
  return `${what} ${deal(search)} in ${place(search)}${budget(search)}${text}${page}`;
}

/** How many listings a search found, as its answer says. */
export interface SearchCount {
  total: number;
  capped: boolean;
}

/** The description: the search in words and, once known, how many listings it found. */
export function searchDescription(search: SearchFilters, count: SearchCount | undefined): string {
  const what = searchTitle({ ...search, page: undefined, searchQuery: undefined });
  if (!count) return `${what} on ${BRAND_NAME}: prices, photos and details from owners, agents and builders.`;
  if (count.total === 0)
    return `${what}: no listings match right now on ${BRAND_NAME}. Try a nearby area or fewer filters.`;
  return `${what}: ${resultCountText(count.total, count.capped)} on ${BRAND_NAME}, with prices, photos and details from owners, agents and builders.`;
}

/** True when a search narrows more than a place: anything but city, state and page (a sort of its own counts). */
function narrowsBeyondPlace(filters: SearchFilters): boolean {
  const { city: _city, state: _state, page: _page, sort, ...others } = filters;
  return (sort !== undefined && sort !== 'relevance') || Object.values(others).some(isSetValue);
}

/**
 * The head of the results page at `path` for `filters` (as read from its address, `defaults` included:
 * they are the page's own, never part of its address). `valid` is false when the API refuses the search:
 * such a page is kept out of indexes. `count` is the search's answer, when it came.
 */
export function searchHead(
  path: string,
  filters: SearchFilters,
  { defaults = {}, valid = true, count }: { defaults?: SearchFilters; valid?: boolean; count?: SearchCount } = {},
): PageHead {
  // The page's default sort is no choice of the visitor's: /properties?city=Bhopal is Bhopal's page.
  const own: SearchFilters = { ...filters, sort: filters.sort === defaults.sort ? undefined : filters.sort };
  const landing = valid ? landingPathForSearch(own) : undefined;
  const query = compactQuery(own);
  return {
    title: searchTitle(filters),
    description: searchDescription(filters, count),
    canonical: landing ?? (valid && query ? `${path}?${query}` : path),
    noindex: !valid || (landing === undefined && narrowsBeyondPlace(own)),
  };
}
