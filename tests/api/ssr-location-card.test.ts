/**
 * The location card and GeoCoordinates in the server-rendered property and project pages (what a visitor
 * with JavaScript off and a search engine get): locality and city, "Approximate location" for an owner's
 * listing, "Open in Maps" and schema.org GeoCoordinates at the public point, never at the exact one the
 * database keeps.
 */
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { LOCATION_CARD, openInMapsLinks } from '../../src/client/features/listing-detail/location-card.content';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { loadEnv } from '../../src/server/env';
import { properties } from '../../src/server/features/listings/listings.schema';
import { publicPoint } from '../../src/shared/location/map-area';
import { PATHS } from '../../src/shared/routes';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { decodeEntities, textOf } from '../helpers/server-html';

const env = { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), PUBLIC_ORIGIN: 'https://homes.example.in' };
const EXACT = { latitude: 23.234567, longitude: 77.432198 };
/** The agent's and the builder's points: elsewhere, as their cards are on the owner's page (similar listings). */
const PINNED = { latitude: 23.251234, longitude: 77.410987 };

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, read by its property names
type Json = Record<string, any>;
const LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
const listingLd = (html: string): Json =>
  [...html.matchAll(LD)].map((m) => JSON.parse(m[1] ?? 'null')).find((b) => b['@type'] === 'RealEstateListing');
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? ''));

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>;
const ids: Record<string, number> = {};
const page = async (path: string) => (await app.request(path, { headers: { 'Accept-Encoding': 'identity' } })).text();

beforeAll(async () => {
  await buildClientIfNeeded();
  database = await createTestDatabase('pglite');
  app = createTestApp(database, { clientDir: resolve('dist'), env });
  const owner = await insertSeller(database.db, { sellerType: 'Individual' });
  const agent = await insertSeller(database.db, { sellerType: 'Agent' });
  const builder = await insertSeller(database.db, { sellerType: 'Builder', companyName: 'Skyline Builders' });
  ids.owner = await insertProperty(database.db, { seller: owner, ...EXACT, locationPrecision: 'approximate' });
  ids.agent = await insertProperty(database.db, { seller: agent, ...PINNED, locality: 'Shahpura' });
  ids.project = await insertProject(database.db, builder, { name: 'Skyline Residency', ...PINNED });
}, 600_000);

afterAll(async () => {
  await database?.destroy();
});

it("shows an owner's approximate listing at its snapped point only", async () => {
  const html = await page(`${PATHS.propertyProfile}?id=${ids.owner}`);
  const [row] = await database.db
    .select()
    .from(properties)
    .where(eq(properties.id, ids.owner as number));
  // The database keeps the exact point; the page may show only the public one.
  expect({ latitude: row?.latitude, longitude: row?.longitude }).toEqual(EXACT);
  const shown = publicPoint(EXACT, 'approximate');
  expect(shown).not.toEqual(EXACT);

  const text = textOf(html);
  expect(text).toContain(LOCATION_CARD.approximate);
  expect(text).toContain(LOCATION_CARD.approximateHint);
  expect(text).toContain('Arera Colony');
  expect(text).toContain('Bhopal');
  expect(hrefs(html)).toContain(openInMapsLinks(shown, 'Arera Colony, Bhopal').web);
  expect(text).toContain(DETAIL_UI.location.openInMaps);

  const geo = listingLd(html).contentLocation.geo;
  expect(geo).toEqual({ '@type': 'GeoCoordinates', latitude: shown.latitude, longitude: shown.longitude });
  expect(html).not.toContain(String(EXACT.latitude));
  expect(html).not.toContain(String(EXACT.longitude));
});

it("shows an agent's listing at its exact point, with no approximate words", async () => {
  const html = await page(`${PATHS.propertyProfile}?id=${ids.agent}`);
  expect(textOf(html)).not.toContain(LOCATION_CARD.approximate);
  expect(hrefs(html)).toContain(openInMapsLinks(PINNED, 'Shahpura, Bhopal').web);
  expect(listingLd(html).contentLocation.geo).toMatchObject(PINNED);
});

it("gives a project's card and GeoCoordinates at the builder's point", async () => {
  const html = await page(`${PATHS.projectProfile}?id=${ids.project}`);
  const ld = listingLd(html);
  expect(ld.contentLocation).toMatchObject({ '@type': 'Place', geo: { '@type': 'GeoCoordinates', ...PINNED } });
  expect(hrefs(html).some((href) => href.startsWith('https://www.openstreetmap.org/?mlat=23.251234'))).toBe(true);
});
