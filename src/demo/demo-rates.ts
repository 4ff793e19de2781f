/**
 * What a demo listing costs: the ₹/sq.ft range for each property type in a city (monthly for rent),
 * and rounding that makes prices look like real listings (₹45.5 L, ₹1.25 Cr, ₹18,500 a month).
 */
import { AREA_UNITS } from '../shared/listings/area-units';
import type { PropertyType, TransactionType } from '../shared/listings/vocabulary';
import type { DemoCity, RupeeRange } from './demo-city.types';

const scale = ([min, max]: RupeeRange, low: number, high: number): RupeeRange => [min * low, max * high];

/** ₹ per sq.ft for a sale, or ₹ per sq.ft per month for a rent, that demo listings are priced within. */
export function demoRateRange(city: DemoCity, type: PropertyType, transaction: TransactionType): RupeeRange {
  const landPerSqft = scale(city.landPerAcre, 1 / AREA_UNITS.acre.sqft, 1 / AREA_UNITS.acre.sqft);
  if (transaction === 'Buy') {
    switch (type) {
      case 'Flat/Apartment':
        return city.sale;
      case 'Builder Floor':
        return scale(city.sale, 0.85, 1.1);
      case 'Independent House/Villa':
        return scale(city.sale, 1, 1.35);
      case 'Plot':
        return city.plot;
      case 'Land':
        return landPerSqft;
      case 'Office Space':
        return scale(city.sale, 0.9, 1.4);
      case 'Retail Space/Shop':
        return scale(city.sale, 1.3, 2.4);
      case 'Warehouse':
        return [city.sale[0] * 0.3, city.sale[0] * 0.6];
    }
  }
  switch (type) {
    case 'Flat/Apartment':
      return city.rent;
    case 'Builder Floor':
      return scale(city.rent, 0.85, 1.05);
    case 'Independent House/Villa':
      return scale(city.rent, 0.8, 1.1);
    // Plots and farm land are leased for parking, storage or farming at a small share of their value.
    case 'Plot':
      return scale(city.plot, 0.002, 0.004);
    case 'Land':
      return [0.03, 0.09];
    case 'Office Space':
      return scale(city.rent, 1.2, 2);
    case 'Retail Space/Shop':
      return scale(city.rent, 1.8, 3.5);
    case 'Warehouse':
      return [Math.max(10, city.rent[0] * 0.6), Math.max(16, city.rent[0] * 1.2)];
  }
}

const SALE_STEPS = [1_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000];
const RENT_STEPS = [10, 50, 100, 500, 1_000, 5_000];

/** Rounds to the largest "nice" step that keeps the price within 1/`within` of its value. */
function roundNicely(value: number, steps: readonly number[], within: number): number {
  let step = steps[0] ?? 1;
  for (const candidate of steps) if (candidate <= value / within) step = candidate;
  return Math.max(step, Math.round(value / step) * step);
}

/** A sale price as a listing would show it: at most 1.25% from `value` (₹45,37,000 → ₹45,50,000). */
export const roundSalePrice = (value: number): number => roundNicely(value, SALE_STEPS, 40);

/** A monthly rent or deposit as a listing would show it: at most 2.5% from `value` (₹12,340 → ₹12,500). */
export const roundRent = (value: number): number => roundNicely(value, RENT_STEPS, 20);

/** How far rounding may move a price per sq.ft from the range (tests allow this much). */
export const PRICE_ROUNDING_TOLERANCE = 0.03;
