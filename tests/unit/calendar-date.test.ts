import { describe, expect, it } from 'vitest';
import { isCalendarDate, isCalendarDateTime } from '../../src/shared/calendar-date';

describe('calendar dates', () => {
  it('takes real days, leap days in leap years included', () => {
    for (const day of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-04-30', '0001-01-01', '9999-12-31'])
      expect(isCalendarDate(day), day).toBe(true);
  });

  it('refuses days no calendar has, year 0 and other shapes', () => {
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2027-04-31',
      '0000-01-01',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '31-01-2026',
      '２０２６-01-01',
      '2026-01-31 ',
      '',
    ])
      expect(isCalendarDate(day), day).toBe(false);
  });

  it('keeps a date within the years asked for', () => {
    expect(isCalendarDate('2026-06-01', { min: 2000, max: 2100 })).toBe(true);
    expect(isCalendarDate('1999-12-31', { min: 2000, max: 2100 })).toBe(false);
  });

  it('takes a date-time with a zone only on a real day', () => {
    expect(isCalendarDateTime('2026-01-31T18:30:00+05:30')).toBe(true);
    expect(isCalendarDateTime('2026-01-31')).toBe(true);
    expect(isCalendarDateTime('2027-04-31T10:00:00Z')).toBe(false);
    expect(isCalendarDateTime('2026-01-31T25:00:00Z')).toBe(false);
    expect(isCalendarDateTime('2026-01-31T10:00:00')).toBe(false);
  });
});
