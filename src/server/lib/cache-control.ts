/**
 * Cache-Control of API answers. `no-store` is the default, set once for all of /api (app.ts), so what an
 * account, a seller or an admin is shown is never kept by a cache, refusals neither, without a route
 * saying so. Anything else is a route's opt-in: public reads use publicRead / publicEtag
 * (conditional-get.ts) and the public cache (public-cache.ts); `cacheControl` sets another fixed value.
 */
import { createMiddleware } from 'hono/factory';
import { DAY_S, HOUR_S, MINUTE_S, YEAR_S } from '../../shared/durations';
import { LISTING_CACHE_CONTROL } from '../../shared/offline/offline-contract';
import type { AppEnv } from '../app-env';

/** Every fixed Cache-Control the server sends, by what it means (the listing reads' are LISTING_CACHE_CONTROL). */
export const CACHE_CONTROL = {
  noStore: 'no-store',
  privateNoStore: LISTING_CACHE_CONTROL.private,
  /** Revalidated on every use: a page or file whose name does not change with its content. */
  revalidate: 'no-cache',
  /** A file whose name carries its content's hash, or a photo that is never rewritten. */
  immutable: `public, max-age=${YEAR_S}, immutable`,
  fiveMinutes: `public, max-age=${5 * MINUTE_S}`,
  hour: `public, max-age=${HOUR_S}`,
  hourThenRevalidate: `public, max-age=${HOUR_S}, must-revalidate`,
  day: `public, max-age=${DAY_S}`,
} as const;

/** Sets an answer's Cache-Control once the handler has run, its error answers (401, 403, 400) included. */
export const cacheControl = (value: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    c.header('Cache-Control', value);
  });

/**
 * The default for every API answer, error answers included: no-store unless the route set its own
 * Cache-Control. Public caching is a route's explicit choice (publicRead, publicEtag and a max-age), so
 * a new private route cannot be kept by a shared cache or the offline store by forgetting a header.
 */
export const noStoreUnlessSet = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', CACHE_CONTROL.noStore);
});
