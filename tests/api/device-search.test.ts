/**
 * Offline, the device answers a search from the listings it saved (shared/offline/device-search.ts); the
 * answer must be the server's. The saved listings here are what the device saves: each city's answer of
 * GET /api/properties/offline-city. fast-check draws searches (every filter, a typed phrase, each sort,
 * pages) and the two answers must hold the same listings in the same order, with the same total. The one
 * allowance: free text sorted by relevance ranks equally good matches by simpler weights on the device
 * (docs/offline.md), so there the two must find the same listings, not in the same order.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { deviceLandingPage } from '../../src/shared/landing/device-landing';
import type { LandingResponse } from '../../src/shared/landing/landing-contract';
import { type LandingAddress, landingApiPath, slugOf } from '../../src/shared/landing/landing-paths';
import { TENANT_PREFERENCES } from '../../src/shared/listings/listing-terms';
import type { ListingCard, SearchResponse } from '../../src/shared/listings/listing-types';
import type { MapAnswer } from '../../src/shared/listings/map-contract';
import { compactQuery, type SearchFilters } from '../../src/shared/listings/search-href';
import { searchParamsSchema } from '../../src/shared/listings/search-params';
import { readSearchParams } from '../../src/shared/listings/search-read';
import {
  FACING,
  FURNISHING,
  POSSESSION,
  POSTED_BY,
  PROPERTY_TYPES,
  SEARCH_PROPERTY_TYPES,
  SEARCH_SORTS,
} from '../../src/shared/listings/vocabulary';
import { mapOnDevice } from '../../src/shared/offline/device-map';
import { deviceKnownCities, searchOnDevice, uniqueListings } from '../../src/shared/offline/device-search';
import type { OfflineCityResponse } from '../../src/shared/offline/saved-cities';
import { CORPUS_CITIES, CORPUS_WORDS, insertSearchCorpus } from '../fixtures/search-corpus';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1) * 80;

const LOCALITIES = [...CORPUS_CITIES.Bhopal, ...CORPUS_CITIES.Indore];

/** A subset of `values`, in any order, possibly empty. */
const someOf = <T>(values: readonly T[]) => fc.subarray([...values]);
/** Left out three times in four, so that a draw sets a few filters and still finds listings. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

/** A phrase as a visitor types it: the parts the phrase reader knows, and words of the listings' own. */
const phrase = fc
  .tuple(
    maybe(fc.constantFrom('2 bhk', '3 bhk', '1 rk')),
    maybe(fc.constantFrom('flat', 'plot', 'office', 'shop', 'house', 'land')),
    maybe(fc.constantFrom('for rent', 'for sale')),
    maybe(fc.constantFrom('in bhopal', 'in indore', 'in Bhopal')),
    maybe(fc.constantFrom('under 50 lakh', 'below 20000', 'above 30 lakh')),
    maybe(fc.constantFrom(...CORPUS_WORDS, 'arera', 'kolar rd', 'vijay', 'hoshangabad', 'arera colny', 'zzqx')),
  )
  .map((parts) => parts.filter(Boolean).join(' '))
  .filter((text) => text.length > 0);

const rupees = fc.constantFrom(10_000, 20_000, 1_500_000, 3_000_000, 4_500_000, 7_000_000);
const sqft = fc.constantFrom(400, 700, 1_000, 1_500, 40_000);

/** Any search over the two cities, with its ranges the right way round. */
const searches: fc.Arbitrary<SearchFilters> = fc
  .record({
    propertyType: maybe(fc.constantFrom(...SEARCH_PROPERTY_TYPES)),
    transactionType: maybe(fc.constantFrom('Buy' as const, 'Rent' as const)),
    page: fc.constantFrom(1, 1, 1, 2, 3),
    city: maybe(fc.constantFrom('Bhopal', 'bhopal', 'Indore')),
    state: maybe(fc.constantFrom('Madhya Pradesh', 'madhya pradesh')),
    locality: maybe(fc.constantFrom(...LOCALITIES, 'Arera Colny', 'kolar')),
    searchQuery: maybe(phrase),
    minPrice: maybe(rupees),
    maxPrice: maybe(rupees),
    bedrooms: maybe(someOf([1, 2, 3, 4, 5])),
    minArea: maybe(sqft),
    maxArea: maybe(sqft),
    postedBy: maybe(someOf(POSTED_BY)),
    possession: maybe(someOf(POSSESSION)),
    furnishing: maybe(someOf(FURNISHING)),
    facing: maybe(someOf(FACING)),
    verified: maybe(fc.constant(true)),
    tenants: maybe(someOf(TENANT_PREFERENCES)),
    pets: maybe(fc.constant(true)),
    availableBy: maybe(fc.constantFrom('2027-01-01', '2027-03-20', '2027-12-31')),
    // Half of Bhopal's points, a box around Indore's, and one with no listing in it.
    bbox: maybe(
      fc.constantFrom(
        { west: 77.36, south: 23.2, east: 77.41, north: 23.3 },
        { west: 75.8, south: 22.66, east: 75.92, north: 22.78 },
        { west: 76.5, south: 23.0, east: 76.6, north: 23.1 },
      ),
    ),
    sort: fc.constantFrom(...SEARCH_SORTS),
  })
  .map((search) => {
    const low = (a?: number, b?: number) => (a !== undefined && b !== undefined ? Math.min(a, b) : a);
    const high = (a?: number, b?: number) => (a !== undefined && b !== undefined ? Math.max(a, b) : b);
    return {
      ...search,
      minPrice: low(search.minPrice, search.maxPrice),
      maxPrice: high(search.minPrice, search.maxPrice),
      minArea: low(search.minArea, search.maxArea),
      maxArea: high(search.minArea, search.maxArea),
    };
  });

