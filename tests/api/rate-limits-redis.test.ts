/**
 * Rate limits shared through Redis: two app instances (as two server processes would be) count together.
 * Needs Redis at TEST_REDIS_URL (default redis://127.0.0.1:6379); skips loudly without it, except under
 * CI=true, where an unreachable Redis fails the run.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createRateLimits, type RateLimitName, type RateLimitRule } from '../../src/server/lib/rate-limits';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, describeEachDatabase } from '../helpers/database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisIsReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisIsReachable();
if (!reachable) {
  if (process.env.CI === 'true') throw new Error(`CI=true but Redis is not reachable at ${REDIS_URL}`);
  console.warn(`\n!!! Redis is not reachable at ${REDIS_URL}: the shared rate limit tests are SKIPPED. !!!\n`);
}

const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL, TRUST_PROXY: 'true' });
// A minute's windows: no run of calls outlasts one however busy the machine (a one-second window could
// end before the refusal a test expected). Recovery is shown by ending the window in Redis itself.
const rules: Partial<Record<RateLimitName, RateLimitRule>> = {
  loginPerEmail: { points: 4, durationSeconds: 60 },
  registerPerIp: { points: 3, durationSeconds: 60 },
};

describe.runIf(reachable)('rate limits across two app instances sharing Redis', () => {
  // A unique prefix per run: nothing collides with other runs or the app's own keys.
  const keyPrefix = `pc:test:${randomBytes(6).toString('hex')}`;
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    connections.push(redis);
    return redis;
  };

  afterAll(async () => {
    const [cleaner] = connections;
    if (cleaner) {
      const keys = await cleaner.keys(`${keyPrefix}:*`);
      if (keys.length > 0) await cleaner.del(...keys);
    }
    await Promise.all(connections.map((redis) => redis.quit()));
  });

  describeEachDatabase('shared counts', (database) => {
    let first: ApiClient;
    let second: ApiClient;
    beforeAll(() => {
      // Each instance has its own connection, exactly as separate processes would.
      const instance = () => {
        const redis = connect();
        return apiClient(database(), { env, redis, rateLimits: createRateLimits({ redis, keyPrefix, rules }) });
      };
      first = instance();
      second = instance();
    });

    it('reports Redis in readiness', async () => {
      for (const t of [first, second]) {
        const res = await t.call('GET', '/ready');
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, status: 'ready', database: database().kind, redis: 'ok' });
      }
    });

    it('counts logins to one e-mail on both instances together, and recovers after the window', async () => {
      const person = newPerson();
      await first.signUp(person);
      const wrong = { email: person.email, password: 'wrong password' };
      const answers = [];
      for (const t of [first, second, first, second, first, second]) {
        answers.push((await t.call('POST', '/users/login', wrong)).status);
      }
      expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
      const limited = await second.call('POST', '/users/login', wrong);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // The window ends: Redis drops the counter as its expiry would.
      const redis = connections[0] as Redis;
      const counters = await redis.keys(`${keyPrefix}:loginPerEmail:*`);
      expect(counters.length).toBeGreaterThan(0);
      await Promise.all(counters.map((key) => redis.pexpire(key, 1)));
      await sleep(50);
      expect((await second.call('POST', '/users/login', person)).status).toBe(200);
    });

    it('counts sign-ups from one address on both instances together', async () => {
      const ip = { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250)}` };
      const answers = [];
      for (const t of [first, second, first, second]) {
        answers.push((await t.call('POST', '/users/register', newPerson(), undefined, ip)).status);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    });
  });
});

describe('when Redis is down, rate limits', () => {
  it('keep counting in memory instead of failing', async () => {
    // Never connected, no offline queue: every command fails at once, as during an outage.
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    down.on('error', () => {});
    const limits = createRateLimits({ redis: down, rules: { loginPerEmail: { points: 2, durationSeconds: 60 } } });
    await limits.consume('loginPerEmail', 'a@b.in');
    await limits.consume('loginPerEmail', 'a@b.in');
    await expect(limits.consume('loginPerEmail', 'a@b.in')).rejects.toMatchObject({ status: 429 });
    down.disconnect();
  });

  it('make readiness answer 503', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    down.on('error', () => {});
    const database = await createTestDatabase('pglite');
    try {
      const res = await createTestApp(database, { env, redis: down }).request('/api/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ success: false, code: 'unavailable', message: 'Redis is not reachable.' });
    } finally {
      down.disconnect();
      await database.destroy();
    }
  });
});
