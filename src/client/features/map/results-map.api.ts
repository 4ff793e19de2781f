/**
 * The results map's read: the search's filters with the view's box and zoom. The box is snapped to the
 * zoom's tile grid here as the server snaps it, so neighbouring views ask the same path and share one
 * answer in the page's cache, the service worker's saved answers and any shared cache on the way.
 */
import type { MapAnswer } from '../../../shared/listings/map-contract';
import { compactQuery, type SearchFilters } from '../../../shared/listings/search-href';
import { snapBox } from '../../../shared/location/map-area';
import type { ApiReadKey } from '../../lib/api-read';
import type { MapView } from './use-leaflet-map';

export function mapRead(filters: SearchFilters, view: MapView): ApiReadKey<'GET /api/properties/map'> {
  const query = compactQuery({ ...filters, page: undefined, sort: undefined, bbox: snapBox(view.box, view.zoom) });
  return { key: 'GET /api/properties/map', path: `/api/properties/map?${query}&zoom=${view.zoom}` };
}

/** A map answer as drawn; undefined (a failed read) when it lacks its lists. */
export const pickMap = (answer: MapAnswer): MapAnswer | undefined =>
  Array.isArray(answer.pins) && Array.isArray(answer.clusters) ? answer : undefined;
