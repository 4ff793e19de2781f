/**
 * The property, project and agent pages as the server sends them, before any script runs (what a search
 * engine, a link preview and a visitor on a slow phone get first): rendered with React from the built
 * client, with the listing itself (title, price the Indian way, locality), the page's own title, and its
 * schema.org JSON-LD; a listing no longer available answers 410 with listings like it, an unknown one 404.
 * Hostile listing text stays text, and nothing in the page runs inline (the CSP allows no inline script).
 */
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { loadEnv } from '../../src/server/env';
import { sitemapPath } from '../../src/server/features/seo/sitemaps';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-constants';
import { landingPath } from '../../src/shared/landing/landing-paths';
import { formatPriceRange, formatPriceShort } from '../../src/shared/listings/format';
import { projectDetailPath, propertyDetailPath } from '../../src/shared/listings/listing-api-paths';
import type { ListingCard, ListingGoneAnswer } from '../../src/shared/listings/listing-types';
import { BRAND_NAME, GONE_MESSAGES, NOT_FOUND_MESSAGES } from '../../src/shared/messages';
import { PAGE_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { ROUTES } from '../../src/shared/route-titles';
import { brokerPath, PATHS } from '../../src/shared/routes';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-listing-contract';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { validFlat } from '../fixtures/seller-listings';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';
import { textOf } from '../helpers/server-html';

const ORIGIN = 'https://homes.example.in';
const env = { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), PUBLIC_ORIGIN: ORIGIN };
const HOSTILE = `</script><script>alert(1)</script><b>bold</b> <!-- x --> & 'q' "dq"`;

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, read by its property names
type Json = Record<string, any>;
const LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
const blocks = (html: string): Json[] => [...html.matchAll(LD)].map((m) => JSON.parse(m[1] ?? 'null'));
const ofType = (html: string, type: string) => blocks(html).filter((b) => b['@type'] === type);
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) => html.slice(html.indexOf(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`));
const pageData = (html: string): Record<string, { status: number; body: unknown }> =>
  JSON.parse(
    html.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`))?.[1] ??
      '{}',
  );
const robots = (html: string) => html.match(/<meta name="robots" content="([^"]*)" \/>/)?.[1];

let database: TestDatabase;
let t: ReturnType<typeof sellerTestApp>;
const ids: Record<string, number> = {};
let agentId = 0;

