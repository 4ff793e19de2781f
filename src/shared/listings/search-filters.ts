/**
 * The search's parameters, each described once: how it is read from a URL and written back (its codec,
 * search-codecs.ts), its label, the part it plays, and what a typed phrase fills it with. The table's
 * order is the URL's: the search-results link (docs/routes.md; propertyType, transactionType, page, city,
 * state, locality, searchQuery), then the other filters, sort last; problems are reported in that order too.
 *
 * Filters narrow the listings; each has its WHERE condition on the server, keyed by the same name
 * (server/features/listings/search-conditions.ts), which fails to compile until a new filter has one. A
 * filter of the kind "one of a column's values" is declared with its column (`oneOfColumn`) instead: its
 * condition and its test on saved listings are derived from the column, so the entry is all it needs.
 * The two controls (page, sort) choose what is shown of the matches and have a value when left out.
 * No zod here: the API's schema is built from this table (search-params.ts).
 */
import { TENANT_PREFERENCES } from './listing-terms';
import type { ListingCard, ListingColumnField } from './listing-types';
import type { ParsedPhrase } from './query-parser';
import {
  bedroomsParam,
  boxParam,
  dayParam,
  flagParam,
  oneOrMoreParam,
  type ParamCodec,
  type ParamRead,
  pageParam,
  propertyTypeParam,
  rupeesParam,
  sortParam,
  squareFeetParam,
  textParam,
  transactionTypeParam,
} from './search-codecs';
import {
  FACING,
  FURNISHING,
  MAX_SEARCH_LOCALITY_LENGTH,
  MAX_SEARCH_PLACE_LENGTH,
  MAX_SEARCH_QUERY_LENGTH,
  POSSESSION,
  POSTED_BY,
} from './vocabulary';

interface ParamSpec<T> extends ParamCodec<T> {
  /** One of the search-results link's seven parameters, which /search-results addresses always carry. */
  specLink?: true;
  /** What the search screens call it: the parameter's messages name it so. */
  label: string;
}

interface FilterSpec<T> extends ParamSpec<T> {
  kind: 'filter';
  /**
   * 'scope' (the deal and the place) is kept when a search's filters are cleared; a 'refinement' is
   * cleared, and counted on the Refine Search button.
   */
  role: 'scope' | 'refinement';
  /** The value a typed phrase names ('2 bhk in indore'), used when the parameter itself is not given. */
  fromPhrase?: (phrase: ParsedPhrase) => T | undefined;
  /**
   * A "one of a column's values" filter's column: a card field that is the listing's column of the same
   * name (LISTING_CARD_SOURCES). The listings match when their value is one of those picked.
   */
  column?: ListingColumnField;
}

interface ControlSpec<T> extends ParamSpec<T> {
  kind: 'control';
  /** The value when the URL leaves the parameter out, or empty. */
  fallback: T;
}

const filter = <T>(spec: Omit<FilterSpec<T>, 'kind'>): FilterSpec<T> => ({ kind: 'filter', ...spec });
const control = <T>(spec: Omit<ControlSpec<T>, 'kind'>): ControlSpec<T> => ({ kind: 'control', ...spec });
/** The card's fields of one of a few named values, which a filter can match as "one of its values". */
type ValueColumn = {
  [K in ListingColumnField]: NonNullable<ListingCard[K]> extends string ? K : never;
}[ListingColumnField];

/** A filter matching the listings whose `column` is one of the values picked, any of `values`. */
const oneOfColumn = <C extends ValueColumn>(
  column: C,
  values: readonly NonNullable<ListingCard[C]>[],
  spec: Omit<FilterSpec<NonNullable<ListingCard[C]>[]>, 'kind' | 'column' | 'parse' | 'write' | 'schema'>,
) => ({ ...filter({ ...oneOrMoreParam(values), ...spec }), column });
const listOf = <T>(value: T | undefined) => (value === undefined ? undefined : [value]);

