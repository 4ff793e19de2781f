/**
 * The public cache shared through Redis: two app instances (as two server processes would be) keep one copy
 * of each answer, and a change made through either drops it for both at once. Without Redis answering,
 * reads go to the database and writes still succeed. Needs Redis at TEST_REDIS_URL; skips loudly without
 * it, except under CI=true.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { createLogger } from '../../src/server/lib/logger';
import { createPublicCache } from '../../src/server/lib/public-cache';
import type { PropertyDetail } from '../../src/shared/listings/listing-types';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat } from '../fixtures/seller-listings';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { redisIsReachable, TEST_REDIS_URL } from '../helpers/redis';
import { type Person, sellerTestApp } from '../helpers/seller-api';

const reachable = await redisIsReachable();
const logger = createLogger({ LOG_LEVEL: 'silent' });

describe.runIf(reachable)('public cache shared through Redis', () => {
  // A unique prefix per run: nothing collides with other runs or the app's own keys.
  const keyPrefix = `pc:test:public:${randomBytes(6).toString('hex')}:`;
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    connections.push(redis);
    return redis;
  };

  afterAll(async () => {
    const [cleaner] = connections;
    if (cleaner) {
      const keys = await cleaner.keys(`${keyPrefix}*`);
      if (keys.length > 0) await cleaner.del(...keys);
    }
    await Promise.all(connections.map((redis) => redis.quit()));
  });

  describeEachDatabase('two processes', (database) => {
    let one: ReturnType<typeof sellerTestApp>;
    let two: ReturnType<typeof sellerTestApp>;
    let admin: Person;

    beforeAll(async () => {
      const prefix = `${keyPrefix}${database().kind}:`;
      one = sellerTestApp(database(), {
        publicCache: createPublicCache({ logger, redis: connect(), keyPrefix: prefix }),
      });
      two = sellerTestApp(database(), {
        publicCache: createPublicCache({ logger, redis: connect(), keyPrefix: prefix }),
      });
      const details = newPerson();
      const made = await createAdmin(database().db, details);
      if (made.outcome !== 'created') throw new Error(`expected a new admin, got ${made.outcome}`);
      admin = { user: made.user, token: await one.logIn(details) };
    });

    const detail = async (app: typeof one, id: number) => {
      const res = await app.app.request(`/api/properties/${id}`);
      return { status: res.status, body: (await res.json()) as { data: PropertyDetail } };
    };

    async function listing(): Promise<{ id: number; owner: Person }> {
      const owner = await one.seller();
      const made = await one.call<{ data: SellerListing }>('POST', '/seller/properties', validFlat(), owner.token);
      expect(made.status, made.body.message).toBe(201);
      const id = made.body.data.id;
      expect((await one.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token)).status).toBe(200);
      return { id, owner };
    }

    it("answers one process's visitors with what the other kept, and drops it for both on a change", async () => {
      const { id, owner } = await listing();
      expect((await detail(one, id)).body.data.price).toBe(4_500_000);
      await database().db.execute(sql`update properties set price = 4600000 where id = ${id}`);
      // The second process never read it: it answers with what the first kept.
      expect((await detail(two, id)).body.data.price).toBe(4_500_000);
      // Sold through the second process: the first's next read sees it at once.
      const sold = await two.call('POST', `/seller/properties/${id}/status`, { status: 'sold' }, owner.token);
      expect(sold.status).toBe(200);
      expect((await detail(one, id)).status).toBe(410);
      expect((await detail(two, id)).status).toBe(410);
    });

    it('reads from the database and still writes while Redis does not answer', async () => {
      // Nothing listens on port 9: the connection never becomes ready, and commands fail at once.
      const down = new Redis('redis://127.0.0.1:9', {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      down.on('error', () => {});
      const app = sellerTestApp(database(), { publicCache: createPublicCache({ logger, redis: down }) });
      const { id, owner } = await listing();
      expect((await detail(app, id)).body.data.price).toBe(4_500_000);
      await database().db.execute(sql`update properties set price = 4700000 where id = ${id}`);
      expect((await detail(app, id)).body.data.price).toBe(4_700_000);
      const sold = await app.call('POST', `/seller/properties/${id}/status`, { status: 'sold' }, owner.token);
      expect(sold.status).toBe(200);
      expect((await detail(app, id)).status).toBe(410);
      down.disconnect();
    });
  });
});
