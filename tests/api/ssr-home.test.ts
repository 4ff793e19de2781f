/**
 * The home page as the server sends it, before any script runs (what a search engine, a link preview and a
 * visitor on a slow phone get first): rendered with React from the built client, with the featured
 * listings (titles, prices the Indian way, localities), its own title, description and canonical link, the
 * site's WebSite and Organization JSON-LD, and the featured answer embedded for the browser's first render
 * under its API path. Nothing in it runs inline (the CSP allows no inline script), and nothing of one
 * visitor (their city) is in it.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_CITIES, HOME_SECTION_LABELS } from '../../src/client/features/home/home-sections.content';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { loadEnv } from '../../src/server/env';
import { HOME_LABELS } from '../../src/shared/home';
import { landingPath } from '../../src/shared/landing/landing-paths';
import { formatPriceShort, formatRent } from '../../src/shared/listings/format';
import { featuredListingsPath } from '../../src/shared/listings/listing-api-paths';
import { BRAND_NAME } from '../../src/shared/messages';
import { PAGE_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SEARCH_TERM_PLACEHOLDER, SITE_LOGO_PATH } from '../../src/shared/seo/structured-data-site';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { textOf } from '../helpers/server-html';

const ORIGIN = 'https://homes.example.in';
const env = { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), PUBLIC_ORIGIN: ORIGIN };

/** The featured listings the page must show: a price in lakh, one in crore, a rent. */
const FEATURED = [
  { title: '2 BHK Flat near Kolar Road', locality: 'Kolar Road', city: 'Bhopal', price: 4_550_000 },
  { title: 'Corner Villa in Vijay Nagar', locality: 'Vijay Nagar', city: 'Indore', price: 23_000_000 },
  {
    title: '3 BHK Flat for Rent in Malviya Nagar',
    locality: 'Malviya Nagar',
    city: 'Jaipur',
    price: 25_000,
    transactionType: 'Rent' as const,
  },
];
const NOT_FEATURED = 'Plain Plot in Misrod';

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, read by its property names
type Json = Record<string, any>;

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  // The real built client: its index.html is the page's frame, as in production.
  await buildClientIfNeeded();
  database = await createTestDatabase('pglite');
  app = createTestApp(database, { clientDir: resolve('dist'), env });
  const seller = await insertSeller(database.db, { sellerType: 'Agent' });
  for (const listing of FEATURED) await insertProperty(database.db, { seller, ...listing, featured: true });
  await insertProperty(database.db, { seller, title: NOT_FEATURED, locality: 'Misrod', propertyType: 'Plot' });
}, 180_000);

afterAll(async () => {
  await database?.destroy();
});

describe('the home page rendered on the server', () => {
  let status: number;
  let html: string;
  let head: string;
  let root: string;

  beforeAll(async () => {
    const res = await app.request(PATHS.home, { headers: { 'Accept-Encoding': 'identity' } });
    status = res.status;
    html = await res.text();
    head = html.slice(0, html.indexOf('</head>'));
    const start = html.indexOf('<div id="root"');
    root = html.slice(start, html.lastIndexOf('</body>'));
  });

  it('answers 200 with the page in a server-rendered root, under its own title and description', () => {
    expect(status).toBe(200);
    expect(html).toContain(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`);
    expect(head).toContain(`<title>${ROUTES.home.title} | ${BRAND_NAME}</title>`);
    expect(head).toContain(`<meta name="description" content="${HOME_LABELS.description}" />`);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    const text = textOf(root);
    expect(text).toContain(ROUTES.home.title);
    expect(text).toContain(HOME_LABELS.tagline);
  });

  it('shows the featured listings with their prices in lakh and crore and their localities', () => {
    const featured = textOf(root.slice(root.indexOf('id="featured-listings"')));
    expect(featured).toContain(HOME_LABELS.featured);
    for (const listing of FEATURED) {
      expect(featured).toContain(listing.title);
      expect(featured).toContain(`${listing.locality}, ${listing.city}`);
    }
    expect(featured).toContain(formatPriceShort(4_550_000));
    expect(formatPriceShort(4_550_000)).toMatch(/ L$/);
    expect(featured).toContain(formatPriceShort(23_000_000));
    expect(formatPriceShort(23_000_000)).toMatch(/ Cr$/);
    expect(featured).toContain(formatRent(25_000));
    expect(textOf(root)).not.toContain(NOT_FEATURED);
  });

  it('renders the parts below the fold with their content, and the popular cities lead to their landing pages', () => {
    const text = textOf(root);
    expect(text).toContain(HOME_SECTION_LABELS.popularCities);
    expect(text).toContain(HOME_SECTION_LABELS.postHeading);
    for (const { city } of HOME_CITIES) expect(root).toContain(`href="${landingPath({ city })}"`);
  });

  it("carries nothing of one visitor: no city's listings, an empty city in the search box", () => {
    expect(root).not.toContain('id="city-listings"');
    expect(root).toMatch(/<input[^>]*name="city"[^>]*value=""/);
  });

  it('describes the site as a WebSite with a SearchAction and an Organization, in JSON-LD that parses', () => {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as Json,
    );
    const site = blocks.find((block) => block['@type'] === 'WebSite');
    expect(site?.url).toBe(`${ORIGIN}/`);
    expect(site?.potentialAction['@type']).toBe('SearchAction');
    const template: string = site?.potentialAction.target.urlTemplate;
    expect(template.startsWith(`${ORIGIN}${PATHS.searchResults}?propertyType=`)).toBe(true);
    expect(template).toContain(`searchQuery=${SEARCH_TERM_PLACEHOLDER}`);
    expect(site?.potentialAction['query-input']).toBe('required name=search_term_string');
    expect(blocks.find((block) => block['@type'] === 'Organization')).toMatchObject({
      name: BRAND_NAME,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}${SITE_LOGO_PATH}`,
    });
  });

  it('embeds the featured answer under its API path, for the browser to start from', () => {
    const block = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`);
    const answers = JSON.parse(html.match(block)?.[1] ?? 'null') as Record<string, { status: number; body: Json }>;
    const featured = answers[featuredListingsPath(null)];
    expect(featured?.status).toBe(200);
    expect(featured?.body.data.map((card: Json) => card.title).sort()).toEqual(
      FEATURED.map((listing) => listing.title).sort(),
    );
    // Only what every visitor may read: no one's city, nothing read with a token.
    expect(Object.keys(answers)).toEqual([featuredListingsPath(null)]);
  });

  it('has no script that runs inline: every <script> has a src or is JSON data', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts)
      expect(attributes).toMatch(/\bsrc="[^"]+"|\btype="application\/(?:json|ld\+json)"/);
  });
});
