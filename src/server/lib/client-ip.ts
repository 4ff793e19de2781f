/**
 * The caller's address for rate limits and session records: the socket's peer, or the first
 * X-Forwarded-For entry when TRUST_PROXY=true (only a proxy we run may set that header).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const UNKNOWN = 'unknown';

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 45);
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN;
  } catch {
    // In-process requests (tests calling app.request) have no socket.
    return UNKNOWN;
  }
}
