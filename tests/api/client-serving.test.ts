import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPageModules } from '../../build/page-modules';
import { MANIFEST_PATH, PAGE_MODULES_PATH } from '../../src/server/features/client/route-preloads';
import { publicOrigin } from '../../src/server/lib/public-origin';
import { searchListingsPath } from '../../src/shared/listings/listing-api-paths';
import { BROWSE_DEFAULTS, readSearch } from '../../src/shared/listings/search-url';
import { APP_MESSAGES } from '../../src/shared/messages';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { PATHS } from '../../src/shared/routes';
import { createClientDist, FIXTURE_ASSET, FIXTURE_SERVED_INDEX_HTML } from '../fixtures/client-dist';
import { createTestApp, testDeps } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let database: TestDatabase;
let clientDir: string;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  clientDir = createClientDist();
  app = createTestApp(database, { clientDir });
});
afterAll(async () => {
  await database.destroy();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The page's embedded API answers (`#page-data`), by API path. */
const pageData = (html: string): Record<string, { status: number; body: unknown }> =>
  JSON.parse(html.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/)?.[1] ?? '{}');

/** The page's #root as the server rendered it, or undefined for the empty shell's. */
const renderedRoot = (html: string) =>
  html.match(new RegExp(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>([\\s\\S]*)</div><script`))?.[1];

describe('serving the built client', () => {
  it.each([PATHS.adminPayments, PATHS.sellerAddProperty])(
    'answers the app route %s, rendered in the browser, with index.html revalidated on every load',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(FIXTURE_SERVED_INDEX_HTML);
    },
  );

  it.each([
    [PATHS.about, 200],
    ['/broker/42', 404],
  ])('answers the public page %s rendered on the server, with the configuration, revalidated', async (path, status) => {
    const res = await app.request(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(renderedRoot(html)).toMatch(/<h1[^>]*>/);
    expect(html).toContain(
      FIXTURE_SERVED_INDEX_HTML.match(/<script type="application\/json" id="site-config">[^<]*<\/script>/)?.[0],
    );
    expect(html).toContain('<script type="module" src="/assets/index-AbC123.js"></script>');
  });

  it('answers /index.html, the shell the service worker serves for every page offline, with nothing of the home page', async () => {
    const res = await app.request('/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(FIXTURE_SERVED_INDEX_HTML);
  });

  it('answers an unknown page with the not-found page and status 404', async () => {
    const res = await app.request('/no/such/page');
    expect(res.status).toBe(404);
    const root = renderedRoot(await res.text()) ?? '';
    expect(root).toContain(APP_MESSAGES.notFoundTitle);
    expect(root).toContain(APP_MESSAGES.notFoundBody);
  });

  it('keeps query strings on app routes', async () => {
    const res = await app.request('/search-results?propertyType=Plot&transactionType=Buy&page=1&city=Bhopal');
    expect(res.status).toBe(200);
  });

  describe("a results page comes with its search: the page's own first request, answered in the page", () => {
    const embeddedSearches = async (
      path: string,
      headers: Record<string, string> = { 'Accept-Encoding': 'identity' },
    ) => {
      const html = await (await app.request(path, { headers })).text();
      return Object.keys(pageData(html)).filter((key) => key.startsWith('/api/properties/search'));
    };

    it.each([
      [
        '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=1&city=Bhopal&state=&locality=&searchQuery=',
        'propertyType=Flat%2FApartment&transactionType=Buy&city=Bhopal&page=1',
      ],
      [
        '/search-results?city=Pune&page=3&sort=price_asc&bedrooms=2,3',
        'city=Pune&bedrooms=2%2C3&sort=price_asc&page=3',
      ],
      [PATHS.searchResults, 'page=1'],
      [PATHS.properties, 'sort=newest&page=1'],
      ['/properties?propertyType=Plot&sort=price_desc', 'propertyType=Plot&sort=price_desc&page=1'],
    ])('%s embeds the answer to the search readSearch makes of it', async (path, request) => {
      const defaults = path.startsWith(PATHS.properties) ? BROWSE_DEFAULTS : {};
      expect(readSearch(new URL(path, 'http://x').search, defaults).request).toBe(request);
      expect(await embeddedSearches(path)).toEqual([searchListingsPath(request)]);
    });

    it("comes with the API's refusal of a search it refuses, and with no search on other pages", async () => {
      for (const path of ['/search-results?minPrice=cheap', '/search-results?page=0']) {
        const html = await (await app.request(path)).text();
        const answers = Object.values(pageData(html));
        expect(answers.length, path).toBeGreaterThan(0);
        for (const answer of answers) expect(answer.status, path).toBe(400);
      }
      for (const path of [PATHS.home, PATHS.about]) expect(await embeddedSearches(path), path).toEqual([]);
    });

    it("keeps hostile text in the address out of the page's markup", async () => {
      const html = await (
        await app.request(`/search-results?searchQuery=${encodeURIComponent('"><script>alert(1)</script>')}`)
      ).text();
      expect(html).not.toContain('<script>alert(1)');
      for (const script of html.match(/<script\b[^>]*>/g) ?? [])
        expect(script).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
      // Markup around a word: the word is searched, the markup kept as text in the embedded key.
      expect(await embeddedSearches('/search-results?searchQuery=%22%3E%3Cb%3Eflat')).toEqual([
        searchListingsPath('searchQuery=%22%3E%3Cb%3Eflat&page=1'),
      ]);
    });

    it('answers each address with its own search (never one kept for the route)', async () => {
      expect(await embeddedSearches('/search-results?city=Indore')).toEqual([searchListingsPath('city=Indore&page=1')]);
      expect(await embeddedSearches('/search-results?city=Bhopal')).toEqual([searchListingsPath('city=Bhopal&page=1')]);
      const brotli = await app.request('/search-results?city=Surat', { headers: { 'Accept-Encoding': 'br' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(Object.keys(pageData(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()))).toContain(
        searchListingsPath('city=Surat&page=1'),
      );
    });
  });

  it('serves hashed assets immutable and brotli-compressed when accepted', async () => {
    const res = await app.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(FIXTURE_ASSET);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/assets/index-AbC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(FIXTURE_ASSET);
  });

  it('answers a missing asset with a plain 404, never with HTML', async () => {
    const res = await app.request('/assets/index-Gone99.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('text/html');
    const other = await app.request('/images/missing.png');
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).not.toContain('text/html');
  });

  it('serves sw.js and the manifest uncached, and a real robots.txt', async () => {
    const sw = await app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const robots = await app.request('/robots.txt');
    expect(robots.headers.get('content-type')).toContain('text/plain');
    // The server's own, naming the sitemap: never the client folder's file or the app's HTML.
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${publicOrigin(testDeps(database).env)}/sitemap.xml`);
  });

  it('refuses path traversal', async () => {
    for (const path of ['/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await app.request(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(await res.text(), path).not.toContain('root:');
    }
  });

  it('never answers an API path with the app', async () => {
    const res = await app.request('/api/unknown');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, code: 'not_found', message: APP_MESSAGES.apiNotFound });
  });
});

