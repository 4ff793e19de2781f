/**
 * The results pages as the server sends them, with JavaScript off: the built client's index.html with the
 * page rendered into #root from the same components the browser hydrates, the search's listings (titles,
 * prices in lakh and crore, localities), a head that names the search with its canonical landing page or
 * noindex, real links to each listing and page, and the search answer embedded under its API path.
 */
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LABELS } from '../../src/client/features/search/search.content';
import { searchTitle } from '../../src/client/features/search/search-head';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { loadEnv } from '../../src/server/env';
import { formatPriceShort } from '../../src/shared/listings/format';
import { searchListingsPath } from '../../src/shared/listings/listing-api-paths';
import type { SearchResponse } from '../../src/shared/listings/listing-types';
import { readSearch } from '../../src/shared/listings/search-url';
import { BRAND_NAME } from '../../src/shared/messages';
import { PAGE_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const ORIGIN = 'https://homes.example.in';

/** The search-results link (docs/routes.md) for flats for sale in Bhopal. */
const BHOPAL_FLATS =
  '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=1&city=Bhopal&state=&locality=&searchQuery=';

/** Bhopal's flats for sale (shown), and listings the search must leave out. */
const FLATS = [
  { title: 'Lake View 3 BHK in Arera Colony', price: 12_500_000, locality: 'Arera Colony', bedrooms: 3 },
  { title: 'Sunny 2 BHK near Kolar Road', price: 4_550_000, locality: 'Kolar Road', bedrooms: 2 },
  { title: 'Compact 1 BHK in MP Nagar', price: 2_800_000, locality: 'MP Nagar', bedrooms: 1 },
] as const;
const LEFT_OUT = ['Corner Plot in Kolar Road', 'Indore Flat in Vijay Nagar', 'Bhopal Flat to Rent'];

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  // The real client: its index.html is the page every answer is built on.
  await buildClientIfNeeded();
  database = await createTestDatabase('pglite');
  const seller = await insertSeller(database.db);
  for (const [n, flat] of FLATS.entries()) {
    await insertProperty(database.db, { seller, ...flat, propertyType: 'Flat/Apartment', daysAgo: n + 1 });
  }
  await insertProperty(database.db, { seller, title: LEFT_OUT[0], propertyType: 'Plot', bedrooms: null });
  await insertProperty(database.db, { seller, title: LEFT_OUT[1], city: 'Indore', locality: 'Vijay Nagar' });
  await insertProperty(database.db, { seller, title: LEFT_OUT[2], transactionType: 'Rent', price: 18_000 });
  app = createTestApp(database, {
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: ORIGIN }),
    clientDir: join(process.cwd(), 'dist'),
  });
}, 600_000);
afterAll(async () => {
  await database?.destroy();
});

/** The page as a browser with scripts off reads it. */
async function serverPage(path: string) {
  const res = await app.request(path, { headers: { 'Accept-Encoding': 'identity' } });
  const html = await res.text();
  const window = new Window({ url: `${ORIGIN}${path}` });
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  return { res, html, document };
}

const hrefOf = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('href');

