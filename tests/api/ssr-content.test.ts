/**
 * The content and service pages as the server sends them: each under its own title, with its lead as
 * the description search engines and link previews show, and its own address as the canonical link. A
 * page not found has none.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_COPY } from '../../src/client/features/contact/contact.content';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { loadEnv } from '../../src/server/env';
import { HOME_LABELS } from '../../src/shared/home';
import { BRAND_NAME } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS, type RouteKey } from '../../src/shared/routes';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { decodeEntities } from '../helpers/server-html';

const ORIGIN = 'https://homes.example.in';
const env = { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), PUBLIC_ORIGIN: ORIGIN };

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  await buildClientIfNeeded();
  database = await createTestDatabase('pglite');
  app = createTestApp(database, { clientDir: resolve('dist'), env });
  const seller = await insertSeller(database.db, { sellerType: 'Agent' });
  await insertProperty(database.db, {
    seller,
    title: '2 BHK Flat near Kolar Road',
    locality: 'Kolar Road',
    city: 'Bhopal',
  });
}, 180_000);

afterAll(async () => {
  await database?.destroy();
});

async function headOf(path: string) {
  const res = await app.request(path, { headers: { 'Accept-Encoding': 'identity' } });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    status: res.status,
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: decodeEntities(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    robots: /<meta name="robots" content="([^"]*)"/.exec(head)?.[1],
    ogTitle: decodeEntities(/<meta property="og:title" content="([^"]*)"/.exec(head)?.[1] ?? ''),
  };
}

describe('content pages rendered on the server', () => {
  const pages: RouteKey[] = [
    'about',
    'contact',
    'terms',
    'privacy',
    'realEstateAdvice',
    'postProperty',
    'serviceLegal',
    'serviceVaastu',
  ];

  it.each(pages)('%s has its own title, description and canonical address', async (key) => {
    const page = await headOf(PATHS[key]);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${ROUTES[key].title} | ${BRAND_NAME}`);
    expect(page.ogTitle).toBe(page.title);
    expect(page.description.length).toBeGreaterThan(40);
    // Its own words, not the site's.
    expect(page.description).not.toBe(HOME_LABELS.description);
    expect(page.canonical).toBe(`${ORIGIN}${PATHS[key]}`);
  });

  it("describes the contact page in the page's own lead", async () => {
    expect((await headOf(PATHS.contact)).description).toBe(CONTACT_COPY.intro);
  });

  it('keeps a canonical address without the query a link added', async () => {
    expect((await headOf(`${PATHS.about}?utm_source=whatsapp`)).canonical).toBe(`${ORIGIN}${PATHS.about}`);
  });

  it('gives a page not found no canonical address, and the site description', async () => {
    const page = await headOf('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.canonical).toBeUndefined();
    expect(page.description).toBe(HOME_LABELS.description);
  });
});

describe('insights pages rendered on the server', () => {
  it('keeps a city with listings indexable under its own canonical address', async () => {
    const page = await headOf(`${PATHS.insightsLocalities}?city=Bhopal`);
    expect(page.status).toBe(200);
    expect(page.robots).toBeUndefined();
    expect(page.canonical).toBe(`${ORIGIN}${PATHS.insightsLocalities}?city=Bhopal`);
  });

  it.each([
    ['a city with no listings', 'Atlantis'],
    ['a zero-width space typed before a city', '\u200bBhopal'],
    ['markup typed into the address', '<script>alert(1)</script>'],
  ])('keeps %s out of search engines', async (_what, city) => {
    for (const path of [PATHS.insightsLocalities, PATHS.insightsPriceTrends]) {
      const res = await app.request(`${path}?city=${encodeURIComponent(city)}`, {
        headers: { 'Accept-Encoding': 'identity' },
      });
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex, follow"');
      expect(html, path).not.toContain('<script>alert(1)</script>');
    }
  });
});
