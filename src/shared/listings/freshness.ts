/**
 * How long a listing stays in search without its seller confirming it is still available: rentals
 * turn over faster than sales, so they lapse sooner. The seller is reminded a week before.
 */
export const FRESHNESS = {
  /** Days a rental stays public after its last confirmation. */
  rentDays: 30,
  /** Days a sale stays public after its last confirmation. */
  saleDays: 60,
  /** Days before lapsing that the seller is reminded. */
  reminderDaysBefore: 7,
} as const;