const get = async (path: string) => {
  const res = await t.app.request(path, { headers: { 'Accept-Encoding': 'identity' } });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

/** Every page script is a module file or a data block: nothing inline runs. */
function expectNoInlineScript(html: string) {
  for (const script of html.match(/<script\b[^>]*>/g) ?? [])
    expect(script).toMatch(/ src="|type="(application\/json|application\/ld\+json)"/);
}

beforeAll(async () => {
  // The real built client: its index.html is the page's frame, as in production.
  await buildClientIfNeeded();
  database = await createTestDatabase('pglite');
  t = sellerTestApp(database, { clientDir: resolve('dist'), env });
  const db = database.db;
  const agent = await insertSeller(db, {
    sellerType: 'Agent',
    firstName: 'Ankit',
    lastName: 'Parmar',
    companyName: 'Parmar Property Solutions',
    verified: true,
  });
  agentId = agent.id;
  ids.flat = await insertProperty(db, {
    seller: agent,
    title: '2 BHK Flat in Arera Colony',
    description: 'Corner flat with two balconies.',
    bedrooms: 2,
    price: 4_550_000,
    areaValue: 1100,
    photos: 2,
  });
  ids.villa = await insertProperty(db, {
    seller: agent,
    title: 'Corner Villa in Shahpura',
    propertyType: 'Independent House/Villa',
    locality: 'Shahpura',
    price: 23_000_000,
    bedrooms: 4,
  });
  ids.hostile = await insertProperty(db, { seller: agent, title: HOSTILE, description: HOSTILE, locality: 'Kolar' });
  ids.sold = await insertProperty(db, { seller: agent, status: 'sold', title: 'Sold flat in Arera Colony' });
  ids.pending = await insertProperty(db, { seller: agent, status: 'pending', title: 'Pending flat in Arera Colony' });
  const blocked = await insertSeller(db, { sellerType: 'Agent', status: 'blocked' });
  ids.blockedSeller = await insertProperty(db, { seller: blocked, title: 'Blocked seller flat' });
  const builder = await insertSeller(db, { sellerType: 'Builder', companyName: 'Skyline Builders' });
  ids.project = await insertProject(db, builder, { name: 'Skyline Residency' });
  ids.deletedProject = await insertProject(db, builder, { name: 'Demolished Heights', status: 'deleted' });
}, 180_000);

afterAll(async () => {
  await database?.destroy();
});

describe('a property page rendered on the server', () => {
  it('comes with the listing: its title, price in lakh, locality, facts and breadcrumbs', async () => {
    const { status, html, headers } = await get(`${PATHS.propertyProfile}?id=${ids.flat}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toContain(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`);
    expect(headOf(html)).toContain(`<title>2 BHK Flat in Arera Colony | ${BRAND_NAME}</title>`);
    const text = textOf(rootOf(html));
    expect(text).toContain('2 BHK Flat in Arera Colony');
    expect(text).toContain(formatPriceShort(4_550_000));
    expect(formatPriceShort(4_550_000)).toBe('₹45.5 L');
    expect(text).toContain('Arera Colony, Bhopal');
    expect(text).toContain('Corner flat with two balconies.');
    // The trail to the landing pages, as links a crawler follows.
    expect(rootOf(html)).toContain(`href="${landingPath({ city: 'Bhopal' })}"`);
    expect(rootOf(html)).toContain(`href="${landingPath({ city: 'Bhopal', locality: 'Arera Colony' })}"`);
    // The visitor's parts as anyone sees them: log in to enquire, no seller phone.
    expect(text).toContain(ENQUIRY_MESSAGES.loginRequired);
    expect(html).not.toMatch(/tel:\+?91\d{10}"[^>]*>\s*\d/);
    expectNoInlineScript(html);
    // The listing's own read is in the page, so the browser does not read it again.
    expect(pageData(html)[propertyDetailPath(ids.flat as number)]?.status).toBe(200);
  });

  it('prices a villa in crores', async () => {
    const { html } = await get(`${PATHS.propertyProfile}?id=${ids.villa}`);
    expect(textOf(rootOf(html))).toContain('₹2.3 Cr');
    expect(headOf(html)).toContain('₹2.3 Cr');
  });

  it('describes itself as a RealEstateListing with its offer in INR, and a BreadcrumbList', async () => {
    const { html } = await get(`${PATHS.propertyProfile}?id=${ids.flat}`);
    const url = `${ORIGIN}${PATHS.propertyProfile}?id=${ids.flat}`;
    const [listing] = ofType(html, 'RealEstateListing') as [Json];
    expect(listing.name).toBe('2 BHK Flat in Arera Colony');
    expect(listing.url).toBe(url);
    expect(listing.offers.price).toBe(4_550_000);
    expect(listing.offers.priceCurrency).toBe('INR');
    expect(listing.address.addressLocality).toBe('Arera Colony, Bhopal');
    expect(listing.image).toHaveLength(2);
    const [trail] = ofType(html, 'BreadcrumbList') as [Json];
    expect(trail.itemListElement.map((step: Json) => [step.position, step.name, step.item])).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Bhopal', `${ORIGIN}/in/bhopal`],
      [3, 'Arera Colony', `${ORIGIN}/in/bhopal/arera-colony`],
      [4, '2 BHK Flat in Arera Colony', url],
    ]);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${url}" />`);
  });

  it('keeps hostile listing text as text, in the page, the head and the JSON-LD', async () => {
    const { status, html } = await get(`${PATHS.propertyProfile}?id=${ids.hostile}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).not.toContain('<!-- x -->');
    expectNoInlineScript(html);
    const h1 = rootOf(html).match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
    expect(textOf(h1).trim()).toBe(HOSTILE.replace(/\s+/g, ' '));
    const [listing] = ofType(html, 'RealEstateListing') as [Json];
    expect(listing.name).toBe(HOSTILE);
    // The embedded answers read back exactly too.
    const answer = pageData(html)[propertyDetailPath(ids.hostile as number)]?.body as { data: { title: string } };
    expect(answer.data.title).toBe(HOSTILE);
  });

  it.each([
    ['sold', () => ids.sold],
    ["whose seller's account is blocked", () => ids.blockedSeller],
  ])('answers 410 for a listing %s, with listings like it, kept out of indexes', async (_, id) => {
    const { status, html } = await get(`${PATHS.propertyProfile}?id=${id()}`);
    expect(status).toBe(410);
    expect(robots(html)).toBe('noindex, follow');
    expect(headOf(html)).toContain(`<title>${ROUTES.propertyProfile.title} | ${BRAND_NAME}</title>`);
    const text = textOf(rootOf(html));
    expect(text).toContain(DETAIL_UI.states.propertyGone);
    expect(text).toContain(DETAIL_UI.states.goneSimilarHeading);
    expect(rootOf(html)).toContain(`href="${PATHS.propertyProfile}?id=${ids.flat}"`);
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('Sold flat');
    expect(html).not.toContain('Blocked seller flat');
  });

  it.each([
    ['an unknown id', (): string => '999999999', DETAIL_UI.states.propertyNotFound],
    ['a listing still waiting for review', (): string => String(ids.pending), DETAIL_UI.states.propertyNotFound],
    ['a malformed id', (): string => 'abc', DETAIL_UI.states.noProperty],
  ])('answers 404 for %s, kept out of indexes', async (_, id, message) => {
    const { status, html } = await get(`${PATHS.propertyProfile}?id=${id()}`);
    expect(status).toBe(404);
    expect(robots(html)).toBe('noindex, follow');
    expect(textOf(rootOf(html))).toContain(message);
    expect(html).not.toContain('Pending flat');
    expect(html).not.toContain('application/ld+json');
  });
});

describe('the API read of a listing no longer available', () => {
  it('answers 410 with the message and active listings of the same city and type', async () => {
    const res = await t.call<ListingGoneAnswer>('GET', `/properties/${ids.sold}`);
    expect(res.status).toBe(410);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(GONE_MESSAGES.property);
    const similar = res.body.similar as ListingCard[];
    expect(similar.map((card) => card.id)).toContain(ids.flat);
    for (const card of similar) {
      expect(card.location.city).toBe('Bhopal');
      expect(card.propertyType).toBe('Flat/Apartment');
    }
    expect(similar.map((card) => card.id)).not.toContain(ids.pending);
  });

  it('keeps 404 for an unknown or pending listing', async () => {
    for (const id of [999_999_999, ids.pending]) {
      const res = await t.call('GET', `/properties/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'not_found', message: NOT_FOUND_MESSAGES.property });
    }
  });
});

