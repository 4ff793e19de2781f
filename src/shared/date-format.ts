/**
 * The one way dates and times are written on every screen, in messages and in texts, in India time, by
 * name: a day '26 Nov 2026', a moment '26 Nov 2026, 12:04 am', a chart's day '26 Nov', and in
 * month-format.ts a month 'Nov 2026' or 'Nov'. Written by hand rather than with Intl or toLocaleString: 'en-IN' prints
 * '26/11/2026, 12:04:18 am' in one call and '26-Nov-2026' in another, newer ICU data writes September
 * 'Sept' where older writes 'Sep' (so a server render and the browser's hydration could disagree), and
 * runtimes with small ICU (Node builds, some WebViews) print other shapes again. India keeps no daylight
 * saving, so IST is UTC+5:30.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A moment, an ISO day ('2026-11-26') or month ('2026-11'); missing ones print as ''. */
export type DateInput = Date | string | number | null | undefined;

/** The wall-clock fields of `value` in India, or undefined when it is not a date. */
export function istParts(value: DateInput) {
  if (value === null || value === undefined || value === '') return undefined;
  const time = new Date(value).getTime();
  if (!Number.isFinite(time)) return undefined;
  const ist = new Date(time + IST_OFFSET_MS);
  return {
    day: ist.getUTCDate(),
    month: MONTHS[ist.getUTCMonth()] ?? '',
    year: ist.getUTCFullYear(),
    hours: ist.getUTCHours(),
    minutes: ist.getUTCMinutes(),
  };
}

/** '26 Nov 2026' (India time); '' when `value` is not a date. */
export function formatDate(value: DateInput): string {
  const parts = istParts(value);
  return parts ? `${parts.day} ${parts.month} ${parts.year}` : '';
}

/** '26 Nov 2026, 12:04 am' (India time, 12-hour clock); '' when `value` is not a date. */
export function formatDateTime(value: DateInput): string {
  const parts = istParts(value);
  if (!parts) return '';
  const hour = parts.hours % 12 === 0 ? 12 : parts.hours % 12;
  const minutes = String(parts.minutes).padStart(2, '0');
  return `${formatDate(value)}, ${hour}:${minutes} ${parts.hours < 12 ? 'am' : 'pm'}`;
}

/** '26 Nov': a chart axis's day, from a calendar day 'YYYY-MM-DD' (no time zone: the day as written). */
export function formatCalendarDay(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  const name = MONTHS[Number(match?.[1]) - 1];
  return match && name ? `${Number(match[2])} ${name}` : day;
}
