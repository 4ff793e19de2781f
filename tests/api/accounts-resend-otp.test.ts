import { beforeAll, expect, it } from 'vitest';
import { users } from '../../src/server/features/accounts/accounts.schema';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../src/shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { formatPhone } from '../../src/shared/accounts/phone-number';
import { MESSAGES } from '../../src/shared/messages';
import { type ApiClient, apiClient, newPerson, type Person } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

type Sent = { data: { resendToken: string } };

describeEachDatabase('accounts: resending the sign-up OTP', (database) => {
  let t: ApiClient;
  const resend = (phoneNumber: unknown, resendToken: unknown, client = t) =>
    client.call<Sent>('POST', '/users/register/resend-otp', { phoneNumber, resendToken });
  const verify = (phoneNumber: string, otp: string | undefined) =>
    t.call('POST', '/users/register/verify-otp', { phoneNumber, otp });
  const start = async (person: Person = newPerson(), client = t) => {
    const res = await client.call<Sent>('POST', '/users/register', person);
    expect(res.status).toBe(200);
    return { person, token: res.body.data.resendToken };
  };
  const sentTo = (phone: string) => t.sms.sent.filter((m) => m.to === phone);
  const wait = () => t.advance((OTP_RESEND_COOLDOWN_SECONDS + 1) * 1000);

  beforeAll(() => {
    t = apiClient(database());
  });

  it('texts a new OTP after the wait; the new one works and the old one no longer does', async () => {
    const { person, token } = await start();
    const first = t.lastOtp(person.phoneNumber);
    wait();
    const res = await resend(person.phoneNumber, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: MESSAGES.otpSent(formatPhone(person.phoneNumber)),
      data: { phoneNumber: person.phoneNumber, expiresInSeconds: OTP_TTL_SECONDS, resendToken: token },
    });
    expect(sentTo(person.phoneNumber)).toHaveLength(2);
    const second = t.lastOtp(person.phoneNumber);
    if (second !== first) expect((await verify(person.phoneNumber, first)).body.message).toBe(MESSAGES.otpInvalid);
    expect((await verify(person.phoneNumber, second)).status).toBe(201);
    // The sign-up is done: its token asks for nothing more.
    wait();
    expect((await resend(person.phoneNumber, token)).body.message).toBe(MESSAGES.registrationSessionExpired);
  });

  it('within the wait answers 429 with the seconds left, and texts nothing', async () => {
    const { person, token } = await start();
    t.advance(10_000);
    const res = await resend(person.phoneNumber, token);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(OTP_RESEND_COOLDOWN_SECONDS - 11);
    expect(retryAfter).toBeLessThanOrEqual(OTP_RESEND_COOLDOWN_SECONDS - 9);
    expect(res.body).toEqual({
      success: false,
      code: 'rate_limited',
      message: ACCOUNT_MESSAGES.otpResendWait(retryAfter),
    });
    expect(sentTo(person.phoneNumber)).toHaveLength(1);
  });

  it('revives an expired or used-up OTP', async () => {
    const { person, token } = await start();
    const otp = t.lastOtp(person.phoneNumber) as string;
    const wrong = otp === '111111' ? '222222' : '111111';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await verify(person.phoneNumber, wrong);
    t.advance((OTP_TTL_SECONDS + 1) * 1000);
    expect((await verify(person.phoneNumber, otp)).body.message).toBe(ACCOUNT_MESSAGES.otpTooManyAttempts);
    expect((await resend(person.phoneNumber, token)).status).toBe(200);
    expect((await verify(person.phoneNumber, t.lastOtp(person.phoneNumber))).status).toBe(201);
  });

  it('for a number that got an account while its sign-up waited, texts the note, with no code that works', async () => {
    const { person: owner, token } = await start();
    // The admin command made an account of the number meanwhile (sign-up itself refuses it at once).
    const { password: _password, ...other } = newPerson({ phoneNumber: owner.phoneNumber });
    const now = new Date();
    await database()
      .db.insert(users)
      .values({ ...other, passwordHash: 'x', createdAt: now, updatedAt: now });
    wait();
    const res = await resend(owner.phoneNumber, token);
    expect(res.status).toBe(200);
    expect(res.body.data.resendToken).toBe(token);
    const notes = sentTo(owner.phoneNumber).slice(-1);
    for (const note of notes) {
      expect(note.text).toContain('already has an account');
      expect(note.text).toContain("'Forgot password?'");
      expect(note.text).not.toMatch(/\d{6}/);
    }
    expect((await verify(owner.phoneNumber, '123456')).body.message).toBe(MESSAGES.otpInvalid);
  });

  it('refuses a token it did not give for this sign-up, and texts nothing', async () => {
    const { person, token } = await start();
    const other = await start();
    wait();
    const before = t.sms.sent.length;
    for (const [phone, guess] of [
      [person.phoneNumber, other.token],
      [person.phoneNumber, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
      [person.phoneNumber, `${token}\u200b`],
      [person.phoneNumber, '🔑'.repeat(20)],
      [newPerson().phoneNumber, token],
    ]) {
      const res = await resend(phone, guess);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'validation_failed',
        message: MESSAGES.registrationSessionExpired,
      });
    }
    // Registering again (the same details) gives a new token and voids the old one.
    const again = await start(person);
    wait();
    expect((await resend(person.phoneNumber, token)).status).toBe(400);
    expect((await resend(person.phoneNumber, again.token)).status).toBe(200);
    expect(t.sms.sent.length).toBe(before + 2);
  });

  it.each([
    [{}, 'Mobile number is required'],
    [{ phoneNumber: '98765', resendToken: 'x' }, 'Mobile number must be exactly 10 digits'],
    [{ phoneNumber: 9876543210, resendToken: 'x' }, 'Mobile number is required'],
    [{ phoneNumber: '9876543210' }, MESSAGES.registrationSessionExpired],
    [{ phoneNumber: '9876543210', resendToken: 42 }, MESSAGES.registrationSessionExpired],
    [{ phoneNumber: '9876543210', resendToken: 'x'.repeat(100_000) }, MESSAGES.registrationSessionExpired],
    ['[]', ACCOUNT_MESSAGES.bodyMustBeJson],
  ])('refuses bad input #%# in the words the person reads', async (body, message) => {
    const res = await t.call('POST', '/users/register/resend-otp', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
  });

  it('counts each text against the phone: the limit answers 429', async () => {
    const limited = apiClient(database(), {
      rateLimits: createRateLimits({ rules: { registerPerPhoneIp: { points: 2, durationSeconds: 3600 } }, scale: 1 }),
    });
    const { person, token } = await start(newPerson(), limited);
    limited.advance((OTP_RESEND_COOLDOWN_SECONDS + 1) * 1000);
    expect((await resend(person.phoneNumber, token, limited)).status).toBe(200);
    limited.advance((OTP_RESEND_COOLDOWN_SECONDS + 1) * 1000);
    const res = await resend(person.phoneNumber, token, limited);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, code: 'rate_limited', message: ACCOUNT_MESSAGES.tooManyAttempts(60) });
    expect(limited.sms.sent.filter((m) => m.to === person.phoneNumber)).toHaveLength(2);
  });

  it('sends one text when two resends race', async () => {
    const { person, token } = await start();
    wait();
    const answers = await Promise.all([1, 2, 3].map(() => resend(person.phoneNumber, token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(sentTo(person.phoneNumber)).toHaveLength(2);
  });
});
