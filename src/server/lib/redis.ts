/** The shared Redis connection (`REDIS_URL`): connected at start, so a wrong URL stops the server at once. */
import { Redis } from 'ioredis';
import type { Logger } from './logger';

const CONNECT_TIMEOUT_MS = 5000;

/** Where Redis is, for logs and errors (never includes a password). */
export function describeRedisUrl(url: string): string {
  const safe = new URL(url);
  safe.password = '';
  safe.username = '';
  return `${safe.host}${safe.pathname === '/' ? '' : safe.pathname}`;
}

export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  let lastError: Error | undefined;
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 2 });
  // Without a listener, a lost connection would crash the process; ioredis reconnects by itself.
  redis.on('error', (error: Error) => {
    lastError = error;
    logger.warn({ err: error }, 'redis connection error');
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`Redis at ${describeRedisUrl(url)} (REDIS_URL) is not reachable: ${reason}`);
  }
  return redis;
}
