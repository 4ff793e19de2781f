import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import { DEFAULT_RENDER_TIMEOUT_MS, loadEnv } from '../../src/server/env';
import { commonPageCache, renderIndex } from '../../src/server/features/client/index-page';
import { publicOrigin } from '../../src/server/lib/public-origin';
import { cityLandingPath } from '../../src/shared/landing/landing-slug';
import { GALLERY_PHOTO_SIZES, galleryPhotoSrcSet } from '../../src/shared/listings/gallery-photo';
import { projectDetailPath, propertyDetailPath } from '../../src/shared/listings/listing-api-paths';
import { SERVER_RENDERED_ATTRIBUTE, SITE_SHARE_IMAGE } from '../../src/shared/page-head';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SITE, SITE_CONFIG_ELEMENT_ID } from '../../src/shared/site';
import { insertMedia, insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

/** Shaped like the built index.html: a title, a description and a module script in <head>. */
const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Property Creator: Buy, Sell & Rent Property in India</title>
    <meta name="description" content="Search land, plots, offices, shops and flats across India on Property Creator." />
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const DEFAULT_TITLE = '<title>Property Creator: Buy, Sell & Rent Property in India</title>';

const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SUPPORT_PHONE: '+91 98765 43210',
  SUPPORT_EMAIL: 'help@homes.example.in',
});
const withOrigin = { ...env, PUBLIC_ORIGIN: 'https://homes.example.in' };
/** Where the server listens: the origin of its absolute links when PUBLIC_ORIGIN is not set. */
const LISTEN_ORIGIN = publicOrigin(env);

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'pc-index-meta-'));
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The content of `<meta {attribute}="{key}" content="...">`, or undefined. */
const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)" />`))?.[1];
/** The page's embedded API answers (`#page-data`), by API path. */
const pageData = (html: string): Record<string, { status: number; body: unknown }> =>
  JSON.parse(html.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/)?.[1] ?? '{}');
