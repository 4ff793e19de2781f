/**
 * India's map law in one function: far from the disputed lines a map is the area plus 10 km at the
 * view's minimum zoom; near them no view the limits allow, on a 1366x768 or 360x800 screen, can reach one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTESTED_LINE_MARGIN_KM, CONTESTED_LINES } from '../../src/shared/location/contested-lines';
import { boxContains, MAP_ZOOM, type MapBox } from '../../src/shared/location/map-area';
import {
  contestedLineDistanceKm,
  growBox,
  MAP_BOUNDS_MARGIN_KM,
  type MapViewKind,
  mapViewLimits,
  metresPerPixel,
  VIEW_SCREENS,
} from '../../src/shared/location/map-view-limits';

/** A city's area: about 5 km around its middle. */
const around = (latitude: number, longitude: number, half = 0.025): MapBox => ({
  west: longitude - half,
  south: latitude - half,
  east: longitude + half,
  north: latitude + half,
});

const CITIES = {
  Bhopal: around(23.2599, 77.4126),
  Srinagar: around(34.0837, 74.7973),
  Leh: around(34.1526, 77.5771),
  Tawang: around(27.5861, 91.8594),
  Kargil: around(34.5539, 76.1349),
};

const SEGMENT_POINTS = CONTESTED_LINES.flat().map(([latitude, longitude]) => ({ latitude, longitude }));

/** The largest area any allowed view can show: the bounds grown by half the widest and tallest screens. */
function reachOf(bounds: MapBox, minZoom: number): MapBox {
  const latitude = Math.min(Math.abs(bounds.south), Math.abs(bounds.north));
  const km = (pixels: number) => (pixels * metresPerPixel(latitude, minZoom)) / 1000;
  const wide = growBox(bounds, km(Math.max(...VIEW_SCREENS.map((screen) => screen.width)) / 2));
  const tall = growBox(bounds, km(Math.max(...VIEW_SCREENS.map((screen) => screen.height)) / 2));
  return { west: wide.west, east: wide.east, south: tall.south, north: tall.north };
}

function expectSafe(area: MapBox, kind: MapViewKind) {
  const limits = mapViewLimits(area, kind);
  if (!limits.mapAllowed) return limits;
  const reach = reachOf(limits.maxBounds, limits.minZoom);
  for (const point of SEGMENT_POINTS) {
    expect(boxContains(limits.maxBounds, point)).toBe(false);
    expect(boxContains(reach, point)).toBe(false);
  }
  expect(contestedLineDistanceKm(reach)).toBeGreaterThan(0);
  return limits;
}

describe('mapViewLimits', () => {
  it('gives Bhopal, far from any line, the area plus 10 km at the usual minimum zooms', () => {
    for (const kind of ['results', 'pin'] as const) {
      const limits = expectSafe(CITIES.Bhopal, kind);
      expect(limits).toEqual({
        minZoom: kind === 'results' ? MAP_ZOOM.resultsMin : MAP_ZOOM.pinMin,
        maxZoom: MAP_ZOOM.max,
        maxBounds: growBox(CITIES.Bhopal, MAP_BOUNDS_MARGIN_KM),
        mapAllowed: true,
      });
    }
    expect(contestedLineDistanceKm(CITIES.Bhopal)).toBeGreaterThan(800);
  });

  it('keeps the Line of Control out of every view of Srinagar and Kargil', () => {
    const srinagar = expectSafe(CITIES.Srinagar, 'results');
    expect(srinagar.mapAllowed).toBe(true);
    expect(srinagar.minZoom).toBeGreaterThanOrEqual(MAP_ZOOM.resultsMin);
    // Kargil lies about 12 km below the line: a map, but only close in and hardly panned.
    const kargil = expectSafe(CITIES.Kargil, 'results');
    expect(kargil.mapAllowed).toBe(true);
    expect(kargil.minZoom).toBeGreaterThan(MAP_ZOOM.resultsMin);
    expect(contestedLineDistanceKm(kargil.maxBounds)).toBeLessThan(
      contestedLineDistanceKm(growBox(CITIES.Kargil, MAP_BOUNDS_MARGIN_KM)) + 20,
    );
  });

  it('keeps the lines of Ladakh out of every view of Leh', () => {
    const leh = expectSafe(CITIES.Leh, 'results');
    expect(leh.mapAllowed).toBe(true);
    expect(contestedLineDistanceKm(leh.maxBounds)).toBeGreaterThan(CONTESTED_LINE_MARGIN_KM);
  });

  it('keeps the McMahon line out of every view of Tawang', () => {
    const tawang = expectSafe(CITIES.Tawang, 'results');
    expect(tawang.mapAllowed).toBe(true);
    expect(tawang.minZoom).toBeGreaterThan(MAP_ZOOM.resultsMin);
    const pin = expectSafe(CITIES.Tawang, 'pin');
    expect(pin.minZoom).toBeGreaterThanOrEqual(tawang.minZoom);
  });

  it('allows no map of an area on a line', () => {
    const onLine = around(34.66, 76.12, 0.01);
    expect(mapViewLimits(onLine, 'results').mapAllowed).toBe(false);
  });

  it('never lets bounds, or any view within them at the minimum zoom, contain a point of a line', () => {
    const area = fc
      .record({
        latitude: fc.double({ min: 26, max: 37, noNaN: true }),
        longitude: fc.double({ min: 72, max: 98, noNaN: true }),
        half: fc.double({ min: 0.005, max: 0.5, noNaN: true }),
        kind: fc.constantFrom<MapViewKind>('results', 'pin'),
      })
      .map(({ latitude, longitude, half, kind }) => ({ box: around(latitude, longitude, half), kind }));
    fc.assert(
      fc.property(area, ({ box, kind }) => {
        expectSafe(box, kind);
      }),
      { numRuns: 400 },
    );
  });
});
