/**
 * What several server processes must share, built from the configuration in one place (main.ts, and tests
 * that run two apps side by side): rate limits (Redis, else PostgreSQL, else memory), the viewers seen
 * today and the public cache (Redis, else memory). Every Redis key starts with REDIS_KEY_PREFIX.
 */
import { lt } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import { createViewCounter, type ViewCounter } from '../features/listings/view-counter';
import type { Job } from './jobs';
import { rateLimitCounters } from './jobs.schema';
import type { Logger } from './logger';
import { createPublicCache, type PublicCache } from './public-cache';
import { createRateLimits, type RateLimitOptions, type RateLimits } from './rate-limits';

export interface SharedStores {
  rateLimits: RateLimits;
  views: ViewCounter;
  publicCache: PublicCache;
  /** Jobs the stores need (removing old rate-limit rows from PostgreSQL). */
  jobs: Job[];
}

export interface SharedStoreOptions {
  env: Pick<Env, 'REDIS_KEY_PREFIX' | 'RATE_LIMIT_SCALE'>;
  database: DatabaseHandle;
  logger: Logger;
  redis?: Redis | undefined;
  /** Replace some allowances (tests). */
  rules?: RateLimitOptions['rules'];
}

/** How often old rate-limit rows are deleted, and how long past their window they are kept. */
export const RATE_LIMIT_CLEANUP = { periodMs: 60 * 60_000, keepMs: 60 * 60_000 } as const;

/** Deletes the PostgreSQL rate-limit rows whose window ended over an hour ago. */
export function rateLimitCleanupJob(database: DatabaseHandle): Job {
  return {
    name: 'rate-limit-cleanup',
    periodMs: RATE_LIMIT_CLEANUP.periodMs,
    async run() {
      await database.db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.expire, Date.now() - RATE_LIMIT_CLEANUP.keepMs));
      return {};
    },
  };
}

export function createSharedStores({ env, database, logger, redis, rules }: SharedStoreOptions): SharedStores {
  const prefix = env.REDIS_KEY_PREFIX;
  const postgres = redis ? undefined : database.pool;
  return {
    rateLimits: createRateLimits({
      redis,
      postgres,
      keyPrefix: `${prefix}rl`,
      scale: env.RATE_LIMIT_SCALE,
      ...(rules ? { rules } : {}),
    }),
    views: createViewCounter({ database, logger, redis, keyPrefix: `${prefix}views:` }),
    publicCache: createPublicCache({ logger, redis, keyPrefix: `${prefix}public:` }),
    jobs: postgres ? [rateLimitCleanupJob(database)] : [],
  };
}
