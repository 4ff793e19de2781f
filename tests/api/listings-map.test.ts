/**
 * The map's and near me's answers over a real database: a box's pins and clusters add up to the search's
 * total for the same filters and box, near me is nearest first (the same order as a brute-force
 * haversine over every listing, for random points), an approximate listing's exact point is in no
 * answer, and bad boxes, points, radii and zooms are refused naming the parameter.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/features/listings/listings.schema';
import type { PropertyDetail, SearchResponse } from '../../src/shared/listings/listing-types';
import type { MapAnswer, NearAnswer } from '../../src/shared/listings/map-contract';
import { SEARCH_PARAMS } from '../../src/shared/listings/search-filters';
import {
  APPROXIMATE_STEP_DEGREES,
  distanceKm,
  MAP_PIN_LIMIT,
  type MapPoint,
  NEAR_LIMIT,
  publicPoint,
  writeBox,
} from '../../src/shared/location/map-area';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1) * 25;
const BOX_LABEL = SEARCH_PARAMS.bbox.label;

/** Bhopal's centre, and a box of about 14 by 11 km around it. */
const BHOPAL = { latitude: 23.2332, longitude: 77.4341 };
const CITY_BOX = { west: 77.36, south: 23.18, east: 77.5, north: 23.29 };
/** A crowded block of Arera Colony: more listings than the map shows as pins. */
const CROWD_BOX = { west: 77.43, south: 23.21, east: 77.44, north: 23.22 };
const CROWD = MAP_PIN_LIMIT + 20;

