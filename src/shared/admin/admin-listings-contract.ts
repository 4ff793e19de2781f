/**
 * The admin moderation tables:
 *
 *   GET /api/admin/properties?status&propertyType&city&sellerId&postedBy&from&to&q&flagged&sort&order&page&pageSize
 *   GET /api/admin/projects?…   (the same; propertyType is the project type, postedBy is always Builder)
 *     → 200 AdminListingsPage
 *
 * Every filter runs in SQL, pages are read with limit/offset and the total is counted beside them.
 * `from`/`to` are calendar dates (YYYY-MM-DD) on `createdAt`, both included (`to` up to the end of that
 * day, UTC). `q` matches the title (a project's name), the locality and the seller's name, case-insensitive.
 * Without `status`, deleted listings are left out; `status=deleted` shows them.
 *
 * Flags (computed in SQL for each row; `flagged=true` keeps rows with at least one):
 * - `same_photo`: one of its photos (by content hash) is also a photo of a listing of another seller;
 * - `near_identical`: another seller has a listing with the same title (case-insensitive), the same city
 *   and locality, and a price within 2%;
 * - `price_outlier` (properties only; a project has no single area): its price per sq.ft is below a third
 *   or above three times the median of the active listings of the same city, transaction type and
 *   property type (a plot and a flat are not priced alike), when at least `outlierMinSample` of them exist.
 */

import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import { apiPath } from '../endpoints/api-path';
import { PRICE_MEDIAN_FACTOR } from '../listings/price-ranges';
import {
  LISTING_STATUSES,
  POSTED_BY,
  type PostedBy,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROPERTY_TYPES,
  type SellerType,
} from '../listings/vocabulary';
import { CALENDAR_DATE_SCHEMA, documentedAs, wholeNumberText } from '../openapi-meta';
import { searchText } from '../plain-text';
import type { ModerationKind } from './moderation-contract';

export const LISTING_FLAGS = ['same_photo', 'near_identical', 'price_outlier'] as const;
export type ListingFlag = (typeof LISTING_FLAGS)[number];

export const ADMIN_LISTING_SORTS = ['createdAt', 'price', 'views'] as const;
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const ADMIN_LISTINGS_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  pageMax: 10_000,
  qMax: 100,
  cityMax: 80,
  /** Price within this fraction counts as "the same price" for near-identical listings. */
  nearPriceFraction: 0.02,
  /** Below 1/factor or above factor times the median price per sq.ft is an outlier. */
  outlierFactor: PRICE_MEDIAN_FACTOR,
  /** A median of fewer active listings than this says nothing; no outlier flag then. */
  outlierMinSample: 5,
} as const;

/** The admin listings filters' messages, naming each filter as the filter bar labels it. */
export const ADMIN_LISTINGS_MESSAGES = {
  status: `Status must be one of ${LISTING_STATUSES.join(', ')}`,
  projectStatus: `Status must be one of ${PROJECT_STATUSES.join(', ')}`,
  propertyType: 'Type must be one of the property or project types listed',
  postedBy: `Posted by must be one of ${POSTED_BY.join(', ')}`,
  sort: 'Sort by must be Posted, Price or Views',
  order: 'Order must be ascending or descending',
  page: `Page must be a whole number from 1 to ${ADMIN_LISTINGS_LIMITS.pageMax}`,
  pageSize: `Listings per page must be a whole number from 1 to ${ADMIN_LISTINGS_LIMITS.pageSizeMax}`,
  sellerId: 'Seller id must be a positive whole number',
  dateFrom: 'Posted from must be a date (YYYY-MM-DD)',
  dateTo: 'Posted to must be a date (YYYY-MM-DD)',
  dateOrder: 'Posted from must not be after Posted to',
  flagged: 'Flags must be true or false',
  text: `Search must be at most ${ADMIN_LISTINGS_LIMITS.qMax} characters`,
  city: `City must be at most ${ADMIN_LISTINGS_LIMITS.cityMax} characters`,
} as const;

