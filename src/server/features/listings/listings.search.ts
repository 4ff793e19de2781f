/**
 * Property search: the spec's parameters plus filters and sorts, and free text. A phrase like
 * '2 bhk flat in indore under 50 lakh' fills the filters it names (explicit parameters win); the words
 * left over are matched with full-text search over places, title and description, or by trigram
 * similarity to the locality or city (so 'kolar rd' and misspelt names still match). Every condition
 * is one the partial and GIN indexes of listings.schema.ts serve.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { canonicalCity } from '../../../shared/listings/query-cities';
import { parseSearchPhrase } from '../../../shared/listings/query-parser';
import type { SearchParams } from '../../../shared/listings/search-params';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from '../../../shared/listings/vocabulary';
import type { Database } from '../../db/client';
import { likeLiteral } from '../../db/like';
import { sellers } from '../sellers/sellers.schema';
import { NEWEST_FIRST, selectCards, toListingCard } from './listing-card.query';
import { properties } from './listings.schema';
import { publicListing } from './public-visibility';

/** Words of the free text, reduced to letters and digits so they are safe inside a tsquery. */
export const toPrefixQuery = (text: string): string | undefined => {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
};

/** The filters the search applies, after the free-text phrase filled what the parameters left open. */
export function effectiveFilters(params: SearchParams, knownCities: readonly string[]) {
  const phrase = params.searchQuery ? parseSearchPhrase(params.searchQuery, knownCities) : undefined;
  return {
    ...params,
    propertyType: params.propertyType ?? phrase?.propertyType,
    transactionType: params.transactionType ?? phrase?.transactionType,
    city: params.city ? canonicalCity(params.city, knownCities) : phrase?.city,
    minPrice: params.minPrice ?? phrase?.minPrice,
    maxPrice: params.maxPrice ?? phrase?.maxPrice,
    minArea: params.minArea ?? phrase?.minAreaSqft,
    maxArea: params.maxArea ?? phrase?.maxAreaSqft,
    bedrooms: params.bedrooms ?? (phrase?.bedrooms === undefined ? undefined : [phrase.bedrooms]),
    furnishing: params.furnishing ?? (phrase?.furnishing ? [phrase.furnishing] : undefined),
    possession: params.possession ?? (phrase?.possession ? [phrase.possession] : undefined),
    postedBy: params.postedBy ?? (phrase?.postedBy ? [phrase.postedBy] : undefined),
    text: phrase ? phrase.rest : undefined,
  };
}

type Filters = ReturnType<typeof effectiveFilters>;

/** Matches are counted up to what the pages can reach (500 × 20); beyond that `totalCapped` says so. */
const MAX_COUNTED = MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE;

function conditions(f: Filters): { where: SQL | undefined; rank: SQL | undefined } {
  const p = properties;
  const all: (SQL | undefined)[] = [
    publicListing,
    f.city ? sql`lower(${p.city}) = lower(${f.city})` : undefined,
    f.state ? sql`lower(${p.state}) = lower(${f.state})` : undefined,
    f.locality
      ? or(sql`${p.locality} ilike ${likeLiteral(f.locality)}`, sql`${p.locality} % ${f.locality}`)
      : undefined,
    f.propertyType ? eq(p.propertyType, f.propertyType) : undefined,
    f.transactionType ? eq(p.transactionType, f.transactionType) : undefined,
    f.minPrice !== undefined ? gte(p.price, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(p.price, f.maxPrice) : undefined,
    f.minArea !== undefined ? gte(p.areaSqft, f.minArea) : undefined,
    f.maxArea !== undefined ? lte(p.areaSqft, f.maxArea) : undefined,
    f.postedBy ? inArray(p.postedBy, f.postedBy) : undefined,
    f.possession ? inArray(p.possession, f.possession) : undefined,
    f.furnishing ? inArray(p.furnishing, f.furnishing) : undefined,
    f.verified ? eq(sellers.verified, true) : undefined,
  ];
  if (f.bedrooms) {
    // 5 in the list means five or more, as the BHK filter chips say '5+ BHK'.
    const exact = f.bedrooms.filter((n) => n < 5);
    all.push(
      or(
        exact.length ? inArray(p.bedrooms, exact) : undefined,
        f.bedrooms.some((n) => n >= 5) ? gte(p.bedrooms, 5) : undefined,
      ),
    );
  }
  let rank: SQL | undefined;
  const text = f.text?.trim();
  const tsquery = text ? toPrefixQuery(text) : undefined;
  if (text && tsquery) {
    const query = sql`to_tsquery('simple', ${tsquery})`;
    all.push(or(sql`${p.search} @@ ${query}`, sql`${p.locality} % ${text}`, sql`${p.city} % ${text}`));
    rank = sql`ts_rank_cd(${p.search}, ${query}) + greatest(similarity(${p.locality}, ${text}), similarity(${p.city}, ${text}))`;
  }
  return { where: and(...all), rank };
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
export const searchCondition = (params: SearchParams, knownCities: readonly string[]): SQL | undefined =>
  conditions(effectiveFilters(params, knownCities)).where;

/** The two queries of a search (one page of cards, and the total), unexecuted so they can be EXPLAINed. */
export function buildSearch(db: Database, params: SearchParams, knownCities: readonly string[]) {
  const { where, rank } = conditions(effectiveFilters(params, knownCities));
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .leftJoin(sellers, eq(sellers.userId, properties.sellerId))
    .where(where)
    .limit(MAX_COUNTED + 1)
    .as('matches');
  return {
    rows: selectCards(db)
      .where(where)
      .orderBy(...ordering(params.sort, rank))
      .limit(SEARCH_PAGE_SIZE)
      .offset((params.page - 1) * SEARCH_PAGE_SIZE),
    total: db.select({ total: count() }).from(matches),
  };
}

export async function searchProperties(db: Database, params: SearchParams, knownCities: readonly string[]) {
  const query = buildSearch(db, params, knownCities);
  const [rows, [totalRow]] = await Promise.all([query.rows, query.total]);
  const counted = Number(totalRow?.total ?? 0);
  return {
    data: rows.map(toListingCard),
    total: Math.min(counted, MAX_COUNTED),
    totalCapped: counted > MAX_COUNTED,
    page: params.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}
