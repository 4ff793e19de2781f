/**
 * Server-rendered pages in the public cache: a visitor's results or property page is rendered once and kept
 * (per encoding, still `no-cache` for browsers), a change to a listing shows on the next page load, and a
 * property page from the cache still counts its visitor's view.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { createViewCounter, type ViewCounter } from '../../src/server/features/listings/view-counter';
import { createLogger } from '../../src/server/lib/logger';
import { createPublicCache } from '../../src/server/lib/public-cache';
import { PATHS } from '../../src/shared/routes';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat } from '../fixtures/seller-listings';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Property Creator</title>
    <meta name="description" content="x" />
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'pc-public-cache-pages-'));
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describeEachDatabase('public cache of server-rendered pages', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let admin: Person;
  let views: ViewCounter;

  beforeAll(async () => {
    const logger = createLogger({ LOG_LEVEL: 'silent' });
    views = createViewCounter({ database: database(), logger });
    // Behind our proxy, so visitors can come from different addresses (X-Forwarded-For).
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
    t = sellerTestApp(database(), { env, clientDir, views, publicCache: createPublicCache({ logger }) });
    const details = newPerson();
    const made = await createAdmin(database().db, details);
    if (made.outcome !== 'created') throw new Error(`expected a new admin, got ${made.outcome}`);
    admin = { user: made.user, token: await t.logIn(details) };
  });

  /** A listing of a fresh seller in Indore with its own title, approved unless said otherwise. */
  async function listing(title: string, approved = true): Promise<{ id: number; owner: Person }> {
    const owner = await t.seller();
    const body = validFlat({ title, location: { state: 'Madhya Pradesh', city: 'Indore', locality: 'Vijay Nagar' } });
    const made = await t.call<{ data: SellerListing }>('POST', '/seller/properties', body, owner.token);
    expect(made.status, made.body.message).toBe(201);
    const id = made.body.data.id;
    if (approved)
      expect((await t.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token)).status).toBe(200);
    return { id, owner };
  }

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.app.request(path, { headers });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const html = async (path: string) => (await page(path)).bytes.toString();
  const RESULTS = `${PATHS.searchResults}?city=Indore`;

  it('renders a results page once and keeps it, for browsers still no-cache', async () => {
    const { id } = await listing('Sunlit 2 BHK beside Vijay Nagar park');
    const first = await page(RESULTS);
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.bytes.toString()).toContain('Sunlit 2 BHK beside Vijay Nagar park');
    // Behind the routes: the kept page does not see it.
    await database().db.execute(sql`update properties set title = 'Renamed behind the routes' where id = ${id}`);
    expect(await html(RESULTS)).toContain('Sunlit 2 BHK beside Vijay Nagar park');
    // A copy per encoding, rendered from the same kept answers.
    const br = await page(RESULTS, { 'Accept-Encoding': 'br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toContain('Sunlit 2 BHK beside Vijay Nagar park');
  });

  it("shows an approval, and a seller's edit back to review, on the next load of the results page", async () => {
    const { id, owner } = await listing('Corner 3 BHK with a terrace garden', false);
    expect(await html(RESULTS)).not.toContain('Corner 3 BHK with a terrace garden');
    expect((await t.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token)).status).toBe(200);
    expect(await html(RESULTS)).toContain('Corner 3 BHK with a terrace garden');
    const edit = await t.call('PATCH', `/seller/properties/${id}`, { title: 'Corner 3 BHK, new photos' }, owner.token);
    expect(edit.status).toBe(200);
    const after = await html(RESULTS);
    expect(after).not.toContain('Corner 3 BHK');
  });

  it('counts a view for each visitor of a property page, rendered or from the cache', async () => {
    const { id, owner } = await listing('Airy 2 BHK facing Meghdoot garden');
    const path = `${PATHS.propertyProfile}?id=${id}`;
    for (const [i, address] of ['203.0.113.81', '198.51.100.82', '192.0.2.83'].entries()) {
      const res = await page(path, { 'X-Forwarded-For': address });
      expect(res.status).toBe(200);
      // The first is rendered; the others come from the cache (the change behind the routes is not seen).
      expect(res.bytes.toString()).toContain('Airy 2 BHK facing Meghdoot garden');
      if (i === 0) await database().db.execute(sql`update properties set title = 'Renamed quietly' where id = ${id}`);
    }
    await views.flush();
    const mine = await t.call<{ data: SellerListing }>('GET', `/seller/properties/${id}`, undefined, owner.token);
    expect(mine.body.data.views).toBe(3);
  });
});
