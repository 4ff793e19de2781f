/**
 * Serves the built client: hashed assets immutable, `index.html`, `sw.js` and the manifest revalidated on
 * every load, pre-compressed brotli/gzip copies when the browser accepts them, and the SPA fallback for
 * app routes (an unknown page gets the app with status 404 so it can show not-found; a missing file gets
 * a plain 404, never HTML). Every index.html answer carries the site configuration, a server-rendered
 * page the head its components described (see index-page.ts), and a results page a preload of its search.
 */

import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { HOME_LABELS } from '../../../shared/home';
import { searchListingsPath } from '../../../shared/listings/listing-api-paths';
import type { SearchFilters } from '../../../shared/listings/search-href';
import { BROWSE_DEFAULTS, readSearch } from '../../../shared/listings/search-url';
import { BRAND_NAME } from '../../../shared/messages';
import { absoluteStructuredData, type PageHead, SITE_SHARE_IMAGE } from '../../../shared/page-head';
import type { EmbeddedAnswer, RenderedPage } from '../../../shared/page-render';
import { appRouteKey, isServerRendered, type RouteKey } from '../../../shared/routes';
import { organizationStructuredData, websiteStructuredData } from '../../../shared/seo/structured-data-site';
import type { SiteConfig } from '../../../shared/site';
import type { AppEnv } from '../../app-env';
import type { Env } from '../../env';
import { CACHE_CONTROL } from '../../lib/cache-control';
import { cachedPage, keepOutOfPublicCache } from '../../lib/public-cache';
import { publicOrigin } from '../../lib/public-origin';
import { readShows, shownBy } from '../../lib/public-scope';
import { countListingView } from '../listings/listing-view';
import { HASHED_ASSET, readReleases } from './asset-archive';
import {
  commonPageCache,
  compress,
  dataPreloadTag,
  type HeadMeta,
  indexTemplate,
  pickEncoding,
  renderIndex,
} from './index-page';
import { modulePreloadTags, routePreloads } from './route-preloads';
import { loadRenderer, renderOnServer } from './server-render';

/** What the page learns of this deployment: its contacts, and where its photos are served when not `/media`. */
const siteConfigOf = (env: Env): SiteConfig => ({
  phone: env.SUPPORT_PHONE,
  email: env.SUPPORT_EMAIL,
  ...(env.MEDIA_BASE_URL ? { mediaBaseUrl: env.MEDIA_BASE_URL } : {}),
});

const IMMUTABLE = CACHE_CONTROL.immutable;
const REVALIDATE = CACHE_CONTROL.revalidate;
const SHORT = CACHE_CONTROL.hourThenRevalidate;

/** Files whose names do not change between releases: every use must revalidate. */
const ALWAYS_FRESH = /^\/(?:index\.html|sw\.js|manifest\.webmanifest|robots\.txt)?$/;

/** Dot-folders of the build (`.vite/manifest.json`, the server's own table of chunks) are never served. */
const isHidden = (path: string) => /\/\./.test(path);

const hasExtension = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * What the server's own reads for a page carry of the visitor's request: a listing's view counts for them,
 * and a visitor who has just written reads the primary and no kept answer (their cookies, read-routing.ts).
 */
const VISITOR_HEADERS = ['User-Agent', 'X-Forwarded-For', 'Cookie'] as const;

/** A property page's listing id (`?id=`), counted as a view when the page comes from the public cache. */
const LISTING_ID = /^[1-9]\d{0,14}$/;

const notFoundText = (c: Context) => c.text('Not found', 404, { 'Cache-Control': CACHE_CONTROL.noStore });

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
 * so it carries nothing of one page: no home heading (it would flash on the contact page), and of the
 * code only the app's own.
 */
const SHELL_PATH = '/index.html';
const SHELL = 'shell';

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

/**
 * What the server adds to a page's own head: on the home page, the site's own schema.org description (the
 * WebSite with its search box, the Organization). Facts about the site, not the page's data, so written
 * here rather than carried in the home page's scripts.
 */
const SITE_STRUCTURED_DATA: Partial<Record<RouteKey, readonly Record<string, unknown>[]>> = {
  home: [websiteStructuredData(), organizationStructuredData()],
};