describe('a listing marked sold by its seller', () => {
  let seller: Person;
  let id = 0;
  /** The properties sitemap as a fresh build makes it (each process keeps its own for a while). */
  const sitemap = async () => (await createTestApp(database, { env }).request(sitemapPath('properties', 1))).text();

  beforeAll(async () => {
    seller = await t.seller();
    const posted = await t.call<{ data: { id: number } }>(
      'POST',
      '/seller/properties',
      validFlat({ title: 'Sunny flat to be sold' }),
      seller.token,
    );
    expect(posted.status).toBe(201);
    id = posted.body.data.id;
    await database.db.execute(sql`update properties set status = 'active', published_at = now() where id = ${id}`);
  });

  it('leaves the sitemap and its page answers 410', async () => {
    const url = `${ORIGIN}${PATHS.propertyProfile}?id=${id}`;
    expect(await sitemap()).toContain(`<loc>${url}</loc>`);
    expect((await get(`${PATHS.propertyProfile}?id=${id}`)).status).toBe(200);

    const sold = await t.call('POST', `/seller/properties/${id}/status`, { status: 'sold' }, seller.token);
    expect(sold.status).toBe(200);
    expect(sold.body.message).toBe(SELLER_MESSAGES.markedSold);

    expect(await sitemap()).not.toContain(`<loc>${url}</loc>`);
    const page = await get(`${PATHS.propertyProfile}?id=${id}`);
    expect(page.status).toBe(410);
    expect(textOf(rootOf(page.html))).toContain(DETAIL_UI.states.propertyGone);
    // Its owner still reads it, with its state.
    const own = await t.call<{ data: { status: string } }>('GET', `/properties/${id}`, undefined, seller.token);
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe('sold');
  });
});

