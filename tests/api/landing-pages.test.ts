/**
 * Landing pages as search engines get them: the server's HTML of the built client (no script run), with
 * the page's own title and description, its canonical address on the public origin, the listings with
 * their lakh and crore prices and localities, the figures, breadcrumbs and links on to other landing
 * pages, schema.org JSON-LD, and 404 for an address naming nothing we have.
 */
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { loadEnv } from '../../src/server/env';
import { LANDING_LABELS } from '../../src/shared/landing/landing-contract';
import { landingApiPath, landingPath } from '../../src/shared/landing/landing-paths';
import { formatPricePerSqft, formatPriceShort, formatRent } from '../../src/shared/listings/format';
import { searchResultsUrl } from '../../src/shared/listings/search-href';
import { APP_MESSAGES, BRAND_NAME } from '../../src/shared/messages';
import { PAGE_DATA_ELEMENT_ID } from '../../src/shared/page-head';
import { PATHS } from '../../src/shared/routes';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

const ORIGIN = 'https://homes.example.in';
const env = { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), PUBLIC_ORIGIN: ORIGIN };
const CLIENT_DIR = join(process.cwd(), 'dist');

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, read by its property names
type Json = Record<string, any>;
const LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
const blocks = (html: string): Json[] => [...html.matchAll(LD)].map((m) => JSON.parse(m[1] ?? 'null'));
/** What the page shows, as text: the markup of #root without its tags. */
const textOf = (html: string) =>
  (html.split('<div id="root"')[1] ?? '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
/** HTML text as React writes it (for titles with an ampersand or a quote). */
const htmlText = (text: string) => text.replace(/&/g, '&amp;');

interface Listing {
  title: string;
  price: number;
  rent?: boolean;
  locality: string;
}

const FLATS: Listing[] = [
  { title: 'Sunny 2 BHK near Habibganj station', price: 4_500_000, locality: 'Arera Colony' },
  { title: 'Lake-view 4 BHK penthouse', price: 12_500_000, locality: 'Shyamla Hills' },
  { title: '3 BHK with two balconies', price: 7_250_000, locality: 'Arera Colony' },
];

describeEachDatabase('landing pages rendered on the server', (database) => {
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    await buildClientIfNeeded();
    const { db } = database();
    app = createTestApp(database(), { clientDir: CLIENT_DIR, env });
    const seller = await insertSeller(db, { sellerType: 'Agent', verified: true });
    for (const [index, flat] of FLATS.entries()) {
      await insertProperty(db, {
        seller,
        title: flat.title,
        price: flat.price,
        areaValue: 1000,
        locality: flat.locality,
        bedrooms: 2,
        daysAgo: index + 1,
      });
    }
    await insertProperty(db, {
      seller,
      title: 'Furnished 1 BHK for rent',
      transactionType: 'Rent',
      price: 18_000,
      deposit: 36_000,
      locality: 'Arera Colony',
    });
    await insertProperty(db, {
      seller,
      title: 'Corner plot',
      propertyType: 'Plot',
      price: 3_000_000,
      locality: 'Kolar Road',
    });
  }, 600_000);

  const page = async (path: string) => {
    const res = await app.request(path, { headers: { Accept: 'text/html' } });
    return { status: res.status, html: await res.text() };
  };

  it('/in/bhopal/flats-for-sale: its title, figures, listings with lakh and crore prices, localities and canonical', async () => {
    const path = landingPath({ city: 'Bhopal', propertyType: 'Flat/Apartment', transactionType: 'Buy' });
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<title>Flats for sale in Bhopal | ${BRAND_NAME}</title>`);
    expect(html).toMatch(/<meta name="description" content="3 listings: Flats for sale in Bhopal, Madhya Pradesh\./);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
    expect(html).not.toContain('server rendering failed');

    const text = textOf(html);
    expect(text).toContain('Flats for sale in Bhopal');
    expect(text).toContain(LANDING_LABELS.listings(3));
    // 45, 72.5 and 125 lakh over 1,000 sq.ft each: the median is 7,250 a sq.ft.
    expect(text).toContain(formatPricePerSqft(7250));
    for (const flat of FLATS) {
      expect(text).toContain(flat.title);
      expect(text).toContain(formatPriceShort(flat.price));
      expect(text).toContain(`${flat.locality}, Bhopal`);
    }
    expect(text).toContain('₹45 L');
    expect(text).toContain('₹1.25 Cr');
    expect(text).not.toContain('Furnished 1 BHK for rent');
    // Newest first, as the search lists them.
    expect(text.indexOf(FLATS[0]?.title ?? '')).toBeLessThan(text.indexOf(FLATS[2]?.title ?? ''));

    // Breadcrumbs, links on to the city's localities and other pages, and to every listing with filters.
    expect(html).toContain(`href="${PATHS.home}"`);
    expect(html).toContain(`href="${landingPath({ city: 'Bhopal' })}"`);
    for (const locality of ['Arera Colony', 'Shyamla Hills', 'Kolar Road'])
      expect(html).toContain(`href="${landingPath({ city: 'Bhopal', locality })}"`);
    expect(html).toContain(`href="${landingPath({ city: 'Bhopal', propertyType: 'Plot', transactionType: 'Buy' })}"`);
    expect(html).toContain(
      `href="${htmlText(searchResultsUrl({ city: 'Bhopal', propertyType: 'Flat/Apartment', transactionType: 'Buy' }))}"`,
    );
    expect(text).toContain(LANDING_LABELS.seeAll(3));

    // The page came with its data: the browser does not ask for it again.
    expect(html).toContain(`id="${PAGE_DATA_ELEMENT_ID}"`);
    expect(html).toContain(
      `"${landingApiPath({ kind: 'type', citySlug: 'bhopal', propertyType: 'Flat/Apartment', transactionType: 'Buy' })}"`,
    );

    const [trail, list] = [
      blocks(html).find((b) => b['@type'] === 'BreadcrumbList'),
      blocks(html).find((b) => b['@type'] === 'ItemList'),
    ];
    expect(trail?.itemListElement.map((step: Json) => [step.position, step.name, step.item])).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Bhopal', `${ORIGIN}/in/bhopal`],
      [3, 'Flats for sale', `${ORIGIN}${path}`],
    ]);
    expect(list?.itemListElement.map((item: Json) => item.name)).toEqual(FLATS.map((flat) => flat.title));
    for (const item of list?.itemListElement ?? [])
      expect(item.url).toMatch(new RegExp(`^${ORIGIN}${PATHS.propertyProfile}\\?id=\\d+$`));
  });

  it('a locality page: every deal in it under its own title, with the price figure of what is for sale', async () => {
    const path = landingPath({ city: 'Bhopal', locality: 'Arera Colony' });
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<title>Property in Arera Colony, Bhopal | ${BRAND_NAME}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
    const text = textOf(html);
    expect(text).toContain('Property in Arera Colony, Bhopal');
    expect(text).toContain(LANDING_LABELS.listings(3));
    for (const flat of FLATS.filter((f) => f.locality === 'Arera Colony')) {
      expect(text).toContain(flat.title);
      expect(text).toContain(formatPriceShort(flat.price));
    }
    expect(text).toContain('Furnished 1 BHK for rent');
    expect(text).toContain(formatRent(18_000));
    expect(text).not.toContain(FLATS[1]?.title);
    // The median of its two flats for sale, 4,500 and 7,250 a sq.ft; the rent is not a price per sq.ft.
    expect(text).toContain(formatPricePerSqft(5875));
    expect(html).toContain(`href="${landingPath({ city: 'Bhopal', locality: 'Kolar Road' })}"`);
    const trail = blocks(html).find((b) => b['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement.at(-1)).toMatchObject({ name: 'Arera Colony', item: `${ORIGIN}${path}` });
  });

  it("the city's page names its listings for sale", async () => {
    const { status, html } = await page(landingPath({ city: 'Bhopal' }));
    expect(status).toBe(200);
    expect(html).toContain(`<title>Property for sale in Bhopal | ${BRAND_NAME}</title>`);
    expect(textOf(html)).toContain('Corner plot');
  });

  it('answers 404 with the not-found page for an address naming nothing we have', async () => {
    for (const path of ['/in/atlantis', '/in/bhopal/nowhere-nagar', '/in/bhopal/arera%20colony']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(textOf(html)).toContain(APP_MESSAGES.notFoundTitle);
      expect(html).not.toContain('rel="canonical"');
    }
  });
});
