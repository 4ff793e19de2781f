import { createHash } from 'node:crypto';
import { type ServerType, serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createRateLimits, type RateLimitName, type RateLimitRule } from '../../src/server/lib/rate-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { apiClient, newPerson, type Reply } from '../helpers/api-client';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

/**
 * Small allowances over a minute: no run of calls outlasts the window however busy the machine (with
 * one-second windows, a slow run saw its window end before the refusal it expected).
 */
const WINDOW_SECONDS = 60;
const tiny = (points: number): RateLimitRule => ({ points, durationSeconds: WINDOW_SECONDS });

/** Makes `call` a window later: these allowances count in memory, against Date.now(). */
async function aWindowLater<T>(call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (WINDOW_SECONDS + 1) * 1000 });
  try {
    return await call();
  } finally {
    vi.useRealTimers();
  }
}
const trustProxy = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });

function expectTooMany(res: Reply) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ success: false, code: 'rate_limited', message: ACCOUNT_MESSAGES.tooManyAttempts(1) });
  expect(res.body.message).toBe('Too many attempts. Please try again in 1 minute.');
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describeEachDatabase('rate limits', (database) => {
  const appWith = (rules: Partial<Record<RateLimitName, RateLimitRule>>, env = trustProxy) =>
    apiClient(database(), { env, rateLimits: createRateLimits({ rules, scale: 1 }) });
  /** As our one proxy forwards it: whatever the client wrote first, then the address the proxy saw. */
  const from = (ip: string) => ({ 'X-Forwarded-For': `198.18.0.1, ${ip}` });

  it('limits logins per e-mail, answers 429 with Retry-After, and recovers after the window', async () => {
    const t = appWith({ loginPerEmail: tiny(3) });
    const person = newPerson();
    await t.signUp(person);
    const wrong = () => t.call('POST', '/users/login', { email: person.email, password: 'wrong password' });
    for (let i = 0; i < 3; i++) expect((await wrong()).status).toBe(401);
    expectTooMany(await wrong());
    // Even the right password waits: the limit comes before the check.
    expectTooMany(await t.call('POST', '/users/login', person));
    expect((await aWindowLater(() => t.call('POST', '/users/login', person))).status).toBe(200);
  });

  it('forgets an e-mail’s failed logins once it logs in', async () => {
    const t = appWith({ loginPerEmail: tiny(3) });
    const person = newPerson();
    await t.signUp(person);
    const wrong = () => t.call('POST', '/users/login', { email: person.email, password: 'wrong password' });
    await wrong();
    await wrong();
    await t.logIn(person);
    for (let i = 0; i < 2; i++) expect((await wrong()).status).toBe(401);
    expect((await t.call('POST', '/users/login', person)).status).toBe(200);
  });

  it('limits logins per address (X-Forwarded-For only when TRUST_PROXY=true)', async () => {
    const t = appWith({ loginPerIp: tiny(2) });
    const attempt = (ip: string) =>
      t.call('POST', '/users/login', { email: newPerson().email, password: 'whatever1' }, undefined, from(ip));
    expect((await attempt('203.0.113.7')).status).toBe(401);
    expect((await attempt('203.0.113.7')).status).toBe(401);
    expectTooMany(await attempt('203.0.113.7'));
    expect((await attempt('198.51.100.9')).status).toBe(401);

    // Without TRUST_PROXY the header is ignored: every caller here is the same (socketless) address.
    const untrusting = appWith({ loginPerIp: tiny(2) }, loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
    const spoof = (ip: string) =>
      untrusting.call('POST', '/users/login', { email: newPerson().email, password: 'x1234567' }, undefined, from(ip));
    await spoof('192.0.2.1');
    await spoof('192.0.2.2');
    expectTooMany(await spoof('192.0.2.3'));
  });

  it.each([1, 2])('limits by the address our %i proxies saw, whatever the client writes before it', async (hops) => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', TRUST_PROXY_HOPS: String(hops) });
    const t = appWith({ loginPerIp: tiny(2) }, env);
    // Our proxies append the caller's address, then (with two) the outer proxy's: the socket is the inner one.
    const forwarded = (caller: string) => (hops === 1 ? caller : `${caller}, 10.0.0.1`);
    const attempt = (spoofed: string, caller = '203.0.113.7') =>
      t.call('POST', '/users/login', { email: newPerson().email, password: 'whatever1' }, undefined, {
        'X-Forwarded-For': `${spoofed}, ${forwarded(caller)}`,
      });
    expect((await attempt('192.0.2.1')).status).toBe(401);
    expect((await attempt('192.0.2.2')).status).toBe(401);
    expectTooMany(await attempt('192.0.2.3'));
    expectTooMany(await attempt('203.0.113.99, 192.0.2.4'));
    expect((await attempt('192.0.2.5', '198.51.100.9')).status).toBe(401);
  });

  it('limits sign-ups per phone and per address', async () => {
    const t = appWith({ registerPerPhone: tiny(2), registerPerIp: tiny(4) });
    const person = newPerson();
    expect((await t.register(person)).status).toBe(200);
    t.advance(31_000); // past the resend cooldown
    expect((await t.register(person)).status).toBe(200);
    t.advance(31_000);
    expectTooMany(await t.register(person));
    // Every attempt counts for the address (even those refused per phone): its allowance of 4 runs out.
    expect((await t.register(newPerson())).status).toBe(200);
    expectTooMany(await t.register(newPerson()));
    expect((await aWindowLater(() => t.register(newPerson()))).status).toBe(200);
  });

  it('limits OTP checks per address', async () => {
    const t = appWith({ verifyOtpPerIp: tiny(2) });
    const verify = () => t.call('POST', '/users/register/verify-otp', { phoneNumber: '9876500000', otp: '123456' });
    expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(400);
    expectTooMany(await verify());
  });

  it('limits forgotten-password requests per phone, and resets per address', async () => {
    const t = appWith({ forgotPasswordPerPhone: tiny(2), resetPasswordPerIp: tiny(2) });
    const phone = newPerson().phoneNumber;
    const forgot = () => t.call('POST', '/users/password/forgot', { phoneNumber: phone });
    expect((await forgot()).status).toBe(200);
    // Within the resend wait nothing is sent and nothing is counted.
    expect((await forgot()).status).toBe(200);
    t.advance(31_000);
    expect((await forgot()).status).toBe(200);
    t.advance(31_000);
    expectTooMany(await forgot());
    const reset = () =>
      t.call('POST', '/users/password/reset', { phoneNumber: phone, otp: '123456', newPassword: 'whatever123' });
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(400);
    expectTooMany(await reset());
  });

  it('limits password changes per user', async () => {
    const t = appWith({ changePasswordPerUser: tiny(2) });
    const person = newPerson();
    await t.signUp(person);
    const token = await t.logIn(person);
    const change = () =>
      t.call('POST', '/users/change-password', { currentPassword: 'wrong one', newPassword: 'whatever123' }, token);
    expect((await change()).status).toBe(400);
    expect((await change()).status).toBe(400);
    expectTooMany(await change());
  });

  it('shows whole minutes for long waits', async () => {
    const t = appWith({ forgotPasswordPerIp: { points: 1, durationSeconds: 3600 } });
    await t.call('POST', '/users/password/forgot', { phoneNumber: newPerson().phoneNumber });
    const res = await t.call('POST', '/users/password/forgot', { phoneNumber: newPerson().phoneNumber });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many attempts. Please try again in 60 minutes.');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3590);
  });

  describe('over a real socket', () => {
    let server: ServerType;
    let base: string;
    beforeAll(async () => {
      const app = createTestApp(database());
      await new Promise<void>((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
          base = `http://127.0.0.1:${info.port}`;
          resolve();
        });
      });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reads the caller’s address from the socket when served over HTTP', async () => {
      const t = apiClient(database());
      const person = newPerson();
      const user = await t.signUp(person);
      const res = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.50' },
        body: JSON.stringify({ email: person.email, password: person.password }),
      });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { token: string } };
      // In the table: no answer shows the address a session was made from. This login's session only: the
      // sign-up's own was made in process, without a socket.
      const tokenHash = createHash('sha256').update(data.token).digest('hex');
      const { rows } = (await database().db.execute(
        sql`select ip from sessions where user_id = ${user.id} and token_hash = ${tokenHash}`,
      )) as unknown as { rows: { ip: string }[] };
      expect(rows.map((r) => r.ip)).toEqual([expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/)]);
    });
  });
});
