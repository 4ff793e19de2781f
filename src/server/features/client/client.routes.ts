/**
 * Serves the built client: hashed assets immutable, `index.html`, `sw.js` and the manifest revalidated on
 * every load, pre-compressed brotli/gzip copies when the browser accepts them, and the SPA fallback for
 * app routes (an unknown page gets the app with status 404 so it can show not-found; a missing file gets
 * a plain 404, never HTML). Every index.html answer carries the site configuration, an active listing's
 * page its own title and link-preview tags (see index-page.ts), and a results page a preload of its search.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { searchListingsPath } from '../../../shared/listings/listing-api-paths';
import type { SearchFilters } from '../../../shared/listings/search-href';
import { BROWSE_DEFAULTS, readSearch } from '../../../shared/listings/search-url';
import { appRouteKey, PATHS, type RouteKey } from '../../../shared/routes';
import type { SiteConfig } from '../../../shared/site';
import type { AppEnv } from '../../app-env';
import { homeHeroHtml } from './home-hero';
import { commonPageCache, compress, dataPreloadTag, indexTemplate, pickEncoding, renderIndex } from './index-page';
import { listingFirstPaintHtml } from './listing-first-paint';
import { type ListingPage, listingMeta, type PageMeta } from './listing-meta';
import { modulePreloadTags, routePreloads } from './route-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600, must-revalidate';

/** Files whose names do not change between releases: every use must revalidate. */
const ALWAYS_FRESH = /^\/(?:index\.html|sw\.js|manifest\.webmanifest|robots\.txt)?$/;

/** Dot-folders of the build (`.vite/manifest.json`, the server's own table of chunks) are never served. */
const isHidden = (path: string) => /\/\./.test(path);

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
const isIndexPath = (path: string) => path === '/' || path === SHELL_PATH;

/**
 * `/index.html` is the app shell the service worker precaches and serves for every page opened offline,
 * so it carries nothing of one page: no home heading (it would flash on the contact page) and no preloads.
 */
const SHELL_PATH = '/index.html';
const SHELL = 'shell';

const LISTING_PAGES: Record<string, ListingPage> = {
  [PATHS.propertyProfile]: 'property',
  [PATHS.projectProfile]: 'project',
};

const LISTING_ID = /^[1-9]\d{0,14}$/;

/** What paints before the scripts: the home page's heading and tagline (its largest paint on a phone). */
const ROOT_MARKUP: Partial<Record<RouteKey, string>> = { home: homeHeroHtml() };

/** The results pages, with the defaults their screens add to what the address says (use-url-search.ts). */
const SEARCH_PAGES: Partial<Record<RouteKey, SearchFilters>> = { searchResults: {}, properties: BROWSE_DEFAULTS };

/**
 * A results page's search, preloaded by its HTML: the very request the page makes once its scripts run
 * (read from the address by the same `readSearch`), so the answer is on its way with the scripts. A
 * search the API would refuse is not preloaded.
 */
function searchRequest(c: Context<AppEnv>, route: RouteKey | undefined): string | undefined {
  const defaults = route && SEARCH_PAGES[route];
  if (!defaults) return undefined;
  const { request, valid } = readSearch(new URL(c.req.url).search, defaults);
  return valid ? request : undefined;
}

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
  const preloadsFor = routePreloads(clientDir);

  /** index.html for an app route (`route`), the route-neutral shell, or with status 404 for any other page. */
  const serveIndex = async (c: Context<AppEnv>, page: RouteKey | typeof SHELL | undefined): Promise<Response> => {
    const html = await template();
    if (html === undefined) return notFoundText(c);
    const status = page ? 200 : 404;
    const route = page === SHELL ? undefined : page;
    const { env } = c.var.deps;
    const config: SiteConfig = { phone: env.SUPPORT_PHONE, email: env.SUPPORT_EMAIL };
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    const meta = route ? await pageMeta(c) : undefined;
    const search = searchRequest(c, route);
    const codePreloads = modulePreloadTags(await preloadsFor(route, html));
    const parts = {
      preloads: search === undefined ? codePreloads : [...codePreloads, dataPreloadTag(searchListingsPath(search))],
      // An active listing's page paints its first photo; the home page its heading.
      root: meta?.firstPhoto
        ? listingFirstPaintHtml(meta.firstPhoto, meta.image?.alt ?? meta.title)
        : route && ROOT_MARKUP[route],
    };
    // A listing's page differs with every listing; a results page is kept per search, the rest per route.
    const body = meta
      ? encoding
        ? compress(renderIndex(html, config, { meta, ...parts }), encoding, false)
        : renderIndex(html, config, { meta, ...parts })
      : search === undefined
        ? commonPage(html, config, encoding, page, parts)
        : commonPage(html, config, encoding, `${page}?${search}`, parts, false);
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
    .use('*', async (c, next) => (isHidden(c.req.path) ? notFoundText(c) : next()))
    .use('*', (c, next) => (isIndexPath(c.req.path) ? next() : serveOtherFile(c, next)))
    .get('*', async (c) => {
      const { path } = c.req;
      if (!isIndexPath(path) && hasExtension(path)) return notFoundText(c);
      if (path === SHELL_PATH) return serveIndex(c, SHELL);
      return serveIndex(c, path === '/' ? 'home' : appRouteKey(path));
    });
}
