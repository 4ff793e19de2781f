import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { properties } from '../../src/server/features/listings/listings.schema';
import { createViewCounter, VIEW_COUNTS, type ViewCounter } from '../../src/server/features/listings/view-counter';
import { createLogger } from '../../src/server/lib/logger';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import type { SellerMe } from '../../src/shared/sellers/seller-profile-contract';
import { insertProperty } from '../fixtures/listings';
import { describeEachDatabase } from '../helpers/database';
import { redisIsReachable, TEST_REDIS_URL } from '../helpers/redis';
import { sellerTestApp } from '../helpers/seller-api';
import { ownerOtherAdmin } from '../helpers/visibility-api';

const DAY = 86_400_000;
// Behind our proxy, so each test picks the caller's address with X-Forwarded-For.
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
const logger = createLogger(env);
const from = (address: string, userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/131') => ({
  'X-Forwarded-For': address,
  'User-Agent': userAgent,
});

/**
 * A listing's views count people, not requests: one viewer (their account, or their network: the address,
 * an IPv6 caller's /64; never the browser, which any request can claim anew) counts once a day, one
 * network adds a few at most, and the count is written later in a batch, so a read never waits for (or
 * fails on) the write.
 */
describeEachDatabase('listing view counts', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let views: ViewCounter;
  let owner = '';
  const seller = { id: 0, sellerType: 'Builder' as const };

  beforeAll(async () => {
    views = createViewCounter({ database: database(), logger });
    t = sellerTestApp(database(), { env, views });
    const person = await t.seller({ sellerType: 'Builder', companyName: 'Viewed Homes' });
    seller.id = person.user.id;
    owner = person.token;
  });

  const listing = () => insertProperty(database().db, { seller, photos: 0 });
  const read = (id: number, headers: Record<string, string>) => t.app.request(`/api/properties/${id}`, { headers });
  /** The listing's views as its owner sees them, once the counter has written them. */
  const viewsOf = async (id: number) => {
    await views.flush();
    return (await t.call<{ data: SellerListing }>('GET', `/seller/properties/${id}`, undefined, owner)).body.data.views;
  };

  it('counts 20 reads from one address and browser once', async () => {
    const id = await listing();
    for (let i = 0; i < 20; i++) expect((await read(id, from('203.0.113.7'))).status).toBe(200);
    expect(await viewsOf(id)).toBe(1);
    // Later the same day: still the same viewer.
    expect((await read(id, from('203.0.113.7'))).status).toBe(200);
    expect(await viewsOf(id)).toBe(1);
  });

  it('counts two addresses as two viewers, and not a new browser or another address of one IPv6 /64', async () => {
    const id = await listing();
    for (let i = 0; i < 5; i++) {
      await read(id, from('203.0.113.8'));
      await read(id, from('198.51.100.9'));
    }
    expect(await viewsOf(id)).toBe(2);
    for (let i = 0; i < 10; i++)
      await read(id, from('203.0.113.8', `Mozilla/5.0 (Linux; Android 14) Chrome/${120 + i}`));
    expect(await viewsOf(id)).toBe(2);
    for (let i = 1; i <= 10; i++) await read(id, from(`2001:db8:77:1::${i}`));
    expect(await viewsOf(id)).toBe(3);
  });

  it('takes at most a few views of a listing a day from one address, however many accounts sign in there', async () => {
    const id = await listing();
    for (let i = 0; i < VIEW_COUNTS.perNetworkPerListing + 3; i++) {
      const { token } = await t.buyer();
      await read(id, { ...from('203.0.113.30'), Authorization: `Bearer ${token}` });
    }
    expect(await viewsOf(id)).toBe(VIEW_COUNTS.perNetworkPerListing);
    // Another address is not held back by it.
    await read(id, from('203.0.113.31'));
    expect(await viewsOf(id)).toBe(VIEW_COUNTS.perNetworkPerListing + 1);
  });

  it('counts a signed-in viewer once whatever their address, and never the owner', async () => {
    const id = await listing();
    const { token } = await t.buyer();
    for (const address of ['203.0.113.10', '198.51.100.11', '192.0.2.12']) {
      await read(id, { ...from(address), Authorization: `Bearer ${token}` });
      await read(id, { ...from(address), Authorization: `Bearer ${owner}` });
    }
    expect(await viewsOf(id)).toBe(1);
  });

  it('counts the same viewer again the next day, and the seller dashboard shows the views', async () => {
    const id = await listing();
    const before = (await t.call<{ data: SellerMe }>('GET', '/sellers/me', undefined, owner)).body.data.counts.views;
    await read(id, from('203.0.113.13'));
    t.advance(DAY);
    await read(id, from('203.0.113.13'));
    expect(await viewsOf(id)).toBe(2);
    const after = (await t.call<{ data: SellerMe }>('GET', '/sellers/me', undefined, owner)).body.data.counts.views;
    expect(after).toBe(before + 2);
  });

  it('answers reads while the views cannot be written, and writes them once they can', async () => {
    const id = await listing();
    const db = database().db;
    await db.execute(sql`create function refuse_views() returns trigger language plpgsql as $$
      begin raise exception 'views cannot be written now'; end $$`);
    await db.execute(
      sql`create trigger refuse_views before update of views on properties for each row execute function refuse_views()`,
    );
    try {
      for (const address of ['203.0.113.14', '203.0.113.15', '203.0.113.16']) {
        const res = await read(id, from(address));
        expect(res.status).toBe(200);
        expect(((await res.json()) as { data: { id: number } }).data.id).toBe(id);
      }
      expect(await viewsOf(id)).toBe(0);
    } finally {
      await db.execute(sql`drop trigger refuse_views on properties`);
      await db.execute(sql`drop function refuse_views()`);
    }
    expect(await viewsOf(id)).toBe(3);
  });
});

