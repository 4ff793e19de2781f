/**
 * Every API error leaves as `{ success: false, code, message }` with the right status; the code follows
 * from the status (src/shared/api.ts) unless the error names a finer one. A lost database
 * connection is a 503 the client may retry; a client that left mid-body is logged as such and answered
 * 400 (nobody reads it); other unexpected errors are logged with their stack and the request id as a 500.
 * The reply never carries a stack trace.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiError, type ApiErrorCode, errorCodeOf } from '../../shared/api';
import { APP_MESSAGES, methodNotAllowedMessage } from '../../shared/messages';
import type { AppEnv } from '../app-env';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { allowedMethods } from './allowed-methods';
import { isClientAbort } from './client-abort';

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Throw from a handler to answer `{ success: false, code, message }` with `status`. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly code: ApiErrorCode = errorCodeOf(status),
  ) {
    super(message);
  }
}

/** The one way an error answer is written; `extra` adds fields beside the envelope (a 410's `similar`). */
export const apiError = <Extra extends object = Record<never, never>>(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  code: ApiErrorCode = errorCodeOf(status),
  extra?: Extra,
): Response => c.json<ApiError & Extra>({ success: false, code, message, ...(extra as Extra) }, status);

export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiFailure) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return apiError(c, error.status, error.message, error.code);
  }
  if (error instanceof HTTPException) {
    // Hono raises these for malformed bodies and similar client faults; their text is safe to show.
    const status = error.status as ContentfulStatusCode;
    return status < 500 && error.message
      ? apiError(c, status, error.message, status === 400 ? 'bad_request' : errorCodeOf(status))
      : apiError(c, status, APP_MESSAGES.serverError);
  }
  if (isClientAbort(c, error)) {
    // The client's doing (lost signal, closed tab), not a fault of ours: worth a line, not an alert.
    c.var.logger.info({ reqId: c.var.requestId, reason: error.message }, 'the client closed the request');
    return apiError(c, 400, APP_MESSAGES.badRequest, 'bad_request');
  }
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL restarting or unreachable: the request may be retried, and the pool reconnects by itself.
    c.var.logger.warn({ err: error, reqId: c.var.requestId }, 'database unavailable');
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return apiError(c, 503, APP_MESSAGES.databaseUnavailable);
  }
  c.var.logger.error({ err: error, reqId: c.var.requestId }, 'unhandled error');
  return apiError(c, 500, APP_MESSAGES.serverError);
};

/** No route answered: 405 with `Allow` when the address answers other methods, else 404. */
export const handleApiNotFound: NotFoundHandler<AppEnv> = (c) => {
  const allowed = allowedMethods(c.req.path);
  if (allowed.length === 0 || allowed.includes(c.req.method)) return apiError(c, 404, APP_MESSAGES.apiNotFound);
  c.header('Allow', allowed.join(', '));
  return apiError(c, 405, methodNotAllowedMessage(allowed));
};
