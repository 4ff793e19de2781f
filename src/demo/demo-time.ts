/** The demo's fixed timeline, so a seed always produces the same dates whatever day it runs. */
import { DAY_MS } from '../shared/durations';

/** "Now" for generated listings: published within the 180 days before this instant. */
export const DEMO_REFERENCE_DATE = new Date('2026-11-01T00:00:00.000Z');

/** Demo featured listings stay featured: a real expiry would empty the featured strip a month later. */
export const DEMO_FEATURED_UNTIL = new Date('2099-12-31T23:59:59.000Z');

/** `days` (may be fractional) before `date`, to the whole second. */
export const daysBefore = (date: Date, days: number): Date =>
  new Date(Math.round((date.getTime() - days * DAY_MS) / 1000) * 1000);

export const daysAfter = (date: Date, days: number): Date => daysBefore(date, -days);

/** Whole days from `from` to `to`. */
export const daysBetween = (from: Date, to: Date): number => (to.getTime() - from.getTime()) / DAY_MS;

/** The first day of the month `months` after `date`, as a `date` column value (YYYY-MM-DD). */
export function monthStartAfter(date: Date, months: number): string {
  const shifted = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  return shifted.toISOString().slice(0, 10);
}

/** A `date` column value (YYYY-MM-DD). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
