/**
 * Each search filter's WHERE condition, keyed by the names of the shared filter table
 * (shared/listings/search-filters.ts): a filter added there without a condition here fails to compile,
 * as it does without its on-device test (shared/listings/search-predicates.ts), which must mean the same.
 * Every condition is one the partial and GIN indexes of listings.schema.ts serve. The query must join
 * `sellers` on `sellers.user_id = properties.seller_id` (verified sellers). A filter declared with its
 * column ("one of a column's values") has no entry: its condition is `column IN (values)`, a plain filter
 * that suits a column of a few values (the place, type and price conditions pick the index). The WHERE
 * holds the entries' conditions in their order, then the column filters' (CONDITION_ORDER).
 */
import { and, arrayOverlaps, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { similarNames } from '../../../shared/listings/place-similarity';
import {
  filterColumn,
  type OwnFilterName,
  SEARCH_FILTER_NAMES,
  type SearchFilterName,
  type SearchParamValue,
} from '../../../shared/listings/search-filters';
import { textQueryWords } from '../../../shared/listings/search-predicates';
import { storedTypesOf } from '../../../shared/listings/vocabulary';
import { likeLiteral } from '../../db/like';
import { sellers } from '../sellers/sellers.schema';
import { properties as p } from './listings.schema';

/**
 * The searchable words of the free text (textQueryWords: no lone characters, glue or symbols, which would
 * match nearly everything), reduced to letters and digits so they are safe inside a tsquery; the device
 * matches the same words (shared/listings/search-predicates.ts).
 */
export const toPrefixQuery = (text: string): string | undefined => {
  const words = textQueryWords(text);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
};

/** The place names that have public listings (known-cities.ts), when the caller has them. */
export interface KnownPlaces {
  cities: readonly string[];
  localities?: readonly string[] | undefined;
}

/** `column` (lowercased) is one of `names` (lowercased); undefined when there are none. */
const oneOf = (column: AnyPgColumn, names: readonly string[]): SQL | undefined =>
  names.length ? inArray(sql`lower(${column})`, [...names]) : undefined;

/**
 * Listings whose `column` is similar to `words` (pg_trgm's `%`): with the known names, the names that
 * are similar are found first (shared/listings/place-similarity.ts) and the listings by a btree index; without them,
 * every listing's name is tested (the trigram index's candidates, rechecked one by one).
 */
const similarPlace = (column: AnyPgColumn, words: string, names: readonly string[] | undefined): SQL | undefined =>
  names ? oneOf(column, similarNames(names, words)) : sql`${column} % ${words}`;

/**
 * The locality filter: the name as typed (any case, LIKE characters taken literally) or one like it,
 * so 'Arera Colny' finds Arera Colony.
 */
export function localityMatch(locality: string, knownLocalities?: readonly string[]): SQL | undefined {
  if (!knownLocalities) return or(sql`${p.locality} ilike ${likeLiteral(locality)}`, sql`${p.locality} % ${locality}`);
  const names = new Set([locality.toLowerCase(), ...similarNames(knownLocalities, locality)]);
  return oneOf(p.locality, [...names]);
}

/**
 * The words of a search left over once its phrase filled the filters it names: matched by full-text
 * search over places, title and description, or by trigram similarity to the locality or city (so
 * 'kolar rd' and misspelt names still match), and ranked by how well they match.
 */
export interface TextSearch {
  match: SQL;
  rank: SQL;
  /** The words are like a known locality or city, whose listings a btree index finds (not the GIN index). */
  namesPlaces: boolean;
}

export function textSearch(text: string | undefined, places?: KnownPlaces): TextSearch | undefined {
  const words = text?.trim();
  const tsquery = words ? toPrefixQuery(words) : undefined;
  if (!words || !tsquery) return undefined;
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const locality = similarPlace(p.locality, words, places?.localities);
  const city = similarPlace(p.city, words, places?.cities);
  return {
    match: or(sql`${p.search} @@ ${query}`, locality, city) as SQL,
    namesPlaces: Boolean(places?.localities && (locality || city)),
    rank: sql`ts_rank_cd(${p.search}, ${query}) + greatest(similarity(${p.locality}, ${words}), similarity(${p.city}, ${words}))`,
  };
}

type Condition<K extends SearchFilterName> = (value: NonNullable<SearchParamValue<K>>) => SQL | undefined;

/** The condition of a set filter (the search leaves out the filters that are not set). */
export const SEARCH_CONDITIONS: { readonly [K in OwnFilterName]: Condition<K> } = {
  // The city is compared as the listings spell it: the caller turns 'Bombay' into 'Mumbai' first.
  city: (city) => sql`lower(${p.city}) = lower(${city})`,
  state: (state) => sql`lower(${p.state}) = lower(${state})`,
  locality: (locality) => localityMatch(locality),
  // A group ('Land/Plot') is any of its types.
  propertyType: (type) => inArray(p.propertyType, [...storedTypesOf(type)]),
  transactionType: (deal) => eq(p.transactionType, deal),
  minPrice: (rupees) => gte(p.price, rupees),
  maxPrice: (rupees) => lte(p.price, rupees),
  minArea: (sqft) => gte(p.areaSqft, sqft),
  maxArea: (sqft) => lte(p.areaSqft, sqft),
  verified: () => eq(sellers.verified, true),
  bedrooms: (bedrooms) => {
    // 5 in the list means five or more, as the BHK filter chips say '5+ BHK'.
    const exact = bedrooms.filter((n) => n < 5);
    return or(
      exact.length ? inArray(p.bedrooms, exact) : undefined,
      bedrooms.some((n) => n >= 5) ? gte(p.bedrooms, 5) : undefined,
    );
  },
  // The words the phrase left over, not the phrase as typed (the caller reads the phrase).
  searchQuery: (words) => textSearch(words)?.match,
  // Rentals open to any of the tenants picked, or to anyone (none named).
  tenants: (tenants) =>
    and(
      eq(p.transactionType, 'Rent'),
      or(sql`cardinality(${p.tenantPreferences}) = 0`, arrayOverlaps(p.tenantPreferences, [...tenants])),
    ),
  pets: () => and(eq(p.transactionType, 'Rent'), eq(p.petsAllowed, true)),
  // A rental free by that day: from a day on or before it, or with no day given (free now).
  availableBy: (day) => and(eq(p.transactionType, 'Rent'), or(isNull(p.availableFrom), lte(p.availableFrom, day))),
  // The public point (properties_active_map_idx), never the exact one of an approximate listing.
  bbox: (box) =>
    sql`${p.mapLatitude} between ${box.south} and ${box.north} and ${p.mapLongitude} between ${box.west} and ${box.east}`,
};

/** Every filter in the order of its condition in the WHERE. */
export const CONDITION_ORDER: readonly SearchFilterName[] = [
  ...(Object.keys(SEARCH_CONDITIONS) as OwnFilterName[]),
  ...SEARCH_FILTER_NAMES.filter((name) => filterColumn(name)),
];

/** The condition of `name` at `value`; undefined when the filter is not set. */
export function filterCondition<K extends SearchFilterName>(name: K, value: SearchParamValue<K> | undefined) {
  if (value === undefined || value === '' || value === false) return undefined;
  const column = filterColumn(name);
  if (column) return inArray(p[column] as AnyPgColumn, value as readonly unknown[]);
  const condition = SEARCH_CONDITIONS[name as OwnFilterName & K] as Condition<K>;
  return condition(value as NonNullable<SearchParamValue<K>>);
}
