/**
 * Reads a JSON object body; anything else (bad JSON, an array, a string, nothing) is a 400. So is text
 * holding half of a UTF-16 surrogate pair (`"\udfff"`), which is no Unicode text: PostgreSQL's jsonb
 * refuses it, so a project's configuration label or a plan kept in a payment would fail as a 500.
 *
 * A body must also say it is JSON (`Content-Type: application/json`, optionally `; charset=utf-8`), else 415.
 * A page on another site can make its visitors' browsers send `text/plain`, a form or a blob without asking
 * (a "simple" request), but never `application/json` without our CORS consent: so sign-up, login and the
 * contact form cannot be sent from other sites in the visitor's name (and from the visitor's address).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ACCOUNT_MESSAGES } from '../../shared/accounts/account-messages';
import { APP_MESSAGES } from '../../shared/messages';
import { ApiFailure } from './errors';

const JSON_CONTENT_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** True for `application/json`, with or without `; charset=utf-8`. */
export const isJsonContentType = (value: string | undefined): boolean =>
  value !== undefined && JSON_CONTENT_TYPE.test(value.trim());

const jsonRequired = () => new ApiFailure(415, APP_MESSAGES.jsonRequired);

/** Reads never change anything, so a body on them (meaningless anyway) is left alone. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * 415 for a request that carries a body (or names a content type) other than JSON, before any route runs:
 * no rate limit is spent and no route acts on it, whether it reads its body or not.
 */
export const requireJsonBodies = createMiddleware(async (c, next) => {
  if (READ_METHODS.has(c.req.method)) return next();
  const contentType = c.req.header('Content-Type');
  const length = c.req.header('Content-Length');
  const hasBody =
    contentType !== undefined ||
    (length !== undefined && length !== '0') ||
    c.req.header('Transfer-Encoding') !== undefined;
  if (hasBody && !isJsonContentType(contentType)) throw jsonRequired();
  await next();
});

/** A surrogate not paired with its other half (paired ones are one code point under the u flag). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * A surrogate reaches a body only as a `\uD800`-`\uDFFF` escape (decoding the bytes turns anything else into
 * U+FFFD), so a body without one in its text needs no walk. A false hit (an escaped backslash before
 * `uD8…`) only means the exact walk below runs.
 */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** True when any key or text in `value` holds a lone surrogate; iterative, as the nesting may be deep. */
function hasLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) return true;
    } else if (Array.isArray(item)) {
      // One by one: spreading a long list into push() would overflow the call stack.
      for (const child of item) pending.push(child);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

export async function jsonObjectBody(c: Context): Promise<Record<string, unknown>> {
  if (!isJsonContentType(c.req.header('Content-Type'))) throw jsonRequired();
  let text: string;
  let body: unknown;
  try {
    text = await c.req.text();
    body = JSON.parse(text);
  } catch {
    throw new ApiFailure(400, ACCOUNT_MESSAGES.bodyMustBeJson);
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    (SURROGATE_ESCAPE.test(text) && hasLoneSurrogate(body))
  ) {
    throw new ApiFailure(400, ACCOUNT_MESSAGES.bodyMustBeJson);
  }
  return body as Record<string, unknown>;
}
