/**
 * The words of a listing's location card and its "Open in Maps" links. Pure, so the card and its tests
 * read the same text.
 */
import { APPROXIMATE_RADIUS_M, type MapPoint } from '../../../shared/location/map-area';

export const LOCATION_CARD = {
  /** Beside the place when the seller shows an area rather than the spot (owners, by default). */
  approximate: 'Approximate location',
  approximateHint: `The seller shows an area of about ${APPROXIMATE_RADIUS_M} m around the property, not its exact spot.`,
} as const;

/** A label a `geo:` URI can carry: its parentheses close the label, so none inside. */
const geoLabel = (label: string) => encodeURIComponent(label.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim());

const fixed = (value: number) => value.toFixed(6);

/**
 * Where "Open in Maps" goes. On the web, OpenStreetMap's page with a marker at the point: it needs no
 * account, key or consent screen, and shows the same map data our own maps draw. Android phones get a
 * `geo:` URI instead, which hands the point to whichever maps app the person uses (with its offline areas).
 * The server renders the web link (its pages are cached for every browser); the card swaps in `geo` on
 * Android once it runs.
 */
export function openInMapsLinks(point: MapPoint, label: string): { web: string; geo: string } {
  const lat = fixed(point.latitude);
  const lng = fixed(point.longitude);
  return {
    web: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
    geo: `geo:${lat},${lng}?q=${lat},${lng}(${geoLabel(label)})`,
  };
}

/** Android's browsers all say so in their user agent (Chrome, Samsung Internet, Firefox, WebViews). */
export const isAndroid = (userAgent: string): boolean => /\bAndroid\b/i.test(userAgent);
