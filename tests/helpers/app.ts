/** createTestApp(): the real application, in-process, on a test database, with logs silenced. */
import { type CreateAppOptions, createApp } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';

export function createTestApp(database: DatabaseHandle, options: Partial<CreateAppOptions> = {}) {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  return createApp({ env, database, logger: createLogger(env), ...options });
}
