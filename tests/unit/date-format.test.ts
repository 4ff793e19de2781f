import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime } from '../../src/shared/date-format';
import { formatMonthName, formatMonthYear } from '../../src/shared/month-format';
import { formatSavedAt } from '../../src/shared/offline/offline-answer';

const CLIENT = join(import.meta.dirname, '../../src/client');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('one date format', () => {
  it('writes dates and date-times in India time, one shape each', () => {
    // 18:34 UTC on 25 Nov is 12:04 am on 26 Nov in India.
    const late = '2026-11-25T18:34:18.000Z';
    expect(formatDate(late)).toBe('26 Nov 2026');
    expect(formatDateTime(late)).toBe('26 Nov 2026, 12:04 am');
    expect(formatDateTime('2026-11-26T06:30:00Z')).toBe('26 Nov 2026, 12:00 pm');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 9, 5))).toBe('1 Jan 2026, 2:35 pm');
    expect(formatDate(new Date('2026-12-31T18:29:59Z'))).toBe('31 Dec 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(formatCalendarDay('2026-11-02')).toBe('2 Nov');
    expect(formatCalendarDay('junk')).toBe('junk');
    expect(formatDate('2026-06-01')).toBe('1 Jun 2026');
    expect(formatDate(null)).toBe('');
    expect(formatMonthYear('2026-09-30')).toBe('Sep 2026');
    expect(formatMonthYear('2026-11')).toBe('Nov 2026');
    expect(formatMonthName('2026-11')).toBe('Nov');
    expect(formatMonthYear(undefined)).toBe('');
  });

  it('is the shape of the lapse day and of an offline answer’s time', () => {
    expect(formatDate('2026-12-25T20:00:00Z')).toBe('26 Dec 2026');
    expect(formatSavedAt(Date.parse('2026-11-21T04:45:00Z'))).toBe('21 Nov 2026, 10:15 am');
  });

  it('is the only way the client writes a date: no toLocale* or Intl.DateTimeFormat in src/client', () => {
    const offenders = sources(CLIENT).filter((file) =>
      /\.toLocale(?:Date|Time)?String\(|Intl\.DateTimeFormat/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
