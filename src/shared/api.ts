/**
 * The envelope of every API error: `{ success: false, code, message }`. `message` is for a person, in the
 * product's words where it names some (docs/product-rules.md, Limits and messages); `code` is for programs,
 * stable while the words may change: one of API_ERROR_CODES.
 */
export interface ApiError {
  success: false;
  code: ApiErrorCode;
  message: string;
}

/** Every code an error answer may carry. */
export const API_ERROR_CODES = [
  /** The request is malformed: a NUL in the query, a body cut short, what Hono cannot read. */
  'bad_request',
  /** A parameter, field or body was refused; the message says which and why. */
  'validation_failed',
  'unauthorised',
  /** A free quota is used up: a plan is needed. */
  'payment_required',
  'forbidden',
  'not_found',
  /** The address exists, for other methods: `Allow` lists them. */
  'method_not_allowed',
  /** The request clashes with the current state (a replay, a duplicate, a status that cannot move). */
  'conflict',
  /** Public once and no longer (a sold or removed listing). */
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'server_error',
  /** A provider we called (the payment gateway) failed. */
  'upstream_failed',
  /** The database (or Redis) is not reachable for now: retry after `Retry-After`. */
  'unavailable',
  'insufficient_storage',
  /** Made by the service worker: the device is offline and no saved answer fits the request. */
  'offline',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const CODE_OF_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'validation_failed',
  401: 'unauthorised',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'server_error',
  502: 'upstream_failed',
  503: 'unavailable',
  507: 'insufficient_storage',
};

/** The code of an error with this status, unless the answer names a finer one (`bad_request` for a 400). */
export const errorCodeOf = (status: number): ApiErrorCode =>
  CODE_OF_STATUS[status] ?? (status >= 500 ? 'server_error' : 'bad_request');

export interface HealthResponse {
  success: true;
  status: 'ok';
  uptimeSeconds: number;
}

export interface ReadyResponse {
  success: true;
  status: 'ready';
  database: 'pglite' | 'postgres';
  /** Present only when REDIS_URL is configured (and Redis answered). */
  redis?: 'ok';
  /**
   * Present only when DATABASE_REPLICA_URLS is set: how many replicas answered. Fewer than configured is
   * not unready (the primary answers their reads).
   */
  replicas?: { configured: number; answering: number };
}
