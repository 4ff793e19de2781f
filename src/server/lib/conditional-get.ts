/**
 * Conditional GETs: public reads carry a weak ETag and answer `304 Not Modified` to a matching
 * `If-None-Match`, so a repeat visit costs headers instead of the listing JSON. hono/etag does the work;
 * this module only decides who gets tags and keeps the 304 vary-correct.
 *
 * - Weak (`W/"…"`): the tag is the SHA-1 of the uncompressed JSON (this middleware runs inside
 *   hono/compress), and the gzip and identity bytes of one answer are the same representation. A strong
 *   tag would be wrong for the gzip bytes (compress would weaken it anyway; the 304 would not).
 * - `Vary: Accept-Encoding` on every tagged answer, 304s included: compress only adds it to bodies it may
 *   compress, and a 304 has no body.
 * - Only anonymous requests: a signed-in owner or admin may be shown a listing nobody else may see
 *   (`private, no-store`), and a tag (or `If-None-Match: *`) must never confirm anything about it. Private
 *   answers only ever go to signed-in people, so no private answer is ever tagged.
 */
import { etag } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import { LISTING_CACHE_CONTROL } from '../../shared/offline/offline-contract';
import type { AppEnv } from '../app-env';

const weakEtag = etag({ weak: true });

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const VARY_AUTHORIZATION = /(?:^|,)\s*authorization\s*(?:,|$)/i;

/** Tags anonymous GETs' 200 answers and answers 304 to a matching If-None-Match. */
export const publicEtag = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.viewer) {
    await next();
    return;
  }
  await weakEtag(c, next);
  if (!c.res.headers.has('ETag')) return;
  const vary = c.res.headers.get('Vary');
  if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
    c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
});

/**
 * Public listing reads: tagged as above, and revalidated by every browser (the service worker's offline
 * store keeps them) unless the handler set its own Cache-Control (a listing only its owner may see is
 * private). An anonymous answer may be kept briefly by a shared cache (a CDN); `Vary: Authorization` keeps a
 * signed-in person's read from being answered with it, or stored for others.
 */
export const publicRead = createMiddleware<AppEnv>(async (c, next) => {
  await publicEtag(c, next);
  if (c.req.method !== 'GET' || c.res.headers.has('Cache-Control')) return;
  const anonymous = !c.var.viewer && c.req.header('Authorization') === undefined;
  if (!anonymous || (c.res.status !== 200 && c.res.status !== 304)) {
    c.header('Cache-Control', LISTING_CACHE_CONTROL.public);
    return;
  }
  c.header('Cache-Control', LISTING_CACHE_CONTROL.shared);
  const vary = c.res.headers.get('Vary');
  if (vary !== '*' && !(vary && VARY_AUTHORIZATION.test(vary)))
    c.header('Vary', vary ? `${vary}, Authorization` : 'Authorization');
});

/**
 * A weak tag for a value, for an answer whose bytes change without its meaning changing (a listing's
 * view counter goes up on every public read). hono/etag uses a tag the handler already set.
 */
export async function weakTagOf(value: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(JSON.stringify(value)));
  return `W/"${Buffer.from(digest).toString('hex')}"`;
}
