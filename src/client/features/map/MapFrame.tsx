import type { ReactNode, RefObject } from 'react';
import { MAP_LABELS } from './map.content';
import type { LeafletMapState } from './use-leaflet-map';

/**
 * The frame of every map: a named region (screen readers announce "Map of …"), the element Leaflet draws
 * in, what shows while it loads or when it cannot, and the note that tiles are missing. It isolates
 * Leaflet's stacking (its panes and controls use z-indexes up to 1000) so the map never covers the page's
 * header or sheets; `children` are drawn above the map (buttons, a card).
 */
export function MapFrame({
  label,
  mapRef,
  state,
  className = '',
  children,
}: {
  label: string;
  mapRef: RefObject<HTMLDivElement | null>;
  state: LeafletMapState;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-label={label} className={`relative isolate overflow-hidden bg-[#e8e4da] ${className}`}>
      <div ref={mapRef} className="absolute inset-0" />
      {!state.leaflet && (
        <p className="absolute inset-0 grid place-items-center px-4 text-center text-sm text-muted">
          {state.failed ? MAP_LABELS.mapUnavailable : MAP_LABELS.loading}
        </p>
      )}
      {state.tilesMissing && (
        <p
          role="status"
          className="absolute top-2 left-1/2 z-[1100] -translate-x-1/2 rounded-full bg-ink/85 px-3 py-1 text-xs text-white shadow"
        >
          {MAP_LABELS.tilesNotSaved}
        </p>
      )}
      {children}
    </section>
  );
}