/** What the server rendered into #root. */
const rootOf = (html: string) => html.slice(html.indexOf(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`));
const siteConfigOf = (html: string) =>
  JSON.parse(
    html.match(new RegExp(`<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">([^<]*)</script>`))?.[1] ??
      'null',
  );

describeEachDatabase("index.html: site configuration and the listing pages' heads", (database) => {
  let app: ReturnType<typeof createTestApp>;
  let appWithOrigin: ReturnType<typeof createTestApp>;
  const ids: Record<string, number> = {};
  let cover = '';

  const page = async (path: string, target = app, headers: Record<string, string> = {}) => {
    const res = await target.request(path, { headers });
    return { res, html: await res.text() };
  };

  beforeAll(async () => {
    const db = database().db;
    app = createTestApp(database(), { clientDir, env });
    appWithOrigin = createTestApp(database(), { clientDir, env: withOrigin });
    const seller = await insertSeller(db, { sellerType: 'Builder', companyName: 'Skyline Builders' });
    ids.active = await insertProperty(db, {
      seller,
      title: '3 BHK Flat in Arera Colony',
      bedrooms: 3,
      price: 4_500_000,
      areaValue: 1450,
    });
    cover = await insertMedia(db, `${ids.active}-0`);
    ids.rent = await insertProperty(db, {
      seller,
      transactionType: 'Rent',
      price: 25_000,
      bedrooms: 2,
      locality: 'MP Nagar',
      photos: 0,
    });
    ids.plot = await insertProperty(db, { seller, propertyType: 'Plot', price: 12_000_000, areaValue: 2400 });
    ids.hostile = await insertProperty(db, {
      seller,
      title: `<script>alert("x")</script> & 'quotes' $& $1`,
      locality: '</title><b>Kolar</b>',
    });
    ids.pending = await insertProperty(db, { seller, status: 'pending', title: 'Pending flat in Kolar' });
    ids.project = await insertProject(db, seller, { name: 'Skyline Residency' });
    ids.pendingProject = await insertProject(db, seller, { name: 'Hidden Heights', status: 'pending' });
    ids.fullProject = await insertProject(db, seller, {
      name: 'Lake View',
      amenities: ['Gym', 'Lift'],
      reraId: 'P-BPL-24-1234',
    });
    ids.bareProject = await insertProject(db, seller, { name: 'Plain Acres', unitConfigurations: [] });
  });

  describe('site configuration', () => {
    it.each([
      ['/', 200],
      ['/index.html', 200],
      ['/about', 200],
      ['/search-results?city=Bhopal', 200],
      ['/property-profile', 404],
      ['/no/such/page', 404],
    ])('writes the configured phone and e-mail into %s', async (path, status) => {
      const { res, html } = await page(path);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(head(html)).toContain(
        '<script type="application/json" id="site-config">{"phone":"+91 98765 43210","email":"help@homes.example.in"}</script>',
      );
      expect(siteConfigOf(html)).toEqual({ phone: '+91 98765 43210', email: 'help@homes.example.in' });
      expect(html.match(/<title>/g)).toHaveLength(1);
      // The offline shell is the template itself; every other page is rendered with its own title.
      if (path === '/index.html') expect(html).toContain(DEFAULT_TITLE);
      else expect(html).toContain(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`);
    });

    it('falls back to the built-in phone and e-mail when none are configured', async () => {
      const plain = createTestApp(database(), { clientDir });
      expect(siteConfigOf((await page('/', plain)).html)).toEqual({ phone: SITE.phone, email: SITE.email });
    });

    it('keeps the CSP free of inline script: every block the pages carry is data', async () => {
      for (const path of ['/', `/property-profile?id=${ids.active}`, `/project-profile?id=${ids.project}`]) {
        const { res, html } = await page(path);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        for (const script of html.match(/<script\b[^>]*>/g) ?? [])
          expect(script, path).toMatch(/ src="|type="(application\/json|application\/ld\+json)"/);
      }
    });

    it('keeps the CSP free of inline style, and the pages carry none', async () => {
      const pages = [
        '/',
        `/property-profile?id=${ids.active}`,
        `/project-profile?id=${ids.project}`,
        `/compare?ids=${ids.active},${ids.rent}`,
        PATHS.insightsPriceTrends,
        PATHS.insightsLocalities,
        `${PATHS.insightsEmiCalculator}?price=5000000`,
        PATHS.insightsReviews,
      ];
      for (const path of pages) {
        const { res, html } = await page(path);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp, path).toMatch(/(^|; )style-src 'self'(;|$)/);
        expect(csp, path).not.toContain('unsafe-inline');
        // Either would be refused by that policy: a bar drawn from one would show empty.
        expect(html, path).not.toMatch(/<style\b/i);
        expect(html, path).not.toMatch(/<[^>]+\sstyle=/i);
      }
    });

    it('sends brotli or gzip when accepted, and the same page', async () => {
      for (const path of ['/about', `/property-profile?id=${ids.active}`]) {
        const identity = (await page(path)).html;
        const br = await app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
        expect(br.headers.get('content-encoding')).toBe('br');
        expect(br.headers.get('vary')).toContain('Accept-Encoding');
        expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(identity);
        const gz = await app.request(path, { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
        expect(gz.headers.get('content-encoding')).toBe('gzip');
        expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(identity);
      }
      expect((await page('/about')).html).toContain(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`);
    });
  });

  describe("a listing page's head, from the page the server rendered", () => {
    it('gives an active property its title, description, canonical link and Open Graph tags', async () => {
      const { res, html } = await page(`/property-profile?id=${ids.active}`, appWithOrigin);
      expect(res.status).toBe(200);
      const url = `https://homes.example.in/property-profile?id=${ids.active}`;
      expect(html).toContain('<title>3 BHK Flat in Arera Colony | Property Creator</title>');
      expect(html).not.toContain(DEFAULT_TITLE);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      const description =
        '3 BHK Flat/Apartment for sale in Arera Colony, Bhopal: ₹45 L, 1,450 sq.ft. ' +
        'See photos and details, and contact the seller on Property Creator.';
      expect(metaContent(html, 'description')).toBe(description);
      expect(head(html)).toContain(`<link rel="canonical" href="${url}" />`);
      expect(metaContent(html, 'robots')).toBeUndefined();
      expect(metaContent(html, 'og:type')).toBe('website');
      expect(metaContent(html, 'og:site_name')).toBe('Property Creator');
      expect(metaContent(html, 'og:title')).toBe('3 BHK Flat in Arera Colony | Property Creator');
      expect(metaContent(html, 'og:description')).toBe(description);
      expect(metaContent(html, 'og:url')).toBe(url);
      expect(metaContent(html, 'og:image')).toBe(`https://homes.example.in/media/${cover}-640.webp`);
      expect(metaContent(html, 'og:image:width')).toBe('640');
      expect(metaContent(html, 'og:image:height')).toBe('480');
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(siteConfigOf(html)).toEqual({ phone: '+91 98765 43210', email: 'help@homes.example.in' });
    });

    it('uses the address the server listens on when PUBLIC_ORIGIN is not set, never the Host asked for', async () => {
      const { html } = await page(`http://attacker.example/property-profile?id=${ids.active}`);
      expect(metaContent(html, 'og:url')).toBe(`${LISTEN_ORIGIN}/property-profile?id=${ids.active}`);
      expect(metaContent(html, 'og:image')).toBe(`${LISTEN_ORIGIN}/media/${cover}-640.webp`);
    });

    it("preloads a property's first photo with the gallery's own srcset and sizes, from the page's origin", async () => {
      const { html } = await page(`/property-profile?id=${ids.active}`, appWithOrigin);
      const preloads = head(html).match(/<link rel="preload" as="image" href[^>]*>/g) ?? [];
      expect(preloads).toEqual([
        `<link rel="preload" as="image" href="/media/${cover}-640.webp" ` +
          `imagesrcset="${galleryPhotoSrcSet(cover)}" imagesizes="${GALLERY_PHOTO_SIZES}" fetchpriority="high" />`,
      ]);
      expect(galleryPhotoSrcSet(cover)).toBe(
        `/media/${cover}-320.webp 320w, /media/${cover}-640.webp 640w, /media/${cover}-1024.webp 1024w`,
      );
    });

    it("renders a property's gallery into the HTML: its first photo is the one preloaded, before any script runs", async () => {
      const { html } = await page(`/property-profile?id=${ids.active}`);
      const img = rootOf(html).match(/<img [^>]*>/)?.[0] ?? '';
      expect(img).toContain(`srcSet="${galleryPhotoSrcSet(cover)}"`);
      expect(img).toContain(`sizes="${GALLERY_PHOTO_SIZES}"`);
      expect(img).toContain('fetchPriority="high"');
      expect(img).toContain(`alt="${DETAIL_UI.gallery.alt('3 BHK Flat in Arera Colony', 1, 1)}"`);
      // Nothing to preload without a photo, for a listing nobody may see, or on the worker's offline shell.
      for (const path of [`/property-profile?id=${ids.rent}`, `/property-profile?id=${ids.pending}`, '/index.html'])
        expect((await page(path)).html, path).not.toContain('rel="preload" as="image" href');
    });

    it("embeds the listing's own API read, so the browser does not read it again", async () => {
      const property = pageData((await page(`/property-profile?id=${ids.active}`)).html);
      expect(property[propertyDetailPath(ids.active as number)]?.status).toBe(200);
      const project = pageData((await page(`/project-profile?id=${ids.project}`)).html);
      expect(project[projectDetailPath(ids.project as number)]?.status).toBe(200);
      // A listing nobody may see: the public answer, not found, and nothing of the listing.
      const pending = pageData((await page(`/property-profile?id=${ids.pending}`)).html);
      expect(pending[propertyDetailPath(ids.pending as number)]?.status).toBe(404);
      expect(JSON.stringify(pending)).not.toContain('Pending flat');
      // Nothing is preloaded that the page already has.
      expect(head((await page(`/property-profile?id=${ids.active}`)).html)).not.toContain('as="fetch"');
    });

    it("prices a rental per month and, without a photo, shares the site's card", async () => {
      const { html } = await page(`/property-profile?id=${ids.rent}`);
      expect(metaContent(html, 'description')).toMatch(
        /^2 BHK Flat\/Apartment for rent in MP Nagar, Bhopal: ₹25,000\/month, /,
      );
      expect(metaContent(html, 'og:image')).toBe(`${LISTEN_ORIGIN}${SITE_SHARE_IMAGE.path}`);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    });

    it("shares the site's card from the home page, at the size the image really is", async () => {
      const { res, html } = await page(PATHS.home, appWithOrigin);
      expect(res.status).toBe(200);
      expect(metaContent(html, 'og:image')).toBe(`https://homes.example.in${SITE_SHARE_IMAGE.path}`);
      expect(metaContent(html, 'og:image:width')).toBe(String(SITE_SHARE_IMAGE.width));
      expect(metaContent(html, 'og:image:height')).toBe(String(SITE_SHARE_IMAGE.height));
      expect(metaContent(html, 'og:image:alt')).toBe(SITE_SHARE_IMAGE.alt);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      // The file the tags name ships in public/, a JPEG of the size they say (its start-of-frame marker).
      const jpeg = readFileSync(join(process.cwd(), 'public', SITE_SHARE_IMAGE.path));
      expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
      const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
      expect(frame).toBeGreaterThan(0);
      expect([jpeg.readUInt16BE(frame + 7), jpeg.readUInt16BE(frame + 5)]).toEqual([
        SITE_SHARE_IMAGE.width,
        SITE_SHARE_IMAGE.height,
      ]);
    });

    it("shows a city's page with the photo of a property it lists", async () => {
      const { res, html } = await page(cityLandingPath('Bhopal'));
      expect(res.status).toBe(200);
      const image = metaContent(html, 'og:image') ?? '';
      const hash = image.match(/\/media\/([0-9a-f]+)-640\.webp$/)?.[1];
      expect(hash, image).toBeDefined();
      expect(JSON.stringify(pageData(html))).toContain(`"${hash}"`);
      expect(metaContent(html, 'og:image:alt')).toBe(html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]);
    });

    it('describes a plot without bedrooms, in crores', async () => {
      const { html } = await page(`/property-profile?id=${ids.plot}`);
      expect(metaContent(html, 'description')).toMatch(
        /^Plot for sale in Arera Colony, Bhopal: ₹1\.2 Cr, 2,400 sq\.ft\./,
      );
    });

    it('gives an active project its name, configurations and price range', async () => {
      const { html } = await page(`/project-profile?id=${ids.project}`);
      expect(html).toContain('<title>Skyline Residency, Kolar Road, Bhopal | Property Creator</title>');
      expect(metaContent(html, 'description')).toBe(
        'Skyline Residency by Skyline Builders: 2 BHK, 3 BHK residential project in Kolar Road, Bhopal, ' +
          'priced ₹38 L - ₹95 L. See unit sizes and prices on Property Creator.',
      );
      expect(metaContent(html, 'og:url')).toBe(`${LISTEN_ORIGIN}/project-profile?id=${ids.project}`);
    });

    it.each([
      ['fullProject', 'See unit sizes and prices, amenities and the RERA id on Property Creator.'],
      ['bareProject', 'Contact the builder on Property Creator.'],
    ])("promises only what %s's page shows", async (key, promise) => {
      const { html } = await page(`/project-profile?id=${ids[key]}`);
      const description = metaContent(html, 'description') ?? '';
      expect(description.endsWith(`priced ₹38 L - ₹95 L. ${promise}`)).toBe(true);
      expect(description).not.toMatch(/floor plan|price list/i);
      if (key === 'bareProject') expect(rootOf(html)).not.toContain(DETAIL_UI.project.configurations);
      else expect(rootOf(html)).toContain(DETAIL_UI.project.configurations);
    });

    it('escapes a hostile title and locality so they stay inert text', async () => {
      const { html } = await page(`/property-profile?id=${ids.hostile}`);
      const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; $&amp; $1';
      expect(html).toContain(`<title>${escaped} | Property Creator</title>`);
      expect(metaContent(html, 'og:title')).toBe(`${escaped} | Property Creator`);
      expect(metaContent(html, 'description')).toContain('&lt;/title&gt;&lt;b&gt;Kolar&lt;/b&gt;');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<b>Kolar');
      // The template's one script, the configuration, the page's data and the two JSON-LD blocks, nothing more.
      expect(html.match(/<script/g)).toHaveLength(5);
      expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
      expect(html.match(/<title>/g)).toHaveLength(1);
    });

    it.each([
      ['a pending property', (): string => `/property-profile?id=${ids.pending}`, 'propertyProfile'],
      ['a pending project', (): string => `/project-profile?id=${ids.pendingProject}`, 'projectProfile'],
      ['an unknown property', (): string => '/property-profile?id=999999999', 'propertyProfile'],
      ['a property id on the project page', (): string => `/project-profile?id=${ids.plot}9999`, 'projectProfile'],
      ['a bad id', (): string => '/property-profile?id=abc', 'propertyProfile'],
      ['a zero id', (): string => '/property-profile?id=0', 'propertyProfile'],
      ['a huge id', (): string => `/property-profile?id=${'9'.repeat(40)}`, 'propertyProfile'],
      [
        'an id with SQL',
        (): string => `/property-profile?id=${encodeURIComponent('1; drop table properties')}`,
        'propertyProfile',
      ],
      ['no id', (): string => '/project-profile', 'projectProfile'],
    ] as const)(
      'gives %s the default head: not found (404), the route title, kept out of indexes',
      async (_, path, route) => {
        const { res, html } = await page(path());
        expect(res.status).toBe(404);
        expect(html).toContain(`<title>${ROUTES[route].title} | Property Creator</title>`);
        expect(metaContent(html, 'robots')).toBe('noindex, follow');
        expect(html).not.toContain('og:url');
        expect(html).not.toContain('og:image');
        expect(html).not.toContain('rel="canonical"');
        expect(html).not.toContain('application/ld+json');
        expect(html).not.toContain('Pending flat');
        expect(html).not.toContain('Hidden Heights');
        expect(siteConfigOf(html)).toEqual({ phone: '+91 98765 43210', email: 'help@homes.example.in' });
      },
    );
  });
});

