/**
 * The search parameters: SPEC.md's search-results query (propertyType, transactionType, page, city,
 * state, locality, searchQuery) plus DESIGN.md's filters and sorts. One schema, used by the API to
 * validate and by the client to read and write the URL. Messages name the parameter.
 */
import { z } from 'zod';
import { hasControl, oneLineTextMessage, searchText } from '../plain-text';
import {
  FURNISHING,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_QUERY_LENGTH,
  POSSESSION,
  POSTED_BY,
  SEARCH_SORTS,
  TRANSACTION_TYPES,
  toPropertyType,
} from './vocabulary';

const text = (name: string, max: number) =>
  z
    .string()
    .max(max, `${name} must be at most ${max} characters`)
    // Direction-changing characters dropped, invisible-only text read as no filter (plain-text.ts).
    .transform((value) => searchText(value).trim().replace(/\s+/g, ' '))
    // Line breaks and tabs were just made spaces; any other control character (NUL above all) is refused.
    .refine((value) => !hasControl(value), oneLineTextMessage(name))
    .optional()
    .transform((value) => (value ? value : undefined));

const rupees = (name: string) =>
  z
    .string()
    .regex(/^\d{1,13}$/, `${name} must be a whole number of rupees, 0 or more`)
    .transform(Number)
    .optional();

const squareFeet = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, `${name} must be a number of square feet, 0 or more`)
    .transform(Number)
    .optional();

/** A comma-separated list of allowed values ('Owner,Agent'). */
const oneOrMore = <T extends string>(name: string, allowed: readonly T[]) =>
  z
    .string()
    .max(200, `${name} is too long`)
    .transform((value, ctx) => {
      const items = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const unknown = items.find((item) => !allowed.includes(item as T));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', message: `${name} must be one of ${allowed.join(', ')}` });
        return z.NEVER;
      }
      return items.length ? [...new Set(items as T[])] : undefined;
    })
    .optional();

export const searchParamsSchema = z
  .object({
    propertyType: z
      .string()
      .max(60, 'propertyType is too long')
      .transform((value, ctx) => {
        if (!value.trim()) return undefined;
        const type = toPropertyType(value);
        if (!type) {
          ctx.addIssue({ code: 'custom', message: `propertyType '${value}' is not a known property type` });
          return z.NEVER;
        }
        return type;
      })
      .optional(),
    transactionType: z
      .string()
      .transform((value, ctx) => {
        if (!value.trim()) return undefined;
        const match = TRANSACTION_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase());
        if (!match) {
          ctx.addIssue({ code: 'custom', message: `transactionType must be one of ${TRANSACTION_TYPES.join(', ')}` });
          return z.NEVER;
        }
        return match;
      })
      .optional(),
    page: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === '') return 1;
        const page = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
        if (!(page >= 1 && page <= MAX_SEARCH_PAGE)) {
          ctx.addIssue({ code: 'custom', message: `page must be a whole number from 1 to ${MAX_SEARCH_PAGE}` });
          return z.NEVER;
        }
        return page;
      }),
    city: text('city', 80),
    state: text('state', 80),
    locality: text('locality', 120),
    searchQuery: text('searchQuery', MAX_SEARCH_QUERY_LENGTH),
    minPrice: rupees('minPrice'),
    maxPrice: rupees('maxPrice'),
    bedrooms: z
      .string()
      .max(40, 'bedrooms is too long')
      .transform((value, ctx) => {
        const items = value.split(',').filter(Boolean);
        if (!items.every((item) => /^(?:[0-9]|10)$/.test(item.trim()))) {
          ctx.addIssue({ code: 'custom', message: 'bedrooms must be numbers from 0 to 10, like 2,3' });
          return z.NEVER;
        }
        return items.length ? [...new Set(items.map(Number))] : undefined;
      })
      .optional(),
    minArea: squareFeet('minArea'),
    maxArea: squareFeet('maxArea'),
    postedBy: oneOrMore('postedBy', POSTED_BY),
    possession: oneOrMore('possession', POSSESSION),
    furnishing: oneOrMore('furnishing', FURNISHING),
    verified: z
      .enum(['true', 'false', ''], { message: 'verified must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    sort: z
      .string()
      .transform((value, ctx) => {
        if (!value) return 'relevance' as const;
        const sort = SEARCH_SORTS.find((s) => s === value);
        if (!sort) {
          ctx.addIssue({ code: 'custom', message: `sort must be one of ${SEARCH_SORTS.join(', ')}` });
          return z.NEVER;
        }
        return sort;
      })
      .optional()
      .transform((value) => value ?? 'relevance'),
  })
  .superRefine((params, ctx) => {
    if (params.minPrice !== undefined && params.maxPrice !== undefined && params.minPrice > params.maxPrice) {
      ctx.addIssue({ code: 'custom', message: 'minPrice must not be more than maxPrice', path: ['minPrice'] });
    }
    if (params.minArea !== undefined && params.maxArea !== undefined && params.minArea > params.maxArea) {
      ctx.addIssue({ code: 'custom', message: 'minArea must not be more than maxArea', path: ['minArea'] });
    }
  });

export type SearchParams = z.output<typeof searchParamsSchema>;
export type SearchParamsInput = z.input<typeof searchParamsSchema>;
