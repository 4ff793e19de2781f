/** Type-ahead suggestions of cities and localities that have public listings, tolerant of typos. */
import { and, count, desc, or, sql } from 'drizzle-orm';
import type { LocationSuggestion } from '../../../shared/listings/listing-types';
import type { Database } from '../../db/client';
import { likePrefix } from '../../db/like';
import { properties } from './listings.schema';
import { publicListing } from './public-visibility';

export async function suggestLocations(
  db: Database,
  query: string,
  city: string | undefined,
  limit: number,
): Promise<LocationSuggestion[]> {
  const p = properties;
  const prefix = likePrefix(query);
  const active = publicListing;
  const cityRows = city
    ? []
    : await db
        .select({ city: p.city, state: p.state, listings: count() })
        .from(p)
        .where(and(active, or(sql`${p.city} ilike ${prefix}`, sql`${p.city} % ${query}`)))
        .groupBy(p.city, p.state)
        .orderBy(desc(sql`similarity(${p.city}, ${query})`), desc(count()))
        .limit(Math.min(3, limit));
  const localityRows = await db
    .select({ city: p.city, state: p.state, locality: p.locality, listings: count() })
    .from(p)
    .where(
      and(
        active,
        city ? sql`lower(${p.city}) = lower(${city})` : undefined,
        or(sql`${p.locality} ilike ${prefix}`, sql`${p.locality} % ${query}`),
      ),
    )
    .groupBy(p.city, p.state, p.locality)
    .orderBy(desc(sql`similarity(${p.locality}, ${query})`), desc(count()))
    .limit(limit - cityRows.length);
  return [
    ...cityRows.map((row) => ({ kind: 'city' as const, ...row, locality: null, listings: Number(row.listings) })),
    ...localityRows.map((row) => ({ kind: 'locality' as const, ...row, listings: Number(row.listings) })),
  ];
}
