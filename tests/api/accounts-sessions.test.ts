import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/app-env';
import { requireAdmin, sessionAuth } from '../../src/server/lib/auth';
import { handleError } from '../../src/server/lib/errors';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { MESSAGES } from '../../src/shared/messages';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { testDeps } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

/** Every route that needs a session, with a body it would accept. */
const PROTECTED: [string, string, unknown][] = [
  ['GET', '/users/me', undefined],
  ['PATCH', '/users/me', { firstName: 'Changed' }],
  ['POST', '/users/logout', undefined],
  ['POST', '/users/change-password', { currentPassword: 'whatever1', newPassword: 'whatever22' }],
];

describeEachDatabase('accounts: login and sessions', (database) => {
  let t: ApiClient;
  const loginRequired = { success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired };

  /** Every protected route answers 401 with this token. */
  async function expectRefusedEverywhere(token: string) {
    for (const [method, path, body] of PROTECTED) {
      const res = await t.call(method, path, body, token);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual(loginRequired);
    }
  }

  beforeAll(() => {
    t = apiClient(database());
  });

  it('signs up, logs in, reads me, logs out, and then me is refused', async () => {
    const person = newPerson();
    const created = await t.signUp(person);
    const res = await t.call<{ data: { token: string; user: AccountUser } }>('POST', '/users/login', {
      email: person.email,
      password: person.password,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ success: true, message: MESSAGES.loginSuccess });
    const { token, user } = res.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toEqual(created);

    const me = await t.call('GET', '/users/me', undefined, token);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, data: created });

    const out = await t.call('POST', '/users/logout', undefined, token);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.loggedOut });
    await expectRefusedEverywhere(token);
  });

  it('stores only the SHA-256 of a token, with a 30-day expiry, the user agent and the address', async () => {
    const person = newPerson();
    await t.signUp(person);
    const res = await t.call<{ data: { token: string; user: AccountUser } }>(
      'POST',
      '/users/login',
      { email: person.email, password: person.password },
      undefined,
      { 'User-Agent': 'TestPhone/1.0' },
    );
    const { token, user } = res.body.data;
    const { rows } = (await database().db.execute(
      sql`select * from sessions where user_id = ${user.id}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    // The sign-up's own session, then this login's.
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(token);
    const session = rows.find((row) => row.token_hash === createHash('sha256').update(token).digest('hex')) ?? {};
    expect(session.token_hash).toBeTruthy();
    const days =
      (new Date(session.expires_at as string).getTime() - new Date(session.created_at as string).getTime()) /
      86_400_000;
    expect(days).toBeCloseTo(30, 5);
    expect(session).toMatchObject({ user_agent: 'TestPhone/1.0', ip: 'unknown', revoked_at: null });
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const person = newPerson();
    await t.signUp(person);
    const wrong = await t.call('POST', '/users/login', { email: person.email, password: 'not the password' });
    const unknown = await t.call('POST', '/users/login', {
      email: `nobody.${Date.now()}@example.test`,
      password: 'whatever123',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.invalidCredentials });
    }
  });

  it('matches the e-mail case-insensitively', async () => {
    const person = newPerson();
    await t.signUp(person);
    expect(await t.logIn({ email: person.email.toUpperCase(), password: person.password })).toBeTruthy();
  });

  it.each([
    [{ email: undefined, password: 'x' }, 'Mobile number or e-mail is required'],
    [{ email: 'nope', password: 'x' }, 'E-mail must be a valid e-mail address or a 10-digit mobile number'],
    [{ email: 'a@b.in', password: '' }, 'Password is required'],
    [{ email: 'a@b.in' }, 'Password is required'],
  ])('refuses login body %o with 400', async (body, message) => {
    const res = await t.call('POST', '/users/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const person = newPerson();
    await t.signUp(person);
    // The work a login costs this process (argon2 runs on its threads), not the clock: on a busy machine
    // the wall time of one request swings with whatever else runs, and the two kinds no longer compare.
    const cpuMs = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    const time = async (email: string) => {
      const started = cpuMs();
      const res = await t.call('POST', '/users/login', { email, password: 'wrong password!' });
      expect(res.status).toBe(401);
      return cpuMs() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const known: number[] = [];
    const unknown: number[] = [];
    await time(person.email); // warm up
    for (let i = 0; i < 9; i++) {
      known.push(await time(person.email));
      unknown.push(await time(`ghost${i}.${Date.now()}@example.test`));
    }
    // Both do one argon2 check, so about 1; without the dummy hash the unknown e-mail costs a fraction.
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(1 / 2);
    expect(ratio).toBeLessThan(2);
  });

  it('refuses an unknown, malformed or expired token on protected routes, and treats it as anonymous on public ones', async () => {
    const person = newPerson();
    await t.signUp(person);
    const token = await t.logIn(person);
    await expectRefusedEverywhere('A'.repeat(43));
    await expectRefusedEverywhere('not a token');
    for (const header of ['', 'Bearer', `Basic ${token}`, `Bearer ${token} extra`]) {
      const res = await t.call('GET', '/users/me', undefined, undefined, { Authorization: header });
      expect(res.status, header).toBe(401);
    }
    const publicRoute = await t.call('GET', '/health', undefined, 'A'.repeat(43));
    expect(publicRoute.status).toBe(200);

    t.advance(31 * 86_400_000);
    await expectRefusedEverywhere(token);
    expect((await t.call('GET', '/properties/featured', undefined, token)).status).toBe(200);
    t.advance(-31 * 86_400_000);
    expect((await t.call('GET', '/users/me', undefined, token)).status).toBe(200);
  });

  it('keeps other sessions when one logs out', async () => {
    const person = newPerson();
    await t.signUp(person);
    const phone = await t.logIn(person);
    const laptop = await t.logIn(person);
    expect(phone).not.toBe(laptop);
    await t.call('POST', '/users/logout', undefined, phone);
    expect((await t.call('GET', '/users/me', undefined, laptop)).status).toBe(200);
  });

  it('refuses a blocked user: no login, and the sessions they had stop working', async () => {
    const person = newPerson();
    const user = await t.signUp(person);
    const token = await t.logIn(person);
    await database().db.execute(sql`update users set status = 'blocked' where id = ${user.id}`);
    await expectRefusedEverywhere(token);
    const wrong = await t.call('POST', '/users/login', { email: person.email, password: 'not the password' });
    expect(wrong.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.invalidCredentials });
    const right = await t.call('POST', '/users/login', { email: person.email, password: person.password });
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.accountBlocked });
  });

  it('reports the seller type of a seller account', async () => {
    const person = newPerson();
    const user = await t.signUp(person);
    await database().db.execute(sql`insert into sellers (user_id, seller_type) values (${user.id}, 'Agent')`);
    const token = await t.logIn(person);
    const me = await t.call<{ data: AccountUser }>('GET', '/users/me', undefined, token);
    expect(me.body.data).toMatchObject({ isSeller: true, sellerType: 'Agent' });
  });

  it('requireAdmin answers 401 without a session, 403 for a user and 200 for an admin', async () => {
    const person = newPerson();
    const user = await t.signUp(person);
    const token = await t.logIn(person);
    // A tiny app with the real deps, session middleware and error handler, and one admin-only route.
    const deps = { ...testDeps(database()), sms: t.sms };
    const guarded = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('deps', deps);
        c.set('logger', deps.logger);
        await next();
      })
      .use(sessionAuth)
      .get('/admin-only', requireAdmin, (c) => c.json({ success: true }))
      .onError(handleError);
    const get = (auth?: string) =>
      guarded.request('/admin-only', { headers: auth ? { Authorization: `Bearer ${auth}` } : {} });

    const anonymous = await get();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual(loginRequired);
    const plainUser = await get(token);
    expect(plainUser.status).toBe(403);
    expect(await plainUser.json()).toEqual({ success: false, code: 'forbidden', message: ACCOUNT_MESSAGES.adminOnly });
    await database().db.execute(sql`update users set role = 'admin' where id = ${user.id}`);
    expect((await get(token)).status).toBe(200);
  });
});
