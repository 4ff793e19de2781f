/**
 * A listing's view by this request's viewer: their network (an IPv6 caller's /64) and their account when
 * signed in (view-counter.ts counts each once a day, at most a few per network, and writes later in a
 * batch: the read never waits).
 * Counted on every read of an active listing but its owner's: the API's read (a 304 and an answer from the
 * public cache too) and a visitor's server-rendered page kept by the public cache, whose own read did not run.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { appNow } from '../../lib/auth';
import { clientNetwork } from '../../lib/client-ip';

export function countListingView(c: Context<AppEnv>, id: number): void {
  c.var.deps.views.record(id, { network: clientNetwork(c), userId: c.var.viewer?.userId }, appNow(c));
}
