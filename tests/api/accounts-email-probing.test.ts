/**
 * Changing the profile e-mail tells whether another account uses the new address, so new addresses are
 * limited per account and per caller's address: a probe loop meets 429 after a few tries.
 */
import { expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createRateLimits, RATE_LIMIT_RULES } from '../../src/server/lib/rate-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

const PROBES = 40;

describeEachDatabase('accounts: probing e-mails through the profile', (database) => {
  const appWithRealLimits = () =>
    apiClient(database(), {
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
      rateLimits: createRateLimits({ scale: 1 }),
    });

  it('stops a loop of e-mail probes with 429 after a few, taken and free addresses alike', async () => {
    const t = appWithRealLimits();
    const taken = newPerson();
    await t.signUp(taken);
    const prober = newPerson();
    await t.signUp(prober);
    const token = await t.logIn(prober);
    const from = { 'X-Forwarded-For': '198.51.100.70' };

    const statuses: number[] = [];
    for (let i = 0; i < PROBES; i++) {
      const email = i % 2 === 0 ? taken.email : `free.${i}.${Date.now()}@example.test`;
      const reply = await t.call('PATCH', '/users/me', { email }, token, from);
      statuses.push(reply.status);
      if (reply.status === 429) {
        expect(reply.body.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts(60));
        expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(3500);
      }
    }
    const allowed = RATE_LIMIT_RULES.profileEmailPerUser.points;
    expect(statuses.slice(0, allowed).every((status) => status === 409 || status === 200)).toBe(true);
    expect(statuses.slice(allowed)).toEqual(Array(PROBES - allowed).fill(429));

    // Names still change, and so does nothing at all when the e-mail is the current one.
    const named = await t.call('PATCH', '/users/me', { firstName: 'Meera' }, token, from);
    expect(named.status).toBe(200);
  });

  it('stops sign-up probes of registered e-mails from one network with 429 once its allowance is used', async () => {
    const t = appWithRealLimits();
    const taken = newPerson();
    await t.signUp(taken);
    const from = { 'X-Forwarded-For': '198.51.100.72' };
    const allowed = RATE_LIMIT_RULES.registerPerIp.points;
    const statuses: number[] = [];
    for (let i = 0; i <= allowed; i++) {
      const probe = newPerson({ email: i % 2 === 0 ? taken.email : `free.signup.${i}.${Date.now()}@example.test` });
      statuses.push((await t.call('POST', '/users/register', probe, undefined, from)).status);
    }
    expect(statuses.slice(0, allowed).every((status) => status === 409 || status === 200)).toBe(true);
    expect(statuses.filter((status) => status === 409)).toHaveLength(allowed / 2);
    expect(statuses[allowed]).toBe(429);
  });

  it('limits new addresses tried from one address over many accounts', async () => {
    const t = appWithRealLimits();
    const from = { 'X-Forwarded-For': '198.51.100.71' };
    const rule = RATE_LIMIT_RULES.profileEmailPerIp;
    let tried = 0;
    let last = 0;
    while (tried <= rule.points) {
      const person = newPerson();
      await t.signUp(person);
      const token = await t.logIn(person);
      for (let i = 0; i < RATE_LIMIT_RULES.profileEmailPerUser.points && tried <= rule.points; i++, tried++) {
        last = (
          await t.call('PATCH', '/users/me', { email: `free.ip.${tried}.${Date.now()}@example.test` }, token, from)
        ).status;
        if (tried < rule.points) expect(last).toBe(200);
      }
    }
    expect(last).toBe(429);
  });
});
