/**
 * createTestApp(): the real application, in-process, on a test database, with logs silenced. SMS goes to
 * a recorder (pass `sms` to use another sender) and rate limits count in memory with the product's rules.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CreateAppOptions, createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/app-env';
import type { DatabaseHandle } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { createViewCounter } from '../../src/server/features/listings/view-counter';
import { createDiskMediaStore } from '../../src/server/features/media/media.store';
import { createLogger } from '../../src/server/lib/logger';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import type { SmsSender } from '../../src/server/lib/sms/sms';

export interface RecordedSms {
  to: string;
  text: string;
}

/** An SmsSender that keeps every message in `sent`, newest last. */
export function recordingSms(): SmsSender & { sent: RecordedSms[] } {
  const sent: RecordedSms[] = [];
  return {
    sent,
    send: async (to, text) => {
      sent.push({ to, text });
    },
  };
}

/**
 * The real dependencies for tests: silent logs, recorded SMS, in-memory rate limits, an empty photo store
 * and view counts remembered in memory.
 */
export function testDeps(database: DatabaseHandle): AppDeps {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const logger = createLogger(env);
  return {
    env,
    database,
    logger,
    sms: recordingSms(),
    rateLimits: createRateLimits(),
    // A folder nobody writes to unless a test puts photos there; pass `media` to use a populated store.
    media: createDiskMediaStore(join(tmpdir(), `pc-test-media-${process.pid}`)),
    // Views are written in batches: a test that reads them calls `views.flush()` first.
    views: createViewCounter({ database, logger }),
  };
}

export function createTestApp(database: DatabaseHandle, options: Partial<CreateAppOptions> = {}) {
  return createApp({ ...testDeps(database), ...options });
}
