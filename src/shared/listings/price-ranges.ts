/**
 * The prices a listing may ask, by transaction and property type: a price outside its range is a typo
 * (a 2 BHK flat for ₹5, a shop's rent of ₹50 crore a month) and is refused, on the server and in the
 * form alike. The ranges are wide on purpose: they catch slips of several zeros, not dear homes.
 * Rent is per month.
 */
import { formatPriceShort } from './format';
import type { PropertyType, TransactionType } from './vocabulary';

export interface PriceRange {
  min: number;
  max: number;
}

const LAKH = 100_000;
const CRORE = 10_000_000;

export const PRICE_RANGES: Readonly<Record<TransactionType, Readonly<Record<PropertyType, PriceRange>>>> = {
  Buy: {
    'Flat/Apartment': { min: 3 * LAKH, max: 100 * CRORE },
    'Independent House/Villa': { min: 5 * LAKH, max: 200 * CRORE },
    'Builder Floor': { min: 3 * LAKH, max: 100 * CRORE },
    Plot: { min: 50_000, max: 500 * CRORE },
    Land: { min: 50_000, max: 1000 * CRORE },
    'Office Space': { min: 2 * LAKH, max: 1000 * CRORE },
    'Retail Space/Shop': { min: LAKH, max: 500 * CRORE },
    Warehouse: { min: 5 * LAKH, max: 1000 * CRORE },
  },
  Rent: {
    'Flat/Apartment': { min: 1000, max: 25 * LAKH },
    'Independent House/Villa': { min: 2000, max: 50 * LAKH },
    'Builder Floor': { min: 1000, max: 25 * LAKH },
    Plot: { min: 500, max: CRORE },
    Land: { min: 500, max: 5 * CRORE },
    'Office Space': { min: 2000, max: 5 * CRORE },
    'Retail Space/Shop': { min: 1000, max: 2 * CRORE },
    Warehouse: { min: 5000, max: 5 * CRORE },
  },
};

/** How the form labels the price field: a sale's price, or the rent per month. */
export const PRICE_LABELS: Readonly<Record<TransactionType, string>> = { Buy: 'Price', Rent: 'Rent per month' };

const DEAL: Readonly<Record<TransactionType, string>> = { Buy: 'for sale', Rent: 'to rent' };

/** 'Price of a Flat/Apartment for sale must be from ₹3 L to ₹100 Cr'. */
export const priceRangeMessage = (transaction: TransactionType, type: PropertyType): string => {
  const { min, max } = PRICE_RANGES[transaction][type];
  return `${PRICE_LABELS[transaction]} of a ${type} ${DEAL[transaction]} must be from ${formatPriceShort(min)} to ${formatPriceShort(max)}`;
};

/** The range's message when `price` is outside it, else undefined. */
export const priceRangeProblem = (transaction: TransactionType, type: PropertyType, price: number) => {
  const range = PRICE_RANGES[transaction]?.[type];
  return range && (price < range.min || price > range.max) ? priceRangeMessage(transaction, type) : undefined;
};

/** How far from the city's median price per sq.ft a price is still unremarkable (the admin review's factor). */
export const PRICE_MEDIAN_FACTOR = 3;

/**
 * Whether a price per sq.ft is far from the city's median: more than PRICE_MEDIAN_FACTOR times above or
 * below it. A warning only: a penthouse or a distress sale can be real.
 */
export const farFromMedian = (pricePerSqft: number, median: number): boolean =>
  median > 0 &&
  pricePerSqft > 0 &&
  (pricePerSqft * PRICE_MEDIAN_FACTOR < median || pricePerSqft > median * PRICE_MEDIAN_FACTOR);
