/**
 * Insights from our own listings: cities, localities and monthly price trends. Only active listings for
 * sale of sellers who are not blocked count (a monthly rent is not comparable per sq.ft, and the guide's search links are Buy searches),
 * and prices per sq.ft are medians, so one odd listing moves nothing.
 *
 * A city's figures read the active partial index on lower(city) (a few thousand rows at most); the
 * national ones (the city list, the trends of all India) read every active listing for sale, so their
 * answers are memoised (insights.cache.ts) and cached by browsers and CDNs for five minutes. Names are
 * grouped case-insensitively and shown in their most common spelling.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  CityInsight,
  LocalityInsight,
  PriceTrendPoint,
  PriceTrends,
  TypeMedian,
} from '../../../shared/insights/insights-contract';
import type { Database } from '../../db/client';
import { properties } from '../listings/listings.schema';
import { publicListing } from '../listings/public-visibility';

/** Bounds on the answers (and on the work of building them). */
export const INSIGHTS_LIMITS = { cities: 100, localities: 200, months: 12 } as const;

const forSale = and(publicListing, eq(properties.transactionType, 'Buy'));
const inCity = (city: string) => sql`lower(${properties.city}) = lower(${city})`;

const count = sql<number>`count(*)::int`.mapWith(Number);
const medianPerSqft = sql<
  number | null
>`percentile_cont(0.5) within group (order by ${properties.pricePerSqft})`.mapWith((value: unknown) =>
  value === null ? null : Math.round(Number(value)),
);
/** The most frequent value of a column (ties: the first in sort order). */
const mostCommon = (column: AnyPgColumn) => sql<string>`mode() within group (order by ${column})`;

/** Cities with listings for sale, most listings first. */
export async function cityInsights(db: Database): Promise<CityInsight[]> {
  return db
    .select({
      city: mostCommon(properties.city),
      state: mostCommon(properties.state),
      listings: count,
      medianPricePerSqft: medianPerSqft,
    })
    .from(properties)
    .where(forSale)
    .groupBy(sql`lower(${properties.city})`)
    .orderBy(sql`count(*) desc`, sql`lower(${properties.city})`)
    .limit(INSIGHTS_LIMITS.cities);
}

/**
 * The localities of a city (matched case-insensitively), most listings first; [] for an unknown city.
 * Each has the median of each property type listed there, and its headline median is its most common
 * type's: a plot's price per sq.ft is not a flat's.
 */
export async function localityInsights(db: Database, city: string): Promise<LocalityInsight[]> {
  const localityKey = sql<string>`lower(${properties.locality})`;
  const where = and(forSale, inCity(city));
  const [rows, typeRows] = await Promise.all([
    db
      .select({
        key: localityKey,
        locality: mostCommon(properties.locality),
        city: mostCommon(properties.city),
        state: mostCommon(properties.state),
        listings: count,
        minPrice: sql<number>`min(${properties.price})`.mapWith(Number),
        maxPrice: sql<number>`max(${properties.price})`.mapWith(Number),
        commonType: sql<string>`mode() within group (order by ${properties.propertyType})::text`,
      })
      .from(properties)
      .where(where)
      .groupBy(localityKey)
      .orderBy(sql`count(*) desc`, localityKey)
      .limit(INSIGHTS_LIMITS.localities),
    db
      .select({
        key: localityKey,
        propertyType: sql<string>`${properties.propertyType}::text`,
        medianPricePerSqft: medianPerSqft,
        listings: count,
      })
      .from(properties)
      .where(where)
      .groupBy(localityKey, properties.propertyType)
      .orderBy(localityKey, sql`count(*) desc`, properties.propertyType),
  ]);
  const typesOf = new Map<string, TypeMedian[]>();
  for (const { key, ...type } of typeRows) typesOf.set(key, [...(typesOf.get(key) ?? []), type]);
  return rows.map(({ key, commonType, ...row }) => {
    const byType = typesOf.get(key) ?? [];
    const common = byType.find((type) => type.propertyType === commonType);
    return { ...row, medianPricePerSqft: common?.medianPricePerSqft ?? null, commonType, byType };
  });
}

/** The start of the month 11 months before this one, in India: the trends' window is 12 calendar months. */
// Months are Indian calendar months: a listing published at 1 a.m. IST on the 1st is in the new month.
const windowStart = sql`(date_trunc('month', now() at time zone 'Asia/Kolkata') - interval '11 months') at time zone 'Asia/Kolkata'`;
const monthStart = sql`date_trunc('month', ${properties.publishedAt} at time zone 'Asia/Kolkata')`;
// Formatted once per month, not once per row: grouping by date_trunc is the cheaper pass.
const publishedMonth = sql<string>`to_char(${monthStart}, 'YYYY-MM')`;

/** Monthly medians over the last 12 months, for one city or (no city) all of India, and by type. */
export async function priceTrends(db: Database, city: string | undefined): Promise<PriceTrends> {
  const where = and(forSale, city ? inCity(city) : undefined, gte(properties.publishedAt, windowStart));
  const [months, byType] = await Promise.all([
    db
      .select({ month: publishedMonth, medianPricePerSqft: medianPerSqft, listings: count })
      .from(properties)
      .where(where)
      .groupBy(monthStart)
      .orderBy(monthStart),
    db
      .select({
        propertyType: sql<string>`${properties.propertyType}::text`,
        city: mostCommon(properties.city),
        medianPricePerSqft: medianPerSqft,
        listings: count,
      })
      .from(properties)
      .where(where)
      .groupBy(properties.propertyType)
      .orderBy(sql`count(*) desc`, properties.propertyType),
  ]);
  return {
    city: city ? (byType[0]?.city ?? city) : null,
    months: fillMonths(months),
    byType: byType.map(({ propertyType, medianPricePerSqft, listings }) => ({
      propertyType,
      medianPricePerSqft,
      listings,
    })),
  };
}

/** 'YYYY-MM' of the month after `month`. */
export function nextMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/**
 * From the first month with listings to the last, one point per month: a month without listings in
 * between is a gap (null median, 0 listings) rather than missing, so the chart's time axis stays honest.
 */
export function fillMonths(points: PriceTrendPoint[]): PriceTrendPoint[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return [];
  const byMonth = new Map(points.map((point) => [point.month, point]));
  const filled: PriceTrendPoint[] = [];
  // The length bound only guards against a malformed month, which would never reach `last`.
  for (
    let month = first.month;
    month <= last.month && filled.length < INSIGHTS_LIMITS.months;
    month = nextMonth(month)
  ) {
    filled.push(byMonth.get(month) ?? { month, medianPricePerSqft: null, listings: 0 });
  }
  return filled;
}
