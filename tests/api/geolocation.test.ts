import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const NO_CITY = { success: false, code: 'not_found', message: 'No Indian city found near this location' };

describe('GET /api/geolocation/reverse', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  const reverse = async (query: string) => {
    const res = await app.request(`/api/geolocation/reverse${query}`);
    return { status: res.status, cacheControl: res.headers.get('Cache-Control'), body: await res.json() };
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = createTestApp(database);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const places: [where: string, lat: number, lon: number, city: string, state: string][] = [
    ['Connaught Place', 28.6315, 77.2167, 'New Delhi', 'Delhi'],
    ['Bandra', 19.0596, 72.8295, 'Mumbai', 'Maharashtra'],
    ['Koramangala', 12.9352, 77.6245, 'Bangalore', 'Karnataka'],
    ['HITEC City', 17.4435, 78.3772, 'Hyderabad', 'Telangana'],
    ['T. Nagar', 13.0418, 80.2341, 'Chennai', 'Tamil Nadu'],
    ['Park Street', 22.553, 88.352, 'Kolkata', 'West Bengal'],
    ['Hinjewadi', 18.5913, 73.7389, 'Pune', 'Maharashtra'],
    ['MP Nagar, Bhopal', 23.2332, 77.4343, 'Bhopal', 'Madhya Pradesh'],
    ['Vijay Nagar, Indore', 22.7533, 75.8937, 'Indore', 'Madhya Pradesh'],
    ['Hazratganj', 26.85, 80.9462, 'Lucknow', 'Uttar Pradesh'],
    ['Jaipur', 26.9124, 75.7873, 'Jaipur', 'Rajasthan'],
    ['New Market, Bhopal', 23.2599, 77.4126, 'Bhopal', 'Madhya Pradesh'],
  ];

  it.each(places)('finds the city of %s', async (_where, lat, lon, city, state) => {
    const { status, body, cacheControl } = await reverse(`?lat=${lat}&lon=${lon}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Location found',
      data: { city, state, country: 'India', full: `${city}, ${state}, India` },
    });
    expect(cacheControl).toBe('public, max-age=86400');
  });

  it.each([
    ['the Arabian Sea', 15.0, 65.0],
    ['the Bay of Bengal', 15.0, 88.0],
    ['London', 51.5, -0.12],
    ['Lahore', 31.5204, 74.3587],
    ['Dhaka', 23.8103, 90.4125],
    ['Kathmandu', 27.7172, 85.324],
    ['Colombo', 6.9271, 79.8612],
    ['the North Pole', 90, 180],
  ])('answers 404 for a point in %s', async (_where, lat, lon) => {
    const { status, body, cacheControl } = await reverse(`?lat=${lat}&lon=${lon}`);
    expect(status).toBe(404);
    expect(body).toEqual(NO_CITY);
    expect(cacheControl).toBe('public, max-age=86400');
  });

  const latInvalid = 'lat must be a decimal number from -90 to 90';
  const lonInvalid = 'lon must be a decimal number from -180 to 180';
  it.each([
    ['no parameters', '', 'lat is required'],
    ['no lat', '?lon=77.41', 'lat is required'],
    ['no lon', '?lat=23.25', 'lon is required'],
    ['an empty lat', '?lat=&lon=77.41', 'lat is required'],
    ['lat=abc', '?lat=abc&lon=77.41', latInvalid],
    ['lat=91', '?lat=91&lon=77.41', latInvalid],
    ['lat=-90.0001', '?lat=-90.0001&lon=77.41', latInvalid],
    ['lat=NaN', '?lat=NaN&lon=77.41', latInvalid],
    ['lat=Infinity', '?lat=Infinity&lon=77.41', latInvalid],
    ['lat in exponent form', '?lat=2.3e1&lon=77.41', latInvalid],
    ['lat in hexadecimal', '?lat=0x17&lon=77.41', latInvalid],
    ['lat with a space', '?lat=%2023.25&lon=77.41', latInvalid],
    ['lat with a comma', '?lat=23,25&lon=77.41', latInvalid],
    ['lon=-181', '?lat=23.25&lon=-181', lonInvalid],
    ['lon=180.5', '?lat=23.25&lon=180.5', lonInvalid],
    ['lon=-Infinity', '?lat=23.25&lon=-Infinity', lonInvalid],
    ['lon=NaN', '?lat=23.25&lon=NaN', lonInvalid],
    ['a 100,000-digit lat', `?lat=${'9'.repeat(100_000)}&lon=77.41`, latInvalid],
    ['a 100,000-decimal lat', `?lat=23.${'5'.repeat(100_000)}&lon=77.41`, latInvalid],
    ['a lon of 5,000 letters', `?lat=23.25&lon=${'x'.repeat(5000)}`, lonInvalid],
  ])('answers 400 naming the parameter for %s', async (_case, query, message) => {
    const { status, body, cacheControl } = await reverse(query);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, code: 'validation_failed', message });
    // A refusal is not cached: the default for API answers.
    expect(cacheControl).toBe('no-store');
  });

  it('accepts the edges of the ranges, a plus sign and long decimals', async () => {
    expect((await reverse('?lat=-90&lon=-180')).status).toBe(404);
    expect((await reverse('?lat=%2B23.2599&lon=%2B77.4126')).body.data.city).toBe('Bhopal');
    expect((await reverse('?lat=23.25990000000000000000&lon=77.4126')).body.data.city).toBe('Bhopal');
  });

  it('answers from memory once loaded: a hundred lookups take well under a second', async () => {
    await reverse('?lat=23.2599&lon=77.4126');
    const started = performance.now();
    for (let i = 0; i < 100; i++) await reverse(`?lat=${(20 + i / 10).toFixed(4)}&lon=78.0000`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
