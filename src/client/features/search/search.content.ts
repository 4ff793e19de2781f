/**
 * The search screens' words and choices (/search, /search-results, /properties): labels, the budget
 * steps, the BHK chips, the sort names, the result count and the line under the heading. The product's own
 * messages ('Failed to search properties', 'Invalid search response format') stay in shared/messages.ts
 * (docs/product-rules.md, Limits and messages), and each filter's own label is the filter table's
 * (search-filters.ts).
 * No zod here: the home page may import these words without the schema's weight.
 */
import { bhkLabel, formatCount, formatPriceShort } from '../../../shared/listings/format';
import { SEARCH_PARAMS as P } from '../../../shared/listings/search-filters';
import type { SearchSort, TransactionType } from '../../../shared/listings/vocabulary';

export const SEARCH_LABELS = {
  searchBox: 'Search by locality, project or phrase',
  searchBoxPlaceholder: "e.g. '2 BHK in Indore under 50 lakh'",
  /** The results page's strip is narrow on a phone: a shorter example. */
  stripPlaceholder: '2 BHK under 50 lakh',
  search: 'Search',
  refine: 'Refine Search',
  /** Said by the Refine Search button: '2 filters applied'. */
  activeFilters: (count: number) => (count === 1 ? '1 filter applied' : `${count} filters applied`),
  apply: 'Apply filters',
  showResults: 'Show results',
  clear: 'Clear filters',
  close: 'Close filters',
  transaction: P.transactionType.label,
  propertyType: P.propertyType.label,
  anyType: 'All property types',
  city: P.city.label,
  cityPlaceholder: 'Type a city or locality',
  state: P.state.label,
  anyState: 'All states',
  locality: P.locality.label,
  localityPlaceholder: 'Type a locality',
  text: P.searchQuery.label,
  textPlaceholder: 'Project, landmark or phrase',
  budget: 'Budget',
  rentBudget: 'Monthly rent',
  minBudget: P.minPrice.label,
  maxBudget: P.maxPrice.label,
  min: 'Min',
  max: 'Max',
  noMin: 'No minimum',
  noMax: 'No maximum',
  bhk: P.bedrooms.label,
  area: 'Area (sq.ft)',
  minArea: P.minArea.label,
  maxArea: P.maxArea.label,
  postedBy: P.postedBy.label,
  possession: P.possession.label,
  furnishing: P.furnishing.label,
  facing: P.facing.label,
  verified: P.verified.label,
  tenants: P.tenants.label,
  pets: P.pets.label,
  availableBy: P.availableBy.label,
  sort: 'Sort by',
  /** Before the chips of what a typed phrase was read as. */
  understood: 'Understood:',
  understoodList: 'Filters understood from your words',
  suggestions: 'Suggestions',
  /** Said to screen readers when suggestions appear. */
  suggestionsCount: (count: number) =>
    count === 1 ? '1 suggestion. Use the arrow keys to choose.' : `${count} suggestions. Use the arrow keys to choose.`,
  suggestionListings: (count: number) => (count === 1 ? '1 property' : `${formatCount(count)} properties`),
  searching: 'Searching…',
  resultsList: 'Properties found',
  pagination: 'Pages of results',
  previous: 'Previous',
  next: 'Next',
  pageLink: (page: number) => `Page ${page}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${formatCount(pages)}`,
  retry: 'Try again',
  newSearch: 'Start a new search',
  popularCities: 'Popular cities',
  popularSearches: 'Popular searches',
  browseCity: (city: string) => `Flats in ${city}`,
  /** /search: the form's own words. */
  formIntro: 'Tell us where and what you are looking for. Every field is optional, but at least one is needed.',
  /** Searching with an empty parameter does nothing; we say why instead of staying silent. */
  emptySearch: 'Choose a city, a property type, a budget or BHK, or type what you are looking for, then search.',
  emptyText: 'Type a locality, a project or a phrase such as “2 BHK in Indore under 50 lakh” to search.',
  phraseHint: 'Plain phrases work too: “3 bhk villa for rent in pune”, “plot in kolar road bhopal under 40 lakh”.',
  /** /properties. */
  browseIntro: 'Every active listing across India, newest first. Pick a type or refine the search to narrow it down.',
  allTypes: 'All',
  quickTypes: 'Property types',
} as const;

