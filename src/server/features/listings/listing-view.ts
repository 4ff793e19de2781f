/**
 * A listing's view by this request's viewer: their account when signed in, else their address and browser
 * (view-counter.ts hashes them, counts each once a day, and writes later in a batch: the read never waits).
 * Counted on every read of an active listing but its owner's: the API's read (a 304 and an answer from the
 * public cache too) and a visitor's server-rendered page kept by the public cache, whose own read did not run.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { appNow } from '../../lib/auth';
import { clientIp } from '../../lib/client-ip';

export function countListingView(c: Context<AppEnv>, id: number): void {
  const viewer = c.var.viewer;
  const who = viewer
    ? { userId: viewer.userId }
    : { address: clientIp(c), userAgent: c.req.header('User-Agent') ?? '' };
  c.var.deps.views.record(id, who, appNow(c));
}