describe('index.html when the database fails', () => {
  const failing = (db: unknown): DatabaseHandle => ({
    kind: 'pglite',
    db: db as Database,
    read: db as Database,
    description: 'a database that fails',
    ping: async () => {},
    pingReplicas: async () => [],
    migrate: async () => {},
    close: async () => {},
  });

  it('says the listing could not be loaded (503, for a crawler to come back) when the query throws', async () => {
    const broken = failing({
      select: () => {
        throw new Error('connection refused');
      },
    });
    const res = await createTestApp(broken, { clientDir, env }).request('/property-profile?id=5');
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(rootOf(html)).toContain(DETAIL_UI.states.propertyLoadFailed);
    expect(metaContent(html, 'robots')).toBe('noindex, follow');
    expect(siteConfigOf(html)).toEqual({ phone: '+91 98765 43210', email: 'help@homes.example.in' });
  });

  it('serves the plain shell, with the configuration, when the query hangs past the render time limit', async () => {
    // Every call returns the same pending query, whose `then` never settles.
    const hanging: object = new Proxy(() => {}, {
      get: (_, prop) => (prop === 'then' ? () => {} : () => hanging),
    });
    const started = Date.now();
    const res = await createTestApp(failing(hanging), { clientDir, env }).request('/project-profile?id=5');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(DEFAULT_TITLE);
    expect(html).toContain('<div id="root"></div>');
    expect(siteConfigOf(html)).toEqual({ phone: '+91 98765 43210', email: 'help@homes.example.in' });
    expect(Date.now() - started).toBeLessThan(DEFAULT_RENDER_TIMEOUT_MS + 2000);
  }, 15_000);
});