const ids = (cards: readonly ListingCard[]) => cards.map((card) => card.id);

describeEachDatabase('search on the device', (database) => {
  let app: ReturnType<typeof createTestApp>;
  let saved: OfflineCityResponse['data'][];

  const get = async <T>(path: string): Promise<T> => {
    const response = await app.request(path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    await insertSearchCorpus(database().db);
    app = createTestApp(database());
    saved = await Promise.all(
      Object.keys(CORPUS_CITIES).map(
        async (city) => (await get<OfflineCityResponse>(`/api/properties/offline-city?city=${city}`)).data,
      ),
    );
  }, 120_000);

  it('saves every public listing of a small city, newest first, with the words it is found by', async () => {
    const [bhopal] = saved;
    if (!bhopal) throw new Error('Bhopal was not saved');
    expect(bhopal.city).toBe('Bhopal');
    expect(bhopal.state).toBe('Madhya Pradesh');
    expect(bhopal.total).toBe(120);
    expect(bhopal.listings).toHaveLength(120);
    const newest = await get<SearchResponse>('/api/properties/search?city=Bhopal&sort=newest&page=1');
    expect(ids(bhopal.listings.slice(0, 20))).toEqual(ids(newest.data));
    // Never a listing that is not public.
    expect(bhopal.listings.map((listing) => listing.title)).not.toContain('Pending flat');
    expect(bhopal.listings.map((listing) => listing.title)).not.toContain('Blocked seller flat');
    // The description's words are there to be found, lowercased as the search vector has them.
    const first = bhopal.listings[0];
    expect(first?.words).toEqual(expect.arrayContaining(['schools', 'markets', 'bhopal']));
    // A city typed another way is the same city; a city without listings is saved empty.
    expect((await get<OfflineCityResponse>('/api/properties/offline-city?city=BHOPAL')).data.total).toBe(120);
    const empty = (await get<OfflineCityResponse>('/api/properties/offline-city?city=Agra')).data;
    expect(empty).toEqual({ city: 'Agra', state: 'Uttar Pradesh', total: 0, listings: [] });
  });

  it('answers every landing page of a saved city as the server does', async () => {
    const [bhopal] = saved;
    if (!bhopal) throw new Error('Bhopal was not saved');
    const place = { city: bhopal.city, state: bhopal.state };
    const addresses: LandingAddress[] = [
      { kind: 'city', citySlug: 'bhopal' },
      ...PROPERTY_TYPES.flatMap((propertyType) =>
        (['Buy', 'Rent'] as const).map(
          (transactionType): LandingAddress => ({ kind: 'type', citySlug: 'bhopal', propertyType, transactionType }),
        ),
      ),
      ...CORPUS_CITIES.Bhopal.map(
        (name): LandingAddress => ({ kind: 'locality', citySlug: 'bhopal', localitySlug: slugOf(name) }),
      ),
    ];
    for (const address of addresses) {
      const path = landingApiPath(address);
      const response = await app.request(path);
      const device = deviceLandingPage(address, bhopal.listings, place);
      if (response.status === 404) {
        expect(device, path).toBeUndefined();
        continue;
      }
      expect(response.status, path).toBe(200);
      expect(device, path).toEqual(((await response.json()) as LandingResponse).data);
    }
    // A locality the saved listings do not have is not answered on the device.
    expect(
      deviceLandingPage({ kind: 'locality', citySlug: 'bhopal', localitySlug: 'nowhere' }, bhopal.listings, place),
    ).toBeUndefined();
  });

  it("answers the results map of any box and zoom as the server's map read does", async () => {
    const listings = uniqueListings(saved.map((city) => city.listings));
    const known = deviceKnownCities(saved.map((city) => city.city));
    let pinned = 0;
    const views = fc.record({
      // Half the views with no filter but the box, so that many of them hold pins.
      search: fc.oneof(fc.constant<SearchFilters>({}), searches),
      zoom: fc.integer({ min: 11, max: 16 }),
      // Boxes over Bhopal's and Indore's listings, drawn anywhere in them and of any city-scale size.
      box: fc
        .tuple(
          fc.constantFrom([77.36, 23.2], [75.8, 22.66]),
          fc.double({ min: 0, max: 0.08, noNaN: true }),
          fc.double({ min: 0, max: 0.08, noNaN: true }),
          fc.double({ min: 0.005, max: 0.2, noNaN: true }),
        )
        .map(([[west, south] = [0, 0], dx, dy, size]) => ({
          west: west + dx,
          south: south + dy,
          east: west + dx + size,
          north: south + dy + size,
        })),
    });
    await fc.assert(
      fc.asyncProperty(views, async ({ search, zoom, box }) => {
        const query = `${compactQuery({ ...search, page: undefined, sort: undefined, bbox: box })}&zoom=${zoom}`;
        const server = await get<MapAnswer>(`/api/properties/map?${query}`);
        const read = readSearchParams(Object.fromEntries(new URLSearchParams(query)));
        if ('problem' in read || !read.params.bbox) throw new Error(`the map's query did not read: ${query}`);
        const device = mapOnDevice(listings, read.params, read.params.bbox, zoom, known);
        if (server.pins.length > 0) pinned++;
        expect(device, query).toEqual(server);
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261207) },
    );
    expect(pinned).toBeGreaterThan(RUNS / 5);
  }, 240_000);

  it('reads a refused search as the API does, without zod', () => {
    for (const query of ['minPrice=5&maxPrice=2', 'page=0', 'bedrooms=x', 'sort=cheapest', `city=${'x'.repeat(81)}`]) {
      const zod = searchParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
      expect(zod.success, query).toBe(false);
      expect(readSearchParams(Object.fromEntries(new URLSearchParams(query))), query).toEqual({
        problem: zod.error?.issues[0]?.message,
      });
    }
  });

  it('refuses a city that is missing or too long, naming it', async () => {
    for (const query of ['', '?city=', `?city=${'x'.repeat(81)}`]) {
      const response = await app.request(`/api/properties/offline-city${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^city /);
    }
  });

  it('answers any search in the saved cities as the server does', async () => {
    const listings = uniqueListings(saved.map((city) => city.listings));
    const known = deviceKnownCities(saved.map((city) => city.city));
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(searches, async (search) => {
        const query = compactQuery(search);
        const server = await get<SearchResponse>(`/api/properties/search?${query}`);
        const params = searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
        // The worker reads the query without zod: the same parameters.
        expect(readSearchParams(Object.fromEntries(new URLSearchParams(query)))).toEqual({ params });
        const device = searchOnDevice(listings, params, known);
        if (server.total > 0) nonEmpty++;
        expect(device.total, query).toBe(server.total);
        expect(device.page).toBe(server.page);
        expect(device.pageSize).toBe(server.pageSize);
        const ranked = params.sort === 'relevance' && (device.data.length > 0 || server.data.length > 0);
        const rankedByText = ranked && Boolean(params.searchQuery);
        if (rankedByText) {
          // Every page of both together holds the same matches (compared over all of them, not one page).
          const all = (source: 'server' | 'device') => allMatches(source, params, query);
          expect((await all('device')).sort(), query).toEqual((await all('server')).sort());
        } else {
          expect(ids(device.data), query).toEqual(ids(server.data));
          expect(device.data, query).toEqual(server.data);
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261128) },
    );
    // The draws found listings often enough to compare something.
    expect(nonEmpty).toBeGreaterThan(RUNS / 5);

    async function allMatches(source: 'server' | 'device', params: typeof searchParamsSchema._output, query: string) {
      const found: number[] = [];
      for (let page = 1; page <= 10; page++) {
        const data =
          source === 'device'
            ? searchOnDevice(listings, { ...params, page }, known).data
            : (await get<SearchResponse>(`/api/properties/search?${query.replace(/(^|&)page=\d+/, '')}&page=${page}`))
                .data;
        found.push(...ids(data));
        if (data.length < 20) break;
      }
      return found;
    }
  }, 240_000);
});
