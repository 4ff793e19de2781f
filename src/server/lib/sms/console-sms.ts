/** Development SMS: the message goes to the server log and one JSON line of `DATA_DIR/outbox.jsonl`. */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from '../logger';
import type { SmsSender } from './sms';

export interface OutboxLine {
  to: string;
  text: string;
  at: string;
}

export function createConsoleSms({ outboxFile, logger }: { outboxFile: string; logger: Logger }): SmsSender {
  return {
    async send(to, text) {
      logger.info({ sms: { to, text } }, `SMS to ${to}: ${text}`);
      const line: OutboxLine = { to, text, at: new Date().toISOString() };
      await mkdir(dirname(outboxFile), { recursive: true });
      await appendFile(outboxFile, `${JSON.stringify(line)}\n`);
    },
  };
}
