/**
 * The month shapes of the one date format (date-format.ts): 'Nov 2026' and 'Nov'. A module of their own
 * because only lazily loaded pages write months, and date-format.ts is in the home page's first script.
 */
import { type DateInput, istParts } from './date-format';

/** 'Nov 2026' (a possession or completion month, a trend's month); '' when `value` is not a date. */
export function formatMonthYear(value: DateInput): string {
  const parts = istParts(value);
  return parts ? `${parts.month} ${parts.year}` : '';
}

/** 'Nov' (a chart axis's month); '' when `value` is not a date. */
export function formatMonthName(value: DateInput): string {
  return istParts(value)?.month ?? '';
}
