import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { ListingCard } from '../../../shared/listings/listing-types';
import type { MapAnswer, MapCluster } from '../../../shared/listings/map-contract';
import type { SearchFilters } from '../../../shared/listings/search-href';
import type { MapBox } from '../../../shared/location/map-area';
import type { MapTiles } from '../../../shared/location/map-tiles';
import { useApiRead } from '../../lib/use-api';
import { MapFrame } from './MapFrame';
import { MAP_LABELS } from './map.content';
import { pillText, pinName } from './map-pins';
import { PinCard } from './PinCard';
import { mapRead, pickMap } from './results-map.api';
import { boxOfBounds, type LeafletModule, type MapView, toLatLngBounds, useLeafletMap } from './use-leaflet-map';

const PILL =
  'block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-bold shadow cursor-pointer group-focus-visible:(outline outline-2 outline-offset-2 outline-brand)';
const PILL_QUIET = `${PILL} border-line bg-white text-ink`;
const PILL_LIT = `${PILL} border-brand-dark bg-brand text-white`;
const CLUSTER =
  'grid h-10 w-10 place-items-center rounded-full border-2 border-white bg-brand-dark text-sm font-bold text-white shadow-md cursor-pointer group-focus-visible:(outline outline-2 outline-offset-2 outline-brand)';

interface ResultsMapProps {
  tiles: MapTiles;
  filters: SearchFilters;
  /** The list's cards: the first view fits them, and a tapped pin's card is taken from them when listed. */
  cards: readonly ListingCard[];
  /** The box the first view shows. */
  first: MapBox;
  label: string;
  /** The listing whose card the pointer is on: its pin stands out. */
  highlighted: number | null;
  /** "Search this area": the list, its count and the URL take the view's box. */
  onSearchArea: (box: MapBox) => void;
}

/**
 * Leaflet places a marker's icon with `transform`; the separate `translate` property centres it on its
 * point whatever its width, which a price decides.
 */
const CENTRED = 'group [translate:-50%_-50%]';

/** A marker whose icon is a button drawn by our classes (an element, so seller text is only ever text). */
function buttonMarker(L: LeafletModule, at: [number, number], className: string, text: string, name: string) {
  const face = document.createElement('span');
  face.className = className;
  face.textContent = text;
  const marker = L.marker(at, {
    // Sized by its content: Leaflet's documented `null` (its types leave it out).
    icon: L.divIcon({ className: CENTRED, html: face, iconSize: null as unknown as undefined }),
    keyboard: true,
    riseOnHover: true,
  });
  marker.on('add', () => {
    const element = marker.getElement();
    element?.setAttribute('role', 'button');
    element?.setAttribute('aria-label', name);
  });
  return { marker, face };
}

/**
 * The results on a map: price pills for up to 300 matches in view, count clusters beyond (a tap zooms
 * in), the card of a tapped pin, and "Search this area" once the person has moved the map. The pins come
 * from the map read of the view's box (cached and saved for offline use like the list), so they show even
 * when tiles cannot load.
 */
export default function ResultsMap({
  tiles,
  filters,
  cards,
  first,
  label,
  highlighted,
  onSearchArea,
}: ResultsMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [moved, setMoved] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const state = useLeafletMap(ref, { tiles, kind: 'results', fit: first, onMove: setView });
  const { leaflet } = state;

  const read = useApiRead(view ? mapRead(filters, view) : null, pickMap);
  // The last answer stays drawn while the next view's loads, so pins never blink out.
  const [answer, setAnswer] = useState<MapAnswer | null>(null);
  useEffect(() => {
    if (read.kind === 'found') setAnswer(read.data);
  }, [read]);

  useEffect(() => {
    if (!leaflet) return;
    const { map } = leaflet;
    setView({ box: boxOfBounds(map.getBounds()), zoom: map.getZoom() });
    const byPerson = () => setMoved(true);
    const away = () => setPicked(null);
    map.on('dragstart zoomstart', byPerson);
    map.on('click', away);
    return () => {
      map.off('dragstart zoomstart', byPerson);
      map.off('click', away);
    };
  }, [leaflet]);

  const faces = useRef(new Map<number, { face: HTMLElement; marker: Leaflet.Marker }>());
  useEffect(() => {
    if (!leaflet || !answer) return;
    const { L, map } = leaflet;
    const layer = L.layerGroup().addTo(map);
    faces.current.clear();
    for (const pin of answer.pins) {
      const drawn = buttonMarker(L, [pin.latitude, pin.longitude], PILL_QUIET, pillText(pin), pinName(pin));
      drawn.marker.on('click', () => setPicked(pin.id));
      drawn.marker.addTo(layer);
      faces.current.set(pin.id, drawn);
    }
    for (const cluster of answer.clusters) {
      const { marker } = buttonMarker(
        L,
        [cluster.latitude, cluster.longitude],
        CLUSTER,
        String(cluster.count),
        MAP_LABELS.clusterName(cluster.count),
      );
      marker.on('click', () => zoomInto(L, map, cluster));
      marker.addTo(layer);
    }
    return () => {
      layer.remove();
    };
  }, [leaflet, answer]);

  // The hovered card's pin and the picked pin stand out, without redrawing the others.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer draws new pins, to light again.
  useEffect(() => {
    for (const [id, { face, marker }] of faces.current) {
      const lit = id === highlighted || id === picked;
      face.className = lit ? PILL_LIT : PILL_QUIET;
      marker.setZIndexOffset(lit ? 1000 : 0);
    }
  }, [highlighted, picked, answer]);

  const searchArea = () => {
    if (!view) return;
    setMoved(false);
    setPicked(null);
    onSearchArea(view.box);
  };

  return (
    <MapFrame label={label} mapRef={ref} state={state} className="h-full w-full rounded-xl border border-line">
      {moved && view && (
        <button
          type="button"
          onClick={searchArea}
          className="btn-solid absolute top-3 left-1/2 z-[1100] min-h-11 -translate-x-1/2 rounded-full shadow-md"
        >
          {MAP_LABELS.searchThisArea}
        </button>
      )}
      <p aria-live="polite" className="sr-only">
        {answer ? MAP_LABELS.inView(answer.total) : ''}
      </p>
      {!answer && (read.kind === 'failed' || read.kind === 'not-saved' || read.kind === 'refused') && (
        <p
          role="alert"
          className="absolute inset-x-4 bottom-10 z-[1100] rounded-lg bg-white p-3 text-sm text-ink shadow"
        >
          {MAP_LABELS.mapFailed}
        </p>
      )}
      {picked !== null && <PinCard id={picked} cards={cards} onClose={() => setPicked(null)} />}
    </MapFrame>
  );
}

/** A cluster's tap: the map fits its listings (at least two zooms closer when they share a point). */
function zoomInto(L: LeafletModule, map: Leaflet.Map, { box }: MapCluster) {
  if (box.west === box.east && box.south === box.north) map.setView([box.south, box.west], map.getZoom() + 2);
  else map.fitBounds(toLatLngBounds(L, box), { padding: [32, 32] });
}