describe('the code a page preloads', () => {
  let dir: string;
  let withManifest: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    dir = createClientDist();
    mkdirSync(join(dir, '.vite'));
    // As the build writes them: the entry (boot.ts) imports the app, which imports the pages lazily, the
    // seller's login inside the seller's layout and the seller's page table; and the map of which route
    // loads which page, read off the client's own tables.
    writeFileSync(
      join(dir, MANIFEST_PATH),
      JSON.stringify({
        'index.html': { file: 'assets/index-AbC123.js', isEntry: true, dynamicImports: ['_app.js'] },
        '_app.js': { file: 'assets/app-a.js', imports: ['index.html'] },
        'src/client/features/home/HomePage.tsx': { file: 'assets/c-home.js', imports: ['_app.js', '_c-common.js'] },
        'src/client/app/layouts/SellerLayout.tsx': { file: 'assets/c-seller-layout.js', imports: ['_app.js'] },
        'src/client/features/sellers/pages/SellerPage.tsx': { file: 'assets/c-seller.js', imports: ['_app.js'] },
        'src/client/features/sellers/pages/SellerLoginPage.tsx': {
          file: 'assets/c-seller-login.js',
          imports: ['_app.js', '_c-common.js'],
        },
        '_c-common.js': { file: 'assets/c-common.js' },
      }),
    );
    writeFileSync(join(dir, PAGE_MODULES_PATH), JSON.stringify(readPageModules(process.cwd())));
    withManifest = createTestApp(database, { clientDir: dir });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const preloads = async (path: string) =>
    [
      ...(await (await withManifest.request(path)).text()).matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1]);

  it('a page the browser renders names the app, its layout, its pages and the chunks they import', async () => {
    expect(await preloads(PATHS.sellerLogin)).toEqual([
      '/assets/app-a.js',
      '/assets/c-seller-layout.js',
      '/assets/c-seller.js',
      '/assets/c-seller-login.js',
      '/assets/c-common.js',
    ]);
  });

  it('the offline shell names the app alone', async () => {
    expect(await preloads('/index.html')).toEqual(['/assets/app-a.js']);
  });

  it('a page the server renders preloads no code: it paints before the app is fetched', async () => {
    for (const path of [PATHS.home, PATHS.about, '/no/such/page']) expect(await preloads(path), path).toEqual([]);
  });

  it('never serves the build manifest', async () => {
    const res = await withManifest.request(`/${MANIFEST_PATH}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });
});
