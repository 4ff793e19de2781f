/**
 * Each search filter's meaning on the device, keyed by the names of the shared filter table
 * (search-filters.ts) exactly as the server's WHERE conditions are (server/features/listings/
 * search-conditions.ts): a filter added to the table without its predicate here fails to compile, so the
 * saved listings are searched offline with the server's meanings (shared/offline/device-search.ts). The
 * sorts and the free text are here too. A filter declared with its column ("one of a column's values")
 * has no entry: its test is that the card's field of that name is one of the values picked.
 * tests/api/device-search.test.ts compares the two answers.
 */
import { boxContains } from '../location/map-area';
import { searchWords } from '../plain-text';
import type { ListingCard } from './listing-types';
import { SIMILARITY_THRESHOLD, trigramSimilarity, trigramsOf } from './place-similarity';
import { filterColumn, type OwnFilterName, type SearchFilterName, type SearchParamValue } from './search-filters';
import { type SearchSort, storedTypesOf } from './vocabulary';

/** A listing as the device searches it: its card, with the words the server's search indexes for it. */
export interface SearchableListing extends ListingCard {
  /**
   * The lexemes of the listing's search vector (its places, title and description, as PostgreSQL's
   * 'simple' configuration splits them), carried by a saved city's listings. A card without them (one
   * the visitor browsed) is matched on its places and title.
   */
  words?: readonly string[];
}

export type ListingTest = (listing: SearchableListing) => boolean;

type Predicate<K extends SearchFilterName> = (value: NonNullable<SearchParamValue<K>>) => ListingTest | undefined;

const lower = (text: string) => text.toLowerCase();

/** The words of free text as the server's tsquery has them: at most eight, letters and digits only. */
export const textQueryWords = (text: string): string[] =>
  searchWords(text)
    .flatMap((word) => word.split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length > 0)
    .slice(0, 8);

/** pg_trgm's `a % b`. */
const similar = (a: string, b: string) => trigramSimilarity(trigramsOf(a), trigramsOf(b)) >= SIMILARITY_THRESHOLD;

