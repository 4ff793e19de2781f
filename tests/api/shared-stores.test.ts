/**
 * What two server processes share, with two apps in this process as the two: on PostgreSQL without Redis
 * the login allowance counts across both (the real rule and message); with Redis, apps with different
 * REDIS_KEY_PREFIX values count apart, and every key they write starts with their prefix.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { RATE_LIMIT_RULES, RATE_LIMIT_TABLE } from '../../src/server/lib/rate-limits';
import { connectRedis } from '../../src/server/lib/redis';
import { createSharedStores, RATE_LIMIT_CLEANUP } from '../../src/server/lib/shared-stores';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { apiClient, type Reply } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { redisIsReachable, TEST_REDIS_URL } from '../helpers/redis';

const logger = createLogger({ LOG_LEVEL: 'silent' });
const rule = RATE_LIMIT_RULES.loginPerEmailIp;

function expectRefused(reply: Reply) {
  expect(reply.status).toBe(429);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(reply.body).toEqual({
    success: false,
    code: 'rate_limited',
    message: ACCOUNT_MESSAGES.tooManyAttempts(Math.ceil(retryAfter / 60)),
  });
}

describeEachDatabase('limits and caches shared by several processes', (database) => {
  const handles: DatabaseHandle[] = [];
  const redises: Redis[] = [];
  const redisUp = redisIsReachable();

  /** An app as one more server process would run it: its own pool on PostgreSQL, its own stores. */
  async function instance(vars: Record<string, string> = {}) {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', ...vars });
    const url = database().pool?.options.connectionString;
    const own = url ? openPostgres(url, 2) : database();
    if (url) handles.push(own);
    const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, logger) : undefined;
    if (redis) redises.push(redis);
    const stores = createSharedStores({ env, database: own, logger, redis });
    return { stores, client: apiClient(own, { env, redis, ...stores }) };
  }

  const login = (t: ReturnType<typeof apiClient>, email: string, ip: string) =>
    t.call('POST', '/users/login', { email, password: 'not-the-password-1' }, undefined, { 'X-Forwarded-For': ip });

  beforeAll(async () => {
    await redisUp;
  });

  afterAll(async () => {
    await Promise.all(redises.map((redis) => redis.quit()));
    await Promise.all(handles.map((handle) => handle.close()));
  });

  it('counts login attempts on PostgreSQL across two processes without Redis (memory on PGlite)', async () => {
    const first = await instance();
    const second = await instance();
    if (database().kind === 'pglite') {
      // One process's database: its counts stay in that process.
      expect(first.stores.rateLimits.store).toBe('memory');
      return;
    }
    expect(first.stores.rateLimits.store).toBe('postgres');
    const pool = database().pool;
    if (!pool) throw new Error('a PostgreSQL database without a pool');
    const email = `${randomUUID()}@example.in`;
    const ip = '198.51.100.7';
    const half = rule.points / 2;
    for (let i = 0; i < half; i++) expect((await login(first.client, email, ip)).status).toBe(401);
    for (let i = 0; i < rule.points - half; i++) expect((await login(second.client, email, ip)).status).toBe(401);
    expectRefused(await login(second.client, email, ip));
    expectRefused(await login(first.client, email, ip));

    // The counts are rows of rate_limit_counters; the hourly job deletes those whose window ended long ago.
    const counted = await pool.query<{ key: string }>(
      `select key from ${RATE_LIMIT_TABLE} where key like 'pc:rl:loginPerEmailIp:%' and key like $1`,
      [`%${email}%`],
    );
    expect(counted.rows).toHaveLength(1);
    const ofEmail = async () => {
      const { rows } = await pool.query<{ key: string }>(
        `select key from ${RATE_LIMIT_TABLE} where key like $1 order by key`,
        [`%${email}%`],
      );
      return rows.map((row) => row.key);
    };
    const current = await ofEmail();
    await pool.query(`insert into ${RATE_LIMIT_TABLE} (key, points, expire) values ($1, 3, $2)`, [
      `pc:rl:loginPerIp:${email}-old`,
      Date.now() - 2 * RATE_LIMIT_CLEANUP.keepMs,
    ]);
    const [cleanup] = first.stores.jobs;
    await cleanup?.run({ signal: new AbortController().signal, cursor: null });
    expect(await ofEmail()).toEqual(current);
  });

  it('keeps two deployments on one Redis apart by REDIS_KEY_PREFIX, every key under its prefix', async (context) => {
    if (!(await redisUp)) context.skip();
    const prefixes = [`test-a-${randomUUID().slice(0, 8)}:`, `test-b-${randomUUID().slice(0, 8)}:`] as const;
    const [a, b] = await Promise.all(
      prefixes.map((prefix) => instance({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix })),
    );
    if (!a || !b) throw new Error('no instances');
    const redis = redises[0] as Redis;
    try {
      expect(a.stores.rateLimits.store).toBe('redis');
      const email = `${randomUUID()}@example.in`;
      const ip = '198.51.100.8';
      for (let i = 0; i < rule.points; i++) expect((await login(a.client, email, ip)).status).toBe(401);
      expectRefused(await login(a.client, email, ip));
      // The other deployment has its own count of the same e-mail and address.
      expect((await login(b.client, email, ip)).status).toBe(401);

      // A visitor's read fills the public cache and counts a view: both in Redis, under the prefix.
      const seller = await insertSeller(database().db);
      const id = await insertProperty(database().db, { seller, city: 'Wrenfield' });
      expect((await a.client.call('GET', `/properties/${id}`)).status).toBe(200);
      await a.stores.views.flush();
      const keysA = await redis.keys(`${prefixes[0]}*`);
      for (const part of ['rl:loginPerEmailIp:', 'public:', 'views:'])
        expect(keysA.some((key) => key.startsWith(`${prefixes[0]}${part}`))).toBe(true);
      const keysB = await redis.keys(`${prefixes[1]}*`);
      expect(keysB.some((key) => key.startsWith(`${prefixes[1]}rl:loginPerEmailIp:`))).toBe(true);
      expect(keysB.some((key) => key.startsWith(`${prefixes[1]}public:`))).toBe(false);
      // Nothing of this run landed under the default prefix.
      expect(await redis.keys(`pc:rl:loginPerEmailIp:*${email}*`)).toEqual([]);
    } finally {
      for (const prefix of prefixes) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
      }
    }
  });
});
