/**
 * Which API reads are kept for offline use (OFFLINE_API_PATTERNS): the public reads the server-rendered
 * pages make, as the pages build their paths, and never a read about the signed-in person.
 */
import { describe, expect, it } from 'vitest';
import { mapRead } from '../../src/client/features/map/results-map.api';
import {
  cityListingsPath,
  featuredListingsPath,
  projectDetailPath,
  propertyDetailPath,
  searchListingsPath,
} from '../../src/shared/listings/listing-api-paths';
import { OFFLINE_API_PATTERNS } from '../../src/shared/offline/offline-contract';

/** As the worker and keep-answers.ts test a path: its pathname only. */
const kept = (path: string) => {
  const { pathname } = new URL(path, 'http://localhost');
  return OFFLINE_API_PATTERNS.some((pattern) => pattern.test(pathname));
};

describe('answers kept for offline use', () => {
  it('keeps the listing reads of the home, results, property and project pages', () => {
    for (const path of [
      featuredListingsPath(null),
      featuredListingsPath('Bhopal'),
      cityListingsPath('Bhopal'),
      searchListingsPath('city=Bhopal&propertyType=Flat%2FApartment'),
      propertyDetailPath(42),
      '/api/properties/42/similar',
      projectDetailPath(7),
    ])
      expect(kept(path), path).toBe(true);
  });

  it("keeps the results map's and near me's reads, so a map seen before shows its pins offline", () => {
    const filters = { city: 'Bhopal', bbox: { west: 77.35, south: 23.18, east: 77.48, north: 23.29 } };
    const view = { box: filters.bbox, zoom: 13 };
    for (const path of [mapRead(filters, view).path, '/api/properties/near?lat=23.25&lng=77.41&radiusKm=5'])
      expect(kept(path), path).toBe(true);
  });

  it("keeps an agent's page and the insights pages' reads", () => {
    for (const path of [
      '/api/brokers/12',
      '/api/insights/cities',
      '/api/insights/localities?city=Bhopal',
      '/api/insights/price-trends?city=Bhopal',
      '/api/insights/price-trends',
    ])
      expect(kept(path), path).toBe(true);
  });

  it('keeps nothing about the signed-in person, nothing typed, and no malformed id', () => {
    for (const path of [
      '/api/users/me',
      '/api/sellers/me',
      '/api/me/shortlist',
      '/api/me/saved-searches',
      '/api/seller/properties',
      '/api/properties/42/contact',
      '/api/projects/7/contact',
      '/api/admin/properties',
      '/api/locations/suggest?q=ar',
      '/api/geolocation/reverse?lat=23.25990&lon=77.41260',
      '/api/brokers/12/extra',
      '/api/brokers/abc',
      '/api/properties/abc',
      '/api/insights/anything',
      '/api/insights/cities/1',
    ])
      expect(kept(path), path).toBe(false);
  });
});
