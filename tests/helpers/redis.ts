/** The Redis that tests share (TEST_REDIS_URL, default redis://127.0.0.1:6379), and whether it answers. */
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * True when Redis answers a PING. Suites that need it skip loudly without it, except under CI=true,
 * where an unreachable Redis fails the run.
 */
export async function redisIsReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  let reachable = false;
  try {
    await probe.connect();
    reachable = (await probe.ping()) === 'PONG';
  } catch {
    reachable = false;
  } finally {
    probe.disconnect();
  }
  if (!reachable) {
    if (process.env.CI === 'true') throw new Error(`CI=true but Redis is not reachable at ${TEST_REDIS_URL}`);
    console.warn(
      `\n!!! Redis is not reachable at ${TEST_REDIS_URL}: the tests that share state through it are SKIPPED. !!!\n`,
    );
  }
  return reachable;
}
