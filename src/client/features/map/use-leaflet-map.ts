/**
 * A Leaflet map in a React element, for every map of the app (results, the seller's pin, a property's
 * location). Leaflet is downloaded only when a map mounts (leaflet.ts) and never on the server. The map
 * takes its zoom and pan limits from `mapViewLimits` (city-scale only), shows the deployment's tiles with
 * their attribution, and reports when a tile of the view could not load, so the view can say "Map tiles for
 * this area aren't saved" while its pins still work.
 *
 * Usage: `const { leaflet } = useLeafletMap(ref, options)`, then draw layers on `leaflet.map` (with
 * `leaflet.L`) in an effect that depends on it. The options are read once, when the map is made (but
 * `onMove`, which is always the latest); to move the view later, call `showBox`.
 */
import type * as Leaflet from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { MapBox } from '../../../shared/location/map-area';
import type { MapTiles } from '../../../shared/location/map-tiles';
import { type MapViewKind, mapViewLimits } from '../../../shared/location/map-view-limits';
import { importWithRetry } from '../../lib/import-retry';

export type LeafletModule = typeof Leaflet;

export interface LeafletMap {
  L: LeafletModule;
  map: Leaflet.Map;
}

export interface MapView {
  box: MapBox;
  zoom: number;
}

export interface LeafletMapOptions {
  tiles: MapTiles;
  kind: MapViewKind;
  /** The first view: fitted to this box (a point's box is zoomed to the kind's minimum, or `zoom`). */
  fit: MapBox;
  /** The area the limits grow from (the city, the results); `fit` when absent. */
  area?: MapBox | undefined;
  /** The zoom to show a single point at. */
  zoom?: number | undefined;
  /** Called after every move or zoom the person (or `fit`) makes. */
  onMove?: ((view: MapView) => void) | undefined;
}

export interface LeafletMapState {
  leaflet: LeafletMap | null;
  /** Some tile of the view did not load (offline, or the source failed). */
  tilesMissing: boolean;
  /** Leaflet itself could not load. */
  failed: boolean;
}

export const loadLeaflet = (): Promise<LeafletModule> =>
  importWithRetry(() => import('./leaflet')).then((module) => module.default);

export const toLatLngBounds = (L: LeafletModule, box: MapBox): Leaflet.LatLngBounds =>
  L.latLngBounds([box.south, box.west], [box.north, box.east]);

export const boxOfBounds = (bounds: Leaflet.LatLngBounds): MapBox => ({
  west: bounds.getWest(),
  south: bounds.getSouth(),
  east: bounds.getEast(),
  north: bounds.getNorth(),
});

const isPoint = (box: MapBox) => box.west === box.east && box.south === box.north;

/** Leaflet writes attribution as HTML: the configured words go in as text, and a link only to http(s). */
function attributionHtml(tiles: MapTiles): string {
  const text = tiles.attribution.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const url = tiles.attributionUrl;
  if (!url || !/^https?:\/\//i.test(url)) return text;
  return `<a href="${encodeURI(url).replace(/"/g, '%22')}" rel="noopener" target="_blank">${text}</a>`;
}

/** Moves `map` to show `box`: fitted, or centred at `zoom` when the box is a single point. */
export function showBox(L: LeafletModule, map: Leaflet.Map, box: MapBox, zoom: number): void {
  if (isPoint(box)) map.setView([box.south, box.west], Math.max(zoom, map.getMinZoom()));
  else map.fitBounds(toLatLngBounds(L, box), { padding: [24, 24] });
}

export function useLeafletMap(container: RefObject<HTMLElement | null>, options: LeafletMapOptions): LeafletMapState {
  const [leaflet, setLeaflet] = useState<LeafletMap | null>(null);
  const [tilesMissing, setTilesMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    let made: Leaflet.Map | undefined;
    let resized: ResizeObserver | undefined;
    let cancelled = false;
    loadLeaflet().then(
      (L) => {
        const element = container.current;
        if (cancelled || !element) return;
        const { tiles, kind, fit, area, zoom } = latest.current;
        const limits = mapViewLimits(area ?? fit, kind);
        const map = L.map(element, {
          minZoom: limits.minZoom,
          maxZoom: limits.maxZoom,
          maxBounds: toLatLngBounds(L, limits.maxBounds),
          maxBoundsViscosity: 1,
          zoomSnap: 1,
        });
        made = map;
        map.attributionControl.setPrefix(false);
        const layer = L.tileLayer(tiles.url, {
          attribution: attributionHtml(tiles),
          minZoom: limits.minZoom,
          maxZoom: limits.maxZoom,
          crossOrigin: false,
        });
        // A missing tile is noticed once per view; the next view that loads whole clears it.
        let failedInView = false;
        layer.on('loading', () => {
          failedInView = false;
        });
        layer.on('tileerror', () => {
          failedInView = true;
          setTilesMissing(true);
        });
        layer.on('load', () => setTilesMissing(failedInView));
        layer.addTo(map);
        map.on('moveend', () => latest.current.onMove?.({ box: boxOfBounds(map.getBounds()), zoom: map.getZoom() }));
        showBox(L, map, fit, zoom ?? limits.minZoom);
        // The element may change size after the map is made (a list loads beside it, a phone turns).
        resized = new ResizeObserver(() => map.invalidateSize());
        resized.observe(element);
        setLeaflet({ L, map });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      resized?.disconnect();
      made?.remove();
      setLeaflet(null);
    };
  }, [container]);

  return { leaflet, tilesMissing, failed };
}
