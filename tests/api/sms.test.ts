import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import type { OutboxLine } from '../../src/server/lib/sms/console-sms';
import { createConsoleSms } from '../../src/server/lib/sms/console-sms';
import { createHttpSms, SmsDeliveryError } from '../../src/server/lib/sms/http-sms';
import { createSmsSender, outboxPath } from '../../src/server/lib/sms/sms';
import { formatPhone } from '../../src/shared/accounts/phone-number';
import { MESSAGES } from '../../src/shared/messages';
import { apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

const temporaryDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pc-sms-'));
  temporaryDirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function readOutbox(file: string): Promise<OutboxLine[]> {
  if (!existsSync(file)) return [];
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** Waits (briefly) for the outbox to hold a message to `to`, and returns its OTP. */
async function otpFromOutbox(file: string, to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const line = (await readOutbox(file)).filter((l) => l.to === to).at(-1);
    const otp = line?.text.match(/\b(\d{6})\b/)?.[1];
    if (otp) return otp;
    await sleep(20);
  }
  throw new Error(`no SMS to ${to} in ${file}`);
}

/** A pino logger whose lines are kept in `lines`. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('console SMS provider', () => {
  it('logs the message and appends { to, text, at } to the outbox, creating its folder', async () => {
    const dir = join(await tempDir(), 'not', 'yet', 'there');
    const { logger, lines } = capturingLogger();
    const sms = createConsoleSms({ outboxFile: outboxPath(dir), logger });
    await sms.send('9876543210', '123456 is your OTP');
    await sms.send('9123456789', 'second message');
    const outbox = await readOutbox(join(dir, 'outbox.jsonl'));
    expect(outbox).toEqual([
      { to: '9876543210', text: '123456 is your OTP', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { to: '9123456789', text: 'second message', at: expect.any(String) },
    ]);
    expect(lines[0]).toMatchObject({ sms: { to: '9876543210', text: '123456 is your OTP' } });
    expect(String(lines[0]?.msg)).toContain('123456');
  });

  it('is what the default configuration builds, writing to DATA_DIR/outbox.jsonl', async () => {
    const dir = await tempDir();
    const sms = createSmsSender(loadEnv({ DATA_DIR: dir }), pino({ level: 'silent' }));
    await sms.send('9876543210', 'hello');
    expect(await readOutbox(join(dir, 'outbox.jsonl'))).toHaveLength(1);
  });
});

describeEachDatabase('sign-up through the console SMS outbox', (database) => {
  it('registers, reads the OTP from DATA_DIR/outbox.jsonl, and verifies', async () => {
    const dir = await tempDir();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir });
    const t = apiClient(database(), { env, sms: createSmsSender(env, pino({ level: 'silent' })) });
    const person = newPerson();
    const registered = await t.register(person);
    expect(registered.body.message).toBe(MESSAGES.otpSent(formatPhone(person.phoneNumber)));
    const otp = await otpFromOutbox(join(dir, 'outbox.jsonl'), person.phoneNumber);
    const verified = await t.call('POST', '/users/register/verify-otp', { phoneNumber: person.phoneNumber, otp });
    expect(verified.status).toBe(201);
  });
});

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

describe('HTTP SMS provider', () => {
  let server: Server;
  let url: string;
  const received: Received[] = [];
  /** What the fake gateway does with the next request. */
  let behaviour: 'ok' | 'fail' | 'hang' = 'ok';

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw || 'null') });
        if (behaviour === 'hang') return;
        res.writeHead(behaviour === 'ok' ? 202 : 503, { 'Content-Type': 'application/json' });
        res.end(behaviour === 'ok' ? '{"queued":true}' : '{"error":"gateway down"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterEach(() => {
    behaviour = 'ok';
    received.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('POSTs { to, text, sender } as JSON with the bearer token', async () => {
    const sms = createHttpSms({ url, token: 'gateway-secret', sender: 'PRPCRT' });
    await sms.send('9876543210', '123456 is your OTP');
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/send',
        headers: expect.objectContaining({
          authorization: 'Bearer gateway-secret',
          'content-type': 'application/json',
        }),
        body: { to: '9876543210', text: '123456 is your OTP', sender: 'PRPCRT' },
      },
    ]);
  });

  it('is what SMS_PROVIDER=http builds from the configuration', async () => {
    const env = loadEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 't0k', SMS_SENDER_ID: 'PCRTOR' });
    await createSmsSender(env, pino({ level: 'silent' })).send('9123456789', 'hi');
    expect(received[0]?.headers.authorization).toBe('Bearer t0k');
    expect(received[0]?.body).toEqual({ to: '9123456789', text: 'hi', sender: 'PCRTOR' });
  });

  it('fails on a non-2xx answer, naming the status', async () => {
    behaviour = 'fail';
    const sms = createHttpSms({ url, token: 'x', sender: 'PRPCRT' });
    const failure = sms.send('9876543210', 'x');
    await expect(failure).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sms.send('9876543210', 'x')).rejects.toThrow('The SMS gateway answered 503');
  });

  it('gives up after its timeout', async () => {
    behaviour = 'hang';
    const sms = createHttpSms({ url, sender: 'PRPCRT', timeoutMs: 200 });
    await expect(sms.send('9876543210', 'x')).rejects.toThrow('timed out after 200 ms');
  });

  it('fails when the gateway is unreachable', async () => {
    const sms = createHttpSms({ url: 'http://127.0.0.1:1/send', sender: 'PRPCRT' });
    await expect(sms.send('9876543210', 'x')).rejects.toThrow('The SMS gateway could not be reached');
  });
});

describeEachDatabase('sign-up while the SMS gateway fails', (database) => {
  it('still answers like any sign-up and logs the failure', async () => {
    const { logger, lines } = capturingLogger();
    const broken = createHttpSms({ url: 'http://127.0.0.1:1/send', sender: 'PRPCRT' });
    const t = apiClient(database(), { sms: broken, logger });
    const person = newPerson();
    const res = await t.register(person);
    expect(res.status).toBe(200);
    for (let i = 0; i < 50 && !lines.some((l) => l.msg === 'the OTP SMS could not be sent'); i++) await sleep(20);
    expect(lines.find((l) => l.msg === 'the OTP SMS could not be sent')).toMatchObject({ to: person.phoneNumber });
  });
});
