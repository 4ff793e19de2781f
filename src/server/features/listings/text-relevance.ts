/**
 * Free text sorted by relevance, over a bounded set of candidates. Ranking every match cost seconds at a
 * million listings: a description word like 'pool' matches a sixth of India, and each match's tsvector
 * is read from the table to rank it. So relevance ranks at most TEXT_CANDIDATES matches:
 *
 * - the newest RECENT_MATCHES of them, read in order from the newest-first index (the city's when a
 *   city is set) with the words tested on each row, which stops early when the words are common; the
 *   walk reads at most RECENT_WINDOW listings, so rare words do not make it read the whole index;
 * - otherwise (fewer in the window), or first when the words name a known place
 *   (whose listings a btree index finds), the first TEXT_CANDIDATES + 1 matches the GIN and place indexes
 *   find: when that is all of them (few matches), every match is ranked and counted exactly.
 *
 * The trade-off: words matching more than RECENT_MATCHES of the window's listings (common words) have
 * their newest 500 matches ranked, and `total` is 500 with `totalCapped` ('more than 500'); other words
 * matching more than 1,000 listings have the window's matches and the first the index finds ranked
 * (not the newest: for a place, its first 1,000 listings in table order), `total` 1,000 capped. The
 * relevance pages end there (page 25 or 50); every match is still found by the newest and price
 * sorts, which read their ordered index and count up to 10,000. Up to 1,000 matches are all ranked.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE } from '../../../shared/listings/vocabulary';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sellers } from '../sellers/sellers.schema';
import { NEWEST_FIRST, selectCards, toListingCard } from './listing-card.query';
import { properties as p } from './listings.schema';
import type { TextSearch } from './search-conditions';

/** The most matches relevance ranks (and counts): 50 pages. */
export const TEXT_CANDIDATES = 1000;

/** Common words: the newest this many matches are ranked (25 pages), found by the newest-first walk. */
export const RECENT_MATCHES = 500;

/** The most listings the newest-first walk reads looking for RECENT_MATCHES matches. */
export const RECENT_WINDOW = 4000;

interface Candidate {
  id: number;
  rank: number;
  publishedAt: number;
}

const candidateOf = (row: { id: unknown; rank: unknown; published_at: unknown }): Candidate => ({
  id: Number(row.id),
  rank: Number(row.rank),
  publishedAt: row.published_at === null ? Number.NEGATIVE_INFINITY : new Date(row.published_at as string).getTime(),
});

/**
 * The newest matches among the newest RECENT_WINDOW listings of the other filters, up to
 * RECENT_MATCHES + 1. The window is named `properties` so the text's conditions, written against the
 * table, read its columns; without an outer sort, the walk stops at the last match it needs.
 */
async function newestMatches(db: Database, base: SQL | undefined, text: TextSearch): Promise<Candidate[]> {
  const recent = db
    .select({ id: p.id, search: p.search, locality: p.locality, city: p.city, publishedAt: p.publishedAt })
    .from(p)
    .leftJoin(sellers, eq(sellers.userId, p.sellerId))
    .where(base)
    .orderBy(...NEWEST_FIRST)
    .limit(RECENT_WINDOW);
  const result = await db.execute(
    sql`select "properties"."id", "properties"."published_at", ${text.rank} as rank
      from (${recent}) as "properties" where ${text.match} limit ${RECENT_MATCHES + 1}`,
  );
  return rowsOf<{ id: unknown; rank: unknown; published_at: unknown }>(result).map(candidateOf);
}

/** Up to TEXT_CANDIDATES + 1 matches in the order the indexes find them (all of them when few). */
async function firstMatches(db: Database, where: SQL | undefined, text: TextSearch): Promise<Candidate[]> {
  const rows = await db
    .select({ id: p.id, published_at: p.publishedAt, rank: sql<number>`${text.rank}` })
    .from(p)
    .leftJoin(sellers, eq(sellers.userId, p.sellerId))
    .where(where)
    .limit(TEXT_CANDIDATES + 1);
  return rows.map(candidateOf);
}

/** Best rank first, then newest, then the highest id: the order of `ordering` in listings.search.ts. */
const byRelevance = (a: Candidate, b: Candidate) => b.rank - a.rank || b.publishedAt - a.publishedAt || b.id - a.id;

/** The candidates to rank, and the total to report: their number when they are every match. */
async function candidates(db: Database, base: SQL | undefined, text: TextSearch) {
  const where = and(base, text.match);
  let newest: Candidate[] = [];
  // A place's listings come by a btree index, so its first matches are cheap; a walk of the newest
  // listings would read thousands of other places' rows to find a few of this one's.
  if (!text.namesPlaces) {
    newest = await newestMatches(db, base, text);
    if (newest.length > RECENT_MATCHES)
      return { list: newest.slice(0, RECENT_MATCHES), total: RECENT_MATCHES, all: false };
  }
  const first = await firstMatches(db, where, text);
  if (first.length <= TEXT_CANDIDATES) return { list: first, total: first.length, all: true };
  return { list: union(newest, first), total: TEXT_CANDIDATES, all: false };
}

/** The newest matches first, then those the index found, once each, TEXT_CANDIDATES at most. */
function union(newest: Candidate[], first: Candidate[]): Candidate[] {
  const seen = new Map<number, Candidate>();
  for (const candidate of [...newest, ...first]) {
    if (seen.size >= TEXT_CANDIDATES) break;
    if (!seen.has(candidate.id)) seen.set(candidate.id, candidate);
  }
  return [...seen.values()];
}

/**
 * The total of a text search in another sort, when the words are common (more than RECENT_MATCHES
 * matches in the newest-first window): RECENT_MATCHES, capped, as relevance reports it. Counting up to
 * 10,000 matches of a word in a sixth of the listings read 10,000 rows (0.2-0.7 s at a million); the
 * pages themselves come from the sort's ordered index and go on past it. Undefined: count as usual.
 */
export async function commonWordsTotal(db: Database, base: SQL | undefined, text: TextSearch) {
  if (text.namesPlaces) return undefined;
  const newest = await newestMatches(db, base, text);
  return newest.length > RECENT_MATCHES ? { total: RECENT_MATCHES, capped: true } : undefined;
}

/** One page of a text search by relevance: the page's cards and the (capped) total. */
export async function relevancePage(
  db: Database,
  base: SQL | undefined,
  text: TextSearch,
  page: number,
): Promise<{ cards: ReturnType<typeof toListingCard>[]; total: number; capped: boolean }> {
  const { list, total, all } = await candidates(db, base, text);
  const ids = list
    .sort(byRelevance)
    .slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE)
    .map((candidate) => candidate.id);
  const rows = ids.length ? await selectCards(db).where(inArray(p.id, ids)) : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  const cards = rows.map(toListingCard).sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { cards, total, capped: !all };
}
