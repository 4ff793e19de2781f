/**
 * createTestApp(): the real application, in-process, on a test database, with logs silenced. SMS goes to
 * a recorder (pass `sms` to use another sender) and rate limits count in memory with the product's rules.
 */
import { type CreateAppOptions, createApp } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
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

export function createTestApp(database: DatabaseHandle, options: Partial<CreateAppOptions> = {}) {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  return createApp({
    env,
    database,
    logger: createLogger(env),
    sms: recordingSms(),
    rateLimits: createRateLimits(),
    ...options,
  });
}
