/**
 * A logout made offline still ends the session on the server, once the device is online again. The
 * device forgets the session at once (the user and the token are removed); the request
 * that ends it on the server (`POST LOGOUT_OUTBOX.path` with the old token in its Authorization header,
 * no body) waits:
 *
 * - under the service worker, in its own workbox-background-sync queue (`queueName`), sent after the
 *   outbox's enquiries and contact messages (which may carry the same token) by Background Sync, at the
 *   page's REPLAY_OUTBOX (page start, back online) and when the worker starts;
 * - without a worker (none yet, unsupported, or the request got no answer), in this page's localStorage
 *   under `pendingKey`, sent at the next 'online' event or page start.
 *
 * It is sent as it was made, so it only ever ends the old session, never that of someone who logged in
 * on the device meanwhile. The server answers 200, or 401 for a session already ended: both mean done
 * (sending it twice is harmless). It is silent: nobody is told it was sent, as the next person on a
 * shared phone has nothing to do with it. Small on purpose: the header's logout imports it.
 */
// A type only: the app's first chunk carries this, so the path is held to the endpoint table by `satisfies`.
import type { ApiPathOf } from '../endpoints/api-path';

/** localStorage key of the page's own pending logouts (LOGOUT_OUTBOX.pendingKey), on its own for the page's start. */
export const PENDING_LOGOUTS_KEY = 'pc-pending-logouts';

export const LOGOUT_OUTBOX = {
  path: '/api/users/logout' satisfies ApiPathOf<'POST /api/users/logout'>,
  /** The worker's queue (its own, so it can be kept as long as a session lives). */
  queueName: 'pc-logouts',
  /** localStorage key of the page's own pending logouts: `[{ token, at }]`, at in epoch milliseconds. */
  pendingKey: PENDING_LOGOUTS_KEY,
  /**
   * Kept for as long as the longest session (the server's default SESSION_TTL_DAYS): by then the session
   * has ended anyway (minutes).
   */
  maxRetentionMinutes: 30 * 24 * 60,
  /** The page keeps at most this many (the newest), so a broken storage never grows without bound. */
  maxPending: 10,
  /** The worker's answer to the page when it kept the logout (not shown: the page is already logged out). */
  queuedMessage: "You're offline. You are logged out on this device; the server will be told when online.",
} as const;

/** An answer that settles a logout: the session ended (2xx), or the server refused for good (4xx but 429). */
export const logoutSettled = (status: number): boolean => status < 500 && status !== 429;
