/**
 * PostgreSQL text cannot hold a NUL character: a query string carrying one (`%00`) would fail in the
 * database as a 500. Every API request with one is refused here, in one place, as the 400 it is. Bodies
 * are the schemas' business: their text fields refuse control characters with the field's own message.
 */
import type { MiddlewareHandler } from 'hono';
import { APP_MESSAGES } from '../../shared/messages';
import { apiError } from './errors';

export const refuseNulInQuery: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const query = url.indexOf('?');
  // `%00` is the only way a URL carries NUL (`%2500` is the text "%00", which does not match).
  if (query !== -1 && url.includes('%00', query)) return apiError(c, 400, APP_MESSAGES.badRequest, 'bad_request');
  await next();
};