const M = ADMIN_LISTINGS_MESSAGES;
const L = ADMIN_LISTINGS_LIMITS;
const wholeInRange = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)
    .meta(wholeNumberText(min, max));
// An empty query parameter (a cleared filter in the URL) means "no filter".
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const opt = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

const KINDS_TYPES = [...PROPERTY_TYPES, ...PROJECT_TYPES] as readonly string[];

/**
 * The query of a table, with the statuses of its kind: a project has no sold, rented or expired state, and
 * the database errs when a project's status is compared with one, so the schema refuses it first (a 400).
 */
const adminQuery = <S extends readonly [string, ...string[]]>(statuses: S, statusMessage: string) =>
  z
    .object({
      status: opt(z.enum(statuses, { error: statusMessage })),
      propertyType: opt(
        z
          .string()
          .refine((v) => KINDS_TYPES.includes(v), M.propertyType)
          .meta(documentedAs({ type: 'string', enum: KINDS_TYPES })),
      ),
      city: opt(z.string().overwrite(searchText).trim().max(L.cityMax, M.city)),
      sellerId: opt(
        z
          .string()
          .regex(/^[1-9]\d{0,14}$/, M.sellerId)
          .transform(Number),
      ),
      postedBy: opt(z.enum(POSTED_BY, { error: M.postedBy })),
      from: opt(
        z
          .string()
          .refine((v) => isCalendarDate(v), M.dateFrom)
          .meta(documentedAs(CALENDAR_DATE_SCHEMA)),
      ),
      to: opt(
        z
          .string()
          .refine((v) => isCalendarDate(v), M.dateTo)
          .meta(documentedAs(CALENDAR_DATE_SCHEMA)),
      ),
      q: opt(z.string().overwrite(searchText).trim().max(L.qMax, M.text)),
      flagged: opt(z.enum(['true', 'false'], { error: M.flagged }).transform((v) => v === 'true')),
      sort: z.preprocess(blankToUndefined, z.enum(ADMIN_LISTING_SORTS, { error: M.sort }).default('createdAt')),
      order: z.preprocess(blankToUndefined, z.enum(SORT_ORDERS, { error: M.order }).default('desc')),
      page: z.preprocess(blankToUndefined, wholeInRange(1, L.pageMax, M.page).default(1)),
      pageSize: z.preprocess(blankToUndefined, wholeInRange(1, L.pageSizeMax, M.pageSize).default(L.pageSizeDefault)),
    })
    .refine((v) => !v.from || !v.to || v.from <= v.to, { message: M.dateOrder });

export const adminListingsQuerySchema = adminQuery(LISTING_STATUSES, M.status);
export const adminProjectsQuerySchema = adminQuery(PROJECT_STATUSES, M.projectStatus);
export type AdminListingsQuery = z.output<typeof adminListingsQuerySchema>;

/** One row of the table. `price` is a property's price, a project's lowest price. */
export interface AdminListingRow {
  id: number;
  kind: ModerationKind;
  title: string;
  /** A property's type, or a project's type (Residential, Commercial, Mixed). */
  type: string;
  transactionType: string | null;
  city: string;
  locality: string;
  price: number;
  maxPrice: number | null;
  pricePerSqft: number | null;
  views: number;
  status: string;
  rejectionReason: string | null;
  featuredUntil: string | null;
  createdAt: string;
  seller: { id: number; name: string; sellerType: SellerType | null; postedBy: PostedBy };
  flags: ListingFlag[];
}

export interface AdminListingsPage {
  success: true;
  data: AdminListingRow[];
  total: number;
  page: number;
  pageSize: number;
}

export const adminListingsPath = (kind: ModerationKind): string =>
  apiPath(kind === 'property' ? 'GET /api/admin/properties' : 'GET /api/admin/projects');
