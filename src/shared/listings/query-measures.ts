/**
 * Prices and areas in a search phrase: '50 lakh', 'under 25k', 'between 20 and 40 lakh', '20-40 lakh',
 * '1 cr+', 'above 1000 sq ft', '200 gaj'. Areas come out in square feet, prices in whole rupees.
 */
import { type AreaUnit, toSqft } from './area-units';
import { AMOUNT_UNITS } from './format';
import {
  AREA_UNIT_WORDS,
  BOUND_WORDS,
  type Bound,
  CURRENCY_WORDS,
  RANGE_WORDS,
  TRAILING_BOUND_WORDS,
} from './query-lexicon';
import { isNumberToken, matchPhrase } from './query-tokens';

// The largest values the search parameters accept (13-digit rupees, 9-digit square feet).
const MAX_RUPEES = 9_999_999_999_999;
const MAX_SQFT = 999_999_999;
// A bare number without a unit is a filter only after a bound word and from this much up: 'under 25000'
// is a rent, while 'under 50' is more likely a typo than fifty rupees, and 'sector 62' is a place.
const MIN_UNITLESS_RUPEES = 1000;
// A bare area ('1200 sqft', 'plot 200 sq yd') means "about this size": listed sizes are rarely exact.
const AROUND = 0.1;

type Unit = { kind: 'money'; rupees: number } | { kind: 'area'; unit: AreaUnit };

interface Quantity {
  number: number;
  unit: Unit | undefined;
  currency: boolean;
  length: number;
}

export interface Measure {
  kind: 'price' | 'area';
  min?: number;
  max?: number;
  length: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A number with its unit: 'rs 50 lakh', '1.2cr', '200 sq yd', '25000 rupees'. */
function readQuantity(tokens: readonly string[], start: number): Quantity | undefined {
  let i = start;
  const prefix = matchPhrase(CURRENCY_WORDS, tokens, i);
  if (prefix && isNumberToken(tokens[i + prefix.length])) i += prefix.length;
  const number = tokens[i];
  if (!isNumberToken(number)) return undefined;
  i++;
  let unit: Unit | undefined;
  const rupees = AMOUNT_UNITS.get(tokens[i] ?? '');
  const area = matchPhrase(AREA_UNIT_WORDS, tokens, i);
  if (rupees !== undefined) {
    unit = { kind: 'money', rupees };
    i++;
  } else if (area) {
    unit = { kind: 'area', unit: area.value };
    i += area.length;
  }
  const suffix = unit?.kind === 'area' ? undefined : matchPhrase(CURRENCY_WORDS, tokens, i);
  if (suffix) i += suffix.length;
  return { number: Number(number), unit, currency: Boolean(prefix || suffix), length: i - start };
}

/** The value of a quantity read with `unit`, or undefined when it is not a usable filter value. */
function filterValue(quantity: Quantity, unit: Unit | undefined, bounded: boolean) {
  if (unit?.kind === 'area') {
    const sqft = toSqft(quantity.number, unit.unit);
    return sqft <= MAX_SQFT ? { kind: 'area' as const, value: sqft } : undefined;
  }
  const rupees = Math.round(quantity.number * (unit?.rupees ?? 1));
  const plain = !unit && !quantity.currency;
  if (plain && !(bounded && rupees >= MIN_UNITLESS_RUPEES)) return undefined;
  return rupees <= MAX_RUPEES ? { kind: 'price' as const, value: rupees } : undefined;
}

/**
 * 'between 20 and 40 lakh', '20-40 lakh', '50 lakh to 1 cr': one end lends its unit to the other. Two
 * numbers joined this way are a range even without a unit ('rent 15000-20000'), like a number after a bound.
 */
function readRange(tokens: readonly string[], start: number): Measure | undefined {
  const low = readQuantity(tokens, start);
  if (!low) return undefined;
  const connector = matchPhrase(RANGE_WORDS, tokens, start + low.length);
  if (!connector) return undefined;
  const high = readQuantity(tokens, start + low.length + connector.length);
  if (!high) return undefined;
  const lowValue = filterValue(low, low.unit ?? high.unit, true);
  const highValue = filterValue(high, high.unit ?? low.unit, true);
  if (!lowValue || !highValue || lowValue.kind !== highValue.kind) return undefined;
  const length = low.length + connector.length + high.length;
  return { kind: lowValue.kind, min: lowValue.value, max: highValue.value, length };
}

/** A price or area filter starting at `tokens[start]`, with the bound words around it. */
export function readMeasure(tokens: readonly string[], start: number): Measure | undefined {
  const bound = matchPhrase(BOUND_WORDS, tokens, start);
  const at = start + (bound?.length ?? 0);
  const range = readRange(tokens, at);
  if (range) return { ...range, length: range.length + (bound?.length ?? 0) };
  const quantity = readQuantity(tokens, at);
  const trailing = quantity && !bound ? matchPhrase(TRAILING_BOUND_WORDS, tokens, at + quantity.length) : undefined;
  const direction: Bound | undefined = bound?.value ?? trailing?.value;
  if (!quantity || direction === 'between') return undefined;
  const measured = filterValue(quantity, quantity.unit, direction !== undefined);
  if (!measured) return undefined;
  const length = at - start + quantity.length + (trailing?.length ?? 0);
  const { kind, value } = measured;
  if (direction === 'max') return { kind, max: value, length };
  if (direction === 'min' || direction === 'from') return { kind, min: value, length };
  // No bound word: a price is a budget ('2 bhk indore 50 lakh'), an area is about that size.
  if (kind === 'price') return { kind, max: value, length };
  return { kind, min: round2(value * (1 - AROUND)), max: round2(value * (1 + AROUND)), length };
}
