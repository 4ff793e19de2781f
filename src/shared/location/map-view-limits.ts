/**
 * How far a map may be zoomed out and panned. Maps are city-scale (docs/product-rules.md, Maps): every
 * map's bounds are the area it shows (a city, a result set, a listing) grown by 10 km, and its minimum
 * zoom never shows a state or more. Every map in the app takes its limits from here.
 */
import { MAP_ZOOM, type MapBox } from './map-area';

/** The margin around a map's area that a person may pan into. */
export const MAP_BOUNDS_MARGIN_KM = 10;

export type MapViewKind = 'results' | 'pin';

export interface MapViewLimits {
  minZoom: number;
  maxZoom: number;
  /** The box the view may not leave. */
  maxBounds: MapBox;
}

const KM_PER_DEGREE_LATITUDE = 111.32;

/** The box grown by `km` on every side (longitude degrees shrink with the cosine of the latitude). */
export function growBox(box: MapBox, km: number): MapBox {
  const middle = (box.south + box.north) / 2;
  const dLat = km / KM_PER_DEGREE_LATITUDE;
  const dLng = km / (KM_PER_DEGREE_LATITUDE * Math.cos((middle * Math.PI) / 180));
  return { west: box.west - dLng, south: box.south - dLat, east: box.east + dLng, north: box.north + dLat };
}

export function mapViewLimits(area: MapBox, kind: MapViewKind): MapViewLimits {
  return {
    minZoom: kind === 'results' ? MAP_ZOOM.resultsMin : MAP_ZOOM.pinMin,
    maxZoom: MAP_ZOOM.max,
    maxBounds: growBox(area, MAP_BOUNDS_MARGIN_KM),
  };
}
