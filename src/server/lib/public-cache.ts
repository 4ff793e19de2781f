/**
 * Public answers kept for a few seconds: what an anonymous visitor is shown (the listing reads, and the
 * server-rendered HTML of public pages) is the same for every visitor, so one database read and one render
 * serve them all for a while. In this process's memory by default; in Redis when `REDIS_URL` is set, so
 * every process shares one copy and one invalidation.
 *
 * - Key: method + full URL (host included: a page's canonical links are written with it) + the encoding
 *   the caller accepts (the compressed bytes are kept, not compressed again per request); a page's also
 *   names the client build it was rendered with.
 * - Only anonymous requests (no live session) are served from the cache or fill it: an owner's or an admin's
 *   read may show a listing nobody else may see. A token that is no live session reads as anonymous, so a
 *   made-up `Authorization` header cannot push a read past the cache. Only 200, 404 and 410 answers are
 *   kept, never one marked `private` or `no-store`, nor one that sets a cookie.
 * - Every public read says whether it came from the cache: `Server-Timing: cache;desc=hit` (or `miss`).
 * - Invalidation by what an answer shows (public-scope.ts, public-cache-store.ts): a read says what it
 *   shows (a listing, a city, or anything), a change says what it touched (`dropsPublicAnswers` on its
 *   route, before its answer goes out), and only the answers showing that are dropped, in every process
 *   at once when shared. A change that says nothing drops everything; one that touched nothing public (a
 *   buyer's own details, a listing still in review) drops nothing. A TTL (PUBLIC_CACHE.ttlSeconds) is the
 *   backstop for changes no route makes (a featured period or a listing's validity running out, a script
 *   writing to the database).
 * - While Redis does not answer, reads go to the database as if nothing were kept.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { pickEncoding } from '../features/client/index-page';
import { type KeptAnswer, PUBLIC_CACHE, type PublicCache } from './public-cache-store';
import { readShows, shownBy, touchedBy } from './public-scope';
import { mayKeepForReadSide, wroteRecently } from './read-routing';

export { createPublicCache, type PublicCache } from './public-cache-store';

const KEPT_STATUSES = new Set([200, 404, 410]);

/** The headers an answer is kept with; per-request ones (request id, security headers) are added anew. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'etag', 'last-modified', 'vary'];

/** What a 304 carries of the 200 (RFC 9110 15.4.5, as hono/etag). */
const NOT_MODIFIED_HEADERS = new Set(['cache-control', 'etag', 'vary']);

/**
 * No live session (sessionAuth has run: a token that is none leaves no viewer): what a stranger would be
 * shown. Nor a browser that has just written (read-routing.ts: a signed marker): a kept answer may predate
 * what it wrote, as seen from a lagging replica.
 */
const isAnonymousGet = (c: Context<AppEnv>) => c.req.method === 'GET' && !c.var.viewer && !wroteRecently(c);

/** Says whether the answer came from the cache, for operators and tests (a header a browser ignores). */
function markCache(response: Response, hit: boolean): Response {
  try {
    response.headers.set('Server-Timing', `cache;desc=${hit ? 'hit' : 'miss'}`);
  } catch {
    // Immutable headers (a fetched response passed on): it says nothing.
  }
  return response;
}

const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');

/** Requests whose pages must not be kept (a render that failed and went out as the bare shell). */
const notKept = new WeakSet<Request>();

/** The page being answered is not kept by the public cache (it is not what the next visitor should get). */
export function keepOutOfPublicCache(c: Context): void {
  notKept.add(c.req.raw);
}

function mayKeep(response: Response): boolean {
  if (!KEPT_STATUSES.has(response.status) || response.headers.has('Set-Cookie')) return false;
  return !/(?:^|,)\s*(?:private|no-store)\b/i.test(response.headers.get('Cache-Control') ?? '');
}

function compressed(body: Uint8Array, encoding: 'br' | 'gzip'): Uint8Array<ArrayBuffer> {
  const output =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body, { level: 6 });
  return new Uint8Array(output);
}

const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|xml))/i;