/** Example phrases on /search, each a real search (the API reads the filters out of the words). */
export const POPULAR_SEARCHES: readonly string[] = [
  '2 BHK flat in Bhopal under 50 lakh',
  '3 BHK villa in Pune',
  '1 RK for rent in Mumbai',
  'Plot in Indore under 30 lakh',
  'Office space for rent in Bangalore',
  'Ready to move flat in Hyderabad',
];

/** The empty state: what happened, and what to try next. */
export const EMPTY_RESULTS = {
  title: 'No properties match your search',
  withFilters: 'Try removing a filter or widening your budget or area: the listings you want may be just outside them.',
  withoutFilters: 'Nothing is listed here yet. Try a nearby city or another property type, or browse a popular city.',
  browseAll: 'Browse all properties',
} as const;

/** '1 property', '1,234 properties', 'more than 10,000 properties' when the count stopped at its cap. */
export function resultCountText(total: number, capped: boolean): string {
  if (capped) return `more than ${formatCount(total)} properties`;
  return total === 1 ? '1 property' : `${formatCount(total)} properties`;
}

interface DescribedSearch {
  propertyType?: string;
  transactionType?: TransactionType;
  city?: string;
  state?: string;
  locality?: string;
  searchQuery?: string;
}

/** The line under the heading: 'Flat/Apartment for sale in Bhopal', 'Properties for rent in Kolar Road, Bhopal'. */
export function describeSearch(search: DescribedSearch): string {
  const what = search.propertyType || 'Properties';
  const deal =
    search.transactionType === 'Rent' ? 'for rent' : search.transactionType === 'Buy' ? 'for sale' : 'for sale or rent';
  const place = [search.locality, search.city].filter(Boolean).join(', ') || search.state || 'India';
  const text = search.searchQuery ? ` matching “${search.searchQuery}”` : '';
  return `${what} ${deal} in ${place}${text}`;
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/** Budget steps for buying, in rupees: 5 L to 20 Cr. */
export const BUY_BUDGETS: readonly number[] = [
  5 * LAKH,
  10 * LAKH,
  20 * LAKH,
  30 * LAKH,
  40 * LAKH,
  50 * LAKH,
  60 * LAKH,
  75 * LAKH,
  CRORE,
  1.5 * CRORE,
  2 * CRORE,
  3 * CRORE,
  5 * CRORE,
  10 * CRORE,
  20 * CRORE,
];

/** Monthly rent steps, in rupees: ₹5,000 to ₹5 L. */
export const RENT_BUDGETS: readonly number[] = [
  5_000,
  10_000,
  15_000,
  20_000,
  25_000,
  30_000,
  40_000,
  50_000,
  75_000,
  LAKH,
  2 * LAKH,
  5 * LAKH,
];

/** The budget steps for a transaction (buying when none is chosen). */
export const budgetSteps = (transaction: TransactionType | undefined): readonly number[] =>
  transaction === 'Rent' ? RENT_BUDGETS : BUY_BUDGETS;

/** A budget step as the select shows it: '₹50 L', '₹1.5 Cr', '₹25,000'. */
export const budgetLabel = (rupees: number): string => formatPriceShort(rupees);

/** The BHK chips: 1 RK is 0 bedrooms; '5+ BHK' is 5, which the search reads as five or more. */
export const BHK_CHOICES: readonly { value: number; label: string }[] = [0, 1, 2, 3, 4, 5].map((value) => ({
  value,
  label: value === 5 ? '5+ BHK' : bhkLabel(value),
}));

export const SORT_LABELS: Readonly<Record<SearchSort, string>> = {
  relevance: 'Relevance',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  price_per_sqft: 'Price per sq.ft: low to high',
};
