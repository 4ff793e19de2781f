/**
 * Type-ahead suggestions of cities and localities that have public listings, tolerant of typos and of
 * short forms: each typed word may be the start of a word of the name ('MP Na', 'm.p. nag', 'Nagar MP'
 * all find 'MP Nagar'; dots are ignored, so 'M.P. Nagar' is found by 'MP' too).
 */
import { and, count, desc, or, type SQL, sql } from 'drizzle-orm';
import type { LocationSuggestion } from '../../../shared/listings/listing-types';
import type { Database } from '../../db/client';
import { likePrefix } from '../../db/like';
import { properties } from './listings.schema';
import { publicListing } from './public-visibility';

// Words typed: letters and digits in runs, dots dropped first so 'M.P.' reads as 'MP'.
const wordsOf = (text: string): string[] =>
  text
    .replace(/\./g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 6);

// Regular-expression characters in a typed word match only themselves.
const escapeRegex = (word: string) => word.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** Every typed word starts a word of `column` (in any order), dots in the name ignored. */
function wordStarts(column: SQL, words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const name = sql`regexp_replace(${column}, '[.]', '', 'g')`;
  return and(...words.map((word) => sql`${name} ~* ${`(^|[^[:alnum:]])${escapeRegex(word)}`}`));
}

export async function suggestLocations(
  db: Database,
  query: string,
  city: string | undefined,
  limit: number,
): Promise<LocationSuggestion[]> {
  const p = properties;
  const prefix = likePrefix(query);
  const active = publicListing;
  const words = wordsOf(query);
  const cityRows = city
    ? []
    : await db
        .select({ city: p.city, state: p.state, listings: count() })
        .from(p)
        .where(
          and(active, or(sql`${p.city} ilike ${prefix}`, sql`${p.city} % ${query}`, wordStarts(sql`${p.city}`, words))),
        )
        .groupBy(p.city, p.state)
        .orderBy(desc(sql`${p.city} ilike ${prefix}`), desc(sql`similarity(${p.city}, ${query})`), desc(count()))
        .limit(Math.min(3, limit));
  const localityRows = await db
    .select({ city: p.city, state: p.state, locality: p.locality, listings: count() })
    .from(p)
    .where(
      and(
        active,
        city ? sql`lower(${p.city}) = lower(${city})` : undefined,
        or(sql`${p.locality} ilike ${prefix}`, sql`${p.locality} % ${query}`, wordStarts(sql`${p.locality}`, words)),
      ),
    )
    .groupBy(p.city, p.state, p.locality)
    .orderBy(desc(sql`${p.locality} ilike ${prefix}`), desc(sql`similarity(${p.locality}, ${query})`), desc(count()))
    .limit(limit - cityRows.length);
  return [
    ...cityRows.map((row) => ({ kind: 'city' as const, ...row, locality: null, listings: Number(row.listings) })),
    ...localityRows.map((row) => ({ kind: 'locality' as const, ...row, listings: Number(row.listings) })),
  ];
}