/** A small deterministic generator (mulberry32), so the points are the same on both databases. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describeEachDatabase('the map and near me', (database) => {
  let app: ReturnType<typeof createTestApp>;
  /** Every public listing's public point, by id, for the brute-force answers. */
  const points = new Map<number, MapPoint & { transactionType: 'Buy' | 'Rent' }>();
  let ownerListing: { id: number; exact: MapPoint };

  const get = async <T>(path: string, status = 200): Promise<T> => {
    const res = await app.request(path);
    expect(res.status, path).toBe(status);
    return (await res.json()) as T;
  };
  const map = (query: string) => get<MapAnswer>(`/api/properties/map?${query}`);
  const near = (query: string) => get<NearAnswer>(`/api/properties/near?${query}`);
  const searchTotal = async (query: string) => (await get<SearchResponse>(`/api/properties/search?${query}`)).total;

  beforeAll(async () => {
    const { db } = database();
    app = createTestApp(database());
    const agent = await insertSeller(db, { sellerType: 'Agent' });
    const owner = await insertSeller(db, { sellerType: 'Individual' });
    const next = random(20_261_207);
    const rows: (typeof properties.$inferInsert)[] = [];
    const listing = (point: MapPoint, i: number, area: string): typeof properties.$inferInsert => ({
      title: `${area} flat ${i}`,
      propertyType: 'Flat/Apartment',
      transactionType: i % 3 === 0 ? 'Rent' : 'Buy',
      price: i % 3 === 0 ? 15_000 + i * 10 : 3_000_000 + i * 1000,
      areaValue: 900,
      areaUnit: 'sq.ft',
      areaSqft: 900,
      bedrooms: 1 + (i % 4),
      state: 'Madhya Pradesh',
      city: 'Bhopal',
      locality: area,
      sellerId: agent.id,
      postedBy: 'Agent',
      status: 'active',
      publishedAt: new Date(),
      ...point,
    });
    for (let i = 0; i < CROWD; i++) {
      const point = {
        latitude: CROWD_BOX.south + 0.0005 + next() * 0.009,
        longitude: CROWD_BOX.west + 0.0005 + next() * 0.009,
      };
      rows.push(listing(point, i, 'Arera Colony'));
    }
    for (let i = 0; i < 120; i++) {
      const point = {
        latitude: CITY_BOX.south + next() * (CITY_BOX.north - CITY_BOX.south),
        longitude: CITY_BOX.west + next() * (CITY_BOX.east - CITY_BOX.west),
      };
      rows.push(listing(point, CROWD + i, 'Kolar Road'));
    }
    // Not public, or without a point: never on a map.
    rows.push({ ...listing(BHOPAL, 9001, 'MP Nagar'), status: 'pending' });
    rows.push({ ...listing(BHOPAL, 9002, 'MP Nagar'), latitude: null, longitude: null });
    const inserted = await db.insert(properties).values(rows).returning({
      id: properties.id,
      latitude: properties.mapLatitude,
      longitude: properties.mapLongitude,
      status: properties.status,
      transactionType: properties.transactionType,
    });
    for (const row of inserted)
      if (row.status === 'active' && row.latitude !== null && row.longitude !== null)
        points.set(Number(row.id), {
          latitude: row.latitude,
          longitude: row.longitude,
          transactionType: row.transactionType,
        });
    const exact = { latitude: 23.24123, longitude: 77.41987 };
    const id = await insertProperty(db, { seller: owner, ...exact, locationPrecision: 'approximate' });
    ownerListing = { id, exact };
    points.set(id, { ...publicPoint(exact, 'approximate'), transactionType: 'Buy' });
  });

  describe('a box', () => {
    it('answers clusters beyond the pin limit, whose counts add up to the search total for the box', async () => {
      const answer = await map(`bbox=${writeBox(CITY_BOX)}&zoom=12`);
      expect(answer.kind).toBe('clusters');
      expect(answer.pins).toEqual([]);
      expect(answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(answer.total);
      // The list, the count and a shared link use the box the map answered.
      expect(answer.total).toBe(await searchTotal(`bbox=${answer.bbox}`));
      expect(answer.total).toBeGreaterThan(MAP_PIN_LIMIT);
      // A cluster's box holds its listings, so a tap can zoom to them.
      for (const cluster of answer.clusters) {
        expect(cluster.box.south).toBeLessThanOrEqual(cluster.latitude);
        expect(cluster.box.north).toBeGreaterThanOrEqual(cluster.latitude);
      }
    });

    it('answers pins with price, type, BHK and locality once few enough match, and the same total', async () => {
      const answer = await map(`bbox=${writeBox(CITY_BOX)}&zoom=12&transactionType=Rent`);
      expect(answer.kind).toBe('pins');
      expect(answer.total).toBe(answer.pins.length);
      const rents = [...points.values()].filter(
        (point) =>
          point.transactionType === 'Rent' &&
          point.latitude >= CITY_BOX.south &&
          point.latitude <= CITY_BOX.north &&
          point.longitude >= CITY_BOX.west &&
          point.longitude <= CITY_BOX.east,
      );
      expect(answer.total).toBe(rents.length);
      expect(answer.total).toBe(await searchTotal(`bbox=${answer.bbox}&transactionType=Rent`));
      expect(answer.pins[0]).toMatchObject({
        price: expect.any(Number),
        transactionType: 'Rent',
        propertyType: 'Flat/Apartment',
        bedrooms: expect.any(Number),
        locality: expect.any(String),
        approximate: false,
      });
    });

    it('grows the box to the zoom’s tile grid, so neighbouring views ask the same question', async () => {
      const a = await map('bbox=77.4301,23.2101,77.4399,23.2199&zoom=15');
      const b = await map('bbox=77.4302,23.2102,77.4398,23.2198&zoom=15');
      expect(a.bbox).toBe(b.bbox);
      expect(a).toEqual(b);
    });

    it('counts a listing on the box’s edge, and none in a box with no listing', async () => {
      const [id, point] = [...points.entries()][5] as [number, MapPoint];
      // Written in full (no rounding), so the listing's point is the box's south-west corner itself.
      const edge = `${point.longitude},${point.latitude},${point.longitude + 0.0005},${point.latitude + 0.0005}`;
      const { data } = await get<SearchResponse>(`/api/properties/search?bbox=${edge}`);
      expect(data.map((card) => card.id)).toContain(id);
      expect((await map('bbox=76.1,22.1,76.2,22.2&zoom=13')).total).toBe(0);
    });

    it.each([
      ['bbox=77.3,23.1,77.5', `${BOX_LABEL} must be four numbers: west,south,east,north`],
      ['bbox=east,south,west,north', `${BOX_LABEL} must be four numbers: west,south,east,north`],
      ['bbox=77.5,23.1,77.3,23.3', `${BOX_LABEL} must be written west,south,east,north`],
      ['bbox=77.3,200,77.5,201', `${BOX_LABEL} must have latitudes from -90 to 90`],
      ['bbox=70,20,78,24', `${BOX_LABEL} is larger than a city`],
      ['bbox=', `${BOX_LABEL} is required`],
      ['zoom=13', `${BOX_LABEL} is required`],
    ])('refuses %s with a message naming the box', async (query, message) => {
      const body = await get<{ message: string }>(
        `/api/properties/map?${query}${query.includes('zoom') ? '' : '&zoom=13'}`,
        400,
      );
      expect(body.message).toContain(message);
    });

    it.each(['5', '19', '12.5', ''])('refuses a zoom of %j, naming it', async (zoom) => {
      const body = await get<{ message: string }>(`/api/properties/map?bbox=${writeBox(CROWD_BOX)}&zoom=${zoom}`, 400);
      expect(body.message).toContain('zoom must be a whole number from 11 to 18');
    });

    it('filters the list by the same box', async () => {
      const { data, total } = await get<SearchResponse>(`/api/properties/search?bbox=${writeBox(CROWD_BOX)}`);
      expect(total).toBe(CROWD);
      expect(data.every((card) => card.location.locality === 'Arera Colony')).toBe(true);
      const bad = await get<{ message: string }>('/api/properties/search?bbox=1,2,3', 400);
      expect(bad.message).toContain(BOX_LABEL);
    });
  });

  describe('near me', () => {
    const nearPoints = fc.record({
      latitude: fc.double({ min: 23.17, max: 23.3, noNaN: true }),
      longitude: fc.double({ min: 77.35, max: 77.51, noNaN: true }),
      radiusKm: fc.constantFrom(0.5, 1, 2, 5, 10),
      rent: fc.boolean(),
    });

    it('is nearest first, the brute-force haversine order over every listing, for random points', async () => {
      await fc.assert(
        fc.asyncProperty(nearPoints, async ({ latitude, longitude, radiusKm, rent }) => {
          const query = `lat=${latitude.toFixed(5)}&lng=${longitude.toFixed(5)}&radiusKm=${radiusKm}&limit=${NEAR_LIMIT.max}${rent ? '&transactionType=Rent' : ''}`;
          const { data } = await near(query);
          const from = { latitude: Number(latitude.toFixed(5)), longitude: Number(longitude.toFixed(5)) };
          const expected = [...points.entries()]
            .filter(([, point]) => !rent || point.transactionType === 'Rent')
            .map(([id, point]) => ({ id, exactKm: distanceKm(from, point) }))
            .filter(({ exactKm }) => exactKm <= radiusKm)
            .map(({ id, exactKm }) => ({ id, km: Math.round(exactKm * 1000) / 1000 }))
            .sort((a, b) => a.km - b.km || a.id - b.id)
            .slice(0, NEAR_LIMIT.max);
          // Listings at the same distance (an approximate area's shared point) may be cut in any order.
          expect(data.map((listing) => listing.distanceKm)).toEqual(expected.map(({ km }) => km));
          const last = expected.at(-1)?.km ?? 0;
          const closer = (list: { id: number; km: number }[]) => list.filter(({ km }) => km < last).map(({ id }) => id);
          expect(closer(data.map((listing) => ({ id: listing.id, km: listing.distanceKm })))).toEqual(closer(expected));
        }),
        { numRuns: RUNS },
      );
    });

    it('answers at most the limit, with the card and its distance', async () => {
      const { data } = await near(`lat=23.215&lng=77.435&radiusKm=2&limit=7`);
      expect(data).toHaveLength(7);
      expect(data[0]).toMatchObject({ title: expect.any(String), distanceKm: expect.any(Number) });
      expect(data.map((listing) => listing.distanceKm)).toEqual(data.map((l) => l.distanceKm).sort((a, b) => a - b));
    });

    it.each([
      ['lat=200&lng=77.4', 'lat must be a decimal number from -90 to 90'],
      ['lng=77.4', 'lat is required'],
      ['lat=23.2&lng=east', 'lng must be a decimal number from -180 to 180'],
      ['lat=23.2&lng=77.4&radiusKm=0', 'Radius (`radiusKm`) must be a number of kilometres from 0.1 to 25'],
      ['lat=23.2&lng=77.4&radiusKm=1000', 'Radius (`radiusKm`) must be a number of kilometres from 0.1 to 25'],
      ['lat=23.2&lng=77.4&limit=51', 'limit must be a whole number from 1 to 50'],
    ])('refuses %s, naming the parameter', async (query, message) => {
      expect((await get<{ message: string }>(`/api/properties/near?${query}`, 400)).message).toContain(message);
    });
  });

  describe('an approximate listing', () => {
    const isExact = (point: { latitude: number; longitude: number } | null | undefined) =>
      point?.latitude === ownerListing.exact.latitude || point?.longitude === ownerListing.exact.longitude;

    it('shows the centre of its area of about 300 m everywhere, never its exact point', async () => {
      const detail = (await get<{ data: PropertyDetail }>(`/api/properties/${ownerListing.id}`)).data;
      expect(detail.mapPoint?.approximate).toBe(true);
      expect(isExact(detail.mapPoint)).toBe(false);
      expect(isExact(detail.coordinates)).toBe(false);
      expect(distanceKm(ownerListing.exact, detail.mapPoint as MapPoint)).toBeLessThan(0.3);

      const box = `${ownerListing.exact.longitude - 0.01},${ownerListing.exact.latitude - 0.01},${ownerListing.exact.longitude + 0.01},${ownerListing.exact.latitude + 0.01}`;
      const pins = (await map(`bbox=${box}&zoom=15`)).pins.filter((pin) => pin.id === ownerListing.id);
      expect(pins).toHaveLength(1);
      expect(pins[0]?.approximate).toBe(true);
      expect(isExact(pins[0])).toBe(false);

      const nearest = (
        await near(`lat=${ownerListing.exact.latitude}&lng=${ownerListing.exact.longitude}&radiusKm=0.5`)
      ).data;
      const own = nearest.find((listing) => listing.id === ownerListing.id);
      expect(own?.distanceKm).toBeGreaterThan(0);
      expect(isExact(own?.mapPoint)).toBe(false);
    });

    it('cannot be narrowed down by boxes: one just around its exact point finds nothing', async () => {
      const half = APPROXIMATE_STEP_DEGREES / 10;
      const { exact } = ownerListing;
      const tight = `${exact.longitude - half},${exact.latitude - half},${exact.longitude + half},${exact.latitude + half}`;
      const { data } = await get<SearchResponse>(`/api/properties/search?bbox=${tight}`);
      expect(data.map((card) => card.id)).not.toContain(ownerListing.id);
    });

    it('keeps the exact point on the server', async () => {
      const [row] = await database()
        .db.select({ latitude: properties.latitude, longitude: properties.longitude })
        .from(properties)
        .where(sql`${properties.id} = ${ownerListing.id}`);
      expect(row).toEqual(ownerListing.exact);
    });
  });
});
