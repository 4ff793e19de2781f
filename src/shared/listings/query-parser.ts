/**
 * Reads the filters out of what Indian buyers type into the search box: '2 bhk flat in indore under
 * 50 lakh', '1 rk for rent mumbai', 'plot in kolar road bhopal between 20 and 40 lakh'. The words it does
 * not recognise come back as `rest` for the server's full-text and trigram search ('kolar road').
 *
 * Rules: the first mention of a filter wins and later mentions of the same kind are dropped (they are
 * filter words, not place names); '1 rk' (one room and kitchen) is 0 bedrooms and '5+ bhk' is 5, which
 * the search reads as five or more; a price without a bound word is a budget (maximum); an area without
 * one means about that size (±10%); the last city named wins, because Indian addresses put the city last
 * and earlier city names are usually part of a locality ('delhi road meerut').
 */
import { cityTable } from './query-cities';
import {
  BEDROOM_WORDS,
  FURNISHING_WORDS,
  GLUE_WORDS,
  POSSESSION_WORDS,
  POSTED_BY_WORDS,
  PROPERTY_TYPE_WORDS,
  TRANSACTION_WORDS,
} from './query-lexicon';
import { readMeasure } from './query-measures';
import { isNumberToken, matchPhrase, type PhraseTable, tokenize } from './query-tokens';
import {
  type Furnishing,
  MAX_SEARCH_QUERY_LENGTH,
  type Possession,
  type PostedBy,
  type PropertyType,
  type TransactionType,
} from './vocabulary';

export interface ParsedPhrase {
  bedrooms?: number;
  propertyType?: PropertyType;
  transactionType?: TransactionType;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  minAreaSqft?: number;
  maxAreaSqft?: number;
  furnishing?: Furnishing;
  possession?: Possession;
  postedBy?: PostedBy;
  /** The words left over, lowercase and single-spaced, without glue words ('in', 'for', 'near'). */
  rest: string;
}

interface Match {
  length: number;
  apply: (parsed: ParsedPhrase) => void;
}

type Matcher = (tokens: readonly string[], start: number) => Match | undefined;

/** Sets a field unless an earlier mention set it: the first mention of a filter wins. */
const setFirst =
  <K extends keyof ParsedPhrase>(field: K, value: ParsedPhrase[K]) =>
  (parsed: ParsedPhrase): void => {
    parsed[field] ??= value;
  };

// The search parameters accept 0 to 10 bedrooms.
const MAX_BEDROOMS = 10;

/** '2 bhk', '3bhk', '5+ bhk', '4 bedrooms', '1 rk', 'rk' (the number before 'rk' does not matter). */
const bedrooms: Matcher = (tokens, start) => {
  const number = tokens[start];
  if (!isNumberToken(number)) {
    const word = matchPhrase(BEDROOM_WORDS, tokens, start);
    return word?.value === 'rk' ? { length: word.length, apply: setFirst('bedrooms', 0) } : undefined;
  }
  const plus = tokens[start + 1] === '+' ? 1 : 0;
  const word = matchPhrase(BEDROOM_WORDS, tokens, start + 1 + plus);
  const count = Number(number);
  if (!word || !Number.isInteger(count) || count > MAX_BEDROOMS) return undefined;
  const value = word.value === 'rk' ? 0 : count;
  return { length: 1 + plus + word.length, apply: setFirst('bedrooms', value) };
};

const measure: Matcher = (tokens, start) => {
  const found = readMeasure(tokens, start);
  if (!found) return undefined;
  const { kind, min, max, length } = found;
  return {
    length,
    apply: (p) => {
      // Only the ends that were named, so a later 'under' can still set the maximum after an 'above'.
      const [low, high] =
        kind === 'price' ? (['minPrice', 'maxPrice'] as const) : (['minAreaSqft', 'maxAreaSqft'] as const);
      if (min !== undefined) p[low] ??= min;
      if (max !== undefined) p[high] ??= max;
    },
  };
};

/** A matcher for a table of words that set one field, keeping the field's first value. */
const words =
  <K extends keyof ParsedPhrase>(table: PhraseTable<NonNullable<ParsedPhrase[K]>>, field: K): Matcher =>
  (tokens, start) => {
    const found = matchPhrase(table, tokens, start);
    return found && { length: found.length, apply: setFirst(field, found.value) };
  };

// In order of preference when two read the same number of words.
const MATCHERS: readonly Matcher[] = [
  bedrooms,
  measure,
  words(PROPERTY_TYPE_WORDS, 'propertyType'),
  words(TRANSACTION_WORDS, 'transactionType'),
  words(FURNISHING_WORDS, 'furnishing'),
  words(POSSESSION_WORDS, 'possession'),
  words(POSTED_BY_WORDS, 'postedBy'),
];

/** The longest match at `start` over every matcher. */
function bestMatch(tokens: readonly string[], start: number): Match | undefined {
  let best: Match | undefined;
  for (const matcher of MATCHERS) {
    const found = matcher(tokens, start);
    if (found && found.length > (best?.length ?? 0)) best = found;
  }
  return best;
}

/** Marks the last city named among the unused words and returns its listed name. */
function takeCity(tokens: readonly string[], used: boolean[], knownCities: readonly string[]): string | undefined {
  const cities = cityTable(knownCities);
  let last: { city: string; start: number; length: number } | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const found = matchPhrase(cities, tokens, i, (index) => !used[index]);
    if (!found) continue;
    last = { city: found.value, start: i, length: found.length };
    i += found.length - 1;
  }
  if (!last) return undefined;
  used.fill(true, last.start, last.start + last.length);
  return last.city;
}

const swapIfReversed = (parsed: ParsedPhrase, low: 'minPrice' | 'minAreaSqft', high: 'maxPrice' | 'maxAreaSqft') => {
  const [min, max] = [parsed[low], parsed[high]];
  if (min !== undefined && max !== undefined && min > max) [parsed[low], parsed[high]] = [max, min];
};

/** The filters named in a free-text search and the words left over; never throws, reads 200 characters. */
export function parseSearchPhrase(text: string, knownCities: readonly string[]): ParsedPhrase {
  const tokens = tokenize(typeof text === 'string' ? text.slice(0, MAX_SEARCH_QUERY_LENGTH) : '');
  const used = tokens.map(() => false);
  const parsed: ParsedPhrase = { rest: '' };
  for (let i = 0; i < tokens.length; i++) {
    const found = bestMatch(tokens, i);
    if (!found) continue;
    found.apply(parsed);
    used.fill(true, i, i + found.length);
    i += found.length - 1;
  }
  const city = Array.isArray(knownCities) ? takeCity(tokens, used, knownCities) : undefined;
  if (city) parsed.city = city;
  swapIfReversed(parsed, 'minPrice', 'maxPrice');
  swapIfReversed(parsed, 'minAreaSqft', 'maxAreaSqft');
  parsed.rest = tokens.filter((token, i) => !used[i] && !GLUE_WORDS.has(token)).join(' ');
  return parsed;
}
