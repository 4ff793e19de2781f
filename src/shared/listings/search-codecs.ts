/**
 * How one search parameter's URL text is read and written: the building blocks of the search filter
 * table (search-filters.ts). Reading never throws: it gives the value (undefined when the text means no
 * filter) or the problem, worded with the label the search screens show, which the API answers 400 with. No zod
 * here: the API's schema is built from these (search-params.ts), and forms write URLs without it.
 */

import { type MapBox, readBox, writeBox } from '../location/map-area';
import { commaListSchema } from '../openapi-meta';
import { hasControl, oneLineTextMessage, searchText, searchWords } from '../plain-text';
import {
  MAX_SEARCH_PAGE,
  SEARCH_PROPERTY_TYPES,
  SEARCH_SORTS,
  type SearchSort,
  TRANSACTION_TYPES,
  toSearchPropertyType,
} from './vocabulary';

/** A parameter's text as read: its value, or the problem with it. */
export type ParamRead<T> = { value: T | undefined } | { problem: string };

export interface ParamCodec<T> {
  /** Reads the parameter's text; `name` is its label on the screens, for the problem's wording. */
  parse: (raw: string, name: string) => ParamRead<T>;
  /** The text a value is written as; undefined leaves the parameter out of the URL. */
  write: (value: T) => string | undefined;
  /** The text `parse` reads, as the OpenAPI document describes it (a JSON Schema of the query parameter). */
  schema: Readonly<Record<string, unknown>>;
}

const read = <T>(value: T | undefined): ParamRead<T> => ({ value });
const refuse = (problem: string): ParamRead<never> => ({ problem });

/** A comma-separated list as written in a URL ('Owner,Agent'); an empty list is no filter. */
const list = (values: readonly (string | number)[]) => (values.length ? values.join(',') : undefined);

/** The message for typed text with nothing to search for in it: only emoji, symbols or invisible characters. */
export const noSearchWordsMessage = (name: string): string =>
  `${name} has no words to search for. Type a place, a property type or a budget, like “2 BHK in Bhopal”.`;

/**
 * Free text, cleaned rather than refused (plain-text.ts); blank reads as no filter. With `words`, text
 * that was typed but holds no searchable word (plain-text.ts's searchWords: '😀😀😀', "' OR 1=1 --", a
 * zero-width space) is refused: searching it would match every listing, which is not what was asked.
 */
export const textParam = (max: number, options: { words?: boolean } = {}): ParamCodec<string> => ({
  parse: (raw, name) => {
    if (raw.length > max) return refuse(`${name} must be at most ${max} characters`);
    const text = searchText(raw).trim().replace(/\s+/g, ' ');
    // Line breaks and tabs were just made spaces; any other control character (NUL above all) is refused.
    if (hasControl(text)) return refuse(oneLineTextMessage(name));
    if (options.words && raw.trim() && searchWords(text).length === 0) return refuse(noSearchWordsMessage(name));
    return read(text || undefined);
  },
  write: (text) => text || undefined,
  schema: { type: 'string', maxLength: max },
});

const wholeNumber = (pattern: RegExp, problem: (name: string) => string): ParamCodec<number> => ({
  parse: (raw, name) => (pattern.test(raw) ? read(Number(raw)) : refuse(problem(name))),
  write: (value) => String(value),
  schema: { type: 'string', pattern: pattern.source },
});

/** Whole rupees. */
export const rupeesParam = wholeNumber(/^\d{1,13}$/, (name) => `${name} must be a whole number of rupees, 0 or more`);

/** Square feet, to two decimals. */
export const squareFeetParam = wholeNumber(
  /^\d{1,9}(\.\d{1,2})?$/,
  (name) => `${name} must be a number of square feet, 0 or more`,
);

/** Any of `allowed`, comma-separated ('Owner,Agent'), each once. */
export const oneOrMoreParam = <T extends string>(allowed: readonly T[]): ParamCodec<T[]> => ({
  parse: (raw, name) => {
    if (raw.length > 200) return refuse(`${name} is too long`);
    const items = raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.some((item) => !allowed.includes(item as T)))
      return refuse(`${name} must be one of ${allowed.join(', ')}`);
    return read(items.length ? [...new Set(items as T[])] : undefined);
  },
  write: list,
  schema: commaListSchema(allowed, 200),
});

