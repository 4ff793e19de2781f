/** Indian calendar months for the seller dashboard's counts, as the tests expect them. */
import { ENQUIRY_CHART_MONTHS } from '../../src/server/features/sellers/seller-profile.service';

const IST_OFFSET_MS = 330 * 60_000;

/** 'YYYY-MM' of the month in India `monthsAgo` months before this one. */
export function istMonth(monthsAgo: number): string {
  const now = new Date(Date.now() + IST_OFFSET_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 7);
}

/** The instant `minutes` after midnight IST starts the Indian month `monthsAgo` months ago (negative: before). */
export function istMonthStart(monthsAgo: number, minutes = 0): Date {
  const [year = 0, month = 1] = istMonth(monthsAgo).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS + minutes * 60_000);
}

/** The dashboard chart's months, oldest first. */
export const lastMonths = (): string[] =>
  Array.from({ length: ENQUIRY_CHART_MONTHS }, (_, index) => istMonth(ENQUIRY_CHART_MONTHS - 1 - index));