export const SEARCH_PARAMS = {
  propertyType: filter({
    ...propertyTypeParam,
    specLink: true,
    label: 'Property type',
    role: 'refinement',
    fromPhrase: (phrase) => phrase.propertyType,
  }),
  transactionType: filter({
    ...transactionTypeParam,
    specLink: true,
    label: 'Buy or rent',
    role: 'scope',
    fromPhrase: (phrase) => phrase.transactionType,
  }),
  page: control({ ...pageParam, specLink: true, label: 'Page', fallback: 1 }),
  city: filter({
    ...textParam(MAX_SEARCH_PLACE_LENGTH),
    specLink: true,
    label: 'City',
    role: 'scope',
    fromPhrase: (phrase) => phrase.city,
  }),
  state: filter({ ...textParam(MAX_SEARCH_PLACE_LENGTH), specLink: true, label: 'State', role: 'scope' }),
  locality: filter({ ...textParam(MAX_SEARCH_LOCALITY_LENGTH), specLink: true, label: 'Locality', role: 'refinement' }),
  searchQuery: filter({
    ...textParam(MAX_SEARCH_QUERY_LENGTH, { words: true }),
    specLink: true,
    label: 'Keywords',
    role: 'refinement',
  }),
  minPrice: filter({
    ...rupeesParam,
    label: 'Minimum budget',
    role: 'refinement',
    fromPhrase: (phrase) => phrase.minPrice,
  }),
  maxPrice: filter({
    ...rupeesParam,
    label: 'Maximum budget',
    role: 'refinement',
    fromPhrase: (phrase) => phrase.maxPrice,
  }),
  bedrooms: filter({
    ...bedroomsParam,
    label: 'Bedrooms (BHK)',
    role: 'refinement',
    fromPhrase: (phrase) => listOf(phrase.bedrooms),
  }),
  minArea: filter({
    ...squareFeetParam,
    label: 'Minimum area in sq.ft',
    role: 'refinement',
    fromPhrase: (phrase) => phrase.minAreaSqft,
  }),
  maxArea: filter({
    ...squareFeetParam,
    label: 'Maximum area in sq.ft',
    role: 'refinement',
    fromPhrase: (phrase) => phrase.maxAreaSqft,
  }),
  postedBy: oneOfColumn('postedBy', POSTED_BY, {
    label: 'Posted by',
    role: 'refinement',
    fromPhrase: (phrase) => listOf(phrase.postedBy),
  }),
  possession: oneOfColumn('possession', POSSESSION, {
    label: 'Possession',
    role: 'refinement',
    fromPhrase: (phrase) => listOf(phrase.possession),
  }),
  furnishing: oneOfColumn('furnishing', FURNISHING, {
    label: 'Furnishing',
    role: 'refinement',
    fromPhrase: (phrase) => listOf(phrase.furnishing),
  }),
  facing: oneOfColumn('facing', FACING, { label: 'Facing', role: 'refinement' }),
  // A rental's terms: each of these narrows the search to rentals.
  tenants: filter({ ...oneOrMoreParam(TENANT_PREFERENCES), label: 'Preferred tenants', role: 'refinement' }),
  pets: filter({ ...flagParam, label: 'Pets allowed', role: 'refinement' }),
  availableBy: filter({ ...dayParam, label: 'Available by', role: 'refinement' }),
  verified: filter({ ...flagParam, label: 'Verified sellers only', role: 'refinement' }),
  // The map's "Search this area": a place, like the city, so clearing the refinements keeps it.
  bbox: filter({ ...boxParam, label: 'Map area (bbox)', role: 'scope' }),
  sort: control({ ...sortParam, label: 'Sort by', fallback: 'relevance' }),
};

type Params = typeof SEARCH_PARAMS;
export type SearchParamName = keyof Params;
/** The parameters that narrow the listings: every one has a WHERE condition on the server. */
export type SearchFilterName = {
  [K in SearchParamName]: Params[K] extends { kind: 'filter' } ? K : never;
}[SearchParamName];
/** The value of a parameter as read (for a union of names, any of theirs). */
export type SearchParamValue<K extends SearchParamName> = K extends SearchParamName
  ? Params[K] extends ParamCodec<infer T>
    ? T
    : never
  : never;

/** The filters declared with their column (oneOfColumn): their condition and device test are derived. */
export type ColumnFilterName = {
  [K in SearchFilterName]: Params[K] extends { column: ListingColumnField } ? K : never;
}[SearchFilterName];
/** The filters with a condition and a device test of their own. */
export type OwnFilterName = Exclude<SearchFilterName, ColumnFilterName>;

/** A search as the screens hold it: any of its parameters, each as read. */
export type SearchFilters = { [K in SearchParamName]?: SearchParamValue<K> };

/** Every parameter, in the URL's order. */
export const SEARCH_PARAM_NAMES = Object.keys(SEARCH_PARAMS) as SearchParamName[];

/** The filters, in the URL's order. */
export const SEARCH_FILTER_NAMES = SEARCH_PARAM_NAMES.filter(
  (name): name is SearchFilterName => SEARCH_PARAMS[name].kind === 'filter',
);

/**
 * Ranges, low end first: the low end must not be more than the high end, the two count as one
 * refinement, and a phrase naming either end replaces both.
 */
export const SEARCH_RANGES = [
  ['minPrice', 'maxPrice'],
  ['minArea', 'maxArea'],
] as const satisfies readonly (readonly [SearchFilterName, SearchFilterName])[];

/** Each parameter's description, typed by its name, so that code over any name stays typed. */
const SPECS: { readonly [K in SearchParamName]: ParamSpec<SearchParamValue<K>> & { fallback?: SearchParamValue<K> } } =
  SEARCH_PARAMS;
const FILTER_SPECS: { readonly [K in SearchFilterName]: FilterSpec<SearchParamValue<K>> } = SEARCH_PARAMS;

/** The column a "one of its values" filter matches; undefined for a filter with its own condition. */
export const filterColumn = (name: SearchFilterName): ListingColumnField | undefined => FILTER_SPECS[name].column;

/** Reads one parameter's text (the fallback of a control when it is left out or empty); problems name its label. */
export function readParam<K extends SearchParamName>(name: K, raw: string | undefined): ParamRead<SearchParamValue<K>> {
  const spec = SPECS[name];
  const read = raw === undefined ? { value: undefined } : spec.parse(raw, spec.label);
  return 'problem' in read ? read : { value: read.value ?? spec.fallback };
}

/** One parameter's value as its URL text, or undefined when it is left out of URLs. */
export function writeParam<K extends SearchParamName>(
  name: K,
  value: SearchParamValue<K> | undefined,
): string | undefined {
  return value === undefined ? undefined : SPECS[name].write(value) || undefined;
}

/** True when a value narrows anything: not left out, not empty, not a flag turned off. */
export const isSetValue = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '' && value !== false;

/** The filters a typed phrase names, as the values they would take. */
export function phraseFilters(phrase: ParsedPhrase): SearchFilters {
  const named: Record<string, unknown> = {};
  for (const name of SEARCH_FILTER_NAMES) {
    const value = FILTER_SPECS[name].fromPhrase?.(phrase);
    if (value !== undefined) named[name] = value;
  }
  return named as SearchFilters;
}
