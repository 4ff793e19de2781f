import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { properties } from '../../src/server/features/listings/listings.schema';
import type { ViewCounter } from '../../src/server/features/listings/view-counter';
import { LISTING_CACHE_CONTROL } from '../../src/shared/offline/offline-contract';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { insertProject, insertProperty } from '../fixtures/listings';
import type { ApiClient } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { ownerOtherAdmin } from '../helpers/visibility-api';

/**
 * Conditional GETs: public reads carry a weak ETag and answer 304 (no body) to a matching
 * If-None-Match; the tag changes with the data; signed-in and private answers are never tagged.
 */
describeEachDatabase('conditional requests (ETag, 304)', (database) => {
  let t: ApiClient;
  let tokens: Record<'owner' | 'other' | 'admin', string>;
  let ids: Record<string, number>;
  let seller: { id: number; sellerType: 'Builder' };
  let views: ViewCounter;

  beforeAll(async () => {
    ({ t, tokens, ids, views } = await ownerOtherAdmin(database(), async (db, owner) => {
      seller = owner;
      const listings: Record<string, number> = {
        active: await insertProperty(db, { seller: owner, city: 'Bhopal', featured: true, price: 5_000_000 }),
        pending: await insertProperty(db, { seller: owner, status: 'pending', publishedAt: null }),
        project: await insertProject(db, owner, {}),
        pendingProject: await insertProject(db, owner, { status: 'pending' }),
      };
      // Enough cards for the search answer to pass compress's 1 kB threshold.
      for (let i = 0; i < 5; i++)
        listings[`more${i}`] = await insertProperty(db, { seller: owner, city: 'Bhopal', price: 4_000_000 + i });
      return listings;
    }));
  });

  const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

  /** The first read's tag, then the same read with If-None-Match. */
  const readTwice = async (path: string, headers: Record<string, string> = {}) => {
    const first = await get(path, headers);
    const tag = first.headers.get('ETag');
    const second = await get(path, { ...headers, 'If-None-Match': tag ?? '' });
    return { first, tag, second };
  };

  const publicReads = () => [
    '/api/properties/featured',
    '/api/properties/by-city?city=Bhopal',
    '/api/properties/search?city=Bhopal&propertyType=Flat%2FApartment',
    `/api/properties/${ids.active}`,
    `/api/properties/${ids.active}/similar`,
    `/api/brokers/${seller.id}`,
    '/api/locations/suggest?q=Arera',
    '/api/projects?city=Bhopal',
    `/api/projects/${ids.project}`,
    '/api/insights/cities',
    '/api/insights/price-trends?city=Bhopal',
  ];

  it('tags every public read and answers a repeat with 304, no body, the same validators', async () => {
    for (const path of publicReads()) {
      const { first, tag, second } = await readTwice(path);
      expect(first.status, path).toBe(200);
      expect(tag, path).toMatch(/^W\/"[0-9a-f]{40}"$/);
      expect(first.headers.get('Cache-Control'), path).toBeTruthy();
      expect(first.headers.get('Vary'), path).toMatch(/Accept-Encoding/);
      expect(second.status, path).toBe(304);
      expect(await second.text(), path).toBe('');
      expect(second.headers.get('ETag'), path).toBe(tag);
      expect(second.headers.get('Cache-Control'), path).toBe(first.headers.get('Cache-Control'));
      expect(second.headers.get('Vary'), path).toMatch(/Accept-Encoding/);
    }
  });

  it('compresses the 200 and still answers 304 to the tag of the compressed answer', async () => {
    const gzip = { 'Accept-Encoding': 'gzip' };
    const path = '/api/properties/search?city=Bhopal';
    const { first, tag, second } = await readTwice(path, gzip);
    expect(first.headers.get('Content-Encoding')).toBe('gzip');
    expect(second.status).toBe(304);
    // One weak tag for the gzip and the identity bytes: the same representation.
    const plain = await get(path);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('ETag')).toBe(tag);
    expect((await get(path, { 'If-None-Match': tag ?? '' })).status).toBe(304);
  });

  it('gives a new tag once the data changes', async () => {
    const db = database().db;
    const city = await readTwice('/api/properties/by-city?city=Bhopal');
    const detailPath = `/api/properties/${ids.active}`;
    const detail = await readTwice(detailPath);
    expect([city.second.status, detail.second.status]).toEqual([304, 304]);

    await insertProperty(db, { seller, city: 'Bhopal', daysAgo: 0 });
    const cityAgain = await get('/api/properties/by-city?city=Bhopal', { 'If-None-Match': city.tag ?? '' });
    expect(cityAgain.status).toBe(200);
    expect(cityAgain.headers.get('ETag')).not.toBe(city.tag);

    await db
      .update(properties)
      .set({ price: 5_100_000 })
      .where(eq(properties.id, ids.active as number));
    const detailAgain = await get(detailPath, { 'If-None-Match': detail.tag ?? '' });
    expect(detailAgain.status).toBe(200);
    expect(((await detailAgain.json()) as { data: { price: number } }).data.price).toBe(5_100_000);
    expect(detailAgain.headers.get('ETag')).not.toBe(detail.tag);
  });

  it('counts a view on a 304 too, and the view counter does not change the tag', async () => {
    // The views as the owner sees them, once the counter has written them.
    const viewsOf = async () => {
      await views.flush();
      const mine = await t.call<{ data: SellerListing }>(
        'GET',
        `/seller/properties/${ids.active}`,
        undefined,
        tokens.owner,
      );
      return mine.body.data.views;
    };
    const path = `/api/properties/${ids.active}`;
    const first = await get(path);
    const tag = first.headers.get('ETag') ?? '';
    const before = await viewsOf();
    // Two more viewers (a viewer counts once a day: listings-view-counts.test.ts).
    for (const address of ['203.0.113.61', '198.51.100.62'])
      expect((await get(path, { 'If-None-Match': tag, 'X-Forwarded-For': address })).status).toBe(304);
    expect(await viewsOf()).toBe((before ?? 0) + 2);
  });

  it('never tags a signed-in read, nor answers it 304', async () => {
    const path = `/api/properties/${ids.active}`;
    const tag = (await get(path)).headers.get('ETag') ?? '';
    for (const token of [tokens.owner, tokens.other, tokens.admin]) {
      const res = await get(path, { Authorization: `Bearer ${token}`, 'If-None-Match': tag });
      expect(res.status).toBe(200);
      expect(res.headers.get('ETag')).toBeNull();
    }
  });

  it("never answers 304 with an owner's private view, to anyone", async () => {
    for (const path of [`/api/properties/${ids.pending}`, `/api/projects/${ids.pendingProject}`]) {
      const own = await get(path, { Authorization: `Bearer ${tokens.owner}`, 'If-None-Match': '*' });
      expect(own.status, path).toBe(200);
      expect(own.headers.get('Cache-Control'), path).toBe(LISTING_CACHE_CONTROL.private);
      expect(own.headers.get('ETag'), path).toBeNull();
      // Another person, or nobody, cannot even learn it exists, with any validator.
      expect((await get(path, { Authorization: `Bearer ${tokens.other}`, 'If-None-Match': '*' })).status).toBe(404);
      expect((await get(path, { 'If-None-Match': '*' })).status, path).toBe(404);
    }
    // An admin's view of an active project is private too.
    const admin = await get(`/api/projects/${ids.project}`, {
      Authorization: `Bearer ${tokens.admin}`,
      'If-None-Match': '*',
    });
    expect([admin.status, admin.headers.get('ETag')]).toEqual([200, null]);
  });

  it('leaves errors untagged', async () => {
    const res = await get('/api/properties/999999', { 'If-None-Match': '*' });
    expect([res.status, res.headers.get('ETag')]).toEqual([404, null]);
  });
});
