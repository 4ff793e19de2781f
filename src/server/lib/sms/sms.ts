/**
 * Text messages (OTPs) leave through one interface. `console` is for development and tests: it logs the
 * message and appends it to `DATA_DIR/outbox.jsonl`. `http` posts to a real SMS gateway.
 */
import { join, resolve } from 'node:path';
import type { Env } from '../../env';
import type { Logger } from '../logger';
import { createConsoleSms } from './console-sms';
import { createHttpSms } from './http-sms';

export interface SmsSender {
  /** Resolves once the message is handed over; rejects when it could not be. */
  send(to: string, text: string): Promise<void>;
}

export const outboxPath = (dataDir: string) => join(resolve(dataDir), 'outbox.jsonl');

/** The sender the configuration asks for. */
export function createSmsSender(
  env: Pick<Env, 'SMS_PROVIDER' | 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN' | 'SMS_SENDER_ID' | 'DATA_DIR'>,
  logger: Logger,
): SmsSender {
  if (env.SMS_PROVIDER === 'http') {
    if (!env.SMS_HTTP_URL) throw new Error('SMS_HTTP_URL is required when SMS_PROVIDER=http');
    return createHttpSms({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender: env.SMS_SENDER_ID });
  }
  return createConsoleSms({ outboxFile: outboxPath(env.DATA_DIR), logger });
}