describe('search results rendered on the server', () => {
  it('is the page with its listings, priced the Indian way, before any script runs', async () => {
    const { res, html, document } = await serverPage(BHOPAL_FLATS);
    expect(res.status).toBe(200);
    // Every part in place: nothing left for an inline script to move, which the CSP would not run.
    expect(html).not.toMatch(/<template id="B:|\$RC\(/);
    const root = document.getElementById('root');
    expect(root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(true);
    expect(document.title).toBe(`Flats for sale in Bhopal | ${BRAND_NAME}`);
    expect(root?.querySelector('h1')?.textContent).toBe(ROUTES.searchResults.title);
    expect(root?.textContent).toContain('3 properties');

    const cards = [...(root?.querySelectorAll('article') ?? [])];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(
      expect.arrayContaining(FLATS.map((flat) => flat.title)),
    );
    expect(cards).toHaveLength(FLATS.length);
    for (const flat of FLATS) {
      const card = cards.find((c) => c.querySelector('h3')?.textContent === flat.title);
      // ₹1.25 Cr, ₹45.5 L, ₹28 L: the shared formatter's words.
      expect(card?.textContent).toContain(formatPriceShort(flat.price));
      expect(card?.textContent).toContain(`${flat.locality}, Bhopal`);
      // A link a crawler follows to the listing.
      expect(card?.querySelector('a')?.getAttribute('href')).toMatch(/^\/property-profile\?id=\d+$/);
    }
    expect(formatPriceShort(FLATS[0].price)).toMatch(/Cr$/);
    expect(formatPriceShort(FLATS[1].price)).toMatch(/ L$/);
    for (const title of LEFT_OUT) expect(root?.textContent).not.toContain(title);
  });

  it("names the search in its head, points to Bhopal's landing page, and is not kept out of indexes", async () => {
    const { document } = await serverPage(BHOPAL_FLATS);
    expect(hrefOf(document, 'link[rel="canonical"]')).toBe(`${ORIGIN}/in/bhopal/flats-for-sale`);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toContain('Flats for sale in Bhopal');
    expect(description).toContain('3 properties');
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${ORIGIN}/in/bhopal/flats-for-sale`,
    );
  });

  it('embeds the search answer under its API path, so the browser hydrates without asking again', async () => {
    const { document } = await serverPage(BHOPAL_FLATS);
    const embedded = JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? '{}') as Record<
      string,
      { status: number; body: SearchResponse }
    >;
    const path = searchListingsPath(readSearch(BHOPAL_FLATS.split('?')[1] ?? '').request);
    expect(path).toBe('/api/properties/search?propertyType=Flat%2FApartment&transactionType=Buy&city=Bhopal&page=1');
    expect(embedded[path]?.status).toBe(200);
    expect(embedded[path]?.body.total).toBe(FLATS.length);
    expect(embedded[path]?.body.data.map((card) => card.title).sort()).toEqual(FLATS.map((f) => f.title).sort());
    // The API's own answer, word for word.
    const api = await app.request(path);
    expect((await api.json()) as SearchResponse).toEqual(embedded[path]?.body);
  });

  it('keeps a deep filter combination out of indexes, with its own address as canonical', async () => {
    const deep = `${BHOPAL_FLATS}&bedrooms=2,3&maxPrice=20000000`;
    const { res, document } = await serverPage(deep);
    expect(res.status).toBe(200);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/^noindex/);
    expect(hrefOf(document, 'link[rel="canonical"]')).toBe(
      `${ORIGIN}/search-results?propertyType=Flat%2FApartment&transactionType=Buy&city=Bhopal&maxPrice=20000000&bedrooms=2%2C3`,
    );
    const filters = readSearch(deep.split('?')[1] ?? '').filters;
    expect(document.title).toBe(`${searchTitle(filters)} | ${BRAND_NAME}`);
    expect(document.title).toContain('2 BHK, 3 BHK flats for sale in Bhopal under ₹2 Cr');
    const titles = [...document.querySelectorAll('#root article h3')].map((h) => h.textContent);
    expect(titles.sort()).toEqual([FLATS[0].title, FLATS[1].title].sort());
  });

  it('links every page of results with a real address', async () => {
    const seller = await insertSeller(database.db);
    for (let n = 0; n < 21; n += 1) {
      await insertProperty(database.db, { seller, title: `Paged flat ${n} in Indore`, city: 'Indore', price: 3e6 + n });
    }
    const { document } = await serverPage('/search-results?propertyType=Flat%2FApartment&city=Indore');
    const pages = document.querySelector(`nav[aria-label="${SEARCH_LABELS.pagination}"]`);
    const next = pages?.querySelector('a[rel="next"]')?.getAttribute('href') ?? '';
    expect(new URLSearchParams(next.split('?')[1]).get('page')).toBe('2');
    expect(new URLSearchParams(next.split('?')[1]).get('city')).toBe('Indore');
    expect(pages?.querySelector(`a[aria-label="${SEARCH_LABELS.pageLink(2)}"]`)?.getAttribute('href')).toBe(next);
  });

  it('renders /properties with its listings and the desktop panel and phone sheet left to CSS', async () => {
    const { res, document } = await serverPage(`${PATHS.properties}?city=Bhopal`);
    expect(res.status).toBe(200);
    expect(document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(true);
    expect(document.title).toBe(`Properties for sale or rent in Bhopal | ${BRAND_NAME}`);
    expect(hrefOf(document, 'link[rel="canonical"]')).toBe(`${ORIGIN}/in/bhopal`);
    const titles = [...document.querySelectorAll('#root article h3')].map((h) => h.textContent);
    expect(titles).toEqual(expect.arrayContaining([...FLATS.map((f) => f.title), LEFT_OUT[0], LEFT_OUT[2]]));

    // The results page's side panel is in the HTML for every width; CSS hides it on a phone.
    const results = await serverPage(BHOPAL_FLATS);
    const aside = results.document.querySelector('#root aside');
    expect(aside?.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'md:block']));
    expect(results.document.querySelector('#root [role="dialog"]')).toBeNull();
  });
});
