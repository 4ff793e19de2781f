/** Great-circle distance and a fixed grid of points for "everything within r km" queries. */

const EARTH_RADIUS_KM = 6371;
const RADIANS = Math.PI / 180;
const KM_PER_DEGREE_LATITUDE = 111.32;

/** Haversine distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLon = (lon2 - lon1) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface GridPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * Points bucketed into cells of `cellDegrees`; a query reads only the cells a circle can touch. With
 * half-degree cells and India's few thousand places a 40 km query reads a few dozen points.
 */
export class GeoGrid<T extends GridPoint> {
  private readonly cells = new Map<number, T[]>();

  constructor(
    points: Iterable<T>,
    private readonly cellDegrees = 0.5,
  ) {
    for (const point of points) {
      const key = this.key(this.cell(point.latitude), this.wrap(this.cell(point.longitude)));
      const cell = this.cells.get(key);
      if (cell) cell.push(point);
      else this.cells.set(key, [point]);
    }
  }

  /** Every point within `radiusKm` of (latitude, longitude), with its distance; in no particular order. */
  within(latitude: number, longitude: number, radiusKm: number): { point: T; km: number }[] {
    const latSpan = radiusKm / KM_PER_DEGREE_LATITUDE;
    // Near the poles a circle spans every longitude; India is far from them, other callers may not be.
    const cosLat = Math.cos(Math.min(89, Math.abs(latitude) + latSpan) * RADIANS);
    const lonSpan = Math.min(180, radiusKm / (KM_PER_DEGREE_LATITUDE * cosLat));
    let first = this.cell(longitude - lonSpan);
    let last = this.cell(longitude + lonSpan);
    if (last - first + 1 >= this.columns) {
      first = -this.columns / 2;
      last = this.columns / 2 - 1;
    }
    const found: { point: T; km: number }[] = [];
    for (let row = this.cell(latitude - latSpan); row <= this.cell(latitude + latSpan); row++) {
      for (let column = first; column <= last; column++) {
        for (const point of this.cells.get(this.key(row, this.wrap(column))) ?? []) {
          const km = distanceKm(latitude, longitude, point.latitude, point.longitude);
          if (km <= radiusKm) found.push({ point, km });
        }
      }
    }
    return found;
  }

  private get columns(): number {
    return Math.round(360 / this.cellDegrees);
  }

  private cell(degrees: number): number {
    return Math.floor(degrees / this.cellDegrees);
  }

  /** Columns past ±180° continue on the other side. */
  private wrap(column: number): number {
    const half = this.columns / 2;
    return ((((column + half) % this.columns) + this.columns) % this.columns) - half;
  }

  /** A number per cell: rows and columns stay far below 2^16 for any cell size of a hundredth of a degree up. */
  private key(row: number, column: number): number {
    return row * 65_536 + column;
  }
}
