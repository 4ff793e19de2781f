/**
 * Type-ahead suggestions of cities and localities that have public listings, tolerant of typos and of
 * short forms: each typed word may be the start of a word of the name ('MP Na', 'm.p. nag', 'Nagar MP'
 * all find 'MP Nagar'; dots are ignored, so 'M.P. Nagar' is found by 'MP' too).
 */
import { and, count, desc, or, type SQL, sql } from 'drizzle-orm';
import type { LocationSuggestion } from '../../../shared/listings/listing-types';
import type { Database } from '../../db/client';
import { likePrefix } from '../../db/like';
import { knownCities, knownLocalities } from './known-cities';
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
  // The typed text is matched against the names of the places with listings (known-cities.ts), not
  // against every listing's: 'kol' read every listing to test its names (seconds at a million). The
  // matched places' listings are then counted from the city and locality indexes alone (the known
  // cities are spelt as the listings spell them).
  const cityName = sql`c.name`;
  const cities = JSON.stringify(await knownCities(db));
  const matchedCities = sql`array(select c.name from jsonb_array_elements_text(${cities}::jsonb) as c(name)
    where ${or(sql`${cityName} ilike ${prefix}`, sql`${cityName} % ${query}`, wordStarts(cityName, words))})`;
  const cityRows = city
    ? []
    : await db
        .select({ city: p.city, state: p.state, listings: count() })
        .from(p)
        .where(and(active, sql`${p.city} = any(${matchedCities})`))
        .groupBy(p.city, p.state)
        .orderBy(desc(sql`${p.city} ilike ${prefix}`), desc(sql`similarity(${p.city}, ${query})`), desc(count()))
        .limit(Math.min(3, limit));
  // The same for localities: the known names first, then their listings from the locality index.
  const localities = JSON.stringify(await knownLocalities(db));
  const localityName = sql`l.name`;
  const matchedLocalities = sql`array(select lower(l.name) from jsonb_array_elements_text(${localities}::jsonb) as l(name)
    where ${or(sql`${localityName} ilike ${prefix}`, sql`${localityName} % ${query}`, wordStarts(localityName, words))})`;
  const localityRows = await db
    .select({ city: p.city, state: p.state, locality: p.locality, listings: count() })
    .from(p)
    .where(
      and(
        active,
        city ? sql`lower(${p.city}) = lower(${city})` : undefined,
        sql`lower(${p.locality}) = any(${matchedLocalities})`,
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
