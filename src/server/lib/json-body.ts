/**
 * Reads a JSON object body; anything else (bad JSON, an array, a string, nothing) is a 400. So is text
 * holding half of a UTF-16 surrogate pair (`"\udfff"`), which is no Unicode text: PostgreSQL's jsonb
 * refuses it, so a project's configuration label or a plan kept in a payment would fail as a 500.
 */
import type { Context } from 'hono';
import { ACCOUNT_MESSAGES } from '../../shared/accounts/account-messages';
import { ApiFailure } from './errors';

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
