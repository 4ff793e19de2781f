/**
 * Property search: the search-results link's parameters plus filters and sorts, and free text
 * (docs/product-rules.md, Search). A phrase like
 * '2 bhk flat in indore under 50 lakh' fills the filters it names (explicit parameters win) and the words
 * left over are matched as text. Each filter's condition, the text's included, is in search-conditions.ts.
 */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { effectiveFilters } from '../../../shared/listings/effective-filters';
import type { SearchFilterName, SearchFilters } from '../../../shared/listings/search-filters';
import type { SearchParams } from '../../../shared/listings/search-params';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from '../../../shared/listings/vocabulary';
import type { Database } from '../../db/client';
import { cityTag, GENERAL } from '../../lib/public-scope';
import { sellers } from '../sellers/sellers.schema';
import { NEWEST_FIRST, selectCards, toListingCard } from './listing-card.query';
import { properties } from './listings.schema';
import { publicListing } from './public-visibility';
import { CONDITION_ORDER, filterCondition, type KnownPlaces, localityMatch, textSearch } from './search-conditions';
import { commonWordsTotal, relevancePage } from './text-relevance';

/** Matches are counted up to what the pages can reach (500 × 20); beyond that `totalCapped` says so. */
const MAX_COUNTED = MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE;

/**
 * The WHERE, the same without the text (`base`), and the text's match and rank; the place conditions
 * match the known names (search-conditions.ts).
 */
function conditions(f: SearchFilters, places: KnownPlaces) {
  const text = textSearch(f.searchQuery, places);
  const condition = <K extends SearchFilterName>(name: K) => {
    if (name === 'searchQuery') return undefined;
    if (name === 'locality' && f.locality) return localityMatch(f.locality, places.localities);
    return filterCondition(name, f[name]);
  };
  const base = and(publicListing, ...CONDITION_ORDER.map(condition));
  return { base, text, where: text ? and(base, text.match) : base, rank: text?.rank };
}

function ordering(sort: SearchParams['sort'], rank: SQL | undefined): SQL[] {
  const p = properties;
  switch (sort) {
    case 'newest':
      return NEWEST_FIRST;
    case 'price_asc':
      return [asc(p.price), asc(p.id)];
    case 'price_desc':
      return [desc(p.price), desc(p.id)];
    case 'price_per_sqft':
      return [sql`${p.pricePerSqft} asc nulls last`, asc(p.id)];
    default:
      // Without text, relevance is recency: the order an index serves. Featured listings get their own
      // strip and badge rather than a sort key that would force sorting every match.
      return [...(rank ? [sql`${rank} desc`] : []), ...NEWEST_FIRST];
  }
}

/**
 * The WHERE of a search (active, public, matching), for counting matches elsewhere (saved-search
 * alerts). The query must join `sellers` on `sellers.user_id = properties.seller_id`, as buildSearch does.
 */
export const searchCondition = (
  params: SearchParams,
  knownCities: readonly string[],
  knownLocalities?: readonly string[],
): SQL | undefined =>
  conditions(effectiveFilters(params, knownCities), { cities: knownCities, localities: knownLocalities }).where;

/**
 * The two queries of a search (one page of cards, and the total), unexecuted so they can be EXPLAINed.
 * A search with free text sorted by relevance does not send these (text-relevance.ts).
 */
export function buildSearch(
  db: Database,
  params: SearchParams,
  knownCities: readonly string[],
  knownLocalities?: readonly string[],
) {
  const places = { cities: knownCities, localities: knownLocalities };
  const { where, rank } = conditions(effectiveFilters(params, knownCities), places);
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .leftJoin(sellers, eq(sellers.userId, properties.sellerId))
    .where(where)
    .limit(MAX_COUNTED + 1)
    .as('matches');
  const order = ordering(params.sort, rank);
  // The page's ids first, from the ordered index alone, then the cards of those 20: an offset skips rows
  // without joining each one to its seller and cover photo (page 50 skips 980 rows; page 500, 9,980).
  const page = db
    .select({ id: properties.id })
    .from(properties)
    .leftJoin(sellers, eq(sellers.userId, properties.sellerId))
    .where(where)
    .orderBy(...order)
    .limit(SEARCH_PAGE_SIZE)
    .offset((params.page - 1) * SEARCH_PAGE_SIZE)
    .as('page');
  return {
    rows: selectCards(db)
      .innerJoin(page, eq(page.id, properties.id))
      .orderBy(...order),
    total: db.select({ total: count() }).from(matches),
  };
}

export async function searchProperties(
  db: Database,
  params: SearchParams,
  knownCities: readonly string[],
  knownLocalities?: readonly string[],
) {
  const places = { cities: knownCities, localities: knownLocalities };
  const { base, text } = conditions(effectiveFilters(params, knownCities), places);
  if (text && params.sort === 'relevance') {
    // Relevance over a bounded set of candidates (text-relevance.ts); the other sorts read their index.
    const ranked = await relevancePage(db, base, text, params.page);
    return {
      data: ranked.cards,
      total: ranked.total,
      totalCapped: ranked.capped,
      page: params.page,
      pageSize: SEARCH_PAGE_SIZE,
    };
  }
  const query = buildSearch(db, params, knownCities, knownLocalities);
  const total = async () => {
    const common = text ? await commonWordsTotal(db, base, text) : undefined;
    if (common) return common;
    const counted = Number((await query.total)[0]?.total ?? 0);
    return { total: Math.min(counted, MAX_COUNTED), capped: counted > MAX_COUNTED };
  };
  const [rows, counted] = await Promise.all([query.rows, total()]);
  return {
    data: rows.map(toListingCard),
    total: counted.total,
    totalCapped: counted.capped,
    page: params.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}

/**
 * What a search's answer shows, for the public cache (public-scope.ts): a city's listings when it is
 * limited to a city that has some (the WHERE compares the city exactly), else any listing.
 */
export function searchShows(params: SearchParams, knownCities: readonly string[]): string {
  const { city } = effectiveFilters(params, knownCities);
  return city && knownCities.includes(city) ? cityTag(city) : GENERAL;
}
