/**
 * The landing pages' aggregates over a city's public listings, computed by the database: the counts by
 * type and deal and by locality (each with its usual spelling), and one page's total and medians. Every
 * read is limited to one city and served by the partial indexes on lower(city) (index-only through
 * properties_active_city_type_price_idx's INCLUDE columns). A request computes them for a small city; the
 * landing-figures job computes them for the big ones (landing-figures.ts).
 */
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  foldLocalities,
  type LocalityCount,
  type PageStats,
  type TypeCount,
} from '../../../shared/landing/landing-assembly';
import { slugOf } from '../../../shared/landing/landing-paths';
import type { Database } from '../../db/client';
import { knownCities } from '../listings/known-cities';
import { properties } from '../listings/listings.schema';
import { publicListing } from '../listings/public-visibility';

export { foldLocalities, type LocalityCount, type PageStats, type TypeCount };

export const lowerCity = sql`lower(${properties.city})`;
export const lowerLocality = sql`lower(${properties.locality})`;

export const countAll = sql<number>`count(*)::int`.mapWith(Number);
/** The most frequent spelling of a column (ties: the first in sort order). */
export const mostCommon = (column: AnyPgColumn) => sql<string>`mode() within group (order by ${column})`;
/** The rounded median of a column over the rows matching `filter`, or null without any. */
export const median = (column: AnyPgColumn, filter: SQL) =>
  sql<number | null>`percentile_cont(0.5) within group (order by ${column}) filter (where ${filter})`.mapWith(
    (value: unknown) => (value === null ? null : Math.round(Number(value))),
  );
export const medianPricePerSqft = median(properties.pricePerSqft, sql`${properties.transactionType} = 'Buy'`);
export const medianRent = median(properties.price, sql`${properties.transactionType} = 'Rent'`);

/** The city's public listings: `names` are its spellings, lowercased. */
export const inCity = (names: readonly string[]) => and(publicListing, inArray(lowerCity, [...names])) as SQL;

/** The lowercased spellings of the cities whose slug is `citySlug` (the search's own list of cities). */
export async function citySpellings(db: Database, citySlug: string): Promise<string[]> {
  const names = (await knownCities(db)).filter((name) => slugOf(name) === citySlug);
  return [...new Set(names.map((name) => name.toLowerCase()))];
}

/** The city's listings by type and deal, with the city's and state's usual spelling in each. */
export const typeCounts = (db: Database, names: readonly string[]): Promise<TypeCount[]> =>
  db
    .select({
      propertyType: properties.propertyType,
      transactionType: properties.transactionType,
      listings: countAll,
      city: mostCommon(properties.city),
      state: mostCommon(properties.state),
    })
    .from(properties)
    .where(inCity(names))
    .groupBy(properties.propertyType, properties.transactionType);

/** The city's localities (one per slug), the busiest first, then by name. */
export async function localityCounts(db: Database, names: readonly string[]): Promise<LocalityCount[]> {
  const rows = await db
    .select({ lower: sql<string>`${lowerLocality}`, name: mostCommon(properties.locality), listings: countAll })
    .from(properties)
    .where(inCity(names))
    .groupBy(lowerLocality);
  return foldLocalities(rows);
}

/** One page's total and medians: its listings are those matching `where`. */
export async function pageStats(db: Database, where: SQL): Promise<PageStats> {
  const [stats] = await db
    .select({ total: countAll, pricePerSqft: medianPricePerSqft, rent: medianRent })
    .from(properties)
    .where(where);
  return { total: stats?.total ?? 0, pricePerSqft: stats?.pricePerSqft ?? null, rent: stats?.rent ?? null };
}
