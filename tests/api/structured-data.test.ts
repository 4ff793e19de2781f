/**
 * schema.org JSON-LD in the server-rendered HTML of listing pages: a property's RealEstateListing with its
 * offer in rupees, address and photos, a project's listing priced from its cheapest unit, the
 * Home > city > locality > listing trail to the landing pages, and listing text that can never leave its
 * data block. Nothing for a listing nobody may see, nor for one no longer available.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { landingPath } from '../../src/shared/landing/landing-paths';
import { PATHS } from '../../src/shared/routes';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Property Creator</title>
    <meta name="description" content="x" />
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const ORIGIN = 'https://homes.example.in';
const env = { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), PUBLIC_ORIGIN: ORIGIN };
const HOSTILE_TITLE = '</script><script>alert(1)</script> <!-- \u2028 & \u2029 end';

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'pc-structured-data-'));
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, read by its property names
type Json = Record<string, any>;
const LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
const blocks = (html: string): Json[] => [...html.matchAll(LD)].map((m) => JSON.parse(m[1] ?? 'null'));
const ofType = (html: string, type: string) => blocks(html).filter((b) => b['@type'] === type);

describeEachDatabase('JSON-LD on listing pages', (database) => {
  let app: ReturnType<typeof createTestApp>;
  const ids: Record<string, number> = {};
  const html = async (path: string) => (await app.request(path)).text();

  beforeAll(async () => {
    const db = database().db;
    app = createTestApp(database(), { clientDir, env });
    const seller = await insertSeller(db, { sellerType: 'Builder', companyName: 'Skyline Builders' });
    ids.flat = await insertProperty(db, {
      seller,
      title: '3 BHK Flat in Arera Colony',
      description: 'Corner flat with two balconies.',
      bedrooms: 3,
      price: 4_500_000,
      areaValue: 1450,
      photos: 3,
    });
    ids.hostile = await insertProperty(db, { seller, title: HOSTILE_TITLE, description: HOSTILE_TITLE });
    ids.pending = await insertProperty(db, { seller, status: 'pending', title: 'Pending flat' });
    ids.sold = await insertProperty(db, { seller, status: 'sold', title: 'Sold flat' });
    ids.project = await insertProject(db, seller, { name: 'Skyline Residency' });
    ids.pendingProject = await insertProject(db, seller, { name: 'Hidden Heights', status: 'pending' });
  });

  it('describes a property as a RealEstateListing with its offer in INR, address, photos and URL', async () => {
    const page = await html(`${PATHS.propertyProfile}?id=${ids.flat}`);
    const url = `${ORIGIN}${PATHS.propertyProfile}?id=${ids.flat}`;
    const listings = ofType(page, 'RealEstateListing');
    expect(listings).toHaveLength(1);
    const [listing] = listings as [Json];
    expect(listing['@context']).toBe('https://schema.org');
    expect(listing.name).toBe('3 BHK Flat in Arera Colony');
    expect(listing.description).toBe('Corner flat with two balconies.');
    expect(listing.url).toBe(url);
    expect(Number.isNaN(Date.parse(listing.datePosted))).toBe(false);
    expect(listing.offers).toEqual({
      '@type': 'Offer',
      price: 4_500_000,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url,
    });
    expect(listing.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Arera Colony, Bhopal',
      addressRegion: 'Madhya Pradesh',
      addressCountry: 'IN',
    });
    expect(listing.image).toHaveLength(3);
    for (const image of listing.image)
      expect(image).toMatch(/^https:\/\/homes\.example\.in\/media\/[0-9a-f]{64}-640\.webp$/);
    expect(listing.about).toMatchObject({
      '@type': 'Apartment',
      numberOfRooms: 3,
      floorSize: { '@type': 'QuantitativeValue', value: 1450, unitCode: 'FTK' },
    });
    // Public facts only: no phone number or e-mail of the seller's.
    expect(JSON.stringify(blocks(page))).not.toMatch(/telephone|email|\+91|@example|9\d{9}/i);
  });

  it('adds the Home > city > locality > listing breadcrumb, positions 1..n, to the landing pages', async () => {
    const page = await html(`${PATHS.propertyProfile}?id=${ids.flat}`);
    const [trail] = ofType(page, 'BreadcrumbList') as [Json];
    expect(trail['@context']).toBe('https://schema.org');
    const steps = trail.itemListElement as Json[];
    expect(steps.map((s) => s.position)).toEqual([1, 2, 3, 4]);
    expect(steps.map((s) => s['@type'])).toEqual(['ListItem', 'ListItem', 'ListItem', 'ListItem']);
    expect(steps.map((s) => s.name)).toEqual(['Home', 'Bhopal', 'Arera Colony', '3 BHK Flat in Arera Colony']);
    expect(steps.map((s) => s.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}${landingPath({ city: 'Bhopal' })}`,
      `${ORIGIN}${landingPath({ city: 'Bhopal', locality: 'Arera Colony' })}`,
      `${ORIGIN}${PATHS.propertyProfile}?id=${ids.flat}`,
    ]);
    expect(steps[2]?.item).toBe(`${ORIGIN}/in/bhopal/arera-colony`);
  });

  it('describes a project as a RealEstateListing priced from its cheapest unit, about the complex', async () => {
    const page = await html(`${PATHS.projectProfile}?id=${ids.project}`);
    const [project] = ofType(page, 'RealEstateListing') as [Json];
    const url = `${ORIGIN}${PATHS.projectProfile}?id=${ids.project}`;
    expect(project.name).toBe('Skyline Residency');
    expect(project.url).toBe(url);
    expect(project.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 3_800_000,
      highPrice: 9_500_000,
      price: 3_800_000,
      priceCurrency: 'INR',
      url,
    });
    expect(project.about).toMatchObject({ '@type': 'ApartmentComplex', name: 'Skyline Residency' });
    expect(project.address).toMatchObject({ addressRegion: 'Madhya Pradesh', addressCountry: 'IN' });
    expect(project.address.addressLocality).toBe('Kolar Road, Bhopal');
    for (const image of project.image ?? []) expect(image).toMatch(/^https:\/\/homes\.example\.in\/media\//);
    const [trail] = ofType(page, 'BreadcrumbList') as [Json];
    expect((trail.itemListElement as Json[]).map((s) => s.name)).toEqual([
      'Home',
      'Bhopal',
      'Kolar Road',
      'Skyline Residency',
    ]);
  });

  it('keeps a hostile title inside its data block and reads it back exactly', async () => {
    const page = await html(`${PATHS.propertyProfile}?id=${ids.hostile}`);
    expect(page).not.toContain('<script>alert');
    const raw = [...page.matchAll(LD)].map((m) => m[1] ?? '').join('');
    for (const ch of ['<', '>', '&', '\u2028', '\u2029']) expect(raw).not.toContain(ch);
    expect(raw).toContain('\\u003c/script\\u003e');
    for (const script of page.match(/<script\b[^>]*>/g) ?? [])
      expect(script).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
    const [listing] = ofType(page, 'RealEstateListing') as [Json];
    expect(listing.name).toBe(HOSTILE_TITLE);
    expect(listing.description).toBe(HOSTILE_TITLE);
    expect((ofType(page, 'BreadcrumbList')[0] as Json).itemListElement[3].name).toBe(HOSTILE_TITLE);
  });

  it.each([
    ['a pending property', () => `${PATHS.propertyProfile}?id=${ids.pending}`],
    ['a pending project', () => `${PATHS.projectProfile}?id=${ids.pendingProject}`],
    ['a sold property', () => `${PATHS.propertyProfile}?id=${ids.sold}`],
    ['an unknown property', () => `${PATHS.propertyProfile}?id=999999999`],
  ])('writes no JSON-LD for %s', async (_, path) => {
    const page = await html(path());
    expect(page).not.toContain('application/ld+json');
    expect(page).not.toContain('Pending flat');
    expect(page).not.toContain('Hidden Heights');
    expect(page).not.toContain('Sold flat');
  });

  it('describes no listing on the home page', async () => {
    const page = await html('/');
    expect(ofType(page, 'RealEstateListing')).toEqual([]);
    expect(ofType(page, 'BreadcrumbList')).toEqual([]);
  });
});
