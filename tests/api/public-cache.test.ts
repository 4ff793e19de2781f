/**
 * The public cache (src/server/lib/public-cache.ts): an anonymous read is answered from what was kept while
 * nothing changed, a signed-in read never is, and every kind of write that changes what visitors see shows
 * in the very next public read. Changes made behind the routes (straight to the database) show that an
 * answer really came from the cache.
 */
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { createViewCounter, type ViewCounter } from '../../src/server/features/listings/view-counter';
import { createLogger } from '../../src/server/lib/logger';
import { createPublicCache, type PublicCache } from '../../src/server/lib/public-cache';
import type { PropertyDetail } from '../../src/shared/listings/listing-types';
import { LISTING_CACHE_CONTROL } from '../../src/shared/offline/offline-contract';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';

const logger = createLogger({ LOG_LEVEL: 'silent' });
// Behind our proxy, so a test can read as visitors at different addresses (X-Forwarded-For).
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });

interface Read<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & { success: boolean };
}

describeEachDatabase('public cache', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let cache: PublicCache;
  let views: ViewCounter;
  let admin: Person;
  let seller: Person;
  let clock = Date.now();

  beforeAll(async () => {
    views = createViewCounter({ database: database(), logger });
    cache = createPublicCache({ logger, now: () => clock });
    t = sellerTestApp(database(), { env, publicCache: cache, views });
    const details = newPerson();
    const made = await createAdmin(database().db, details);
    if (made.outcome !== 'created') throw new Error(`expected a new admin, got ${made.outcome}`);
    admin = { user: made.user, token: await t.logIn(details) };
    seller = await t.seller();
  });

  /** A GET as a visitor (no session), or with `token`; the body parsed. */
  async function read<T = Record<string, unknown>>(
    path: string,
    { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
  ): Promise<Read<T>> {
    const res = await t.app.request(`/api${path}`, {
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }

  const detail = (id: number, token?: string) => read<{ data: PropertyDetail }>(`/properties/${id}`, { token });
  const idsIn = async (path: string, field: 'data' | 'properties' = 'data') =>
    ((await read<Record<string, Array<{ id: number }>>>(path)).body[field] ?? []).map((card) => card.id);

  /** Behind the routes: what only the database knows until the cache is dropped. */
  const setPrice = (id: number, price: number) =>
    database().db.execute(sql`update properties set price = ${price} where id = ${id}`);

  /** A listing through the API (of a fresh seller unless `owner` is given: each has a quota): pending, or approved. */
  async function listing(approved = true, owner?: Person): Promise<{ id: number; owner: Person }> {
    const who = owner ?? (await t.seller());
    const made = await t.call<{ data: SellerListing }>('POST', '/seller/properties', validFlat(), who.token);
    expect(made.status, made.body.message).toBe(201);
    const id = made.body.data.id;
    if (approved)
      expect((await t.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token)).status).toBe(200);
    return { id, owner: who };
  }

  describe('what it keeps', () => {
    it('answers a visitor from the cache while nothing changed through the routes', async () => {
      const { id } = await listing();
      expect((await detail(id)).body.data.price).toBe(4_500_000);
      await setPrice(id, 4_600_000);
      // Kept: the database's change is not seen...
      expect((await detail(id)).body.data.price).toBe(4_500_000);
      // ...except by a signed-in read, which never comes from the cache.
      expect((await detail(id, admin.token)).body.data.price).toBe(4_600_000);
      await cache.invalidate();
      expect((await detail(id)).body.data.price).toBe(4_600_000);
    });

    it('keeps an answer no longer than the TTL', async () => {
      const { id } = await listing();
      expect((await detail(id)).body.data.price).toBe(4_500_000);
      await setPrice(id, 4_700_000);
      clock += 29_000;
      expect((await detail(id)).body.data.price).toBe(4_500_000);
      clock += 2_000;
      expect((await detail(id)).body.data.price).toBe(4_700_000);
    });

    it("never serves nor keeps an owner's or an admin's view of a listing nobody else may see", async () => {
      const { id, owner } = await listing(false);
      // The owner first: their private answer must not be what a visitor gets next.
      const own = await detail(id, owner.token);
      expect([own.status, own.headers.get('Cache-Control')]).toEqual([200, LISTING_CACHE_CONTROL.private]);
      expect((await detail(id)).status).toBe(404);
      // The visitor's 404 is kept; the owner and the admin still see the listing.
      expect((await detail(id)).status).toBe(404);
      expect((await detail(id, owner.token)).status).toBe(200);
      expect((await detail(id, admin.token)).status).toBe(200);
    });

    it('counts a view on every visitor read answered from the cache', async () => {
      const { id, owner } = await listing();
      await detail(id);
      await setPrice(id, 4_800_000);
      for (const address of ['203.0.113.51', '198.51.100.52', '192.0.2.53']) {
        const res = await read<{ data: PropertyDetail }>(`/properties/${id}`, {
          headers: { 'X-Forwarded-For': address },
        });
        // From the cache (the database's new price is not seen), and counted all the same.
        expect(res.body.data.price).toBe(4_500_000);
      }
      await views.flush();
      const mine = await t.call<{ data: SellerListing }>('GET', `/seller/properties/${id}`, undefined, owner.token);
      // The first read (made and kept) and the three answered from the cache.
      expect(mine.body.data.views).toBe(4);
    });

    it('keeps the compressed bytes, one tag for every encoding, and answers a matching tag with 304', async () => {
      await listing();
      const path = '/properties/by-city?city=Bhopal';
      const plain = await t.app.request(`/api${path}`);
      const plainText = await plain.text();
      const gzip = await t.app.request(`/api${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plainText);
      const tag = plain.headers.get('ETag');
      expect(tag).toMatch(/^W\/"[0-9a-f]{40}"$/);
      expect(gzip.headers.get('ETag')).toBe(tag);
      for (const res of [plain, gzip]) {
        expect(res.headers.get('Cache-Control')).toBe(LISTING_CACHE_CONTROL.shared);
        expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
        expect(res.headers.get('Vary')).toMatch(/Authorization/);
      }
      // A revalidation of the kept answer.
      const again = await t.app.request(`/api${path}`, { headers: { 'If-None-Match': tag ?? '' } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(tag);
      expect(again.headers.get('Cache-Control')).toBe(LISTING_CACHE_CONTROL.shared);
      // A signed-in read is never shared: revalidated by every cache, no tag.
      const signedIn = await read(path, { token: seller.token });
      expect([signedIn.headers.get('Cache-Control'), signedIn.headers.get('ETag')]).toEqual([
        LISTING_CACHE_CONTROL.public,
        null,
      ]);
    });

    it('fills the cache from a revalidation too', async () => {
      const { id } = await listing();
      const first = await read(`/properties/${id}`);
      await cache.invalidate();
      // Nothing kept now: a conditional request is answered 304 and leaves the full answer kept.
      const tag = first.headers.get('ETag') ?? '';
      expect((await read(`/properties/${id}`, { headers: { 'If-None-Match': tag } })).status).toBe(304);
      await setPrice(id, 4_900_000);
      expect((await detail(id)).body.data.price).toBe(4_500_000);
    });
  });

  describe('every change visitors would see drops it at once', () => {
    it('approval: a pending listing appears', async () => {
      const { id } = await listing(false);
      expect((await detail(id)).status).toBe(404);
      expect(await idsIn('/properties/by-city?city=Bhopal&limit=50', 'properties')).not.toContain(id);
      expect((await t.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token)).status).toBe(200);
      expect((await detail(id)).status).toBe(200);
      expect(await idsIn('/properties/by-city?city=Bhopal&limit=50', 'properties')).toContain(id);
    });

    it("a seller's edit that goes back to review takes the listing off", async () => {
      const { id, owner } = await listing();
      expect((await detail(id)).status).toBe(200);
      const edit = await t.call('PATCH', `/seller/properties/${id}`, { title: '2 BHK flat, new photos' }, owner.token);
      expect(edit.status).toBe(200);
      expect((await detail(id)).status).toBe(404);
    });

    it('sold: the listing leaves search and its page', async () => {
      const { id, owner } = await listing();
      expect(await idsIn('/properties/search?city=Bhopal&sort=newest')).toContain(id);
      expect((await detail(id)).status).toBe(200);
      const sold = await t.call('POST', `/seller/properties/${id}/status`, { status: 'sold' }, owner.token);
      expect(sold.status).toBe(200);
      expect(await idsIn('/properties/search?city=Bhopal&sort=newest')).not.toContain(id);
      expect((await detail(id)).status).toBe(410);
    });

    it('delete, by the seller or by an admin', async () => {
      const { id: mine, owner } = await listing();
      const { id: theirs } = await listing();
      for (const id of [mine, theirs]) expect((await detail(id)).status).toBe(200);
      expect((await t.call('DELETE', `/seller/properties/${mine}`, undefined, owner.token)).status).toBe(200);
      expect((await t.call('DELETE', `/admin/properties/${theirs}`, undefined, admin.token)).status).toBe(200);
      for (const id of [mine, theirs]) expect((await detail(id)).status).toBe(410);
    });

    it('featuring: the listing joins the featured strip', async () => {
      const { id } = await listing();
      expect(await idsIn('/properties/featured?limit=50')).not.toContain(id);
      const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
      expect((await t.call('POST', `/admin/properties/${id}/feature`, { until }, admin.token)).status).toBe(200);
      expect(await idsIn('/properties/featured?limit=50')).toContain(id);
    });

    it('blocking the seller takes their listings off, unblocking brings them back', async () => {
      const { id, owner } = await listing();
      expect((await detail(id)).status).toBe(200);
      expect((await t.call('POST', `/admin/users/${owner.user.id}/block`, undefined, admin.token)).status).toBe(200);
      expect((await detail(id)).status).toBe(410);
      expect((await t.call('POST', `/admin/users/${owner.user.id}/unblock`, undefined, admin.token)).status).toBe(200);
      expect((await detail(id)).status).toBe(200);
    });

    it("the seller's name, as an account or as a seller, on their listings", async () => {
      const { id, owner } = await listing();
      expect((await detail(id)).body.data.seller.name).toBe(`${owner.user.firstName} ${owner.user.lastName}`);
      expect((await t.call('PATCH', '/users/me', { firstName: 'Meera' }, owner.token)).status).toBe(200);
      expect((await detail(id)).body.data.seller.name).toBe(`Meera ${owner.user.lastName}`);
      const renamed = await t.call('PATCH', '/sellers/me', { companyName: 'Meera Homes' }, owner.token);
      expect(renamed.status, renamed.body.message).toBe(200);
      expect((await detail(id)).body.data.seller.name).toBe('Meera Homes');
    });

    it("a builder's project: approved, then deleted", async () => {
      const builder = await t.seller({ sellerType: 'Builder', companyName: 'Shubh Builders' });
      const made = await t.call<{ data: { id: number } }>('POST', '/seller/projects', validProject(), builder.token);
      expect(made.status, made.body.message).toBe(201);
      const id = made.body.data.id;
      expect((await read(`/projects/${id}`)).status).toBe(404);
      expect((await t.call('POST', `/admin/projects/${id}/approve`, undefined, admin.token)).status).toBe(200);
      expect((await read(`/projects/${id}`)).status).toBe(200);
      expect((await t.call('DELETE', `/seller/projects/${id}`, undefined, builder.token)).status).toBe(200);
      expect((await read(`/projects/${id}`)).status).toBe(410);
    });

    it('a refused write drops nothing', async () => {
      const { id } = await listing();
      await detail(id);
      await setPrice(id, 5_100_000);
      // A buyer may not approve: 403, and what was kept stays.
      const buyer = await t.buyer();
      expect((await t.call('POST', `/admin/properties/${id}/approve`, undefined, buyer.token)).status).toBe(403);
      expect((await detail(id)).body.data.price).toBe(4_500_000);
    });
  });
});
