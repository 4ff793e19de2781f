/**
 * Serves the built client: hashed assets immutable, `index.html`, `sw.js` and the manifest revalidated on
 * every load, pre-compressed brotli/gzip copies when the browser accepts them, and the SPA fallback for
 * app routes (an unknown page gets the app with status 404 so it can show not-found; a missing file gets
 * a plain 404, never HTML).
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { isAppRoute } from '../../../shared/routes';
import type { AppEnv } from '../../app-env';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600, must-revalidate';

/** Files whose names do not change between releases: every use must revalidate. */
const ALWAYS_FRESH = /^\/(?:index\.html|sw\.js|manifest\.webmanifest|robots\.txt)?$/;

const hasExtension = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

const notFoundText = (c: Context) => c.text('Not found', 404, { 'Cache-Control': 'no-store' });

/** Runs a static handler, then stamps caching headers on what it found. */
const withCaching =
  (handler: MiddlewareHandler<AppEnv>, cacheControl: (path: string) => string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    let passed = false;
    const response = await handler(c, async () => {
      passed = true;
    });
    if (passed || !response) return next();
    response.headers.set('Cache-Control', cacheControl(c.req.path));
    response.headers.append('Vary', 'Accept-Encoding');
    return response;
  };

export function clientRoutes(clientDir: string) {
  const serveFile = serveStatic<AppEnv>({ root: clientDir, precompressed: true });
  const serveIndexRevalidated = withCaching(
    serveStatic<AppEnv>({ root: clientDir, path: 'index.html', precompressed: true }),
    () => REVALIDATE,
  );

  return new Hono<AppEnv>()
    .use(
      '/assets/*',
      withCaching(serveFile, () => IMMUTABLE),
    )
    .get('/assets/*', notFoundText)
    .use(
      '*',
      withCaching(serveFile, (path) => (ALWAYS_FRESH.test(path) ? REVALIDATE : SHORT)),
    )
    .get('*', async (c, next) => {
      if (hasExtension(c.req.path)) return notFoundText(c);
      const response = await serveIndexRevalidated(c, next);
      if (!response || isAppRoute(c.req.path)) return response;
      return new Response(response.body, { status: 404, headers: response.headers });
    });
}