/** The response as it will be kept: the body read (compressed for `encoding` unless it already is). */
async function toKept(
  response: Response,
  generation: number,
  tags: readonly string[],
  encoding: 'br' | 'gzip' | undefined,
): Promise<KeptAnswer> {
  let body: Uint8Array<ArrayBuffer> = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (
    encoding &&
    !headers.has('content-encoding') &&
    body.byteLength >= PUBLIC_CACHE.compressFromBytes &&
    COMPRESSIBLE.test(headers.get('content-type') ?? '')
  ) {
    body = compressed(body, encoding);
    headers.set('content-encoding', encoding);
  }
  // One URL, one answer per encoding: every kept answer says it varies with Accept-Encoding.
  const vary = headers.get('vary');
  if (!vary || !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return { generation, tags, status: response.status, headers: [...headers], body };
}

/** True when `If-None-Match` names the tag (weak comparison, `*` for any), as hono/etag decides. */
function tagMatches(tag: string | undefined, ifNoneMatch: string | undefined): boolean {
  if (!tag || ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = tag.replace(/^W\//, '');
  return ifNoneMatch.match(/"[^"]*"/g)?.some((candidate) => candidate === bare) ?? false;
}

/**
 * The kept answer for this request: a 304 when its tag matches, else the kept bytes. `made` is the response
 * the answer was just made from (its per-request headers, the request id, go out too); without it the
 * answer comes from the cache and c.body adds what earlier middleware set for this request.
 */
function answerFrom(
  c: Context<AppEnv>,
  answer: KeptAnswer,
  ifNoneMatch: string | undefined,
  made?: Response,
): Response {
  const kept = new Headers(answer.headers);
  if (answer.status === 200 && tagMatches(kept.get('etag') ?? undefined, ifNoneMatch)) {
    const retained = answer.headers.filter(([name]) => NOT_MODIFIED_HEADERS.has(name));
    return new Response(null, { status: 304, headers: retained });
  }
  if (!made) return c.body(answer.body, answer.status as 200, Object.fromEntries(kept));
  const headers = new Headers(made.headers);
  // The made body was read and may have been compressed here: its length and encoding are the kept ones.
  headers.delete('content-length');
  headers.delete('content-encoding');
  for (const [name, value] of kept) headers.set(name, value);
  return new Response(answer.body, { status: answer.status, headers });
}

interface Exchange {
  cache: PublicCache;
  key: string;
  encoding: 'br' | 'gzip' | undefined;
  /** Makes the answer when nothing is kept (the route's handler, or the page's render). */
  make: () => Promise<Response>;
  onHit?: ((status: number) => void) | undefined;
}

/**
 * The kept answer, or the made one (kept for the next request when it may be). Concurrent misses of one key
 * in this process wait for the first, then read what it kept.
 */
async function exchange(c: Context<AppEnv>, { cache, key, encoding, make, onHit }: Exchange): Promise<Response> {
  const ifNoneMatch = c.req.header('If-None-Match');
  const read = async () => {
    try {
      return await cache.answers.read(key);
    } catch (err) {
      cache.logger.warn({ err }, 'reading the public cache failed; answering from the database');
      return undefined;
    }
  };
  let found = await read();
  const earlier = cache.making.get(key);
  if (found && !found.answer && earlier) {
    await earlier;
    found = (await read()) ?? found;
  }
  if (found?.answer) {
    // A page rendered from this answer shows what it shows.
    readShows(c, ...found.answer.tags);
    onHit?.(found.answer.status);
    return markCache(answerFrom(c, found.answer, ifNoneMatch), true);
  }
  if (!found) return markCache(await make(), false);

  let done = () => {};
  cache.making.set(
    key,
    new Promise<void>((resolve) => {
      done = resolve;
    }),
  );
  try {
    const response = markCache(await make(), false);
    if (!mayKeep(response) || notKept.has(c.req.raw)) return response;
    if (!mayKeepForReadSide(c, cache, found.generation)) return response;
    const answer = await toKept(response, found.generation, shownBy(c.req.raw), encoding);
    if (answer.body.byteLength <= PUBLIC_CACHE.maxAnswerBytes) {
      await cache.answers.write(key, answer).catch((err: unknown) => {
        cache.logger.warn({ err }, 'keeping a public answer failed');
      });
    }
    return markCache(answerFrom(c, answer, ifNoneMatch, response), false);
  } finally {
    cache.making.delete(key);
    done();
  }
}

export interface PublicAnswersOptions {
  /** Runs before a kept answer goes out (a listing's view is counted on every read, kept or not). */
  onHit?: (c: Context<AppEnv>, status: number) => void;
}

/**
 * On a public API read, before publicRead: serves an anonymous GET from the cache, or keeps what the route
 * answers. The route is asked for the full answer even for a conditional request (its If-None-Match is
 * answered here, from the kept tag), so a revalidation fills the cache too.
 */
export const publicAnswers = (options: PublicAnswersOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const cache = c.var.deps.publicCache;
    if (!cache || !isAnonymousGet(c)) {
      await next();
      markCache(c.res, false);
      return;
    }
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    const response = await exchange(c, {
      cache,
      key: keyOf('api', c.req.url, encoding ?? 'identity'),
      encoding,
      onHit: options.onHit && ((status) => options.onHit?.(c, status)),
      make: async () => {
        try {
          c.req.raw.headers.delete('If-None-Match');
        } catch {
          // Immutable headers: the route may answer 304, which is passed on and not kept.
        }
        await next();
        return c.res;
      },
    });
    if (response === c.res) return;
    // Replaced outright: assigning over a response would copy its old headers (a Content-Length) onto the new.
    c.res = undefined as unknown as Response;
    c.res = response;
  });

/**
 * A server-rendered page for an anonymous visitor: kept, or rendered by `make` and kept. `build` gives the
 * client build (its index.html), part of the key, so a page never outlives the scripts it loads. The page's
 * own headers (its Content-Encoding, chosen from Accept-Encoding as the key is) are kept as they are.
 * `onHit` runs before a kept page goes out (its render, and the reads that count a listing's view, did not).
 */
export async function cachedPage(
  c: Context<AppEnv>,
  build: () => Promise<string | undefined>,
  make: () => Promise<Response>,
  onHit?: (status: number) => void,
): Promise<Response> {
  const cache = c.var.deps.publicCache;
  if (!cache || !isAnonymousGet(c)) return markCache(await make(), false);
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  const key = keyOf('page', c.req.url, encoding ?? 'identity', (await build()) ?? '');
  return exchange(c, { cache, key, encoding, make, onHit });
}

/**
 * On every route that may change what a public read shows (a listing, a project, a seller, an account's
 * name or status): once the change is made, the kept answers it touched are dropped (all of them when the
 * route did not say what it touched), before the caller hears it is done. A refusal (4xx) changed nothing;
 * anything else may have.
 */
export const dropsPublicAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const { status } = c.res;
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || (status >= 400 && status < 500)) return;
  const tags = touchedBy(c.req.raw);
  if (tags?.length === 0) return;
  await c.var.deps.publicCache?.invalidate(tags);
});
