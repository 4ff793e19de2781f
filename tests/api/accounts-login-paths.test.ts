import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits, type RateLimitName, type RateLimitRule } from '../../src/server/lib/rate-limits';
import { ACCOUNT_LABELS } from '../../src/shared/accounts/account-labels';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../src/shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { MESSAGES } from '../../src/shared/messages';
import { type ApiClient, apiClient, newPerson, type Person } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

type Session = { data: { token: string; user: AccountUser } };
const TOKEN = expect.stringMatching(/^[A-Za-z0-9_-]{43}$/);
const WAIT_MS = (OTP_RESEND_COOLDOWN_SECONDS + 1) * 1000;

describeEachDatabase('accounts: signed in by sign-up, by mobile number and by login OTP', (database) => {
  let t: ApiClient;
  const asksCode = (phoneNumber: string, client = t) => client.call('POST', '/users/login/otp', { phoneNumber });
  const verifyCode = (phoneNumber: string, otp: string | undefined, client = t) =>
    client.call<Session>('POST', '/users/login/otp/verify', { phoneNumber, otp });
  /** Whose session a token is, as the server sees it. */
  const me = async (token: string) => {
    const res = await t.call<{ data: AccountUser }>('GET', '/users/me', undefined, token);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const setStatus = (id: number, status: 'blocked' | 'active') =>
    database().db.execute(sql`update users set status = ${status} where id = ${id}`);

  beforeAll(() => {
    t = apiClient(database());
  });

  describe('verify-otp signs the new account in', () => {
    it('answers 201 with a token that works, like a login', async () => {
      const person = newPerson();
      expect((await t.register(person)).status).toBe(200);
      const res = await t.call<Session>('POST', '/users/register/verify-otp', {
        phoneNumber: person.phoneNumber,
        otp: t.lastOtp(person.phoneNumber),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toMatchObject({ success: true, message: MESSAGES.registrationSuccess });
      expect(res.body.data.token).toEqual(TOKEN);
      expect(res.body.data.user).toMatchObject({
        email: person.email,
        phoneNumber: person.phoneNumber,
        isSeller: false,
      });
      expect(await me(res.body.data.token)).toEqual(res.body.data.user);
    });

    it('gives no token for a wrong code, and the code is still attempt-limited', async () => {
      const person = newPerson();
      await t.register(person);
      const right = t.lastOtp(person.phoneNumber) ?? '';
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
        const res = await t.call('POST', '/users/register/verify-otp', { phoneNumber: person.phoneNumber, otp: wrong });
        expect(res.status).toBe(400);
        expect(res.body).not.toHaveProperty('data');
      }
      const late = await t.call('POST', '/users/register/verify-otp', { phoneNumber: person.phoneNumber, otp: right });
      expect(late.body).toEqual({
        success: false,
        code: 'validation_failed',
        message: ACCOUNT_MESSAGES.otpTooManyAttempts,
      });
    });
  });

  describe('login by mobile number or e-mail', () => {
    let person: Person;
    let user: AccountUser;
    beforeAll(async () => {
      person = newPerson();
      user = await t.signUp(person);
    });

    const national = () => person.phoneNumber;
    it.each([
      ['10 digits', () => national()],
      ['+91 and spaces', () => `+91 ${national().slice(0, 5)} ${national().slice(5)}`],
      ['a leading 0', () => `0${national().slice(0, 5)} ${national().slice(5)}`],
      ['91 and dashes', () => `91-${national().slice(0, 5)}-${national().slice(5)}`],
      ['the e-mail in capitals', () => person.email.toUpperCase()],
    ])('logs in with %s as `login`', async (_, login) => {
      const res = await t.call<Session>('POST', '/users/login', { login: login(), password: person.password });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: MESSAGES.loginSuccess });
      expect(res.body.data.user).toEqual(user);
      expect((await me(res.body.data.token)).id).toBe(user.id);
    });

    it('still takes the e-mail (or a number) in `email`, as older clients send it', async () => {
      for (const email of [person.email, `+91 ${person.phoneNumber}`]) {
        const res = await t.call<Session>('POST', '/users/login', { email, password: person.password });
        expect(res.status, email).toBe(200);
        expect(res.body.data.user.id).toBe(user.id);
      }
    });

    it('answers an unknown number exactly as a wrong password', async () => {
      const unknown = newPerson().phoneNumber;
      const noAccount = await t.call('POST', '/users/login', { login: `+91 ${unknown}`, password: person.password });
      const wrongPassword = await t.call('POST', '/users/login', { login: national(), password: 'not the password' });
      const unknownEmail = await t.call('POST', '/users/login', {
        login: 'nobody@example.test',
        password: 'whatever1',
      });
      const refused = { success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.invalidCredentials };
      for (const res of [noAccount, wrongPassword, unknownEmail]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual(refused);
      }
    });

    it.each([
      [{ password: 'x' }, `${ACCOUNT_LABELS.login} is required`],
      [{ login: '', password: 'x' }, `${ACCOUNT_LABELS.login} is required`],
      [
        { login: '12345', password: 'x' },
        `${ACCOUNT_LABELS.login} must be a valid e-mail address or a 10-digit mobile number`,
      ],
      [
        { login: '1234567890', password: 'x' },
        `${ACCOUNT_LABELS.login} must be a valid e-mail address or a 10-digit mobile number`,
      ],
      [
        { login: 'asha@', password: 'x' },
        `${ACCOUNT_LABELS.login} must be a valid e-mail address or a 10-digit mobile number`,
      ],
      [{ login: '9876543210' }, 'Password is required'],
    ])('refuses %o with a message naming the field', async (body, message) => {
      const res = await t.call('POST', '/users/login', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    });

    it('counts wrong passwords per number however it is written', async () => {
      const limited = apiClient(database(), {
        rateLimits: createRateLimits({ rules: { loginPerEmailIp: { points: 3, durationSeconds: 60 } }, scale: 1 }),
      });
      const other = newPerson();
      await limited.signUp(other);
      const spellings = [other.phoneNumber, `+91 ${other.phoneNumber}`, `0${other.phoneNumber}`];
      for (const login of spellings) {
        expect((await limited.call('POST', '/users/login', { login, password: 'wrong password' })).status).toBe(401);
      }
      const refused = await limited.call('POST', '/users/login', {
        login: other.phoneNumber,
        password: other.password,
      });
      expect(refused.status).toBe(429);
    });
  });

  describe('login with an OTP', () => {
    it('texts a login code to an account’s number and the code signs it in, once', async () => {
      const person = newPerson();
      const user = await t.signUp(person);
      const asked = await asksCode(`+91 ${person.phoneNumber.slice(0, 5)} ${person.phoneNumber.slice(5)}`);
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({
        success: true,
        message: ACCOUNT_MESSAGES.loginOtpSent,
        data: { phoneNumber: person.phoneNumber, expiresInSeconds: OTP_TTL_SECONDS },
      });
      const text = t.sms.sent.filter((m) => m.to === person.phoneNumber).at(-1)?.text ?? '';
      expect(text).toContain('login OTP');
      const otp = t.lastOtp(person.phoneNumber);

      const res = await verifyCode(person.phoneNumber, otp);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: MESSAGES.loginSuccess });
      expect(res.body.data.user).toEqual(user);
      expect((await me(res.body.data.token)).id).toBe(user.id);
      // Used: the same code does not sign in twice.
      const again = await verifyCode(person.phoneNumber, otp);
      expect(again.body).toEqual({
        success: false,
        code: 'validation_failed',
        message: ACCOUNT_MESSAGES.loginOtpNotRequested,
      });
    });

    it('answers a number without an account exactly alike, and texts nothing', async () => {
      const stranger = newPerson().phoneNumber;
      const sentBefore = t.sms.sent.length;
      const asked = await asksCode(stranger);
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({
        success: true,
        message: ACCOUNT_MESSAGES.loginOtpSent,
        data: { phoneNumber: stranger, expiresInSeconds: OTP_TTL_SECONDS },
      });
      expect(t.sms.sent.length).toBe(sentBefore);
      const guess = await verifyCode(stranger, '123456');
      expect(guess.body).toEqual({ success: false, code: 'validation_failed', message: MESSAGES.otpInvalid });
      // Its resend wait is the same as an account's.
      expect((await asksCode(stranger)).status).toBe(429);
    });

    it('refuses a sign-up code and a reset code, and a login code does not sign up or reset', async () => {
      const person = newPerson();
      await t.register(person);
      const signUpCode = t.lastOtp(person.phoneNumber) ?? '';
      await asksCode(person.phoneNumber);
      const refused = await verifyCode(person.phoneNumber, signUpCode);
      expect(refused.status).toBe(400);
      expect(refused.body).not.toHaveProperty('data');
      // The sign-up's own code still creates the account; a login code asked now is for no account.
      const created = await t.call('POST', '/users/register/verify-otp', {
        phoneNumber: person.phoneNumber,
        otp: signUpCode,
      });
      expect(created.status).toBe(201);

      t.advance(WAIT_MS);
      await t.call('POST', '/users/password/forgot', { phoneNumber: person.phoneNumber });
      const resetCode = t.lastOtp(person.phoneNumber) ?? '';
      expect(resetCode).toMatch(/^\d{6}$/);
      expect((await verifyCode(person.phoneNumber, resetCode)).status).toBe(400);

      await asksCode(person.phoneNumber);
      const loginCode = t.lastOtp(person.phoneNumber) ?? '';
      expect(loginCode).not.toBe(resetCode);
      const reset = await t.call('POST', '/users/password/reset', {
        phoneNumber: person.phoneNumber,
        otp: loginCode,
        newPassword: 'another long password',
      });
      expect(reset.status).toBe(400);
      expect((await verifyCode(person.phoneNumber, loginCode)).status).toBe(200);
    });

    it('stops after the allowed wrong attempts, even for the right code', async () => {
      const person = newPerson();
      await t.signUp(person);
      await asksCode(person.phoneNumber);
      const right = t.lastOtp(person.phoneNumber) ?? '';
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
        const res = await verifyCode(person.phoneNumber, wrong);
        expect(res.body).toEqual({ success: false, code: 'validation_failed', message: MESSAGES.otpInvalid });
      }
      const late = await verifyCode(person.phoneNumber, right);
      expect(late.body).toEqual({
        success: false,
        code: 'validation_failed',
        message: ACCOUNT_MESSAGES.loginOtpTooManyAttempts,
      });
    });

    it('refuses an expired code', async () => {
      const person = newPerson();
      await t.signUp(person);
      await asksCode(person.phoneNumber);
      const code = t.lastOtp(person.phoneNumber);
      t.advance(OTP_TTL_SECONDS * 1000 + 1000);
      const res = await verifyCode(person.phoneNumber, code);
      expect(res.body).toEqual({
        success: false,
        code: 'validation_failed',
        message: ACCOUNT_MESSAGES.loginOtpExpired,
      });
    });

    it('waits between texts, then limits them per number and address', async () => {
      const rules: Partial<Record<RateLimitName, RateLimitRule>> = {
        loginOtpPerPhoneIp: { points: 2, durationSeconds: 3600 },
      };
      const limited = apiClient(database(), { rateLimits: createRateLimits({ rules, scale: 1 }) });
      const person = newPerson();
      await limited.signUp(person);
      expect((await asksCode(person.phoneNumber, limited)).status).toBe(200);
      const soon = await asksCode(person.phoneNumber, limited);
      expect(soon.status).toBe(429);
      expect(soon.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
      expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
      limited.advance(WAIT_MS);
      expect((await asksCode(person.phoneNumber, limited)).status).toBe(200);
      limited.advance(WAIT_MS);
      const sent = limited.sms.sent.length;
      const over = await asksCode(person.phoneNumber, limited);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('rate_limited');
      expect(limited.sms.sent.length).toBe(sent);
      // A number without an account is limited the same way.
      const stranger = newPerson().phoneNumber;
      for (let i = 0; i < 2; i++) {
        expect((await asksCode(stranger, limited)).status).toBe(200);
        limited.advance(WAIT_MS);
      }
      expect((await asksCode(stranger, limited)).body.code).toBe('rate_limited');
    });

    it('texts no code to a blocked account, and refuses a code sent before the block', async () => {
      const person = newPerson();
      const user = await t.signUp(person);
      await asksCode(person.phoneNumber);
      const before = t.lastOtp(person.phoneNumber);
      await setStatus(user.id, 'blocked');
      const res = await verifyCode(person.phoneNumber, before);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.accountBlocked });

      t.advance(WAIT_MS);
      const sent = t.sms.sent.length;
      const asked = await asksCode(person.phoneNumber);
      expect(asked.status).toBe(200);
      expect(asked.body.message).toBe(ACCOUNT_MESSAGES.loginOtpSent);
      expect(t.sms.sent.length).toBe(sent);
      expect((await verifyCode(person.phoneNumber, before)).status).toBe(400);
      await setStatus(user.id, 'active');
    });

    it('texts no code to an administrator, who logs in with the password', async () => {
      const person = newPerson();
      const user = await t.signUp(person);
      await database().db.execute(sql`update users set role = 'admin' where id = ${user.id}`);
      const sent = t.sms.sent.length;
      expect((await asksCode(person.phoneNumber)).status).toBe(200);
      expect(t.sms.sent.length).toBe(sent);
    });

    it.each([
      [{ phoneNumber: '12345' }, 'Mobile number must be exactly 10 digits'],
      [{ phoneNumber: '+91 12345 67890' }, 'Mobile number must be an Indian mobile number starting with 6, 7, 8 or 9'],
      [{}, 'Mobile number is required'],
    ])('refuses %o when asking for a code', async (body, message) => {
      const res = await t.call('POST', '/users/login/otp', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    });
  });
});