const reachable = await redisIsReachable();

/** With Redis, two server processes agree on who was seen today. */
describe.skipIf(!reachable)('listing view counts shared through Redis', () => {
  describeEachDatabase('two processes', (database) => {
    let redis: Redis;
    let counters: ViewCounter[];
    let apps: ReturnType<typeof sellerTestApp>[];

    beforeAll(async () => {
      redis = new Redis(TEST_REDIS_URL);
      const keyPrefix = `pc-test:views:${randomBytes(6).toString('hex')}:`;
      counters = [0, 1].map(() => createViewCounter({ database: database(), logger, redis, keyPrefix }));
      apps = counters.map((views) => sellerTestApp(database(), { env, views, redis }));
    });
    afterAll(() => redis.quit());

    it('counts one viewer once across processes, and two viewers twice', async () => {
      const { ids } = await ownerOtherAdmin(database(), async (db, seller) => ({
        listing: await insertProperty(db, { seller, photos: 0 }),
      }));
      const id = ids.listing as number;
      for (let i = 0; i < 6; i++) {
        const app = apps[i % 2]?.app;
        expect((await app?.request(`/api/properties/${id}`, { headers: from('203.0.113.20') }))?.status).toBe(200);
      }
      await apps[1]?.app.request(`/api/properties/${id}`, { headers: from('203.0.113.21') });
      await Promise.all(counters.map((views) => views.flush()));
      const [row] = await database()
        .db.select({ views: properties.views })
        .from(properties)
        .where(eq(properties.id, id));
      expect(row?.views).toBe(2);
    });

    it('holds one address to a few views of a listing a day across processes, accounts included', async () => {
      const { ids } = await ownerOtherAdmin(database(), async (db, seller) => ({
        listing: await insertProperty(db, { seller, photos: 0 }),
      }));
      const id = ids.listing as number;
      for (let i = 0; i < VIEW_COUNTS.perNetworkPerListing + 3; i++) {
        const app = apps[i % 2];
        const { token } = (await app?.buyer()) ?? { token: '' };
        await app?.app.request(`/api/properties/${id}`, {
          headers: { ...from('2001:db8:99:1::5'), Authorization: `Bearer ${token}` },
        });
      }
      await Promise.all(counters.map((views) => views.flush()));
      const [row] = await database()
        .db.select({ views: properties.views })
        .from(properties)
        .where(eq(properties.id, id));
      expect(row?.views).toBe(VIEW_COUNTS.perNetworkPerListing);
    });
  });
});
