/**
 * Limits stop guessing without letting a stranger lock the owner out: the strict allowances are per
 * account (or phone) and address, requests refused by the resend wait count nothing, and the per-account
 * ceilings need many addresses. With the product's real rules.
 */
import { expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import {
  createRateLimits,
  RATE_LIMIT_RULES,
  type RateLimitName,
  type RateLimitRule,
} from '../../src/server/lib/rate-limits';
import { OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS } from '../../src/shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { apiClient, newPerson, type Person, type Reply } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

const trustProxy = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
const PAST_COOLDOWN_MS = (OTP_RESEND_COOLDOWN_SECONDS + 1) * 1000;
const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.20';

function expectLimited(reply: Reply, rule: RateLimitRule) {
  expect(reply.status).toBe(429);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.durationSeconds);
  expect(reply.body).toEqual({
    success: false,
    code: 'rate_limited',
    message: ACCOUNT_MESSAGES.tooManyAttempts(Math.ceil(retryAfter / 60)),
  });
}

describeEachDatabase('rate limits: a stranger cannot lock the owner out', (database) => {
  const appWith = (rules: Partial<Record<RateLimitName, RateLimitRule>> = {}) =>
    apiClient(database(), { env: trustProxy, rateLimits: createRateLimits({ rules, scale: 1 }) });
  /** Our proxy appends the address it saw: the right-most entry, whatever the caller wrote before it. */
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const login = (t: ReturnType<typeof appWith>, who: Pick<Person, 'email' | 'password'>, ip: string) =>
    t.call('POST', '/users/login', { email: who.email, password: who.password }, undefined, from(ip));

  it('limits wrong passwords from one address while the owner, admins included, still logs in from another', async () => {
    const t = appWith();
    const rule = RATE_LIMIT_RULES.loginPerEmailIp;
    const owner = newPerson();
    await t.signUp(owner);
    const admin = newPerson();
    expect((await createAdmin(database().db, admin)).outcome).toBe('created');

    for (const victim of [owner, admin]) {
      const guess = { email: victim.email, password: 'a wrong guess 1' };
      for (let i = 0; i < rule.points; i++) expect((await login(t, guess, ATTACKER)).status).toBe(401);
      expectLimited(await login(t, guess, ATTACKER), rule);
      expectLimited(await login(t, victim, ATTACKER), rule);
      expect((await login(t, victim, OWNER)).status).toBe(200);
      // The owner's success does not free the attacker's address.
      expectLimited(await login(t, guess, ATTACKER), rule);
    }
  });

  it('stops guessing spread over many addresses at the e-mail’s ceiling', async () => {
    const ceiling = { points: 12, durationSeconds: 900 };
    const t = appWith({ loginPerEmail: ceiling });
    const owner = newPerson();
    await t.signUp(owner);
    const guess = { email: owner.email, password: 'a wrong guess 2' };
    for (let i = 0; i < ceiling.points; i++) {
      expect((await login(t, guess, `192.0.2.${1 + Math.floor(i / 4)}`)).status).toBe(401);
    }
    expectLimited(await login(t, guess, '192.0.2.99'), ceiling);
    expect(RATE_LIMIT_RULES.loginPerEmail.points).toBeGreaterThanOrEqual(5 * RATE_LIMIT_RULES.loginPerEmailIp.points);
  });

  it('spaces reset texts strangers ask for, while the owner resets from their own address or device', async () => {
    const t = appWith();
    const spacing = RATE_LIMIT_RULES.forgotPasswordPerPhone;
    const owner = newPerson();
    await t.signUp(owner);
    // The owner signed in from home once: that address is theirs.
    expect((await login(t, owner, OWNER)).status).toBe(200);
    const forgot = (ip: string, token?: string) =>
      t.call('POST', '/users/password/forgot', { phoneNumber: owner.phoneNumber }, token, from(ip));
    const texts = () => t.sms.sent.filter((m) => m.to === owner.phoneNumber).length;

    // Strangers at two addresses: the number's texts are spaced out, never more than the spacing allows.
    const before = texts();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      t.advance(PAST_COOLDOWN_MS);
      statuses.push((await forgot(i % 2 ? ATTACKER : '198.51.100.67')).status);
    }
    expect(texts() - before).toBe(spacing.points);
    expectLimited(await forgot(ATTACKER), spacing);

    // The owner, at home or signed in on their phone anywhere, gets a text at once.
    t.advance(PAST_COOLDOWN_MS);
    expect((await forgot(OWNER)).status).toBe(200);
    expect(texts() - before).toBe(spacing.points + 1);
    const newPassword = 'the owner’s new password';
    const reset = await t.call(
      'POST',
      '/users/password/reset',
      { phoneNumber: owner.phoneNumber, otp: t.lastOtp(owner.phoneNumber), newPassword },
      undefined,
      from(OWNER),
    );
    expect(reset.status).toBe(200);
    const token = await t.logIn({ email: owner.email, password: newPassword });
    t.advance(PAST_COOLDOWN_MS);
    expect((await forgot('192.0.2.200', token)).status).toBe(200);
    expect(texts() - before).toBe(spacing.points + 2);

    // Strangers were refused only past the spacing, which holds them 20 minutes at most, not an hour.
    expect(statuses.filter((status) => status === 429).length).toBe(10 - spacing.points);
    expect(spacing.durationSeconds).toBeLessThanOrEqual(20 * 60);
  });

  it('does not count sign-ups refused by the resend wait: a burst never blocks the number for an hour', async () => {
    const t = appWith();
    const stranger = newPerson();
    const register = (person: Person, ip: string) => t.call('POST', '/users/register', person, undefined, from(ip));

    const burst = [];
    for (let i = 0; i < 5; i++) burst.push(await register(stranger, ATTACKER));
    expect(burst[0]?.status).toBe(200);
    for (const refused of burst.slice(1)) {
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Please wait \d+ seconds/);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(OTP_RESEND_COOLDOWN_SECONDS);
    }
    expect(t.sms.sent.filter((m) => m.to === stranger.phoneNumber)).toHaveLength(1);

    // Once the stranger's sign-up lapses, the number's owner signs up from another address.
    t.advance((OTP_TTL_SECONDS + 1) * 1000);
    const owner = newPerson({ phoneNumber: stranger.phoneNumber });
    expect((await register(owner, OWNER)).status).toBe(200);
    expect(
      (
        await t.call('POST', '/users/register/verify-otp', {
          phoneNumber: owner.phoneNumber,
          otp: t.lastOtp(owner.phoneNumber),
        })
      ).status,
    ).toBe(201);
  });

  it('limits sign-up texts to one number asked from one address, not from the owner’s', async () => {
    const t = appWith();
    const rule = RATE_LIMIT_RULES.registerPerPhoneIp;
    const stranger = newPerson();
    const register = (person: Person, ip: string) => t.call('POST', '/users/register', person, undefined, from(ip));
    for (let i = 0; i < rule.points; i++) {
      expect((await register(stranger, ATTACKER)).status).toBe(200);
      t.advance((OTP_TTL_SECONDS + 1) * 1000);
    }
    expectLimited(await register(stranger, ATTACKER), rule);
    const owner = newPerson({ phoneNumber: stranger.phoneNumber });
    expect((await register(owner, OWNER)).status).toBe(200);
  });
});
