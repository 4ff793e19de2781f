/**
 * The big cities' landing figures, kept in `landing_figures` by a background job instead of aggregated
 * per request: at a million listings a city's counts by type and locality and its medians took 60-100 ms
 * a page. Every LANDING_FIGURES_PERIOD_MS one process (src/server/lib/jobs.ts) recomputes, city by city,
 * every city with LANDING_FIGURES_MIN_LISTINGS public listings or more, in one grouped pass over the
 * city's index entries, and replaces that city's rows in one transaction; cities that fell below the
 * threshold lose theirs. A smaller city has no rows and its page is computed per request (a few ms, and
 * exact at once). So a big city's counts and medians may be up to one period (plus a run) old; its
 * first page of listings is always read live.
 */
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { LANDING_MAX_LOCALITIES } from '../../../shared/landing/landing-contract';
import { slugOf } from '../../../shared/landing/landing-paths';
import {
  PROPERTY_TYPES,
  type PropertyType,
  TRANSACTION_TYPES,
  type TransactionType,
} from '../../../shared/listings/vocabulary';
import type { Database } from '../../db/client';
import type { Job } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { properties } from '../listings/listings.schema';
import { listedCities } from '../listings/listings.service';
import { landingFigures } from './landing.schema';
import {
  countAll,
  foldLocalities,
  inCity,
  type LocalityCount,
  lowerLocality,
  medianPricePerSqft,
  medianRent,
  mostCommon,
  type PageStats,
  pageStats,
  type TypeCount,
} from './landing-counts';

export const LANDING_FIGURES_JOB = 'landing-figures';
/** How often the figures are recomputed: how stale a big city's counts and medians may be. */
export const LANDING_FIGURES_PERIOD_MS = 10 * 60_000;
/** A city is summarized from this many public listings; below, its page aggregates in a few ms. */
export const LANDING_FIGURES_MIN_LISTINGS = 2_000;

/** The row keys of a city's pages. */
export const FIGURES_PAGE = {
  city: '',
  type: (propertyType: PropertyType, transactionType: TransactionType) => `type:${propertyType}:${transactionType}`,
  locality: (slug: string) => `locality:${slug}`,
};

/** What a city's own row keeps: the inputs of every page's lists. */
export interface CityFigures {
  types: TypeCount[];
  /** The busiest localities, enough for any page's links. */
  localities: LocalityCount[];
}

export interface StoredPage {
  stats: PageStats;
  /** A locality row's name and spellings. */
  locality?: { name: string; names: string[] } | undefined;
}

/** The city's figures and one page's, when the city is summarized; undefined for the city otherwise. */
export async function readFigures(
  db: Database,
  citySlug: string,
  page: string,
): Promise<{ city: CityFigures; page: StoredPage | undefined } | undefined> {
  const rows = await db
    .select()
    .from(landingFigures)
    .where(and(eq(landingFigures.citySlug, citySlug), inArray(landingFigures.page, [FIGURES_PAGE.city, page])));
  const cityRow = rows.find((row) => row.page === FIGURES_PAGE.city);
  if (!cityRow) return undefined;
  const pageRow = rows.find((row) => row.page === page);
  return {
    city: cityRow.figures as CityFigures,
    page: pageRow && {
      stats: { total: pageRow.total, pricePerSqft: pageRow.medianPricePerSqft, rent: pageRow.medianRent },
      locality: (pageRow.figures as StoredPage['locality'] | null) ?? undefined,
    },
  };
}

type FiguresRow = typeof landingFigures.$inferInsert;

