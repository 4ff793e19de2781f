/**
 * The search parameters as one zod schema: the search-results link's query (propertyType, transactionType,
 * page, city, state, locality, searchQuery: docs/routes.md) plus our filters and sorts (docs/product-rules.md,
 * Search), built from the table of
 * search-filters.ts. The API validates with it, and the client reads the URL with it. Messages name the
 * parameter by its label on the search screens ('Minimum budget', not minPrice).
 */
import { z } from 'zod';
import { documentedAs } from '../openapi-meta';
import {
  readParam,
  SEARCH_PARAM_NAMES,
  SEARCH_PARAMS,
  SEARCH_RANGES,
  type SearchParamName,
  type SearchParamValue,
} from './search-filters';

/** One parameter as zod reads it: its text (or nothing) in, its value out. */
const param = <K extends SearchParamName>(name: K): z.ZodType<SearchParamValue<K> | undefined, string | undefined> =>
  z
    .string()
    // Read in code below: the document gets the rules from the parameter's codec.
    .meta(documentedAs({ ...SEARCH_PARAMS[name].schema }))
    .optional()
    .transform((raw, ctx) => {
      const read = readParam(name, raw);
      if (!('problem' in read)) return read.value;
      ctx.addIssue({ code: 'custom', message: read.problem });
      return z.NEVER;
    });

/** A control (page, sort) always has a value; a filter may be left out. */
type Shape = {
  [K in SearchParamName]: z.ZodType<
    (typeof SEARCH_PARAMS)[K] extends { kind: 'control' } ? SearchParamValue<K> : SearchParamValue<K> | undefined,
    string | undefined
  >;
};

const shape = Object.fromEntries(SEARCH_PARAM_NAMES.map((name) => [name, param(name)])) as Shape;

/** Each range's low end not above its high end, for any schema holding the search's parameters. */
const rangeCheck = (params: Partial<Record<SearchParamName, unknown>>, ctx: z.RefinementCtx) => {
  for (const [low, high] of SEARCH_RANGES) {
    const [min, max] = [params[low] as number | undefined, params[high] as number | undefined];
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${SEARCH_PARAMS[low].label} must not be more than ${SEARCH_PARAMS[high].label}`,
        path: [low],
      });
    }
  }
};

export const searchParamsSchema = z.object(shape).superRefine(rangeCheck);

/**
 * The search's filters (not its page or sort: these answers have their own order) with more of an
 * endpoint's own parameters (the map's zoom, near me's point), which may replace a filter's.
 */
export const searchFiltersWith = <S extends z.ZodRawShape>(more: S) => {
  const { page: _page, sort: _sort, ...filters } = shape;
  return z.object({ ...filters, ...more }).superRefine(rangeCheck);
};

export type SearchParams = z.output<typeof searchParamsSchema>;
export type SearchParamsInput = z.input<typeof searchParamsSchema>;
