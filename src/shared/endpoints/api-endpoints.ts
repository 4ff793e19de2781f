/**
 * Every route of the API in one table, grouped as the reference page shows them. Tests hold it equal to
 * the routes the server registers; the client names endpoints by these keys.
 */
import { ACCOUNTS_ENDPOINTS } from './accounts.endpoints';
import { ADMIN_ENDPOINTS } from './admin.endpoints';
import { ADMIN_BILLING_ENDPOINTS, SELLER_BILLING_ENDPOINTS } from './billing.endpoints';
import type { AnswerOf, BodyOf, EndpointSpec, ParamsOf, QueryOf } from './endpoint';
import { LISTINGS_ENDPOINTS } from './listings.endpoints';
import { ME_ENDPOINTS } from './me.endpoints';
import { PUBLIC_ENDPOINTS } from './public.endpoints';
import { REPORTS_ENDPOINTS } from './reports.endpoints';
import { REVIEW_REPORTS_ENDPOINTS } from './review-reports.endpoints';
import { REVIEWS_ENDPOINTS } from './reviews.endpoints';
import { SELLERS_ENDPOINTS } from './sellers.endpoints';

export const ENDPOINT_GROUPS = {
  Accounts: ACCOUNTS_ENDPOINTS,
  Listings: LISTINGS_ENDPOINTS,
  'Places, insights and contact': PUBLIC_ENDPOINTS,
  'Saved lists and alerts': ME_ENDPOINTS,
  Sellers: { ...SELLERS_ENDPOINTS, ...SELLER_BILLING_ENDPOINTS },
  Admin: { ...ADMIN_ENDPOINTS, ...ADMIN_BILLING_ENDPOINTS },
  Reports: REPORTS_ENDPOINTS,
  'Resident reviews': { ...REVIEWS_ENDPOINTS, ...REVIEW_REPORTS_ENDPOINTS },
} as const satisfies Record<string, Record<string, EndpointSpec>>;

export const API_ENDPOINTS = {
  ...ACCOUNTS_ENDPOINTS,
  ...LISTINGS_ENDPOINTS,
  ...PUBLIC_ENDPOINTS,
  ...ME_ENDPOINTS,
  ...SELLERS_ENDPOINTS,
  ...SELLER_BILLING_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...ADMIN_BILLING_ENDPOINTS,
  ...REPORTS_ENDPOINTS,
  ...REVIEWS_ENDPOINTS,
  ...REVIEW_REPORTS_ENDPOINTS,
};

export type ApiEndpoints = typeof API_ENDPOINTS;

/** `'GET /api/properties/:id'` and the like. */
export type ApiKey = keyof ApiEndpoints;

/** What a key answers on success. */
export type ApiAnswer<K extends ApiKey> = AnswerOf<ApiEndpoints[K]>;

/** The JSON body a key takes, as its schema reads it. */
export type ApiBody<K extends ApiKey> = BodyOf<ApiEndpoints[K]>;

/** The query a key takes (its schema's fields). */
export type ApiQuery<K extends ApiKey> = QueryOf<ApiEndpoints[K]>;

/** The path parameters a key takes: `{ id }`. */
export type ApiParams<K extends ApiKey> = ParamsOf<K>;

/** Where the API describes itself: these two are not in the table they describe. */
export const API_DOC_PATHS = {
  /** The OpenAPI 3.1 document. */
  document: '/api/openapi.json',
  /** The same, as a page to read. */
  reference: '/api/docs',
} as const;