/** Every row of one city (its spellings `names`), or none when it has fewer than `minListings`. */
async function cityRows(db: Database, citySlug: string, names: string[], minListings: number): Promise<FiguresRow[]> {
  const t = properties.propertyType;
  const d = properties.transactionType;
  // One pass: by type and deal (the nearby links and type pages), by locality, and by deal (the city's
  // page is its listings for sale). grouping() tells the sets apart: 1, 6 and 5 respectively.
  const groups = await db
    .select({
      set: sql<number>`grouping(${t}, ${d}, ${lowerLocality})`.mapWith(Number),
      propertyType: t,
      transactionType: d,
      lower: sql<string | null>`${lowerLocality}`,
      listings: countAll,
      city: mostCommon(properties.city),
      state: mostCommon(properties.state),
      locality: mostCommon(properties.locality),
      pricePerSqft: medianPricePerSqft,
      rent: medianRent,
    })
    .from(properties)
    .where(inCity(names))
    .groupBy(sql`grouping sets ((${t}, ${d}), (${lowerLocality}), (${d}))`);
  const byType = groups.filter((row) => row.set === 1);
  if (byType.reduce((sum, row) => sum + row.listings, 0) < minListings) return [];
  const byLocality = groups.filter((row) => row.set === 6 && row.lower !== null);
  const forSale = groups.find((row) => row.set === 5 && row.transactionType === 'Buy');

  const types: TypeCount[] = byType.map(({ propertyType, transactionType, listings, city, state }) => ({
    propertyType,
    transactionType,
    listings,
    city,
    state,
  }));
  const localities = foldLocalities(
    byLocality.map((row) => ({ lower: row.lower as string, name: row.locality, listings: row.listings })),
  );
  const rows: FiguresRow[] = [
    {
      citySlug,
      page: FIGURES_PAGE.city,
      total: forSale?.listings ?? 0,
      medianPricePerSqft: forSale?.pricePerSqft ?? null,
      figures: { types, localities: localities.slice(0, LANDING_MAX_LOCALITIES + 1) } satisfies CityFigures,
    },
  ];
  for (const propertyType of PROPERTY_TYPES) {
    for (const transactionType of TRANSACTION_TYPES) {
      const found = byType.find((row) => row.propertyType === propertyType && row.transactionType === transactionType);
      rows.push({
        citySlug,
        page: FIGURES_PAGE.type(propertyType, transactionType),
        total: found?.listings ?? 0,
        medianPricePerSqft: found?.pricePerSqft ?? null,
        medianRent: found?.rent ?? null,
      });
    }
  }
  for (const locality of localities) {
    // Spellings that differ by more than case make one page, whose medians are not the groups' own.
    const one = locality.names.length === 1 ? byLocality.find((row) => row.lower === locality.names[0]) : undefined;
    const stats = one
      ? { total: one.listings, pricePerSqft: one.pricePerSqft, rent: one.rent }
      : await pageStats(db, and(inCity(names), inArray(lowerLocality, locality.names)) as SQL);
    rows.push({
      citySlug,
      page: FIGURES_PAGE.locality(locality.slug),
      total: stats.total,
      medianPricePerSqft: stats.pricePerSqft,
      medianRent: stats.rent,
      figures: { name: locality.name, names: locality.names },
    });
  }
  return rows;
}

export interface RefreshResult {
  /** The cities now summarized. */
  cities: number;
  rows: number;
  /** False when stopped before the last city (the remaining cities keep their previous rows). */
  finished: boolean;
}

/** Recomputes every big city's rows; cities under `minListings` are left to be computed per request. */
export async function refreshLandingFigures(
  db: Database,
  options: { minListings?: number; signal?: AbortSignal } = {},
): Promise<RefreshResult> {
  const minListings = options.minListings ?? LANDING_FIGURES_MIN_LISTINGS;
  const spellings = new Map<string, Set<string>>();
  for (const name of await listedCities(db)) {
    const slug = slugOf(name);
    if (!slug) continue;
    const names = spellings.get(slug) ?? new Set<string>();
    names.add(name.toLowerCase());
    spellings.set(slug, names);
  }
  const kept: string[] = [];
  let rowCount = 0;
  for (const [citySlug, names] of spellings) {
    if (options.signal?.aborted) return { cities: kept.length, rows: rowCount, finished: false };
    const rows = await cityRows(db, citySlug, [...names], minListings);
    await db.transaction(async (tx) => {
      await tx.delete(landingFigures).where(eq(landingFigures.citySlug, citySlug));
      if (rows.length) await tx.insert(landingFigures).values(rows);
    });
    if (rows.length) kept.push(citySlug);
    rowCount += rows.length;
  }
  // Cities with no public listing left (or renamed) lose their rows too.
  await db.delete(landingFigures).where(kept.length ? notInArray(landingFigures.citySlug, kept) : sql`true`);
  return { cities: kept.length, rows: rowCount, finished: true };
}

/** The job for the runner: every LANDING_FIGURES_PERIOD_MS, on one process at a time. */
export function landingFiguresJob(deps: { database: { db: Database }; logger: Logger }): Job {
  return {
    name: LANDING_FIGURES_JOB,
    periodMs: LANDING_FIGURES_PERIOD_MS,
    async run({ signal }) {
      const result = await refreshLandingFigures(deps.database.db, { signal });
      deps.logger.info(result, 'landing figures refreshed');
      return {};
    },
  };
}
