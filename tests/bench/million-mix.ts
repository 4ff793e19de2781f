/**
 * Every read shape the product sends to the database for a visitor, as the real services send it:
 * search (filters, sorts, free text, locality, deep pages, the total), the landing pages, similar
 * listings, compare, the sitemaps' id-range reads, the home page's rails, type-ahead and a broker page.
 * Each entry calls the service function itself, with no cache in front (the public cache sits in the
 * HTTP layer, and the city list, cached per process, is passed in as the route passes it).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { landingPage } from '../../src/server/features/landing/landing.queries';
import { brokerProfile } from '../../src/server/features/listings/brokers.service';
import { compareProperties } from '../../src/server/features/listings/compare.service';
import { searchProperties } from '../../src/server/features/listings/listings.search';
import {
  featuredProperties,
  listedCities,
  listedLocalities,
  propertiesInCity,
  similarProperties,
} from '../../src/server/features/listings/listings.service';
import { suggestLocations } from '../../src/server/features/listings/locations.service';
import { SITEMAP_MAX_URLS, sitemapEntries } from '../../src/server/features/seo/sitemaps';
import { searchParamsSchema } from '../../src/shared/listings/search-params';

export interface MixEntry {
  name: string;
  run(db: Database): Promise<unknown>;
  /** Its own p95 budget, for a read no visitor waits for (built in the background and kept); else 50 ms. */
  budgetMs?: number;
}

/** A sitemap file is built once per 30 minutes per process and kept (seo.routes.ts): a crawler's wait, not a visitor's. */
export const SITEMAP_FILE_BUDGET_MS = 1_000;

/** Ids the mix reads by: a few active listings of different cities and a broker with many listings. */
export interface MixIds {
  listings: number[];
  broker: number;
  sitemapStart: number;
}

