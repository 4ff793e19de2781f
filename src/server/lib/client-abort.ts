/**
 * Tells a request whose client went away mid-body (a phone losing signal during a photo upload, a closed
 * tab) from a fault of ours. Node fails such a body with `aborted` and the code ECONNRESET, the very code a
 * lost database connection has: so it is recognised as the error of the request's own stream, never by
 * its code.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** `error` and what it wraps, outermost first. */
function* causes(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    seen.add(current);
    yield current;
  }
}

/** True when `error` is (or wraps) the failure of this request's body because its client left. */
export function isClientAbort(c: Context, error: unknown): boolean {
  // Set by @hono/node-server; in-process requests (tests calling app.request) have no socket to lose.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const failure = incoming?.errored;
  if (!failure) return false;
  for (const cause of causes(error)) if (cause === failure) return true;
  return false;
}
