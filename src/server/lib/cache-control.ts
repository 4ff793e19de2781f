/**
 * Cache-Control of API answers. `no-store` is the default, set once for all of /api (app.ts), so what an
 * account, a seller or an admin is shown is never kept by a cache, refusals neither, without a route
 * saying so. Anything else is a route's opt-in: public reads use publicRead / publicEtag
 * (conditional-get.ts) and the public cache (public-cache.ts); `cacheControl` sets another fixed value.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

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
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
});
