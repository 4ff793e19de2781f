/**
 * Serves the built client: hashed assets immutable, `index.html`, `sw.js` and the manifest revalidated on
 * every load, pre-compressed brotli/gzip copies when the browser accepts them, and the SPA fallback for
 * app routes (an unknown page gets the app with status 404 so it can show not-found; a missing file gets
 * a plain 404, never HTML). Every index.html answer carries the site configuration, and an active
 * listing's page its own title and link-preview tags (see index-page.ts).
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { isAppRoute, PATHS } from '../../../shared/routes';
import type { SiteConfig } from '../../../shared/site';
import type { AppEnv } from '../../app-env';
import { commonPageCache, compress, indexTemplate, pickEncoding, renderIndex } from './index-page';
import { type ListingPage, listingMeta, type PageMeta } from './listing-meta';

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

/** The index.html paths themselves: answered like app routes, with the configuration written in. */
const isIndexPath = (path: string) => path === '/' || path === '/index.html';

const LISTING_PAGES: Record<string, ListingPage> = {
  [PATHS.propertyProfile]: 'property',
  [PATHS.projectProfile]: 'project',
};

const LISTING_ID = /^[1-9]\d{0,14}$/;

/** A slow database must not hold the page back: past this, the page goes out without listing meta. */
const META_TIMEOUT_MS = 1500;

/** The meta of the active listing this page shows, if any; a failing or slow database means none. */
async function pageMeta(c: Context<AppEnv>): Promise<PageMeta | undefined> {
  const page = LISTING_PAGES[c.req.path.replace(/(.)\/$/, '$1')];
  const id = c.req.query('id');
  if (!page || !id || !LISTING_ID.test(id)) return undefined;
  const { database, env, logger } = c.var.deps;
  const origin = env.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      listingMeta(database.db, page, Number(id), origin),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => {
          logger.warn({ page, id, timeoutMs: META_TIMEOUT_MS }, 'listing meta timed out; serving the plain page');
          resolve(undefined);
        }, META_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    logger.warn({ err: error, page, id }, 'listing meta failed; serving the plain page');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

export function clientRoutes(clientDir: string) {
  const serveFile = serveStatic<AppEnv>({ root: clientDir, precompressed: true });
  const serveOtherFile = withCaching(serveFile, (path) => (ALWAYS_FRESH.test(path) ? REVALIDATE : SHORT));
  const template = indexTemplate(clientDir);
  const commonPage = commonPageCache();

  const serveIndex = async (c: Context<AppEnv>, status: 200 | 404): Promise<Response> => {
    const html = await template();
    if (html === undefined) return notFoundText(c);
    const { env } = c.var.deps;
    const config: SiteConfig = { phone: env.SUPPORT_PHONE, email: env.SUPPORT_EMAIL };
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    const meta = status === 200 ? await pageMeta(c) : undefined;
    const body = meta
      ? encoding
        ? compress(renderIndex(html, config, meta), encoding, false)
        : renderIndex(html, config, meta)
      : commonPage(html, config, encoding);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': REVALIDATE,
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return new Response(body, { status, headers });
  };

  return new Hono<AppEnv>()
    .use(
      '/assets/*',
      withCaching(serveFile, () => IMMUTABLE),
    )
    .get('/assets/*', notFoundText)
    .use('*', (c, next) => (isIndexPath(c.req.path) ? next() : serveOtherFile(c, next)))
    .get('*', async (c) => {
      const { path } = c.req;
      if (!isIndexPath(path) && hasExtension(path)) return notFoundText(c);
      return serveIndex(c, isIndexPath(path) || isAppRoute(path) ? 200 : 404);
    });
}
