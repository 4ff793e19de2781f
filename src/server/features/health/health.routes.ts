/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: the database answers). A read
 * replica that does not answer leaves the process ready (its reads go to the primary); the answer says
 * how many replicas answered, so a monitor can alert on it without the load balancer dropping the process.
 */
import type { ReadyResponse } from '../../../shared/api';
import { APP_MESSAGES } from '../../../shared/messages';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { apiError } from '../../lib/errors';

const READY_TIMEOUT_MS = 2000;
const REDIS_UNAVAILABLE = 'Redis is not reachable.';

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref()),
  ]);

export const healthRoutes = endpointRoutes({
  'GET /api/health': (_, { json }) =>
    json({ success: true, status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  'GET /api/ready': async (c, { json }) => {
    const { database, redis } = c.var.deps;
    try {
      await withTimeout(database.ping(), READY_TIMEOUT_MS);
    } catch (error) {
      c.var.logger.warn({ err: error }, 'readiness check failed');
      return apiError(c, 503, APP_MESSAGES.databaseUnavailable);
    }
    const ready: ReadyResponse = { success: true, status: 'ready', database: database.kind };
    const replicas = await database.pingReplicas();
    if (replicas.length > 0) {
      const answering = replicas.filter((replica) => replica.ok).length;
      ready.replicas = { configured: replicas.length, answering };
      const down = replicas.filter((replica) => !replica.ok).map((replica) => replica.replica);
      if (down.length > 0) c.var.logger.warn({ down }, 'read replicas do not answer; their reads go to the primary');
    }
    if (!redis) return json(ready);
    try {
      await withTimeout(redis.ping(), READY_TIMEOUT_MS);
      return json({ ...ready, redis: 'ok' });
    } catch (error) {
      c.var.logger.warn({ err: error }, 'readiness check failed: redis');
      return apiError(c, 503, REDIS_UNAVAILABLE);
    }
  },
});