export async function mixIds(db: Database): Promise<MixIds> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select id from properties where status = 'active' and id % 9973 = 1 order by id limit 8`),
  );
  const [broker] = rowsOf<{ id: string }>(
    await db.execute(sql`select p.seller_id as id from properties p join sellers s on s.user_id = p.seller_id
      where s.seller_type = 'Agent' and p.status = 'active' group by p.seller_id order by count(*) desc limit 1`),
  );
  const [middle] = rowsOf<{ id: string }>(await db.execute(sql`select (max(id) / 2)::bigint as id from properties`));
  return {
    listings: rows.map((row) => Number(row.id)),
    broker: Number(broker?.id),
    sitemapStart: Number(middle?.id),
  };
}

/** The place names the search route passes in (known-cities.ts caches them per process for a minute). */
export interface MixPlaces {
  cities: readonly string[];
  localities: readonly string[];
}

const search =
  (query: Record<string, string>, places: MixPlaces) =>
  (db: Database): Promise<unknown> =>
    searchProperties(db, searchParamsSchema.parse(query), places.cities, places.localities);

/** The searches: what buyers type and click, from a city alone to page 50 of a price sort. */
export const searchMix = (places: MixPlaces): MixEntry[] =>
  Object.entries<Record<string, string>>({
    'search: city (Mumbai)': { city: 'Mumbai' },
    'search: city + type (Pune flats)': { city: 'Pune', propertyType: 'Flat/Apartment' },
    'search: city + type + deal + BHK (Bangalore 2 BHK flats to buy)': {
      city: 'Bangalore',
      propertyType: 'Flat/Apartment',
      transactionType: 'Buy',
      bedrooms: '2',
    },
    'search: city + type + budget (Bhopal flats 30-60 L)': {
      city: 'Bhopal',
      propertyType: 'Flat/Apartment',
      transactionType: 'Buy',
      minPrice: '3000000',
      maxPrice: '6000000',
    },
    'search: city + budget, price low to high (Delhi, under 1 Cr)': {
      city: 'Delhi',
      maxPrice: '10000000',
      sort: 'price_asc',
    },
    'search: city, price high to low (Delhi)': { city: 'Delhi', sort: 'price_desc' },
    'search: city, price per sq.ft (Hyderabad)': { city: 'Hyderabad', sort: 'price_per_sqft' },
    'search: city + type, newest (Chennai rentals)': { city: 'Chennai', transactionType: 'Rent', sort: 'newest' },
    'search: all India, newest': { sort: 'newest' },
    'search: all India, price low to high': { sort: 'price_asc' },
    'search: all India, 3 BHK': { bedrooms: '3' },
    'search: verified sellers (Mumbai)': { city: 'Mumbai', verified: 'true' },
    'search: free text (kolar rd bhopal)': { searchQuery: 'kolar rd bhopal' },
    'search: phrase (2 bhk flat in indore under 50 lakh)': { searchQuery: '2 bhk flat in indore under 50 lakh' },
    'search: misspelt locality (andheri wst)': { searchQuery: 'andheri wst' },
    'search: description words (gated community pool)': { searchQuery: 'gated community pool' },
    'search: text + city, relevance (sea facing, Mumbai)': { city: 'Mumbai', searchQuery: 'sea facing' },
    'search: description words, newest (gated community pool)': { searchQuery: 'gated community pool', sort: 'newest' },
    'search: text + city, price low to high (sea facing, Mumbai)': {
      city: 'Mumbai',
      searchQuery: 'sea facing',
      sort: 'price_asc',
    },
    'search: locality (Arera Colony)': { locality: 'Arera Colony' },
    'search: city + locality (Bhopal, Kolar Road)': { city: 'Bhopal', locality: 'Kolar Road' },
    'search: deep page 50 (Mumbai, price low to high)': { city: 'Mumbai', page: '50', sort: 'price_asc' },
    'search: deep page 50 (Mumbai, relevance)': { city: 'Mumbai', page: '50' },
    'search: deep page 50 (all India, newest)': { page: '50', sort: 'newest' },
    'search: last page 500 (all India, newest)': { page: '500', sort: 'newest' },
  }).map(([name, query]) => ({ name, run: search(query, places) }));

/** Everything else a visitor's page reads. */
export const pageMix = (ids: MixIds): MixEntry[] => {
  const [first = 1, second = 2, third = 3, fourth = 4] = ids.listings;
  return [
    { name: 'home: featured rail (all India)', run: (db) => featuredProperties(db, undefined, 12) },
    { name: 'home: featured rail (Mumbai)', run: (db) => featuredProperties(db, 'Mumbai', 12) },
    { name: 'home: city rail (Mumbai)', run: (db) => propertiesInCity(db, 'Mumbai', 12) },
    { name: 'cities with listings (search, landing; cached a minute)', run: (db) => listedCities(db) },
    { name: 'localities with listings (search; cached a minute)', run: (db) => listedLocalities(db) },
    { name: 'landing: city (Mumbai)', run: (db) => landingPage(db, { kind: 'city', citySlug: 'mumbai' }) },
    {
      name: 'landing: city + type + deal (Pune flats for rent)',
      run: (db) =>
        landingPage(db, {
          kind: 'type',
          citySlug: 'pune',
          propertyType: 'Flat/Apartment',
          transactionType: 'Rent',
        }),
    },
    {
      name: 'landing: locality (Bhopal, Arera Colony)',
      run: (db) => landingPage(db, { kind: 'locality', citySlug: 'bhopal', localitySlug: 'arera-colony' }),
    },
    { name: 'similar listings', run: (db) => similarProperties(db, first, 6) },
    { name: 'compare (4 listings)', run: (db) => compareProperties(db, [first, second, third, fourth]) },
    { name: 'type-ahead (kol)', run: (db) => suggestLocations(db, 'kol', undefined, 8) },
    { name: 'type-ahead in a city (aro, Bhopal)', run: (db) => suggestLocations(db, 'aro', 'Bhopal', 8) },
    { name: 'broker page (busiest agent)', run: (db) => brokerProfile(db, ids.broker, 50) },
    {
      name: `sitemap: listings file (${SITEMAP_MAX_URLS.toLocaleString('en-IN')} ids from the middle)`,
      run: (db) => sitemapEntries(db, 'properties', ids.sitemapStart, undefined, SITEMAP_MAX_URLS),
      budgetMs: SITEMAP_FILE_BUDGET_MS,
    },
  ];
};