/** A card's own words when it carries no lexemes: its places and title, split as 'simple' splits them. */
const cardWords = (listing: SearchableListing): readonly string[] =>
  listing.words ??
  lower(`${listing.location.locality} ${listing.location.city} ${listing.location.state} ${listing.title}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word is the start of one of the listing's words (the tsquery `a:* & b:*`). */
const hasEveryPrefix = (listing: SearchableListing, words: readonly string[]) => {
  const own = cardWords(listing);
  return words.every((word) => own.some((lexeme) => lexeme.startsWith(word)));
};

/**
 * The free-text condition (the words a phrase left over): every word starts one of the listing's words,
 * or the whole text is like its locality or its city (trigram similarity, for typos).
 */
export function textMatch(text: string | undefined): ListingTest | undefined {
  const phrase = text?.trim();
  const words = phrase ? textQueryWords(phrase) : [];
  if (!phrase || words.length === 0) return undefined;
  return (listing) =>
    hasEveryPrefix(listing, words) ||
    similar(listing.location.locality, phrase) ||
    similar(listing.location.city, phrase);
}

/** The locality filter: the name as typed (any case) or one like it, so 'Arera Colny' finds Arera Colony. */
export const localityTest =
  (locality: string): ListingTest =>
  (listing) =>
    lower(listing.location.locality) === lower(locality) || similar(listing.location.locality, locality);

/** The test of each set filter, keyed like the server's SEARCH_CONDITIONS. */
export const SEARCH_PREDICATES: { readonly [K in OwnFilterName]: Predicate<K> } = {
  city: (city) => (listing) => lower(listing.location.city) === lower(city),
  state: (state) => (listing) => lower(listing.location.state) === lower(state),
  locality: (locality) => localityTest(locality),
  propertyType: (type) => {
    const types: readonly string[] = storedTypesOf(type);
    return (listing) => types.includes(listing.propertyType);
  },
  transactionType: (deal) => (listing) => listing.transactionType === deal,
  minPrice: (rupees) => (listing) => listing.price >= rupees,
  maxPrice: (rupees) => (listing) => listing.price <= rupees,
  minArea: (sqft) => (listing) => listing.area.sqft >= sqft,
  maxArea: (sqft) => (listing) => listing.area.sqft <= sqft,
  verified: () => (listing) => listing.verified,
  // 5 in the list means five or more, as the BHK filter chips say '5+ BHK'.
  bedrooms: (bedrooms) => (listing) =>
    listing.bedrooms !== null &&
    (bedrooms.includes(listing.bedrooms) || (listing.bedrooms >= 5 && bedrooms.some((n) => n >= 5))),
  // The words the phrase left over (the caller reads the phrase first, as the server does).
  searchQuery: (words) => textMatch(words),
  // A card saved before the rental terms were carried has none: it is matched as the server has it
  // stored only when it says so, so such a rental is left out rather than guessed.
  tenants: (tenants) => (listing) =>
    listing.transactionType === 'Rent' &&
    Array.isArray(listing.tenantPreferences) &&
    (listing.tenantPreferences.length === 0 || listing.tenantPreferences.some((t) => tenants.includes(t))),
  pets: () => (listing) => listing.transactionType === 'Rent' && listing.petsAllowed === true,
  availableBy: (day) => (listing) =>
    listing.transactionType === 'Rent' &&
    listing.availableFrom !== undefined &&
    (listing.availableFrom === null || listing.availableFrom <= day),
  // A card saved before cards carried their point has none, and is in no box, as a listing without one.
  bbox: (box) => (listing) => !!listing.mapPoint && boxContains(box, listing.mapPoint),
};

/** The test of `name` at `value`; undefined when the filter is not set. */
export function filterTest<K extends SearchFilterName>(name: K, value: SearchParamValue<K> | undefined) {
  if (value === undefined || value === '' || value === false) return undefined;
  const column = filterColumn(name);
  if (column) {
    // A card saved before the field existed has none, and matches no value, as null matches none.
    const values = value as readonly unknown[];
    return (listing: SearchableListing) => values.includes(listing[column]);
  }
  const predicate = SEARCH_PREDICATES[name as OwnFilterName & K] as Predicate<K>;
  return predicate(value as NonNullable<SearchParamValue<K>>);
}

/** Weights of ts_rank: a match in the places counts most, then the title, then the rest. */
const PLACE_WEIGHT = 1;
const TITLE_WEIGHT = 0.4;
const OTHER_WEIGHT = 0.1;

/**
 * How well a listing matches free text, for the relevance sort. The server ranks with PostgreSQL's
 * ts_rank_cd (which weighs how close the words stand) plus the places' similarity; this weighs each word
 * by where it matches (places, title, the rest) plus the same similarity. Matches are the same; the order
 * of equally good matches may differ from the server's (docs/offline.md).
 */
export function textRank(text: string, listing: SearchableListing): number {
  const words = textQueryWords(text);
  const split = (value: string) => lower(value).split(/[^\p{L}\p{N}]+/u);
  const places = split(`${listing.location.locality} ${listing.location.city} ${listing.location.state}`);
  const title = split(listing.title);
  const other = cardWords(listing);
  const weightOf = (word: string) =>
    places.some((w) => w.startsWith(word))
      ? PLACE_WEIGHT
      : title.some((w) => w.startsWith(word))
        ? TITLE_WEIGHT
        : other.some((w) => w.startsWith(word))
          ? OTHER_WEIGHT
          : 0;
  const phrase = text.trim();
  const placeSimilarity = Math.max(
    trigramSimilarity(trigramsOf(listing.location.locality), trigramsOf(phrase)),
    trigramSimilarity(trigramsOf(listing.location.city), trigramsOf(phrase)),
  );
  return words.reduce((sum, word) => sum + weightOf(word), 0) + placeSimilarity;
}

const time = (iso: string | null) => (iso === null ? Number.NEGATIVE_INFINITY : Date.parse(iso));

/** Newest first, then the highest id: the server's NEWEST_FIRST (published_at desc nulls last, id desc). */
const newestFirst = (a: ListingCard, b: ListingCard) => time(b.publishedAt) - time(a.publishedAt) || b.id - a.id;

/** Nulls after every value, as `asc nulls last` puts them. */
const ascNullsLast = (a: number | null, b: number | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b;

/**
 * The order of a sort, as the server's `ordering` (listings.search.ts) has it; relevance with text puts
 * the best `rank` first, then the newest.
 */
export function listingOrder(
  sort: SearchSort,
  rank?: (listing: SearchableListing) => number,
): (a: SearchableListing, b: SearchableListing) => number {
  switch (sort) {
    case 'newest':
      return newestFirst;
    case 'price_asc':
      return (a, b) => a.price - b.price || a.id - b.id;
    case 'price_desc':
      return (a, b) => b.price - a.price || b.id - a.id;
    case 'price_per_sqft':
      return (a, b) => ascNullsLast(a.pricePerSqft, b.pricePerSqft) || a.id - b.id;
    default: {
      if (!rank) return newestFirst;
      const ranks = new Map<number, number>();
      const rankOf = (listing: SearchableListing) => {
        const known = ranks.get(listing.id);
        if (known !== undefined) return known;
        const value = rank(listing);
        ranks.set(listing.id, value);
        return value;
      };
      return (a, b) => rankOf(b) - rankOf(a) || newestFirst(a, b);
    }
  }
}
