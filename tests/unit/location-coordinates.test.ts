import { describe, expect, it } from 'vitest';
import { formatCoordinate, parseCoordinate } from '../../src/shared/location/coordinates';
import { formatFullLocation, readReverseGeocodeData } from '../../src/shared/location/location.types';
import { reverseGeocodeQuerySchema } from '../../src/shared/location/location-contract';

describe('parseCoordinate', () => {
  it('reads plain decimals within range', () => {
    expect(parseCoordinate('lat', '23.2599')).toEqual({ ok: true, value: 23.2599 });
    expect(parseCoordinate('lat', '-90')).toEqual({ ok: true, value: -90 });
    expect(parseCoordinate('lon', '+180')).toEqual({ ok: true, value: 180 });
    expect(parseCoordinate('lon', '-0.12')).toEqual({ ok: true, value: -0.12 });
  });

  it('names the parameter when it is missing or not a coordinate', () => {
    expect(parseCoordinate('lat', undefined)).toEqual({ ok: false, message: 'lat is required' });
    expect(parseCoordinate('lon', '')).toEqual({ ok: false, message: 'lon is required' });
    const latInvalid = { ok: false, message: 'lat must be a decimal number from -90 to 90' };
    for (const text of [
      'abc',
      '91',
      '-90.5',
      'NaN',
      'Infinity',
      '1e1',
      '0x10',
      ' 23',
      '23.',
      '.5',
      '23,5',
      '1'.repeat(50),
    ]) {
      expect(parseCoordinate('lat', text), text).toEqual(latInvalid);
    }
    expect(parseCoordinate('lon', '-181')).toEqual({
      ok: false,
      message: 'lon must be a decimal number from -180 to 180',
    });
  });

  it('formats numbers the way it reads them, never in exponent form', () => {
    expect(formatCoordinate(0.0000001)).toBe('0.00000');
    expect(formatCoordinate(77.41260000000001)).toBe('77.41260');
    expect(parseCoordinate('lat', formatCoordinate(-12.345678))).toEqual({ ok: true, value: -12.34568 });
  });

  it('is the rule of the query schema', () => {
    expect(reverseGeocodeQuerySchema.parse({ lat: '23.2599', lon: '77.4126' })).toEqual({ lat: 23.2599, lon: 77.4126 });
    const missing = reverseGeocodeQuerySchema.safeParse({ lon: '77' });
    expect(missing.error?.issues[0]?.message).toBe('lat is required');
  });
});

describe('readReverseGeocodeData', () => {
  const data = { city: 'Bhopal', state: 'Madhya Pradesh', country: 'India', full: 'Bhopal, Madhya Pradesh, India' };

  it('returns the data of a successful answer', () => {
    expect(readReverseGeocodeData({ success: true, message: 'Location found', data })).toEqual(data);
    expect(formatFullLocation({ city: 'Bhopal', state: 'Madhya Pradesh' })).toBe(data.full);
  });

  it('returns null for a failure or a malformed body', () => {
    for (const body of [
      null,
      'Bhopal',
      { success: false, message: 'No Indian city found near this location' },
      { success: true },
      { success: 'true', data },
      { success: true, data: { ...data, city: '' } },
      { success: true, data: { ...data, state: 42 } },
      { success: true, data: { city: 'Bhopal', state: 'Madhya Pradesh', country: 'India' } },
      { success: true, data: { ...data, city: 'x'.repeat(500) } },
    ]) {
      expect(readReverseGeocodeData(body), JSON.stringify(body)).toBeNull();
    }
  });
});
