/**
 * How long a listing stays in search without its seller confirming it is still available: rentals
 * turn over faster than sales, so they lapse sooner. The seller is reminded a week before. The server's
 * job, the seller's dashboard and the cards all count from these numbers and these functions.
 */

import { DAY_MS } from '../durations';

// Re-exported: the freshness rules' callers and tests count lapses in days.
export { DAY_MS };

import type { TransactionType } from './vocabulary';

export const FRESHNESS = {
  /** Days a rental stays public after its last confirmation. */
  rentDays: 30,
  /** Days a sale stays public after its last confirmation. */
  saleDays: 60,
  /** Days before lapsing that the seller is reminded. */
  reminderDaysBefore: 7,
  /** Days a confirmation reads as recent to a buyer (green); an older one is shown amber. */
  recentDays: 14,
} as const;

/** The id of the seller dashboard's "Still available?" panel, where reminders and expired pages lead. */
export const STILL_AVAILABLE_ID = 'still-available';

/** Days a listing of this transaction stays public after its last confirmation. */
export const freshDays = (transactionType: TransactionType): number =>
  transactionType === 'Rent' ? FRESHNESS.rentDays : FRESHNESS.saleDays;

/** Days after a confirmation that its seller is reminded (a week before the listing lapses). */
export const reminderAfterDays = (transactionType: TransactionType): number =>
  freshDays(transactionType) - FRESHNESS.reminderDaysBefore;

const plusDays = (from: Date | string, days: number) => new Date(new Date(from).getTime() + days * DAY_MS);

/** When a listing confirmed at `confirmedAt` leaves search unless confirmed again. */
export const lapsesAt = (transactionType: TransactionType, confirmedAt: Date | string): Date =>
  plusDays(confirmedAt, freshDays(transactionType));

/** When the seller of a listing confirmed at `confirmedAt` is reminded. */
export const remindsAt = (transactionType: TransactionType, confirmedAt: Date | string): Date =>
  plusDays(confirmedAt, reminderAfterDays(transactionType));

/** Whole days from `confirmedAt` to `now` (never below 0: a clock a little behind reads "today"). */
export const daysSince = (confirmedAt: Date | string, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - new Date(confirmedAt).getTime()) / DAY_MS));

/**
 * "Confirmed available today", "… 1 day ago", "… 12 days ago": on its own, so the listing card (on the
 * home page, whose scripts are counted) takes these words without the reminder's.
 */
export const confirmedAgo = (days: number): string =>
  days <= 0 ? 'Confirmed available today' : `Confirmed available ${days} ${days === 1 ? 'day' : 'days'} ago`;

/** The colour of "Confirmed available …": green while recent, amber once older (FRESHNESS.recentDays). */
export const confirmedTone = (days: number): string =>
  days > FRESHNESS.recentDays ? 'text-amber-800' : 'text-emerald-800';

/** Words shown to buyers and sellers, and the reminder the seller receives. */
export const FRESHNESS_MESSAGES = {
  confirmedAgo,
  /** The reminder's text message and notification body. */
  // A text fits one SMS segment: the server shortens the title to fit (src/server/lib/sms/one-segment.ts).
  reminderText: (title: string, lapseDay: string, link: string) =>
    `Property Creator: is ${title ? `"${title}"` : 'your listing'} still available? Confirm by ${lapseDay} to stay in search: ${link}`,
  reminderTitle: 'Is your property still available?',
  reminderBody: (title: string) => `Confirm “${title}” in one tap to keep it in search.`,
} as const;
