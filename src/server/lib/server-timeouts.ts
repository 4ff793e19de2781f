/**
 * How long a client may take to send a request (Node's http server options). Node's own defaults hold a
 * request trickled one byte at a time for 5 minutes (and its headers for a minute), so a few connections
 * can tie the server up; these come from HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS. A request that runs
 * out of time is answered 408 and its connection closed.
 */
import type { ServerOptions } from 'node:http';
import type { Env } from '../env';

export function httpServerOptions(env: Pick<Env, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS'>): ServerOptions {
  return {
    headersTimeout: env.HEADERS_TIMEOUT_MS,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // Node looks for requests past these limits only this often (30 s by default): a quarter of the headers
    // limit, between 0.25 and 5 s, cuts them close to their limit at the cost of a walk over open connections.
    connectionsCheckingInterval: Math.min(5_000, Math.max(250, Math.floor(env.HEADERS_TIMEOUT_MS / 4))),
  };
}
