/**
 * The public pages as search engines and link previews see them (no JavaScript: the server's HTML alone),
 * and as a browser takes them over (hydration without a complaint, and without fetching again what the
 * page came with).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { landingPath } from '../../src/shared/landing/landing-paths';
import { formatPriceShort, formatRent } from '../../src/shared/listings/format';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { BRAND_NAME } from '../../src/shared/messages';
import { PAGE_DATA_ELEMENT_ID } from '../../src/shared/page-head';
import { ROUTES } from '../../src/shared/route-titles';
import { brokerPath, isServerRendered, PATHS, type RouteKey, searchResultsHref } from '../../src/shared/routes';
import { describeInBrowser } from '../helpers/e2e';

const BHOPAL_FLATS = searchResultsHref({
  propertyType: 'Flat/Apartment',
  transactionType: 'Buy',
  page: 1,
  city: 'Bhopal',
  state: '',
  locality: '',
  searchQuery: '',
});

const priceOf = (card: Pick<ListingCard, 'price' | 'transactionType'>) =>
  card.transactionType === 'Rent' ? formatRent(card.price) : formatPriceShort(card.price);

async function json<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The listings a page must show, read from the API the way a caller would. */
async function bhopalFlats(baseUrl: string): Promise<ListingCard[]> {
  const { data } = await json<{ data: ListingCard[] }>(
    baseUrl,
    '/api/properties/search?city=Bhopal&propertyType=Flat%2FApartment&transactionType=Buy',
  );
  expect(data.length).toBeGreaterThan(2);
  return data;
}

/** The page's visible text with JavaScript off: what a crawler indexes. */
async function textWithoutScripts(page: Page, path: string) {
  const response = await page.goto(path);
  return {
    status: response?.status(),
    title: await page.title(),
    text: (await page.locator('body').innerText()).replace(/\s+/g, ' '),
  };
}

/** Expects the cards' titles, prices (lakh/crore as the cards print them) and localities in `text`. */
function expectCards(text: string, cards: readonly ListingCard[], path: string) {
  for (const card of cards.slice(0, 3)) {
    expect(text, `${path}: ${card.title}`).toContain(card.title);
    expect(text, `${path}: price of ${card.id}`).toContain(priceOf(card));
    expect(text, `${path}: locality of ${card.id}`).toContain(card.location.locality);
  }
}

describeInBrowser('public pages rendered on the server', (e2e) => {
  it('shows listings, prices and localities under page-specific titles with JavaScript disabled', async () => {
    const { context, page } = await e2e.newPage({ javaScriptEnabled: false });
    const flats = await bhopalFlats(e2e.baseUrl);

    const featured = (await json<{ data: ListingCard[] }>(e2e.baseUrl, '/api/properties/featured')).data;
    const home = await textWithoutScripts(page, PATHS.home);
    expect(home.status).toBe(200);
    expectCards(home.text, featured, 'home');

    const results = await textWithoutScripts(page, BHOPAL_FLATS);
    expect(results.status).toBe(200);
    expect(results.title).toMatch(/flat/i);
    expect(results.title).toMatch(/bhopal/i);
    expectCards(results.text, flats, 'results');

    const landing = await textWithoutScripts(
      page,
      landingPath({ city: 'Bhopal', propertyType: 'Flat/Apartment', transactionType: 'Buy' }),
    );
    expect(landing.status).toBe(200);
    expect(landing.title).toMatch(/flats for sale in bhopal/i);
    expectCards(landing.text, flats, 'landing');

    const [first] = flats;
    if (!first) throw new Error('no flat in Bhopal');
    const locality = await textWithoutScripts(page, landingPath({ city: 'Bhopal', locality: first.location.locality }));
    expect(locality.status).toBe(200);
    expect(locality.title).toContain(first.location.locality);
    expect(locality.text).toContain(first.title);

    const property = await textWithoutScripts(page, `${PATHS.propertyProfile}?id=${first.id}`);
    expect(property.status).toBe(200);
    expect(property.title).toContain(first.title);
    expect(property.text).toContain(priceOf(first));
    expect(property.text).toContain(first.location.locality);

    const projects = await json<{ data: { id: number; name: string; location: { locality: string } }[] }>(
      e2e.baseUrl,
      '/api/projects',
    );
    const project = projects.data[0];
    if (!project) throw new Error('the demo marketplace has no project');
    const projectPage = await textWithoutScripts(page, `${PATHS.projectProfile}?id=${project.id}`);
    expect(projectPage.status).toBe(200);
    expect(projectPage.title).toContain(project.name);
    expect(projectPage.text).toContain(project.location.locality);
    expect(projectPage.text).toMatch(/₹[\d.,]+ (L|Cr)/);

    const agent = flats.find((card) => card.postedBy === 'Agent');
    const detail = await json<{ data: { seller?: { id?: number } } }>(e2e.baseUrl, `/api/properties/${agent?.id}`);
    const brokerId = detail.data.seller?.id;
    expect(brokerId, 'an agent behind a Bhopal flat').toBeTypeOf('number');
    const broker = await textWithoutScripts(page, brokerPath(brokerId as number));
    expect(broker.status).toBe(200);
    expect(broker.title).not.toBe(`${ROUTES.broker.title} | ${BRAND_NAME}`);
    expect(broker.text).toMatch(/₹[\d.,]+ (L|Cr)/);
    await context.close();
  });

  it('hydrates every server-rendered route without a complaint and without fetching its data again', async () => {
    // No worker: each page's reads are the page's own, and nothing answers them from what was saved.
    const { context, page } = await e2e.newPage({ serviceWorkers: 'block' });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // Blocking the worker is this test's doing, and the page says so.
      if (/service worker registration (failed|blocked)/i.test(message.text())) return;
      // A not-found page is a 404 document, which the browser reports as a failed load: that is the point.
      if (expectedStatus === 404 && message.text().includes('status of 404')) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
    });
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname + url.search);
    });

    const flats = await bhopalFlats(e2e.baseUrl);
    const pages = [
      ...(Object.keys(ROUTES) as RouteKey[])
        .filter((key) => isServerRendered(key) && !PATHS[key].includes(':'))
        .map((key) => PATHS[key]),
      BHOPAL_FLATS,
      `${PATHS.propertyProfile}?id=${flats[0]?.id}`,
      landingPath({ city: 'Bhopal' }),
      '/no-such-page',
    ];
    let withData = 0;
    let expectedStatus = 200;
    for (const path of pages) {
      apiRequests.length = 0;
      const bare = path === PATHS.propertyProfile || path === PATHS.projectProfile;
      // The listing pages without an id, and a path that is no page, are not found.
      expectedStatus = bare || path === '/no-such-page' ? 404 : 200;
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(expectedStatus);
      const embedded = await page.evaluate(
        (id) => Object.keys(JSON.parse(document.getElementById(id)?.textContent || '{}') as object),
        PAGE_DATA_ELEMENT_ID,
      );
      if (embedded.length > 0) withData++;
      for (const apiPath of embedded) expect(apiRequests, `${path} fetched ${apiPath} again`).not.toContain(apiPath);
    }
    // The listing pages come with their data; a walk where none did would prove nothing.
    expect(withData).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
    await context.close();
    // About thirty pages, each waited on until the network is quiet and it has hydrated: a few seconds each
    // on a busy machine.
  }, 180_000);
});