const shareImage = (image: PageHead['image'], origin: string): HeadMeta['image'] =>
  image && { ...image, url: new URL(image.path, origin).href };

/** A rendered page's head as the HTML's tags: addresses made absolute with the public origin. */
function headMeta(head: PageHead, origin: string, route: RouteKey | undefined, page: URL, status: number): HeadMeta {
  const structuredData = [...(head.structuredData ?? []), ...((route && SITE_STRUCTURED_DATA[route]) ?? [])];
  // A page that names no canonical address of its own is its path (its query only narrows what it shows);
  // a page not found has none.
  const canonical = head.canonical ?? (status === 200 ? page.pathname : undefined);
  return {
    title: `${head.title} | ${BRAND_NAME}`,
    // A page that does not describe itself keeps the site's own description.
    description: head.description ?? HOME_LABELS.description,
    canonical: canonical ? `${origin}${canonical}` : '',
    noindex: head.noindex,
    // A photo on a CDN (MEDIA_BASE_URL) has its own absolute address already. A page found with no photo
    // of its own shares the site's card.
    image: shareImage(head.image ?? (status === 200 ? SITE_SHARE_IMAGE : undefined), origin),
    firstPhoto: head.preloadPhoto,
    structuredData: structuredData.map((data) => absoluteStructuredData(data, origin) as Record<string, unknown>),
  };
}

/** An anonymous GET of the server's own API, for a page being rendered (through every middleware, in process). */
type ApiFetch = (path: string, signal: AbortSignal) => Promise<EmbeddedAnswer>;

export interface ClientRoutesOptions {
  /** Answers `request` as the whole app would: the renderer reads the API through it. */
  fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  /** Earlier releases' hashed assets (ASSET_ARCHIVE_DIR, asset-archive.ts), served when this build lacks a file. */
  assetArchiveDir?: string | undefined;
}

/**
 * A name the kept releases' list lacks is looked for again at most this often: a deploy that archives a
 * release is seen within a second, and a flood of made-up names reads the archive once a second at most.
 */
const ARCHIVE_REREAD_MS = 1_000;

/**
 * Serves `/assets/<hashed name>` from the archive's `assets/` when the build has no such file: a page still
 * on an earlier release asks for its own chunks. Only a name a kept release lists (its record in the
 * archive) is served: a file that merely looks hashed, left in the folder by hand or by an older tool,
 * never is. Never a folder; anything else falls through to the plain 404.
 */
function archivedAssets(archiveDir: string | undefined): MiddlewareHandler<AppEnv> {
  if (!archiveDir) return (_c, next) => next();
  const serve = withCaching(serveStatic<AppEnv>({ root: archiveDir, precompressed: true }), () => IMMUTABLE);
  let listed = { names: new Set<string>(), readAt: Number.NEGATIVE_INFINITY };
  const isKept = (name: string) => {
    if (!listed.names.has(name) && Date.now() - listed.readAt > ARCHIVE_REREAD_MS) {
      let names = listed.names;
      try {
        names = new Set(readReleases(archiveDir).flatMap((release) => release.files));
      } catch {
        // A record half-written by a deploy: the list read last stands until the next look.
      }
      listed = { names, readAt: Date.now() };
    }
    return listed.names.has(name);
  };
  return (c, next) => {
    const name = c.req.path.slice('/assets/'.length);
    const archived = /^\/assets\/[^/]+$/.test(c.req.path) && HASHED_ASSET.test(name) && isKept(name);
    return archived ? serve(c, next) : next();
  };
}

