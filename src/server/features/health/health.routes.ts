/** Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: the database answers). */
import { Hono } from 'hono';
import type { HealthResponse, ReadyResponse } from '../../../shared/api';
import { APP_MESSAGES } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../lib/errors';

const READY_TIMEOUT_MS = 2000;
const REDIS_UNAVAILABLE = 'Redis is not reachable.';

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref()),
  ]);

export const healthRoutes = new Hono<AppEnv>()
  .get('/health', (c) => {
    return c.json<HealthResponse>({ success: true, status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  })
  .get('/ready', async (c) => {
    const { database, redis } = c.var.deps;
    try {
      await withTimeout(database.ping(), READY_TIMEOUT_MS);
    } catch (error) {
      c.var.logger.warn({ err: error }, 'readiness check failed');
      return apiError(c, 503, APP_MESSAGES.databaseUnavailable);
    }
    if (!redis) return c.json<ReadyResponse>({ success: true, status: 'ready', database: database.kind });
    try {
      await withTimeout(redis.ping(), READY_TIMEOUT_MS);
      return c.json<ReadyResponse>({ success: true, status: 'ready', database: database.kind, redis: 'ok' });
    } catch (error) {
      c.var.logger.warn({ err: error }, 'readiness check failed: redis');
      return apiError(c, 503, REDIS_UNAVAILABLE);
    }
  });
