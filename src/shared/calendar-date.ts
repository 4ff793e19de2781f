/**
 * The one test of a calendar date ('2026-01-31') for every date a person or a caller sends: a filter's
 * From and To, a feature's end, a possession or launch date. The pattern alone lets through days no
 * calendar has ('2026-02-30', '2025-02-29', '2027-04-31'), which JavaScript rolls over into the next month
 * and PostgreSQL refuses with an error (a 500), and year 0, which PostgreSQL has no such day for.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The years any date may have: from year 1 (PostgreSQL has no year 0) to 9999 (four digits). */
export const CALENDAR_YEARS = { min: 1, max: 9999 } as const;

/** True when `text` is YYYY-MM-DD naming a real day, its year within `years`. */
export function isCalendarDate(text: string, years: { min: number; max: number } = CALENDAR_YEARS): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < years.min || year > years.max || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is this month's last day (UTC, so no zone moves it; setUTCFullYear, unlike
  // Date.UTC, reads years below 100 as they are).
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return day <= last.getUTCDate();
}

/**
 * True when `text` is an ISO date, or an ISO date-time with a zone ('2026-01-31T18:30:00+05:30'), whose day
 * is a real one.
 */
export function isCalendarDateTime(text: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.exec(text);
  return Boolean(match?.[1] && isCalendarDate(match[1]) && !Number.isNaN(Date.parse(text)));
}
