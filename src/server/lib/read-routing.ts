/**
 * Which requests may read from a replica: the one place that decides, so no feature's queries change.
 * Features read `c.var.deps.database.db`; for a public read that is swapped for the handle's read side
 * (replicas in turn, the primary as fallback), and for everything else it stays the primary.
 *
 * A request reads from a replica only when all of these hold:
 * - it is a GET or HEAD (a write, and whatever a write handler reads, stays on the primary);
 * - it carries no Authorization header (a signed-in buyer, seller or admin reads the primary, so what
 *   they changed is what they see, and their owner-only views never lag);
 * - it carries no recent-write marker: every write answered with success sets a short cookie, so the
 *   same browser's next pages (server-rendered ones too, which carry no token) read the primary while
 *   replicas may still be catching up with that write. The cookie is its expiry signed with APP_SECRET:
 *   a made-up or expired one is ignored, so it cannot push reads past the public cache onto the primary;
 * - its path is a public read: the listings, projects, brokers, locations, landing, insights, compare
 *   and reviews APIs, the sitemaps, and the pages (whose data comes from those APIs, routed the same way).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env';
import type { PublicCache } from './public-cache-store';

export const READ_ROUTING = {
  /** The marker a successful write leaves in the writer's browser. */
  recentWriteCookie: 'pc_recent_write',
  /** How long the writer's reads stay on the primary: well beyond a healthy replica's lag (under a second). */
  recentWriteSeconds: 60,
  /**
   * For this long after the public cache was last dropped, an answer read from a replica is not kept
   * there: the replica may not have the write that dropped it yet, and a stale answer kept would be
   * shown to every visitor until the cache's TTL, long after the replica caught up.
   */
  replicaSettleMs: 10_000,
} as const;

/** API paths whose GETs are public reads (under /api). */
const PUBLIC_API = /^\/api\/(?:properties|projects|brokers|locations|landing|insights|compare|reviews)(?:\/|$)/;
/** Paths outside the pages: the API (public only as above) and photos (files, no database). */
const NOT_A_PAGE = /^\/(?:api|media|assets)(?:\/|$)/;

const isPublicPath = (path: string) => PUBLIC_API.test(path) || !NOT_A_PAGE.test(path);

const signatureOf = (secret: string, expires: string) =>
  createHmac('sha256', secret).update(`recent-write\n${expires}`).digest('base64url');

/** The recent-write cookie's value: when it stops counting (seconds since 1970), signed. */
export function recentWriteMarker(secret: string, now: Date): string {
  const expires = String(Math.floor(now.getTime() / 1000) + READ_ROUTING.recentWriteSeconds);
  return `${expires}.${signatureOf(secret, expires)}`;
}

/** True for a marker this deployment signed that has not expired. */
export function isRecentWriteMarker(secret: string, value: string | undefined, now: Date): boolean {
  const [expires, signature, ...rest] = (value ?? '').split('.');
  if (!expires || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Requests that carry the marker of a write made from this browser a moment ago (routeReads checks it). */
const recentWriters = new WeakSet<Request>();

/** True when the request carries a valid marker of a write made from this browser a moment ago. */
export const wroteRecently = (c: Context): boolean => recentWriters.has(c.req.raw);

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Requests whose database reads went to the read side (the public cache asks). */
const onReadSide = new WeakSet<Request>();

/**
 * Puts the app's dependencies on every request, with the read side as `database.db` for public reads,
 * and marks the browser of every successful write.
 */
export function routeReads(deps: AppDeps) {
  const { database } = deps;
  const hasReplicas = database.read !== database.db;
  const readDeps: AppDeps = hasReplicas ? { ...deps, database: { ...database, db: database.read } } : deps;
  const secure = deps.env.PUBLIC_ORIGIN?.startsWith('https:') ?? false;
  const now = () => deps.now?.() ?? new Date();
  return createMiddleware<AppEnv>(async (c, next) => {
    const marker = getCookie(c, READ_ROUTING.recentWriteCookie);
    if (marker !== undefined && isRecentWriteMarker(deps.env.APP_SECRET, marker, now())) recentWriters.add(c.req.raw);
    const toReadSide =
      hasReplicas &&
      isRead(c.req.method) &&
      c.req.header('Authorization') === undefined &&
      !wroteRecently(c) &&
      isPublicPath(c.req.path);
    if (toReadSide) onReadSide.add(c.req.raw);
    c.set('deps', toReadSide ? readDeps : deps);
    await next();
    if (hasReplicas && !isRead(c.req.method) && c.res.status < 400) {
      setCookie(c, READ_ROUTING.recentWriteCookie, recentWriteMarker(deps.env.APP_SECRET, now()), {
        path: '/',
        maxAge: READ_ROUTING.recentWriteSeconds,
        httpOnly: true,
        sameSite: 'Lax',
        secure,
      });
    }
  });
}

/** The generation of each public cache this process last saw, and when it first saw it. */
const seenGenerations = new WeakMap<PublicCache, { generation: number; at: number }>();

/**
 * Whether an answer made for this request may be kept under `generation`: always unless it was read from a
 * replica within replicaSettleMs of this process first seeing that generation (the write that made it
 * came before, so the window is never shorter than the time since that write).
 */
export function mayKeepForReadSide(c: Context, cache: PublicCache, generation: number): boolean {
  const now = Date.now();
  let seen = seenGenerations.get(cache);
  if (!seen || generation > seen.generation) {
    seen = { generation, at: now };
    seenGenerations.set(cache, seen);
  }
  if (!onReadSide.has(c.req.raw)) return true;
  return generation === seen.generation && now - seen.at >= READ_ROUTING.replicaSettleMs;
}