describe('a project page rendered on the server', () => {
  it('comes with the project: its name, price range, locality, JSON-LD and breadcrumbs', async () => {
    const { status, html } = await get(`${PATHS.projectProfile}?id=${ids.project}`);
    expect(status).toBe(200);
    expect(headOf(html)).toContain(`<title>Skyline Residency, Kolar Road, Bhopal | ${BRAND_NAME}</title>`);
    const text = textOf(rootOf(html));
    expect(text).toContain('Skyline Residency');
    expect(text).toContain(formatPriceRange(3_800_000, 9_500_000));
    expect(text).toContain('Kolar Road, Bhopal');
    const [listing] = ofType(html, 'RealEstateListing') as [Json];
    expect(listing.name).toBe('Skyline Residency');
    expect(listing.url).toBe(`${ORIGIN}${PATHS.projectProfile}?id=${ids.project}`);
    expect(listing.offers.price).toBe(3_800_000);
    expect(listing.offers.priceCurrency).toBe('INR');
    const [trail] = ofType(html, 'BreadcrumbList') as [Json];
    expect(trail.itemListElement.map((step: Json) => step.name)).toEqual([
      'Home',
      'Bhopal',
      'Kolar Road',
      'Skyline Residency',
    ]);
    expect(pageData(html)[projectDetailPath(ids.project as number)]?.status).toBe(200);
    expectNoInlineScript(html);
  });

  it('answers 410 for a removed project, and 404 for an unknown one', async () => {
    const gone = await get(`${PATHS.projectProfile}?id=${ids.deletedProject}`);
    expect(gone.status).toBe(410);
    expect(textOf(rootOf(gone.html))).toContain(DETAIL_UI.states.projectGone);
    expect(gone.html).not.toContain('Demolished Heights');
    const api = await t.call<ListingGoneAnswer>('GET', `/projects/${ids.deletedProject}`);
    expect(api.status).toBe(410);
    expect(api.body.message).toBe(GONE_MESSAGES.project);
    expect(Array.isArray(api.body.similar)).toBe(true);
    const unknown = await get(`${PATHS.projectProfile}?id=999999999`);
    expect(unknown.status).toBe(404);
    expect(textOf(rootOf(unknown.html))).toContain(DETAIL_UI.states.projectNotFound);
  });
});

describe("an agent's page rendered on the server", () => {
  it('comes with the agent and their listings, as a RealEstateAgent', async () => {
    const { status, html } = await get(brokerPath(agentId));
    expect(status).toBe(200);
    expect(headOf(html)).toContain(`<title>Ankit Parmar | ${BRAND_NAME}</title>`);
    const text = textOf(rootOf(html));
    expect(text).toContain('Ankit Parmar');
    expect(text).toContain('Parmar Property Solutions');
    expect(text).toContain('2 BHK Flat in Arera Colony');
    expect(text).toContain('₹45.5 L');
    const [agent] = ofType(html, 'RealEstateAgent') as [Json];
    expect(agent.name).toBe('Ankit Parmar');
    expect(agent.url).toBe(`${ORIGIN}${brokerPath(agentId)}`);
    expect(ofType(html, 'BreadcrumbList')).toHaveLength(1);
    expect(JSON.stringify(blocks(html))).not.toMatch(/telephone|email|\+91/i);
    expectNoInlineScript(html);
  });

  it('answers 404 for an unknown agent', async () => {
    const { status, html } = await get(brokerPath(999_999_999));
    expect(status).toBe(404);
    expect(textOf(rootOf(html))).toContain(DETAIL_UI.states.noBroker);
    expect(robots(html)).toBe('noindex, follow');
  });
});
