/**
 * Which listings a saved search matches: its query string is read by the search's own schema and its
 * WHERE comes from the search itself (listings.search.ts), so a saved search counts exactly the listings
 * /search-results would show. 'New' means first published after a time (properties.published_at).
 */
import { and, count, eq, gt, lte, max, type SQL } from 'drizzle-orm';
import { type SearchParams, searchParamsSchema } from '../../../shared/listings/search-params';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { properties } from '../listings/listings.schema';
import { searchCondition } from '../listings/listings.search';
import { sellers } from '../sellers/sellers.schema';

/**
 * The query string without a leading '?' or the page (not part of a saved search). Otherwise kept as
 * the client wrote it, so the same search saved twice is the same string.
 */
export const normaliseQuery = (query: string): string =>
  query
    .trim()
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair && !pair.startsWith('page='))
    .join('&');

/** The search a query string describes, read as GET /api/properties/search reads it, or the first problem. */
export function readSavedQuery(query: string): { params: SearchParams } | { problem: string } {
  const raw: Record<string, string> = {};
  // The first of a repeated parameter wins, as the search API reads it.
  for (const [key, value] of new URLSearchParams(query)) if (!(key in raw)) raw[key] = value;
  const parsed = searchParamsSchema.safeParse(raw);
  if (parsed.success) return { params: parsed.data };
  return { problem: parsed.error.issues[0]?.message ?? 'The search is not valid.' };
}

export interface NewMatches {
  count: number;
  /** The newest published_at among them (null when there are none). */
  newest: Date | null;
}

/**
 * Listings matching `params`, first published after `after` and not after `until`. `cities` are the
 * search's known cities (knownCities), read by the caller so this can run inside a transaction.
 */
export async function newMatches(
  db: Database,
  params: SearchParams,
  cities: readonly string[],
  after: Date,
  until: Date,
): Promise<NewMatches> {
  const where = and(
    searchCondition(params, cities),
    gt(properties.publishedAt, after),
    lte(properties.publishedAt, until),
  ) as SQL;
  const [row] = await db
    .select({ count: count(), newest: max(properties.publishedAt) })
    .from(properties)
    .leftJoin(sellers, eq(sellers.userId, properties.sellerId))
    .where(where);
  return { count: Number(row?.count ?? 0), newest: row?.newest ? new Date(row.newest) : null };
}

/**
 * The 'new since' counts of a batch of saved searches (a visitor's badge), each counted on its own: a
 * query the search refuses (saved by an older version, say) counts 0, and so does one whose count fails,
 * which is logged, so one bad search never fails the others.
 */
export function newCounts(
  db: Database,
  searches: readonly { query: string; since: string }[],
  cities: readonly string[],
  now: Date,
  logger: Logger,
): Promise<number[]> {
  return Promise.all(
    searches.map(async ({ query, since }) => {
      const read = readSavedQuery(query.replace(/^\?/, ''));
      if ('problem' in read) return 0;
      try {
        return (await newMatches(db, read.params, cities, new Date(since), now)).count;
      } catch (err) {
        logger.error({ err, query }, 'counting new matches of a saved search failed');
        return 0;
      }
    }),
  );
}
