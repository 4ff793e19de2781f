import { rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { properties } from '../../src/server/features/listings/listings.schema';
import { ROBOTS_DISALLOW } from '../../src/server/features/seo/robots';
import { SITEMAP_TTL_MS } from '../../src/server/features/seo/seo.routes';
import {
  SITEMAP_MAX_URLS,
  SITEMAP_PAGES,
  type SitemapKind,
  sitemapPath,
  urlsetXml,
} from '../../src/server/features/seo/sitemaps';
import { publicOrigin } from '../../src/server/lib/public-origin';
import type { LandingPage } from '../../src/shared/landing/landing-contract';
import { landingApiPath, landingPath, parseLandingPath } from '../../src/shared/landing/landing-paths';
import { brokerPath, PATHS } from '../../src/shared/routes';
import { createClientDist } from '../fixtures/client-dist';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp, testDeps } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ORIGIN = 'https://homes.example.in';
/** What `app.request` reports as the request's own origin. */
/** Where the server listens (PUBLIC_ORIGIN unset): absolute URLs name it, never a request's Host. */
const LISTEN_ORIGIN = publicOrigin(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
/** A W3C date-time (https://www.w3.org/TR/NOTE-datetime), to the second or finer, with its zone. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

type App = ReturnType<typeof createTestApp>;
interface Loc {
  loc: string;
  lastmod?: string;
}
/** A parsed sitemap index or urlset (with the XML declaration as `?xml`). */
interface Parsed {
  sitemapindex?: { '@_xmlns': string; sitemap: Loc[] };
  urlset?: { '@_xmlns': string; url: Loc[] };
}

/** Fetches an XML document, checks how it is served and that it is well-formed, and parses it. */
async function fetchXml(app: App, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe(`public, max-age=${SITEMAP_TTL_MS / 1000}`);
  const text = await res.text();
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(XMLValidator.validate(text), path).toBe(true);
  return parser.parse(text) as Parsed;
}

/** A <loc> and <lastmod> as sitemaps.org asks: absolute on `origin`, a W3C date, nothing else. */
function checkEntry(entry: Loc, origin: string, lastmodRequired: boolean) {
  expect(
    Object.keys(entry).every((key) => key === 'loc' || key === 'lastmod'),
    JSON.stringify(entry),
  ).toBe(true);
  expect(entry.loc.startsWith(`${origin}/`), entry.loc).toBe(true);
  expect(new URL(entry.loc).origin).toBe(origin);
  expect(entry.loc.length).toBeLessThan(2048);
  if (lastmodRequired) expect(entry.lastmod, entry.loc).toBeDefined();
  if (entry.lastmod !== undefined) {
    expect(entry.lastmod, entry.loc).toMatch(W3C_DATE);
    expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
  }
}

/** The index's child files, checked: absolute, on `origin`, one per path. */
async function readIndex(app: App, origin: string): Promise<Loc[]> {
  const doc = await fetchXml(app, '/sitemap.xml');
  expect(Object.keys(doc).filter((key) => key !== '?xml')).toEqual(['sitemapindex']);
  expect(doc.sitemapindex?.['@_xmlns']).toBe(NAMESPACE);
  const files = doc.sitemapindex?.sitemap ?? [];
  expect(files.length).toBeGreaterThan(0);
  expect(files.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  for (const file of files) checkEntry(file, origin, false);
  expect(new Set(files.map((f) => f.loc)).size).toBe(files.length);
  return files;
}

/** A child file's URLs, checked against the sitemaps.org rules. */
async function readUrlset(app: App, loc: string, origin: string, maxUrls: number, kind: SitemapKind) {
  const doc = await fetchXml(app, new URL(loc).pathname);
  expect(Object.keys(doc).filter((key) => key !== '?xml')).toEqual(['urlset']);
  expect(doc.urlset?.['@_xmlns']).toBe(NAMESPACE);
  const urls = doc.urlset?.url ?? [];
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.length).toBeLessThanOrEqual(maxUrls);
  for (const url of urls) checkEntry(url, origin, kind !== 'pages');
  return urls.map((url) => url.loc);
}

/** Every URL of one kind, across all its files, in file order. */
async function urlsOf(app: App, kind: SitemapKind, origin: string, maxUrls = SITEMAP_MAX_URLS) {
  const files = (await readIndex(app, origin)).filter((f) => new URL(f.loc).pathname.startsWith(`/sitemaps/${kind}-`));
  const urls: string[] = [];
  for (const file of files) urls.push(...(await readUrlset(app, file.loc, origin, maxUrls, kind)));
  return { files: files.map((f) => new URL(f.loc).pathname), urls };
}

const propertyUrl = (origin: string, id: number) => `${origin}${PATHS.propertyProfile}?id=${id}`;
const projectUrl = (origin: string, id: number) => `${origin}${PATHS.projectProfile}?id=${id}`;

describeEachDatabase('robots.txt and sitemaps', (database) => {
  /** PUBLIC_ORIGIN unset: URLs on the address the server listens on, files of SITEMAP_MAX_URLS. */
  let plain: App;
  /** PUBLIC_ORIGIN set, and files of two URLs, to see the split with a few rows. */
  let small: App;
  const active: number[] = [];
  const hidden: number[] = [];
  const ids = { activeProjects: [] as number[], hiddenProjects: [] as number[], agents: [] as number[] };
  const notAgents: number[] = [];

  beforeAll(async () => {
    const { db } = database();
    const agent = await insertSeller(db, { sellerType: 'Agent', verified: true });
    const builder = await insertSeller(db, { sellerType: 'Builder', companyName: 'Kolar Builders' });
    const owner = await insertSeller(db, { sellerType: 'Individual' });
    const blocked = await insertSeller(db, { sellerType: 'Agent', status: 'blocked' });
    const waiting = await insertSeller(db, { sellerType: 'Agent' });
    for (let i = 0; i < 5; i++) active.push(await insertProperty(db, { seller: agent, daysAgo: i }));
    active.push(await insertProperty(db, { seller: owner }));
    active.push(await insertProperty(db, { seller: builder, propertyType: 'Plot', transactionType: 'Rent' }));
    hidden.push(
      await insertProperty(db, { seller: agent, status: 'pending', publishedAt: null }),
      await insertProperty(db, { seller: agent, status: 'rejected', rejectionReason: 'Blurred photos' }),
      await insertProperty(db, { seller: agent, status: 'sold' }),
      await insertProperty(db, { seller: agent, status: 'rented' }),
      await insertProperty(db, { seller: agent, status: 'deleted' }),
      await insertProperty(db, { seller: blocked }),
      await insertProperty(db, { seller: waiting, status: 'pending', publishedAt: null }),
    );
    active.push(await insertProperty(db, { seller: owner, locality: 'Kolar Road' }));
    ids.activeProjects.push(await insertProject(db, builder), await insertProject(db, builder, { name: 'Lake View' }));
    ids.hiddenProjects.push(
      await insertProject(db, builder, { status: 'pending', publishedAt: null }),
      await insertProject(db, blocked),
    );
    ids.agents.push(agent.id, builder.id);
    // An owner has no public page; a blocked agent and one with nothing public are not listed.
    notAgents.push(owner.id, blocked.id, waiting.id);

    plain = createTestApp(database());
    const deps = testDeps(database());
    small = createTestApp(database(), { env: { ...deps.env, PUBLIC_ORIGIN: ORIGIN }, sitemapUrlsPerFile: 2 });
  });

  it('answers /robots.txt as text: the public site allowed, private areas disallowed, the sitemap named', async () => {
    const res = await plain.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/saller', '/api', PATHS.profile, PATHS.shortlist, PATHS.login]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${LISTEN_ORIGIN}/sitemap.xml`);
    // A request naming another host is answered with the same address: the Host header is not echoed.
    const forged = await plain.request('http://attacker.example/robots.txt', { headers: { Host: 'attacker.example' } });
    expect(await forged.text()).toContain(`Sitemap: ${LISTEN_ORIGIN}/sitemap.xml`);
    // No public page is caught by a Disallow prefix.
    for (const key of SITEMAP_PAGES) {
      expect(
        ROBOTS_DISALLOW.some((prefix) => PATHS[key].startsWith(prefix)),
        key,
      ).toBe(false);
    }
    for (const path of [PATHS.propertyProfile, PATHS.projectProfile, brokerPath(1), PATHS.searchResults]) {
      expect(
        ROBOTS_DISALLOW.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
  });

  it('names the sitemap on PUBLIC_ORIGIN when it is set', async () => {
    const text = await (await small.request('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toContain(LISTEN_ORIGIN);
  });

  it('lists one file per kind in the index when each fits in one', async () => {
    const files = (await readIndex(plain, LISTEN_ORIGIN)).map((f) => new URL(f.loc).pathname);
    expect(files).toEqual([
      sitemapPath('pages', 1),
      sitemapPath('landing', 1),
      sitemapPath('properties', 1),
      sitemapPath('projects', 1),
      sitemapPath('agents', 1),
    ]);
  });

  it('lists every active listing exactly once and nothing that is not public', async () => {
    for (const app of [plain, small]) {
      const origin = app === plain ? LISTEN_ORIGIN : ORIGIN;
      const { urls } = await urlsOf(app, 'properties', origin, app === plain ? SITEMAP_MAX_URLS : 2);
      expect(urls).toHaveLength(active.length);
      expect(new Set(urls).size).toBe(urls.length);
      expect([...urls].sort()).toEqual(active.map((id) => propertyUrl(origin, id)).sort());
      for (const id of hidden) expect(urls).not.toContain(propertyUrl(origin, id));
    }
  });

  it('lists the public projects and the agents and builders with a public listing', async () => {
    const projects = await urlsOf(plain, 'projects', LISTEN_ORIGIN);
    expect(projects.urls.sort()).toEqual(ids.activeProjects.map((id) => projectUrl(LISTEN_ORIGIN, id)).sort());
    const agents = await urlsOf(plain, 'agents', LISTEN_ORIGIN);
    expect(agents.urls.sort()).toEqual(ids.agents.map((id) => `${LISTEN_ORIGIN}${brokerPath(id)}`).sort());
    for (const id of notAgents) expect(agents.urls).not.toContain(`${LISTEN_ORIGIN}${brokerPath(id)}`);
  });

  it('lists the public pages of the route table and no private one', async () => {
    const { urls } = await urlsOf(plain, 'pages', LISTEN_ORIGIN);
    expect(urls).toEqual(SITEMAP_PAGES.map((key) => `${LISTEN_ORIGIN}${PATHS[key]}`));
    for (const path of [PATHS.about, PATHS.contact, PATHS.terms, PATHS.privacy, PATHS.insightsLocalities]) {
      expect(urls).toContain(`${LISTEN_ORIGIN}${path}`);
    }
    for (const url of urls)
      expect(
        ROBOTS_DISALLOW.some((p) => new URL(url).pathname.startsWith(p)),
        url,
      ).toBe(false);
  });

  it('splits a kind into numbered files of at most the page size, every listing in exactly one', async () => {
    const { files, urls } = await urlsOf(small, 'properties', ORIGIN, 2);
    const expected = Math.ceil(active.length / 2);
    expect(files).toEqual(Array.from({ length: expected }, (_, i) => sitemapPath('properties', i + 1)));
    expect(urls).toHaveLength(active.length);
    expect(new Set(urls).size).toBe(active.length);
    expect((await urlsOf(small, 'pages', ORIGIN, 2)).files).toHaveLength(Math.ceil(SITEMAP_PAGES.length / 2));
    // A file past the last, or of no kind, is not found.
    const past = await small.request(sitemapPath('properties', expected + 1));
    expect(past.status).toBe(404);
    expect((await small.request('/sitemaps/unknown-1.xml')).status).toBe(404);
  });

  it('gives the index and each file the newest change of what they list', async () => {
    const [first] = (await readIndex(small, ORIGIN)).filter((f) => f.loc.endsWith(sitemapPath('properties', 1)));
    expect(first?.lastmod).toMatch(W3C_DATE);
    const doc = await fetchXml(small, sitemapPath('properties', 1));
    const dates = (doc.urlset?.url ?? []).map((u) => Date.parse(u.lastmod ?? ''));
    expect(Date.parse(first?.lastmod ?? '')).toBe(Math.max(...dates));
  });

  it('compresses a sitemap for a client that accepts it', async () => {
    const res = await plain.request(sitemapPath('properties', 1), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const xml = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(xml).toContain(`<loc>${propertyUrl(LISTEN_ORIGIN, active[0] ?? 0)}</loc>`);
  });

  it('answers before the built client: robots.txt and sitemaps are never its files or its HTML fallback', async () => {
    const clientDir = createClientDist();
    try {
      const app = createTestApp(database(), { clientDir });
      const robots = await app.request('/robots.txt');
      expect(robots.status).toBe(200);
      expect(await robots.text()).toContain(`Sitemap: ${LISTEN_ORIGIN}/sitemap.xml`);
      await readIndex(app, LISTEN_ORIGIN);
      const missing = await app.request('/sitemaps/properties-99.xml');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).not.toContain('text/html');
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('lists the landing pages: each city, its types and deals with listings, its localities with a few', async () => {
    const expected = [
      landingPath({ city: 'Bhopal' }),
      // Seven public flats for sale and the builder's plot for rent; nothing else of Bhopal is public.
      landingPath({ city: 'Bhopal', propertyType: 'Flat/Apartment', transactionType: 'Buy' }),
      landingPath({ city: 'Bhopal', propertyType: 'Plot', transactionType: 'Rent' }),
      // Arera Colony has seven public listings; Kolar Road only one, too few for a page of its own.
      landingPath({ city: 'Bhopal', locality: 'Arera Colony' }),
    ];
    for (const app of [plain, small]) {
      const origin = app === plain ? LISTEN_ORIGIN : ORIGIN;
      const { files, urls } = await urlsOf(app, 'landing', origin, app === plain ? SITEMAP_MAX_URLS : 2);
      expect(files).toHaveLength(app === plain ? 1 : 2);
      expect(urls).toEqual(expected.map((path) => `${origin}${path}`));
      expect(urls).not.toContain(`${origin}${landingPath({ city: 'Bhopal', locality: 'Kolar Road' })}`);
    }
    // Every listed page is there, and is one a search engine may index.
    for (const path of expected) {
      const address = parseLandingPath(path);
      if (!address) throw new Error(`not a landing address: ${path}`);
      const res = await plain.request(landingApiPath(address));
      expect(res.status, path).toBe(200);
      const { data } = (await res.json()) as { data: LandingPage };
      expect(data.path).toBe(path);
      expect(data.indexable, path).toBe(true);
    }
  });

  it('dates each landing page by the newest change among its listings, and each file by its newest page', async () => {
    const { db } = database();
    const edited = new Date(Date.now() + 60_000);
    await db
      .update(properties)
      .set({ updatedAt: edited })
      .where(eq(properties.id, active[6] ?? 0));
    // A fresh app: the others keep what they built for SITEMAP_TTL_MS.
    const app = createTestApp(database());
    const doc = await fetchXml(app, sitemapPath('landing', 1));
    const lastmod = Object.fromEntries((doc.urlset?.url ?? []).map((u) => [new URL(u.loc).pathname, u.lastmod]));
    const editedAt = Math.floor(edited.getTime() / 1000) * 1000;
    // The edited listing is the builder's plot for rent in Arera Colony: its city, its type page and its locality.
    expect(Date.parse(lastmod[landingPath({ city: 'Bhopal' })] ?? '')).toBe(editedAt);
    expect(
      Date.parse(lastmod[landingPath({ city: 'Bhopal', propertyType: 'Plot', transactionType: 'Rent' })] ?? ''),
    ).toBe(editedAt);
    expect(Date.parse(lastmod[landingPath({ city: 'Bhopal', locality: 'Arera Colony' })] ?? '')).toBe(editedAt);
    const flats = lastmod[landingPath({ city: 'Bhopal', propertyType: 'Flat/Apartment', transactionType: 'Buy' })];
    expect(Date.parse(flats ?? '')).toBeLessThan(editedAt);
    const [file] = (await readIndex(app, LISTEN_ORIGIN)).filter((f) => f.loc.endsWith(sitemapPath('landing', 1)));
    expect(Date.parse(file?.lastmod ?? '')).toBe(editedAt);
  });

  it('escapes what XML reserves in a URL', () => {
    const xml = urlsetXml(ORIGIN, [{ path: '/x?a=1&b=<2>\'"' }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('/x?a=1&amp;b=&lt;2&gt;&apos;&quot;');
    expect((parser.parse(xml) as Parsed).urlset?.url[0]?.loc).toBe(`${ORIGIN}/x?a=1&b=<2>'"`);
  });
});
