/**
 * The landing pages' data: a city, a city's type and deal, or a locality, read from the public listings
 * themselves. A slug is resolved against the names the listings use (the cities the search knows, the
 * localities of the city), so the page says 'Arera Colony' the way its sellers spell it; names that
 * differ only in case (or read the same as a slug) are one page.
 *
 * A page's counts and medians (landing-counts.ts) come from `landing_figures` for a big city, kept by the
 * landing-figures job (landing-figures.ts, at most one period old), and are computed per request for a
 * small one, or for a page the job has not seen yet. The first page of cards is always read live, by
 * properties_active_city_newest_id_idx in the search's own order, so it is what the search answers for the
 * same filters.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { assembleLandingPage, type LandingSubject } from '../../../shared/landing/landing-assembly';
import { LANDING_MIN_LOCALITY_LISTINGS, type LandingPage } from '../../../shared/landing/landing-contract';
import { type LandingAddress, landingPath, slugOf } from '../../../shared/landing/landing-paths';
import { type PropertyType, SEARCH_PAGE_SIZE, type TransactionType } from '../../../shared/listings/vocabulary';
import { CITY_CHOICES } from '../../../shared/location/city-choices';
import type { Database } from '../../db/client';
import { NEWEST_FIRST, selectCards, toListingCard } from '../listings/listing-card.query';
import { properties } from '../listings/listings.schema';
import { publicListing } from '../listings/public-visibility';
import {
  citySpellings,
  inCity,
  type LocalityCount,
  localityCounts,
  lowerCity,
  lowerLocality,
  type PageStats,
  pageStats,
  type TypeCount,
  typeCounts,
} from './landing-counts';
import { type CityFigures, FIGURES_PAGE, readFigures } from './landing-figures';

export { citySpellings, localityCounts } from './landing-counts';

/** The row key of an address's own figures. */
const figuresPage = (address: LandingAddress) =>
  address.kind === 'locality'
    ? FIGURES_PAGE.locality(address.localitySlug)
    : address.kind === 'type'
      ? FIGURES_PAGE.type(address.propertyType, address.transactionType)
      : FIGURES_PAGE.city;

/**
 * The page's first cards, newest first, as the search answers them: the 20 ids first, then only those
 * rows joined to their seller and cover photo (a locality's thousand listings were all joined, then sorted).
 */
const cardsOf = (db: Database, where: SQL) =>
  selectCards(db)
    .where(
      inArray(
        properties.id,
        db
          .select({ id: properties.id })
          .from(properties)
          .where(where)
          .orderBy(...NEWEST_FIRST)
          .limit(SEARCH_PAGE_SIZE),
      ),
    )
    .orderBy(...NEWEST_FIRST);

/** Why a page is not there: an address that names no city, locality or type and deal we know. */
export class LandingNotFound extends Error {}

/** One landing page's answer, or LandingNotFound. */
export async function landingPage(db: Database, address: LandingAddress): Promise<LandingPage> {
  let names = await citySpellings(db, address.citySlug);
  // The product's own cities have a page even before their first listing (the menus link to them).
  const choice = CITY_CHOICES.find((entry) => slugOf(entry.city) === address.citySlug);
  if (names.length === 0 && choice) names = [choice.city.toLowerCase()];
  if (names.length === 0) throw new LandingNotFound();

  const stored = await readFigures(db, address.citySlug, figuresPage(address));
  const figures: CityFigures =
    stored?.city ??
    (await Promise.all([typeCounts(db, names), localityCounts(db, names)]).then(([types, localities]) => ({
      types,
      localities,
    })));
  const types: TypeCount[] = figures.types;
  if (types.length === 0 && !choice) throw new LandingNotFound();
  const busiest = [...types].sort((a, b) => b.listings - a.listings)[0];
  const city = busiest?.city ?? choice?.city ?? '';
  const state = busiest?.state ?? choice?.state ?? '';

  let where: SQL;
  let subject: LandingSubject;
  if (address.kind === 'locality') {
    // A summarized city keeps its locality pages' spellings; a locality listed since the last run is looked up.
    const locality: Pick<LocalityCount, 'name' | 'names'> | undefined =
      stored?.page?.locality ??
      (stored ? await localityCounts(db, names) : figures.localities).find(
        (entry) => entry.slug === address.localitySlug,
      );
    if (!locality) throw new LandingNotFound();
    where = and(inCity(names), inArray(lowerLocality, locality.names)) as SQL;
    subject = { propertyType: null, transactionType: null, locality: locality.name };
  } else if (address.kind === 'type') {
    const { propertyType, transactionType } = address;
    where = and(
      inCity(names),
      eq(properties.propertyType, propertyType),
      eq(properties.transactionType, transactionType),
    ) as SQL;
    subject = { propertyType, transactionType, locality: null };
  } else {
    // A city's page is its listings for sale, as the menus' city links search them (transactionType Buy:
    // docs/product-rules.md, Server rendering).
    where = and(inCity(names), eq(properties.transactionType, 'Buy')) as SQL;
    subject = { propertyType: null, transactionType: 'Buy', locality: null };
  }

  const [stats, rows]: [PageStats, Awaited<ReturnType<typeof cardsOf>>] = await Promise.all([
    stored?.page?.stats ?? pageStats(db, where),
    cardsOf(db, where),
  ]);
  return assembleLandingPage({
    address,
    city,
    state,
    subject,
    stats,
    listings: rows.map(toListingCard),
    localities: figures.localities,
    types,
  });
}

/**
 * Every landing page worth a search engine's visit, numbered in a fixed order (by city, then the city's
 * page, its types and deals, its localities): each city with public listings, each of its type-and-deal
 * pages with one at least, and each locality with LANDING_MIN_LOCALITY_LISTINGS. `at` is the newest
 * change among the page's listings. Rows are `n` (from 0), the names, and `at`; aggregated by the
 * database, so memory holds one sitemap file's rows at most.
 */
export function landingSitemapRows(changedAt: SQL): SQL {
  return sql`with pub as (
      select ${lowerCity} as c, ${properties.city} as city, ${properties.propertyType}::text as t,
        ${properties.transactionType}::text as d, ${lowerLocality} as l, ${properties.locality} as locality,
        ${changedAt} as at
      from ${properties} where ${publicListing}
    ), pages as (
      select c, 0 as k, mode() within group (order by city) as city, null::text as t, null::text as d,
        null::text as locality, max(at) as at
      from pub group by c
      union all
      select c, 1, mode() within group (order by city), t, d, null, max(at)
      from pub group by c, t, d
      union all
      select c, 2, mode() within group (order by city), null, null, mode() within group (order by locality), max(at)
      from pub group by c, l having count(*) >= ${sql.raw(String(LANDING_MIN_LOCALITY_LISTINGS))}
    )
    select row_number() over (order by c, k, t, d, lower(locality)) - 1 as n, city, t, d, locality, at from pages`;
}

/** The landing address of one of landingSitemapRows's rows. */
export function landingSitemapPath(row: { city: string; t: string | null; d: string | null; locality: string | null }) {
  if (row.locality) return landingPath({ city: row.city, locality: row.locality });
  if (row.t && row.d)
    return landingPath({
      city: row.city,
      propertyType: row.t as PropertyType,
      transactionType: row.d as TransactionType,
    });
  return landingPath({ city: row.city });
}
