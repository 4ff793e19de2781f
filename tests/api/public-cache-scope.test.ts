/**
 * A change drops only the kept public answers it touches (src/server/lib/public-scope.ts): a listing's own
 * detail, its city's searches, landing and rendered pages, and the answers that may show any listing;
 * another city's answers stay kept, in this process's memory and in Redis shared by every process. Each
 * read says whether it came from the cache (`Server-Timing`), which is what these tests look at, along with
 * what the answer shows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { createLogger } from '../../src/server/lib/logger';
import { createPublicCache } from '../../src/server/lib/public-cache';
import type { ReviewSaved } from '../../src/shared/reviews/review-contract';
import { PATHS } from '../../src/shared/routes';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { myReviewPath, reviewsPath, validReview } from '../fixtures/reviews';
import { validFlat } from '../fixtures/seller-listings';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { redisIsReachable, TEST_REDIS_URL } from '../helpers/redis';
import { type Person, sellerTestApp } from '../helpers/seller-api';

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head><title>Property Creator</title><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head>
  <body><div id="root"></div></body>
</html>`;

const logger = createLogger({ LOG_LEVEL: 'silent' });
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const reachable = await redisIsReachable();
const keyPrefix = `pc:test:scope:${randomBytes(6).toString('hex')}:`;
const connections: Redis[] = [];

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'pc-public-cache-scope-'));
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
});
afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
  const [cleaner] = connections;
  if (cleaner) {
    const keys = await cleaner.keys(`${keyPrefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
  }
  await Promise.all(connections.map((redis) => redis.quit()));
});

const INDORE = { state: 'Madhya Pradesh', city: 'Indore', locality: 'Vijay Nagar' };
const BHOPAL = { state: 'Madhya Pradesh', city: 'Bhopal', locality: 'Arera Colony' };
const stores = reachable ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(stores)('a change drops only what it touches (%s store)', (store) => {
  describeEachDatabase('public cache scope', (database) => {
    let t: ReturnType<typeof sellerTestApp>;
    let admin: Person;

    beforeAll(async () => {
      const redis = store === 'redis' ? new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
      if (redis) connections.push(redis);
      const publicCache = createPublicCache({ logger, redis, keyPrefix: `${keyPrefix}${database().kind}:` });
      t = sellerTestApp(database(), { env, clientDir, publicCache });
      const details = newPerson();
      const made = await createAdmin(database().db, details);
      if (made.outcome !== 'created') throw new Error(`expected a new admin, got ${made.outcome}`);
      admin = { user: made.user, token: await t.logIn(details) };
      // The first render of a page compiles its modules: done here, so no page below misses its render time.
      // Both cities have a listing from the start: the known places (read once a minute) include them.
      await listing('Already in Bhopal', BHOPAL);
      const { id } = await listing('Warming the renderer', INDORE);
      for (const path of [`${PATHS.propertyProfile}?id=${id}`, `${PATHS.searchResults}?city=Indore`])
        expect(await (await t.app.request(path)).text()).toContain('Warming the renderer');
    });

    async function listing(title: string, location: typeof INDORE): Promise<{ id: number; owner: Person }> {
      const owner = await t.seller();
      const made = await t.call<{ data: SellerListing }>(
        'POST',
        '/seller/properties',
        validFlat({ title, location }),
        owner.token,
      );
      expect(made.status, made.body.message).toBe(201);
      const id = made.body.data.id;
      expect((await t.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token)).status).toBe(200);
      return { id, owner };
    }

    /** A visitor's GET: whether it came from the cache, and the body's text. */
    async function visit(path: string): Promise<{ kept: boolean; text: string; status: number }> {
      const res = await t.app.request(path);
      const timing = res.headers.get('Server-Timing');
      expect(timing, path).toMatch(/^cache;desc=(hit|miss)$/);
      return { kept: timing === 'cache;desc=hit', text: await res.text(), status: res.status };
    }

    /** Reads each path once (filling the cache), then answers whether each is still kept. */
    const keptAfter = async (paths: string[], change: () => Promise<void>) => {
      for (const path of paths) await visit(path);
      for (const path of paths) expect((await visit(path)).kept, `${path} before the change`).toBe(true);
      await change();
      return Object.fromEntries(await Promise.all(paths.map(async (path) => [path, (await visit(path)).kept])));
    };

    it("a listing's sale drops its own page and its city's, and keeps another city's", async () => {
      const bhopal = await listing('Sold soon: 2 BHK near Arera Colony market', BHOPAL);
      const indore = await listing('Stays put: 3 BHK in Vijay Nagar', INDORE);
      const indoreReads = [
        `/api/properties/${indore.id}`,
        '/api/properties/search?city=Indore',
        '/api/properties/search?searchQuery=flats+in+indore',
        '/api/landing/indore',
        `${PATHS.propertyProfile}?id=${indore.id}`,
        `${PATHS.searchResults}?city=Indore`,
      ];
      const bhopalReads = [
        `/api/properties/${bhopal.id}`,
        '/api/properties/search?city=Bhopal',
        '/api/landing/bhopal',
        `${PATHS.searchResults}?city=Bhopal`,
        '/api/properties/featured',
      ];
      const kept = await keptAfter([...indoreReads, ...bhopalReads], async () => {
        const sold = await t.call(
          'POST',
          `/seller/properties/${bhopal.id}/status`,
          { status: 'sold' },
          bhopal.owner.token,
        );
        expect(sold.status).toBe(200);
      });
      for (const path of indoreReads) expect(kept[path], path).toBe(true);
      for (const path of bhopalReads) expect(kept[path], path).toBe(false);
      // What the dropped answers show now: the sold listing is gone from its city.
      expect((await visit(`/api/properties/${bhopal.id}`)).status).toBe(410);
      expect((await visit(`${PATHS.searchResults}?city=Bhopal`)).text).not.toContain('Sold soon');
      expect((await visit(`${PATHS.searchResults}?city=Indore`)).text).toContain('Stays put');
    });

    it('a listing that enters review, and one that leaves it, touch only their own city', async () => {
      const indore = await listing('Edited in Indore: 2 BHK', INDORE);
      const bhopal = await listing('Untouched in Bhopal: 1 BHK', BHOPAL);
      const reads = [
        '/api/properties/search?city=Indore',
        `/api/properties/${indore.id}`,
        '/api/properties/search?city=Bhopal',
      ];
      const kept = await keptAfter(reads, async () => {
        const edit = await t.call(
          'PATCH',
          `/seller/properties/${indore.id}`,
          { title: 'Edited, in review' },
          indore.owner.token,
        );
        expect(edit.status).toBe(200);
      });
      expect(kept).toEqual({ [reads[0] as string]: false, [reads[1] as string]: false, [reads[2] as string]: true });
      expect((await visit(`/api/properties/${indore.id}`)).status).toBe(404);
      expect((await visit(`/api/properties/${bhopal.id}`)).status).toBe(200);
    });

    it('a new listing waiting for review touches nothing public; its approval touches its city', async () => {
      const reads = [
        '/api/properties/search?city=Indore',
        '/api/properties/featured',
        '/api/properties/search?city=Bhopal',
      ];
      const owner = await t.seller();
      let id = 0;
      const whileWaiting = await keptAfter(reads, async () => {
        const made = await t.call<{ data: SellerListing }>(
          'POST',
          '/seller/properties',
          validFlat({ title: 'Waiting for review', location: INDORE }),
          owner.token,
        );
        expect(made.status).toBe(201);
        id = made.body.data.id;
      });
      expect(Object.values(whileWaiting)).toEqual([true, true, true]);
      const approved = await keptAfter(reads, async () => {
        expect((await t.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token)).status).toBe(200);
      });
      expect(Object.values(approved)).toEqual([false, false, true]);
      expect((await visit('/api/properties/search?city=Indore')).text).toContain('Waiting for review');
    });

    it("a helpful mark on a review touches its city's reviews, not another city's listings", async () => {
      await listing('A flat in the reviewed colony', BHOPAL);
      const author = await t.buyer();
      const review = await t.call<{ data: ReviewSaved }>(
        'PUT',
        myReviewPath('bhopal/arera-colony'),
        validReview(),
        author.token,
      );
      expect(review.status, review.body.message).toBe(201);
      const reads = [
        `/api${reviewsPath('bhopal/arera-colony')}`,
        '/api/properties/search?city=Indore',
        '/api/properties/featured',
      ];
      const marker = await t.buyer();
      const kept = await keptAfter(reads, async () => {
        const marked = await t.call('POST', `/reviews/${review.body.data.review.id}/helpful`, undefined, marker.token);
        expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      });
      expect(Object.values(kept)).toEqual([false, true, true]);
    });
  });
});