describe('renderIndex', () => {
  it('writes hostile configuration values as inert JSON that reads back the same', () => {
    const config = { phone: '</script><script>alert(1)</script>', email: '<!--x@y.in-->\u2028&' };
    const html = renderIndex(TEMPLATE, config);
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain('<!--');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script\\u003e');
    expect(siteConfigOf(html)).toEqual(config);
  });

  it('adds a title and description to a template without them', () => {
    const html = renderIndex(
      '<html><head></head><body></body></html>',
      { phone: SITE.phone, email: SITE.email },
      {
        meta: {
          title: 'T',
          description: 'D',
          canonical: 'https://x.in/property-profile?id=1',
        },
      },
    );
    expect(head(html)).toContain('<title>T</title>');
    expect(metaContent(html, 'description')).toBe('D');
  });
});

describe('commonPageCache', () => {
  const config = { phone: SITE.phone, email: SITE.email };

  it('renders and compresses a page once, and keeps only the most recently used pages', () => {
    const page = commonPageCache();
    const first = page(TEMPLATE, config, 'br', 'searchResults?city=Bhopal&page=1');
    expect(page(TEMPLATE, config, 'br', 'searchResults?city=Bhopal&page=1')).toBe(first);
    expect(brotliDecompressSync(Buffer.from(first)).toString()).toBe(renderIndex(TEMPLATE, config));

    // A page used again stays while others come and go; one not used for long enough is rendered anew.
    const home = page(TEMPLATE, config, 'br', 'home');
    for (let search = 0; search < 300; search++) {
      page(TEMPLATE, config, 'br', `searchResults?city=C${search}&page=1`);
      if (search % 100 === 0) expect(page(TEMPLATE, config, 'br', 'home')).toBe(home);
    }
    expect(page(TEMPLATE, config, 'br', 'home')).toBe(home);
    const again = page(TEMPLATE, config, 'br', 'searchResults?city=Bhopal&page=1');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
