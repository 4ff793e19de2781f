/**
 * How far a map may be zoomed out and panned. Maps are city-scale (docs/product-rules.md, Maps): every
 * map's bounds are the area it shows (a city, a result set, a listing) grown by 10 km, and its minimum
 * zoom never shows a state or more. Near India's disputed lines (contested-lines.ts) the bounds shrink
 * and the minimum zoom rises until no view the limits allow, on the largest screen we design for, can
 * reach a line. Every map in the app takes its limits from here.
 */
import { CONTESTED_LINE_MARGIN_KM, CONTESTED_LINES } from './contested-lines';
import { MAP_ZOOM, type MapBox } from './map-area';

/** The margin around a map's area that a person may pan into. */
export const MAP_BOUNDS_MARGIN_KM = 10;

export type MapViewKind = 'results' | 'pin';

export interface MapViewLimits {
  minZoom: number;
  maxZoom: number;
  /** The box the view may not leave. */
  maxBounds: MapBox;
  /**
   * False when the area lies so close to a disputed line that no view of it is safe: show the location
   * card instead of a map.
   */
  mapAllowed: boolean;
}

/** The screens a view must be safe on, in CSS pixels: a laptop and a small phone. */
export const VIEW_SCREENS = [
  { width: 1366, height: 768 },
  { width: 360, height: 800 },
] as const;

const KM_PER_DEGREE_LATITUDE = 111.32;

/** The box grown by `km` on every side (longitude degrees shrink with the cosine of the latitude). */
export function growBox(box: MapBox, km: number): MapBox {
  const middle = (box.south + box.north) / 2;
  const dLat = km / KM_PER_DEGREE_LATITUDE;
  const dLng = km / (KM_PER_DEGREE_LATITUDE * Math.cos((middle * Math.PI) / 180));
  return { west: box.west - dLng, south: box.south - dLat, east: box.east + dLng, north: box.north + dLat };
}

/** Web Mercator's ground resolution: metres per CSS pixel at a latitude and zoom (256 px tiles). */
export const metresPerPixel = (latitude: number, zoom: number): number =>
  (156_543.03 * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;

/**
 * How far beyond its bounds a view at `zoom` may reach, in km. Leaflet keeps a view inside `maxBounds`,
 * or centres it on them when the view is the larger, so no viewport pixel is further out than half the
 * screen's diagonal. The latitude nearest the equator has the most metres per pixel.
 */
function viewReachKm(box: MapBox, zoom: number): number {
  const halfDiagonal = Math.max(...VIEW_SCREENS.map(({ width, height }) => Math.hypot(width, height) / 2));
  const latitude = Math.min(Math.abs(box.south), Math.abs(box.north));
  return (halfDiagonal * metresPerPixel(latitude, zoom)) / 1000;
}

type Xy = readonly [number, number];

/** Distance in km from point p to segment ab, all on a plane. */
function pointToSegment(p: Xy, a: Xy, b: Xy): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Whether segments ab and cd cross (or touch). */
function segmentsCross(a: Xy, b: Xy, c: Xy, d: Xy): boolean {
  const side = (p: Xy, q: Xy, r: Xy) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return side(a, b, c) !== side(a, b, d) && side(c, d, a) !== side(c, d, b);
}

/**
 * The distance in km from a box to the nearest disputed line (0 when one crosses it), on a plane
 * tangent at the box's middle latitude: at the distances that matter (tens of km) its error is far
 * below the lines' own margin, and a far line only needs to be far.
 */
export function contestedLineDistanceKm(box: MapBox): number {
  const cos = Math.cos((((box.south + box.north) / 2) * Math.PI) / 180);
  const xy = (latitude: number, longitude: number): Xy => [
    longitude * cos * KM_PER_DEGREE_LATITUDE,
    latitude * KM_PER_DEGREE_LATITUDE,
  ];
  const corners = [
    xy(box.south, box.west),
    xy(box.south, box.east),
    xy(box.north, box.east),
    xy(box.north, box.west),
  ] as const;
  const [low, , high] = [corners[0], corners[1], corners[2]];
  const inside = (p: Xy) => p[0] >= low[0] && p[0] <= high[0] && p[1] >= low[1] && p[1] <= high[1];
  let nearest = Number.POSITIVE_INFINITY;
  for (const line of CONTESTED_LINES) {
    const points = line.map(([latitude, longitude]) => xy(latitude, longitude));
    for (let i = 0; i < points.length - 1; i++) {
      const [a, b] = [points[i] as Xy, points[i + 1] as Xy];
      if (inside(a) || inside(b)) return 0;
      for (let k = 0; k < 4; k++) {
        const [c, d] = [corners[k] as Xy, corners[(k + 1) % 4] as Xy];
        if (segmentsCross(a, b, c, d)) return 0;
        nearest = Math.min(nearest, pointToSegment(c, a, b), pointToSegment(a, c, d), pointToSegment(b, c, d));
      }
    }
  }
  return nearest;
}

/** The box shrunk about its middle to `share` of its width and height. */
function shrinkBox(box: MapBox, share: number): MapBox {
  const [lat, lng] = [(box.south + box.north) / 2, (box.west + box.east) / 2];
  const [halfLat, halfLng] = [((box.north - box.south) / 2) * share, ((box.east - box.west) / 2) * share];
  return { west: lng - halfLng, south: lat - halfLat, east: lng + halfLng, north: lat + halfLat };
}

/**
 * The limits of a map of `area`. Far from the disputed lines (nearly everywhere) that is the area plus
 * 10 km at the view's minimum zoom. Nearer, the lowest zoom, then the widest bounds, for which the line
 * stays `CONTESTED_LINE_MARGIN_KM` beyond anything a view can show; when even the area's middle at the
 * closest zoom is too near, `mapAllowed` is false.
 */
export function mapViewLimits(area: MapBox, kind: MapViewKind): MapViewLimits {
  const baseMinZoom = kind === 'results' ? MAP_ZOOM.resultsMin : MAP_ZOOM.pinMin;
  const candidates = [
    growBox(area, MAP_BOUNDS_MARGIN_KM),
    growBox(area, MAP_BOUNDS_MARGIN_KM / 2),
    growBox(area, MAP_BOUNDS_MARGIN_KM / 5),
    area,
    shrinkBox(area, 0.5),
    shrinkBox(area, 0.2),
    shrinkBox(area, 0),
  ];
  const distances = candidates.map(contestedLineDistanceKm);
  for (let minZoom = baseMinZoom; minZoom <= MAP_ZOOM.max; minZoom++) {
    const index = candidates.findIndex(
      (box, i) => (distances[i] ?? 0) > viewReachKm(box, minZoom) + CONTESTED_LINE_MARGIN_KM,
    );
    const maxBounds = candidates[index];
    if (maxBounds) return { minZoom, maxZoom: MAP_ZOOM.max, maxBounds, mapAllowed: true };
  }
  return { minZoom: MAP_ZOOM.max, maxZoom: MAP_ZOOM.max, maxBounds: shrinkBox(area, 0), mapAllowed: false };
}
