/**
 * The map's rules, shared by the server's map and near-me answers, the search filter `bbox` and the
 * browser: a box is `west,south,east,north` (the order Leaflet's `toBBoxString` writes), maps are
 * city-scale (docs/product-rules.md, Maps), and an owner's listing shows an approximate point.
 */
import type { SellerType } from '../listings/vocabulary';

/** A box of longitudes and latitudes: west and east are longitudes, south and north latitudes. */
export interface MapBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export const LOCATION_PRECISIONS = ['exact', 'approximate'] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];

/**
 * An approximate listing's public point is its exact one snapped to a grid of this step (about 300 m of
 * latitude): every answer, page and index uses the snapped point, so no box or distance query can
 * narrow down the exact one. The same step is written in the `map_latitude` column's SQL.
 */
export const APPROXIMATE_STEP_DEGREES = 0.0027;
/** The circle drawn around an approximate point: it covers the grid cell the exact point lies in. */
export const APPROXIMATE_RADIUS_M = 300;

/** Owners (individual sellers) show an approximate area unless they choose to show the exact point; agents and builders the point. */
export const defaultLocationPrecision = (sellerType: SellerType): LocationPrecision =>
  sellerType === 'Individual' ? 'approximate' : 'exact';

/** The public point of a stored one (the server's `map_latitude` and `map_longitude` in code). */
export function publicPoint(point: MapPoint, precision: LocationPrecision): MapPoint {
  if (precision === 'exact') return point;
  const snap = (value: number) => Math.round(value / APPROXIMATE_STEP_DEGREES) * APPROXIMATE_STEP_DEGREES;
  return { latitude: snap(point.latitude), longitude: snap(point.longitude) };
}

/**
 * Zoom levels. Below 11 a view would show a state or more, and India's law on maps of its outline makes
 * wide views a risk: results start at 11, a pin or a property at 13.
 */
export const MAP_ZOOM = { resultsMin: 11, pinMin: 13, max: 18 } as const;
/** Up to this many matches in view are answered as pins; more, as clusters. */
export const MAP_PIN_LIMIT = 300;
/** Near me: at most this many listings, within at most this radius. */
export const NEAR_LIMIT = { fallback: 20, max: 50 } as const;
export const NEAR_RADIUS_KM = { min: 0.1, max: 25, fallback: 5 } as const;
/** The radius chips. */
export const NEAR_RADIUS_CHOICES_KM = [2, 5, 10] as const;

/** A box no wider or taller than this is a city with its surroundings; larger ones are refused. */
export const MAX_BOX_DEGREES = 2;

/** Where listings can be: India's extent with a margin (the seller's pin is checked against it too). */
export const INDIA_BOX: MapBox = { west: 68, south: 6, east: 98, north: 38 };

// Plain decimals (no exponent, 'Infinity' or hexadecimal), with as many decimals as a double prints.
const NUMBER = /^[+-]?\d{1,3}(\.\d{1,17})?$/;

/** The problem with a box's text, worded for the person who sees it, naming the parameter; undefined when fine. */
export function readBox(raw: string, name: string): { box: MapBox } | { problem: string } {
  const parts = raw.split(',');
  const shape = `${name} must be four numbers: west,south,east,north`;
  if (raw.length > 100 || parts.length !== 4 || !parts.every((part) => NUMBER.test(part.trim())))
    return { problem: shape };
  const [west, south, east, north] = parts.map((part) => Number(part.trim())) as [number, number, number, number];
  if (south < -90 || north > 90 || south > 90 || north < -90)
    return { problem: `${name} must have latitudes from -90 to 90` };
  if (west < -180 || east > 180 || west > 180 || east < -180)
    return { problem: `${name} must have longitudes from -180 to 180` };
  if (west >= east || south >= north)
    return {
      problem: `${name} must be written west,south,east,north, with west less than east and south less than north`,
    };
  if (east - west > MAX_BOX_DEGREES || north - south > MAX_BOX_DEGREES)
    return { problem: `${name} is larger than a city: zoom in to search an area` };
  return { box: { west, south, east, north } };
}

/** A box as its URL text, to six decimals (about 10 cm): the same box always writes the same text. */
export const writeBox = (box: MapBox): string =>
  [box.west, box.south, box.east, box.north].map((value) => Number(value.toFixed(6)).toString()).join(',');

/** A tile's width in degrees of longitude at a zoom (256 px tiles). */
const tileDegrees = (zoom: number) => 360 / 2 ** zoom;

/**
 * The box grown to the edges of the zoom's tile grid, so two people looking at neighbouring views of
 * the same tiles ask the same question and share one cached answer (and a saved answer's key is stable).
 * Latitudes use the same step as longitudes: at city scale the difference is a few per cent.
 */
export function snapBox(box: MapBox, zoom: number): MapBox {
  const step = tileDegrees(zoom);
  const down = (value: number) => Number((Math.floor(value / step) * step).toFixed(6));
  const up = (value: number) => Number((Math.ceil(value / step) * step).toFixed(6));
  return {
    west: Math.max(-180, down(box.west)),
    south: Math.max(-90, down(box.south)),
    east: Math.min(180, up(box.east)),
    north: Math.min(90, up(box.north)),
  };
}

/** A cluster cell's side in degrees at a zoom: a quarter of a tile, about 64 px on the screen. */
export const clusterCellDegrees = (zoom: number): number => tileDegrees(zoom) / 4;

export const boxContains = (box: MapBox, point: MapPoint): boolean =>
  point.latitude >= box.south &&
  point.latitude <= box.north &&
  point.longitude >= box.west &&
  point.longitude <= box.east;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: MapPoint, b: MapPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "1.2 km away", "650 m away". */
export function distanceLabel(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m away`;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km away`;
}
