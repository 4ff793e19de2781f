/**
 * The results map's pure parts: what a pin and a cluster say, where the map first opens, how the view
 * mode is written into an address, and the device's clusters (offline) against the server's rules.
 */
import { describe, expect, it } from 'vitest';
import { MAP_LABELS } from '../../src/client/features/map/map.content';
import { firstViewOf, pillText, pinName } from '../../src/client/features/map/map-pins';
import { readViewMode, withViewMode } from '../../src/client/features/search/results-view-mode';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import type { MapPin } from '../../src/shared/listings/map-contract';
import { searchResultsUrl } from '../../src/shared/listings/search-href';
import type { SearchableListing } from '../../src/shared/listings/search-predicates';
import { readSearchParams } from '../../src/shared/listings/search-read';
import { MAP_PIN_LIMIT } from '../../src/shared/location/map-area';
import { mapOnDevice } from '../../src/shared/offline/device-map';

const pin = (over: Partial<MapPin>): MapPin => ({
  id: 1,
  latitude: 23.25,
  longitude: 77.41,
  approximate: false,
  price: 4_500_000,
  transactionType: 'Buy',
  propertyType: 'Flat/Apartment',
  bedrooms: 2,
  locality: 'Kolar Road',
  ...over,
});

describe('pins', () => {
  it('write prices as short pills', () => {
    expect(pillText(pin({}))).toBe('₹45 L');
    expect(pillText(pin({ price: 12_000_000 }))).toBe('₹1.2 Cr');
    expect(pillText(pin({ transactionType: 'Rent', price: 25_000 }))).toBe('₹25k/mo');
    expect(pillText(pin({ transactionType: 'Rent', price: 150_000 }))).toBe('₹1.5 L/mo');
    expect(pillText(pin({ transactionType: 'Rent', price: 800 }))).toBe('₹800/mo');
  });

  it('are named by price, BHK and type, and locality', () => {
    expect(pinName(pin({}))).toBe('₹45 L, 2 BHK Flat/Apartment, Kolar Road');
    expect(pinName(pin({ transactionType: 'Rent', price: 25_000, approximate: true }))).toBe(
      '₹25,000/month, 2 BHK Flat/Apartment, near Kolar Road',
    );
    expect(pinName(pin({ propertyType: 'Plot', bedrooms: null }))).toBe('₹45 L, Plot, Kolar Road');
    expect(MAP_LABELS.clusterName(1234)).toBe('1,234 listings here: zoom in');
  });
});

const card = (id: number, city: string, point: [number, number] | null): ListingCard =>
  ({
    id,
    location: { city, locality: 'X' },
    mapPoint: point && { latitude: point[0], longitude: point[1], approximate: false },
  }) as ListingCard;

describe('the first view', () => {
  const searched = { west: 77.3, south: 23.1, east: 77.5, north: 23.3 };
  it('is the searched area when there is one', () => {
    expect(firstViewOf(searched, [card(1, 'Indore', [22.7, 75.8])])).toEqual(searched);
  });

  it("fits the listed cards of the first card's city, skipping those without a point", () => {
    const cards = [
      card(1, 'Bhopal', [23.2, 77.4]),
      card(2, 'Indore', [22.7, 75.8]),
      card(3, 'Bhopal', [23.3, 77.5]),
      card(4, 'Bhopal', null),
    ];
    expect(firstViewOf(undefined, cards)).toEqual({ west: 77.4, south: 23.2, east: 77.5, north: 23.3 });
    expect(firstViewOf(undefined, [card(4, 'Bhopal', null)])).toBeUndefined();
    expect(firstViewOf(undefined, [])).toBeUndefined();
  });
});

describe('the view mode in an address', () => {
  const list = searchResultsUrl({ city: 'Bhopal', searchQuery: '2 bhk near lake', page: 1 });
  it('adds view=map last and keeps every other parameter as written', () => {
    const map = withViewMode(list, 'map');
    expect(map).toBe(`${list}&view=map`);
    expect(readViewMode(map.split('?')[1] ?? '')).toBe('map');
    expect(withViewMode(map, 'list')).toBe(list);
    expect(withViewMode(withViewMode(map, 'map'), 'map')).toBe(map);
    expect(withViewMode('/search-results', 'map')).toBe('/search-results?view=map');
    expect(readViewMode('view=satellite')).toBe('list');
  });
});

describe('the map made on the device', () => {
  const listing = (id: number, latitude: number, longitude: number) =>
    ({
      id,
      price: 1_000_000 + id,
      transactionType: 'Buy',
      propertyType: 'Plot',
      bedrooms: null,
      location: { city: 'Bhopal', locality: `L${id % 7}`, state: 'Madhya Pradesh' },
      mapPoint: { latitude, longitude, approximate: id % 2 === 0 },
      words: [],
    }) as unknown as SearchableListing;
  const box = { west: 77.3, south: 23.1, east: 77.5, north: 23.3 };
  const read = readSearchParams({});
  if ('problem' in read) throw new Error(read.problem);

  it('answers clusters whose counts add up to every match once there are more than the pin limit', () => {
    const many = Array.from({ length: MAP_PIN_LIMIT + 50 }, (_, n) =>
      listing(n + 1, 23.1 + ((n * 37) % 200) / 1000, 77.3 + ((n * 53) % 200) / 1000),
    );
    const answer = mapOnDevice(many, read.params, box, 12, []);
    expect(answer.kind).toBe('clusters');
    expect(answer.pins).toEqual([]);
    expect(answer.total).toBe(many.length);
    expect(answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(many.length);
    for (const cluster of answer.clusters) {
      expect(cluster.latitude).toBeGreaterThanOrEqual(cluster.box.south);
      expect(cluster.latitude).toBeLessThanOrEqual(cluster.box.north);
    }
  });

  it('answers pins, by id, with the public point, up to the limit; a listing outside the box is left out', () => {
    const answer = mapOnDevice(
      [listing(3, 23.2, 77.4), listing(2, 23.21, 77.41), listing(9, 22.7, 75.8)],
      read.params,
      box,
      14,
      [],
    );
    expect(answer.kind).toBe('pins');
    expect(answer.pins.map((p) => [p.id, p.approximate])).toEqual([
      [2, true],
      [3, false],
    ]);
  });
});
