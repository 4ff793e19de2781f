/**
 * An IPv6 caller is counted by its /64: a home line or a phone is given a whole /64 and may send each
 * request from another address in it. Behind our proxy (TRUST_PROXY=true), wrong passwords and sign-up
 * texts spread over one /64 meet the same per-address limits as from one address, and the owner in
 * another /64 is untouched. With the product's real rules.
 */
import { expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createRateLimits, RATE_LIMIT_RULES } from '../../src/server/lib/rate-limits';
import { OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS } from '../../src/shared/accounts/account-limits';
import { apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

const trustProxy = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
/** The n-th address of the attacker's /64, each written another way. */
const attacker = (n: number) => (n % 2 ? `2001:db8:aa:1::${n.toString(16)}` : `2001:0db8:00aa:0001:${n}:0:0:1`);
const OWNER = '2001:db8:aa:2::1';

describeEachDatabase('rate limits: an IPv6 caller is its /64', (database) => {
  const app = () => apiClient(database(), { env: trustProxy, rateLimits: createRateLimits({ scale: 1 }) });
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('stops wrong passwords sent from many addresses of one /64, and not the owner in another', async () => {
    const t = app();
    const owner = newPerson();
    await t.signUp(owner);
    const login = (password: string, ip: string) =>
      t.call('POST', '/users/login', { email: owner.email, password }, undefined, from(ip));
    const rule = RATE_LIMIT_RULES.loginPerEmailIp;
    for (let i = 1; i <= rule.points; i++) expect((await login('a wrong guess', attacker(i))).status).toBe(401);
    expect((await login('a wrong guess', attacker(rule.points + 1))).status).toBe(429);
    expect((await login(owner.password, attacker(rule.points + 2))).status).toBe(429);
    expect((await login(owner.password, OWNER)).status).toBe(200);
  });

  it('sends a number no more sign-up texts from many addresses of one /64 than from one', async () => {
    const t = app();
    const phoneNumber = newPerson().phoneNumber;
    const rule = RATE_LIMIT_RULES.registerPerPhoneIp;
    const texts = () => t.sms.sent.filter((message) => message.to === phoneNumber).length;
    for (let i = 1; i <= rule.points + 3; i++) {
      // Each try a new sign-up of the number once the last one lapsed, from another address of the /64.
      t.advance((Math.max(OTP_TTL_SECONDS, OTP_RESEND_COOLDOWN_SECONDS) + 1) * 1000);
      await t.call('POST', '/users/register', newPerson({ phoneNumber }), undefined, from(attacker(i)));
    }
    expect(texts()).toBe(rule.points);
    t.advance((OTP_TTL_SECONDS + 1) * 1000);
    const owner = await t.call('POST', '/users/register', newPerson({ phoneNumber }), undefined, from(OWNER));
    expect(owner.status).toBe(200);
    expect(texts()).toBe(rule.points + 1);
  });
});
