/**
 * A builder's public page as the server sends it, before any script runs: their approved projects are in
 * the HTML (name, price range, a link to the project page) next to their listings; a project waiting for
 * review or removed is not.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { formatPriceRange } from '../../src/shared/listings/format';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { brokerPath, PATHS } from '../../src/shared/routes';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { textOf } from '../helpers/server-html';

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>;
let builderId = 0;
const ids: Record<string, number> = {};

const rootOf = (html: string) => html.slice(html.indexOf(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`));

beforeAll(async () => {
  // The real built client: its index.html is the page's frame, as in production.
  await buildClientIfNeeded();
  database = await createTestDatabase('pglite');
  app = createTestApp(database, { clientDir: resolve('dist') });
  const builder = await insertSeller(database.db, { sellerType: 'Builder', companyName: 'Skyline Builders' });
  builderId = builder.id;
  ids.project = await insertProject(database.db, builder, { name: 'Skyline Residency' });
  ids.pending = await insertProject(database.db, builder, { name: 'Waiting Heights', status: 'pending' });
  ids.deleted = await insertProject(database.db, builder, { name: 'Demolished Heights', status: 'deleted' });
  await insertProperty(database.db, { seller: builder, title: '3 BHK Flat in Skyline Residency' });
}, 180_000);

afterAll(async () => {
  await database?.destroy();
});

it("renders a builder's approved projects and listings on the server", async () => {
  const res = await app.request(brokerPath(builderId), { headers: { 'Accept-Encoding': 'identity' } });
  expect(res.status).toBe(200);
  const root = rootOf(await res.text());
  const text = textOf(root);
  expect(text).toContain(DETAIL_UI.brokerProjectsHeading);
  expect(text).toContain('Skyline Residency');
  expect(text).toContain(formatPriceRange(3_800_000, 9_500_000));
  expect(root).toContain(`href="${PATHS.projectProfile}?id=${ids.project}"`);
  expect(text).not.toContain('Waiting Heights');
  expect(text).not.toContain('Demolished Heights');
  expect(text).toContain('3 BHK Flat in Skyline Residency');
  expect(text.indexOf(DETAIL_UI.brokerProjectsHeading)).toBeLessThan(text.indexOf(DETAIL_UI.brokerListingsHeading));
});
