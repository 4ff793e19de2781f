import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { CONTACT_MESSAGES, CONTACT_TOPICS } from '../../src/shared/contact/contact-contract';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES } from '../../src/shared/idempotency';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

type Rows = { rows: Record<string, unknown>[] };

const trustProxy = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
const MESSAGE = 'I want to list three shops in MP Nagar. Whom should I talk to?';

describeEachDatabase('contact form', (database) => {
  let t: ApiClient;
  let sequence = 0;
  const rows = async (query: SQL) => ((await database().db.execute(query)) as unknown as Rows).rows;
  const uniqueEmail = () => `contact.${Date.now().toString(36)}.${++sequence}@example.test`;
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ravi Kumar',
    email: uniqueEmail(),
    message: MESSAGE,
    ...overrides,
  });
  const send = (body: unknown, headers: Record<string, string> = {}, token?: string) =>
    t.call('POST', '/contact', body, token, headers);
  // In the table: no answer shows a contact message once it is sent.
  const stored = (email: string) =>
    rows(
      sql`select name, email, phone_number, topic, message, user_id::int, idempotency_key from contact_messages where email = ${email}`,
    );

  beforeAll(() => {
    t = apiClient(database());
  });

  describe('sending', () => {
    it('stores a message and answers 201 with the thank-you message', async () => {
      const body = form({ phoneNumber: '9876543210', topic: CONTACT_TOPICS[1], name: '  Ravi Kumar ' });
      const res = await send(body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await stored(body.email)).toEqual([
        {
          name: 'Ravi Kumar',
          email: body.email,
          phone_number: '9876543210',
          topic: CONTACT_TOPICS[1],
          message: MESSAGE,
          user_id: null,
          idempotency_key: null,
        },
      ]);
    });

    it('defaults the topic, treats an empty phone number as none and lower-cases the e-mail', async () => {
      const email = uniqueEmail();
      const res = await send(form({ email: `  ${email.toUpperCase()} `, phoneNumber: '' }));
      expect(res.status).toBe(201);
      expect(await stored(email)).toMatchObject([{ phone_number: null, topic: 'Something else' }]);
    });

    it('remembers the account of a logged-in sender', async () => {
      const person = newPerson();
      const user = await t.signUp(person);
      const body = form();
      expect((await send(body, {}, await t.logIn(person))).status).toBe(201);
      expect(await stored(body.email)).toMatchObject([{ user_id: user.id }]);
    });

    it('stores unicode, HTML and SQL fragments as plain text', async () => {
      const message = `<img src=x onerror=alert(1)> नमस्ते '); delete from contact_messages; -- 🏠`;
      const body = form({ name: 'सुनीता <b>शर्मा</b>', message });
      expect((await send(body)).status).toBe(201);
      expect(await stored(body.email)).toMatchObject([{ name: 'सुनीता <b>शर्मा</b>', message }]);
    });
  });

  describe('bad input', () => {
    it.each([
      ['name is required', { name: undefined }],
      ['name is required', { name: '   ' }],
      ['name is required', { name: 42 }],
      ['name must be at most 60 characters', { name: 'n'.repeat(61) }],
      ['email is required', { email: undefined }],
      ['email must be a valid e-mail address', { email: 'ravi@' }],
      ['Mobile number must be a 10-digit Indian mobile number', { phoneNumber: '12345' }],
      ['Mobile number must be a 10-digit Indian mobile number', { phoneNumber: '5876543210' }],
      [`topic must be one of ${CONTACT_TOPICS.join(', ')}`, { topic: 'Lottery' }],
      ['message is required', { message: undefined }],
      ['message is required', { message: ['an', 'array'] }],
      ['message must be at least 10 characters', { message: 'Hi there' }],
      ['message must be at most 2000 characters', { message: 'm'.repeat(2001) }],
    ])('answers 400 with “%s” (case %#)', async (message, overrides) => {
      const res = await send(form(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    });

    it('answers 400 for a body that is not a JSON object and for an unusable Idempotency-Key', async () => {
      for (const body of ['', 'name=Ravi', '[]', 'null']) {
        const res = await send(body);
        expect(res.status, body).toBe(400);
        expect(res.body.message).toBe(ACCOUNT_MESSAGES.bodyMustBeJson);
      }
      const res = await send(form(), { [IDEMPOTENCY_KEY_HEADER]: 'x'.repeat(101) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    });
  });

  describe('idempotency', () => {
    it('answers a replay of the same key with 200 and the same answer, storing one message', async () => {
      const body = form();
      const headers = { [IDEMPOTENCY_KEY_HEADER]: `contact-${body.email}` };
      const first = await send(body, headers);
      expect(first.status).toBe(201);
      const replay = await send(body, headers);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(await stored(body.email)).toHaveLength(1);
    });

    it('stores one message for concurrent sends with the same key', async () => {
      const body = form();
      const headers = { [IDEMPOTENCY_KEY_HEADER]: `concurrent-${body.email}` };
      const results = await Promise.all(Array.from({ length: 4 }, () => send(body, headers)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      expect(await stored(body.email)).toHaveLength(1);
    });
  });

  describe('rate limit', () => {
    it('answers 429 with Retry-After after the hourly allowance of an address; replays do not count', async () => {
      const limited = apiClient(database(), {
        env: trustProxy,
        rateLimits: createRateLimits({ rules: { contactPerIp: { points: 2, durationSeconds: 3600 } } }),
      });
      const from = (ip: string, key?: string) => ({
        'X-Forwarded-For': ip,
        ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
      });
      const post = (headers: Record<string, string>) => limited.call('POST', '/contact', form(), undefined, headers);
      const key = `limit-${uniqueEmail()}`;
      expect((await post(from('203.0.113.5', key))).status).toBe(201);
      expect((await post(from('203.0.113.5', key))).status).toBe(200);
      expect((await post(from('203.0.113.5'))).status).toBe(201);
      const refused = await post(from('203.0.113.5'));
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        code: 'rate_limited',
        message: ACCOUNT_MESSAGES.tooManyAttempts(60),
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect((await post(from('198.51.100.20'))).status).toBe(201);
    });
  });
});
