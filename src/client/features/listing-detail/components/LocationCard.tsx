import { streetOf } from '../../../../shared/location/address-line';
import type { MapPoint } from '../../../../shared/location/map-area';
import { useHydrated } from '../../../lib/use-hydrated';
import { DETAIL_UI } from '../detail.content';
import { isAndroid, LOCATION_CARD, openInMapsLinks } from '../location-card.content';
import { MapIcon } from './DetailIcons';
import { FactGrid } from './Sections';

export interface Place {
  society?: string | null;
  subLocality?: string | null;
  locality: string;
  city: string;
  state: string;
  address?: string | null;
  /** The public point: for an approximate listing, the snapped one (the exact point never leaves the server). */
  coordinates: MapPoint | null;
  /** The seller shows an area of about 300 m rather than the point. */
  approximate?: boolean | undefined;
}

/** "Open in Maps": the server's web link, a `geo:` URI once the page runs on Android. */
function OpenInMaps({ point, label }: { point: MapPoint; label: string }) {
  const hydrated = useHydrated();
  const links = openInMapsLinks(point, label);
  const android = hydrated && isAndroid(navigator.userAgent);
  return (
    <a
      href={android ? links.geo : links.web}
      target={android ? undefined : '_blank'}
      rel="noopener noreferrer"
      className="btn-outline self-start"
    >
      <MapIcon className="h-4 w-4" />
      {DETAIL_UI.location.openInMaps}
    </a>
  );
}

/**
 * Where the listing is, as the server renders it (and an offline page shows it): the society down to the
 * state, "Approximate location" when the seller shows an area, and "Open in Maps" at the public point.
 */
export function LocationCard({ place }: { place: Place }) {
  const L = DETAIL_UI.location;
  const rows: [string, string | null | undefined][] = [
    [L.society, place.society],
    [L.subLocality, place.subLocality],
    [L.locality, place.locality],
    [L.city, place.city],
    [L.state, place.state],
    [L.address, streetOf(place.address, place.society, place.subLocality, place.locality, place.city, place.state)],
  ];
  const facts = rows.filter((row): row is [string, string] => Boolean(row[1]));
  const point = place.coordinates;
  const where = [place.locality, place.city].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-4">
      {place.approximate && (
        <p className="rounded-lg bg-brand-soft px-3 py-2 text-sm text-ink">
          <span className="font-semibold">{LOCATION_CARD.approximate}</span>
          {'. '}
          <span className="text-muted">{LOCATION_CARD.approximateHint}</span>
        </p>
      )}
      <FactGrid facts={facts} />
      {point && <OpenInMaps point={point} label={where} />}
    </div>
  );
}