export function clientRoutes(clientDir: string, { fetch: appFetch, assetArchiveDir }: ClientRoutesOptions) {
  // Compiling the renderer takes a moment: done at start, not on the first visitor's request.
  void loadRenderer().catch(() => undefined);
  const serveFile = serveStatic<AppEnv>({ root: clientDir, precompressed: true });
  const serveOtherFile = withCaching(serveFile, (path) => (ALWAYS_FRESH.test(path) ? REVALIDATE : SHORT));
  const template = indexTemplate(clientDir);
  const commonPage = commonPageCache();
  const preloadsFor = routePreloads(clientDir);

  /** Renders the page on the server; undefined when it could not be (the shell goes out instead). */
  const render = async (c: Context<AppEnv>): Promise<RenderedPage | undefined> => {
    const url = new URL(c.req.url);
    // The page's reads are the visitor's (their address and browser): a listing's view counts for them.
    const visitor = VISITOR_HEADERS.flatMap((name) => {
      const value = c.req.header(name);
      return value === undefined ? [] : [[name, value] as const];
    });
    const fetchApi: ApiFetch = async (path, signal) => {
      const request = new Request(new URL(path, url.origin), {
        headers: { Accept: 'application/json', ...Object.fromEntries(visitor) },
        signal,
      });
      const response = await appFetch(request, c.env);
      // The page shows what its reads showed: a change to any of it drops the kept page (public-scope.ts).
      readShows(c, ...shownBy(request));
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    };
    const { env, logger } = c.var.deps;
    try {
      return await renderOnServer(
        {
          path: url.pathname,
          search: url.search.replace(/^\?/, ''),
          fetchApi,
          siteConfig: siteConfigOf(env),
        },
        env.RENDER_TIMEOUT_MS,
      );
    } catch (error) {
      logger.warn({ err: error, path: url.pathname }, 'server rendering failed; serving the shell');
      keepOutOfPublicCache(c);
      return undefined;
    }
  };

  /** index.html for an app route (`route`), the route-neutral shell, or with status 404 for any other page. */
  const serveIndex = async (c: Context<AppEnv>, page: RouteKey | typeof SHELL | undefined): Promise<Response> => {
    const html = await template();
    if (html === undefined) return notFoundText(c);
    const route = page === SHELL ? undefined : page;
    const { env } = c.var.deps;
    const config = siteConfigOf(env);
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': REVALIDATE,
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;

    const rendered = page !== SHELL && isServerRendered(route) ? await render(c) : undefined;
    if (rendered) {
      const origin = publicOrigin(env);
      // The page's data is in the page, and it paints before its code runs (boot.ts fetches the app after
      // the first paint): no code is preloaded, so its first photo (listingTags preloads it) has the
      // connection to itself. Preloading the page's chunks alongside cost a phone on slow 4G half a second
      // of the largest paint (docs/benchmarks.md).
      const meta = rendered.head && headMeta(rendered.head, origin, route, new URL(c.req.url), rendered.status);
      const text = renderIndex(html, config, {
        meta,
        root: rendered.html,
        answers: rendered.answers,
      });
      return new Response(encoding ? compress(text, encoding, false) : text, { status: rendered.status, headers });
    }

    const status = page ? 200 : 404;
    const codePreloads = modulePreloadTags(await preloadsFor(route, html));
    const search = searchRequest(c, route);
    const parts = {
      preloads: search === undefined ? codePreloads : [...codePreloads, dataPreloadTag(searchListingsPath(search))],
    };
    const body =
      search === undefined
        ? commonPage(html, config, encoding, page, parts)
        : commonPage(html, config, encoding, `${page}?${search}`, parts, false);
    return new Response(body, { status, headers });
  };

  return new Hono<AppEnv>()
    .use(
      '/assets/*',
      withCaching(serveFile, () => IMMUTABLE),
    )
    .use('/assets/*', archivedAssets(assetArchiveDir))
    .get('/assets/*', notFoundText)
    .use('*', async (c, next) => (isHidden(c.req.path) ? notFoundText(c) : next()))
    .use('*', (c, next) => (isIndexPath(c.req.path) ? next() : serveOtherFile(c, next)))
    .get('*', async (c) => {
      const { path } = c.req;
      if (!isIndexPath(path) && hasExtension(path)) return notFoundText(c);
      if (path === SHELL_PATH) return serveIndex(c, SHELL);
      const route = path === '/' ? 'home' : appRouteKey(path);
      if (route === undefined || !isServerRendered(route)) return serveIndex(c, route);
      // A visitor's rendered page is kept briefly, per build, and dropped by a change to what it shows;
      // a property page served from it still counts its view.
      const id = route === 'propertyProfile' ? c.req.query('id') : undefined;
      const countView = id && LISTING_ID.test(id) ? () => countListingView(c, Number(id)) : undefined;
      return cachedPage(
        c,
        template,
        () => serveIndex(c, route),
        (status) => status === 200 && countView?.(),
      );
    });
}