/** A stored property type, a group of them ('Land/Plot'), or a menu name or alias of one ('Retail Space', 'villa'). */
export const propertyTypeParam: ParamCodec<NonNullable<ReturnType<typeof toSearchPropertyType>>> = {
  parse: (raw, name) => {
    const known = `${name} must be one of ${SEARCH_PROPERTY_TYPES.join(', ')}`;
    if (raw.length > 60) return refuse(known);
    if (!raw.trim()) return read(undefined);
    const type = toSearchPropertyType(raw);
    return type ? read(type) : refuse(known);
  },
  write: (type) => type,
  // The menu names and aliases it also reads are for people typing; a program sends the types.
  schema: { type: 'string', enum: SEARCH_PROPERTY_TYPES },
};

/** Buy or Rent, in any case. */
export const transactionTypeParam: ParamCodec<(typeof TRANSACTION_TYPES)[number]> = {
  parse: (raw, name) => {
    if (!raw.trim()) return read(undefined);
    const match = TRANSACTION_TYPES.find((type) => type.toLowerCase() === raw.trim().toLowerCase());
    return match ? read(match) : refuse(`${name} must be one of ${TRANSACTION_TYPES.join(', ')}`);
  },
  write: (type) => type,
  schema: { type: 'string', enum: TRANSACTION_TYPES },
};

/** Bedrooms from 0 (1 RK) to 10, comma-separated; 5 stands for five or more, as the '5+ BHK' chip says. */
export const bedroomsParam: ParamCodec<number[]> = {
  parse: (raw, name) => {
    if (raw.length > 40) return refuse(`${name} is too long`);
    const items = raw.split(',').filter(Boolean);
    if (!items.every((item) => /^(?:[0-9]|10)$/.test(item.trim())))
      return refuse(`${name} must be numbers from 0 to 10, like 2,3`);
    return read(items.length ? [...new Set(items.map(Number))] : undefined);
  },
  write: list,
  schema: commaListSchema(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], 40),
};

/** `true`, or `false` (or empty), which is no filter and is left out of URLs. */
export const flagParam: ParamCodec<boolean> = {
  parse: (raw, name) =>
    raw === 'true' || raw === 'false' || raw === '' ? read(raw === 'true') : refuse(`${name} must be true or false`),
  write: (on) => (on ? 'true' : undefined),
  schema: { type: 'string', enum: ['true', 'false'] },
};

/** A results page from 1; page 1 is left out of compact URLs. */
export const pageParam: ParamCodec<number> = {
  parse: (raw, name) => {
    if (raw === '') return read(undefined);
    const page = /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
    return page >= 1 && page <= MAX_SEARCH_PAGE
      ? read(page)
      : refuse(`${name} must be a whole number from 1 to ${MAX_SEARCH_PAGE}`);
  },
  write: (page) => (page > 1 ? String(page) : undefined),
  schema: { type: 'integer', minimum: 1, maximum: MAX_SEARCH_PAGE },
};

/** One of the sorts; relevance, the default, is left out of URLs. */
export const sortParam: ParamCodec<SearchSort> = {
  parse: (raw, name) => {
    if (!raw) return read(undefined);
    const sort = SEARCH_SORTS.find((s) => s === raw);
    return sort ? read(sort) : refuse(`${name} must be one of ${SEARCH_SORTS.join(', ')}`);
  },
  write: (sort) => (sort !== 'relevance' ? sort : undefined),
  schema: { type: 'string', enum: SEARCH_SORTS },
};

/** A map area, `west,south,east,north` (map-area.ts); empty is no filter. */
export const boxParam: ParamCodec<MapBox> = {
  parse: (raw, name) => {
    if (!raw.trim()) return read(undefined);
    const box = readBox(raw, name);
    return 'problem' in box ? refuse(box.problem) : read(box.box);
  },
  write: writeBox,
  schema: {
    type: 'string',
    maxLength: 100,
    description: 'west,south,east,north in degrees (the order Leaflet writes a box in), at most 2° each way',
    example: '77.35,23.18,77.48,23.29',
  },
};

/** A day as YYYY-MM-DD (what a date field sends), a real one; empty is no filter. */
export const dayParam: ParamCodec<string> = {
  parse: (raw, name) => {
    if (raw === '') return read(undefined);
    const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? new Date(`${raw}T00:00:00Z`) : undefined;
    return day && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(raw)
      ? read(raw)
      : refuse(`${name} must be a date (YYYY-MM-DD)`);
  },
  write: (day) => day || undefined,
  schema: { type: 'string', format: 'date' },
};
