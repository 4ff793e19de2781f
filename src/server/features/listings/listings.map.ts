/**
 * The map and near me: a box's pins, or its clusters when more than MAP_PIN_LIMIT listings match, and
 * the listings nearest a point. Both take the search's filters (search-conditions.ts, through
 * searchCondition) and read only the public point (map_latitude, map_longitude), so an approximate
 * listing's exact point never shapes an answer. A box is served by properties_active_map_idx, nearest
 * first by the K-nearest-neighbour walk of properties_active_near_idx (migration 0028_map_points).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type {
  MapAnswer,
  MapCluster,
  MapPin,
  MapQuery,
  NearListing,
  NearQuery,
} from '../../../shared/listings/map-contract';
import type { SearchParams } from '../../../shared/listings/search-params';
import {
  clusterCellDegrees,
  distanceKm,
  MAP_PIN_LIMIT,
  type MapBox,
  snapBox,
  writeBox,
} from '../../../shared/location/map-area';
import type { Database } from '../../db/client';
import { sellers } from '../sellers/sellers.schema';
import { selectCards, toListingCard } from './listing-card.query';
import { properties as p } from './listings.schema';
import { searchCondition } from './listings.search';

/** The map's and near me's filters as a search's: they have no page or sort of their own. */
const asSearch = (filters: Omit<SearchParams, 'page' | 'sort'>): SearchParams => ({
  ...filters,
  page: 1,
  sort: 'relevance',
});

const hasPoint = sql`${p.mapLatitude} is not null`;

async function pinsIn(db: Database, where: SQL | undefined, limit: number): Promise<MapPin[]> {
  const rows = await db
    .select({
      id: p.id,
      latitude: p.mapLatitude,
      longitude: p.mapLongitude,
      precision: p.locationPrecision,
      price: p.price,
      transactionType: p.transactionType,
      propertyType: p.propertyType,
      bedrooms: p.bedrooms,
      locality: p.locality,
    })
    .from(p)
    .leftJoin(sellers, eq(sellers.userId, p.sellerId))
    .where(and(where, hasPoint))
    .orderBy(p.id)
    .limit(limit);
  return rows.map(({ precision, ...row }) => ({
    ...row,
    id: Number(row.id),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    approximate: precision === 'approximate',
    price: Number(row.price),
  }));
}

async function clustersIn(db: Database, where: SQL | undefined, zoom: number): Promise<MapCluster[]> {
  const cell = clusterCellDegrees(zoom);
  const rows = await db
    .select({
      row: sql<number>`floor(${p.mapLatitude} / ${cell}::float8)::int`,
      column: sql<number>`floor(${p.mapLongitude} / ${cell}::float8)::int`,
      count: sql<number>`count(*)::int`,
      latitude: sql<number>`avg(${p.mapLatitude})`,
      longitude: sql<number>`avg(${p.mapLongitude})`,
      south: sql<number>`min(${p.mapLatitude})`,
      north: sql<number>`max(${p.mapLatitude})`,
      west: sql<number>`min(${p.mapLongitude})`,
      east: sql<number>`max(${p.mapLongitude})`,
    })
    .from(p)
    .leftJoin(sellers, eq(sellers.userId, p.sellerId))
    .where(and(where, hasPoint))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  return rows.map((row) => ({
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    count: Number(row.count),
    box: { west: Number(row.west), south: Number(row.south), east: Number(row.east), north: Number(row.north) },
  }));
}

/** What the map shows of a box at a zoom: pins up to MAP_PIN_LIMIT matches, else clusters. */
export async function mapOfBox(
  db: Database,
  query: MapQuery,
  knownCities: readonly string[],
  knownLocalities?: readonly string[],
): Promise<MapAnswer> {
  const { zoom, ...filters } = query;
  const box: MapBox = snapBox(query.bbox, zoom);
  const where = searchCondition(asSearch({ ...filters, bbox: box }), knownCities, knownLocalities);
  const pins = await pinsIn(db, where, MAP_PIN_LIMIT + 1);
  const answer = { success: true as const, bbox: writeBox(box), zoom };
  if (pins.length <= MAP_PIN_LIMIT) return { ...answer, total: pins.length, kind: 'pins', pins, clusters: [] };
  const clusters = await clustersIn(db, where, zoom);
  const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  return { ...answer, total, kind: 'clusters', pins: [], clusters };
}

/**
 * The listings nearest a point within a radius, nearest first, each with its distance. The index walks
 * in the order of the straight line through the earth (the cube's `<->`), which is the order of the
 * distance along its surface; the walk is bounded by the radius's cube, so a rare filter does not walk
 * the whole country.
 */
export async function nearestListings(
  db: Database,
  query: NearQuery,
  knownCities: readonly string[],
  knownLocalities?: readonly string[],
): Promise<NearListing[]> {
  const { lat, lng, radiusKm, limit, ...filters } = query;
  const where = searchCondition(asSearch(filters), knownCities, knownLocalities);
  const origin = sql`geo_ecef(${lat}::float8, ${lng}::float8)`;
  const point = sql`geo_ecef(${p.mapLatitude}, ${p.mapLongitude})`;
  const nearest = db
    .select({ id: p.id })
    .from(p)
    .leftJoin(sellers, eq(sellers.userId, p.sellerId))
    .where(and(where, hasPoint, sql`${point} <@ cube_enlarge(${origin}, ${radiusKm * 1000}::float8, 3)`))
    .orderBy(sql`${point} <-> ${origin}`)
    .limit(limit)
    .as('nearest');
  const rows = await selectCards(db).innerJoin(nearest, eq(nearest.id, p.id));
  const from = { latitude: lat, longitude: lng };
  return rows
    .map(toListingCard)
    .flatMap((card) => {
      if (!card.mapPoint) return [];
      const km = distanceKm(from, card.mapPoint);
      return km <= radiusKm ? [{ ...card, distanceKm: Math.round(km * 1000) / 1000 }] : [];
    })
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
}
