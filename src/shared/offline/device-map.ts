/**
 * The results map answered on the device from saved listings, offline: the same filters and box as the
 * server's map read (search-predicates.ts tests the box against the public point), pins up to
 * MAP_PIN_LIMIT matches and clusters beyond, on the server's grid (clusterCellDegrees), so a map seen
 * online and offline groups listings alike.
 */
import type { CardMapPoint } from '../listings/listing-types';
import type { MapAnswer, MapCluster, MapPin } from '../listings/map-contract';
import type { SearchParams } from '../listings/search-params';
import type { SearchableListing } from '../listings/search-predicates';
import { clusterCellDegrees, MAP_PIN_LIMIT, type MapBox, snapBox, writeBox } from '../location/map-area';
import { matchesOnDevice } from './device-search';

const pinOf = (listing: SearchableListing, point: CardMapPoint): MapPin => ({
  id: listing.id,
  latitude: point.latitude,
  longitude: point.longitude,
  approximate: point.approximate,
  price: listing.price,
  transactionType: listing.transactionType,
  propertyType: listing.propertyType,
  bedrooms: listing.bedrooms,
  locality: listing.location.locality,
});

function clustersOf(pins: readonly MapPin[], zoom: number): MapCluster[] {
  const cell = clusterCellDegrees(zoom);
  const cells = new Map<string, MapPin[]>();
  for (const pin of pins) {
    const key = `${Math.floor(pin.latitude / cell)}:${Math.floor(pin.longitude / cell)}`;
    cells.set(key, [...(cells.get(key) ?? []), pin]);
  }
  return [...cells.values()].map((members) => {
    const lats = members.map((pin) => pin.latitude);
    const lngs = members.map((pin) => pin.longitude);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    return {
      latitude: mean(lats),
      longitude: mean(lngs),
      count: members.length,
      box: { west: Math.min(...lngs), south: Math.min(...lats), east: Math.max(...lngs), north: Math.max(...lats) },
    };
  });
}

/** What the map shows of `box` at `zoom` among `listings`: the server's answer, made on the device. */
export function mapOnDevice(
  listings: readonly SearchableListing[],
  params: SearchParams,
  box: MapBox,
  zoom: number,
  knownCities: readonly string[],
): MapAnswer {
  const snapped = snapBox(box, zoom);
  const pins = matchesOnDevice(listings, { ...params, bbox: snapped }, knownCities)
    .flatMap((listing) => (listing.mapPoint ? [pinOf(listing, listing.mapPoint)] : []))
    .sort((a, b) => a.id - b.id);
  const answer = { success: true as const, bbox: writeBox(snapped), zoom, total: pins.length };
  return pins.length <= MAP_PIN_LIMIT
    ? { ...answer, kind: 'pins', pins, clusters: [] }
    : { ...answer, kind: 'clusters', pins: [], clusters: clustersOf(pins, zoom) };
}
