import { beforeAll, expect, it } from 'vitest';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../src/shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { MESSAGES } from '../../src/shared/messages';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

describeEachDatabase('accounts: forgotten password', (database) => {
  let t: ApiClient;
  const forgot = (phoneNumber: string) => t.call('POST', '/users/password/forgot', { phoneNumber });
  const reset = (phoneNumber: string, otp: string | undefined, newPassword = 'my new password') =>
    t.call('POST', '/users/password/reset', { phoneNumber, otp, newPassword });
  const otpSent = (phoneNumber: string) => ({
    success: true,
    message: ACCOUNT_MESSAGES.passwordResetOtpSent,
    data: { phoneNumber, expiresInSeconds: OTP_TTL_SECONDS },
  });

  beforeAll(() => {
    t = apiClient(database());
  });

  it('answers the same whether or not the number has an account, and texts only an account', async () => {
    const person = newPerson();
    await t.signUp(person);
    const stranger = newPerson().phoneNumber;
    const before = t.sms.sent.length;
    const known = await forgot(person.phoneNumber);
    const unknown = await forgot(stranger);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(otpSent(person.phoneNumber));
    expect(unknown.body).toEqual(otpSent(stranger));
    expect(t.sms.sent.slice(before).map((m) => m.to)).toEqual([person.phoneNumber]);
    // Guessing a code for a number without an account fails exactly like a wrong code.
    expect((await reset(stranger, '123456')).body).toEqual({
      success: false,
      code: 'validation_failed',
      message: MESSAGES.otpInvalid,
    });
  });

  it('resets the password with the OTP and signs out every session', async () => {
    const person = newPerson();
    await t.signUp(person);
    const sessions = [await t.logIn(person), await t.logIn(person)];
    await forgot(person.phoneNumber);
    const res = await reset(person.phoneNumber, t.lastOtp(person.phoneNumber), 'fresh start 2024');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordResetDone });
    for (const token of sessions) {
      for (const [method, path, body] of [
        ['GET', '/users/me', undefined],
        ['PATCH', '/users/me', { firstName: 'X' }],
        ['POST', '/users/change-password', { currentPassword: 'fresh start 2024', newPassword: 'another one!' }],
        ['POST', '/users/logout', undefined],
      ] as const) {
        expect((await t.call(method, path, body, token)).status, `${method} ${path}`).toBe(401);
      }
    }
    expect((await t.call('POST', '/users/login', person)).status).toBe(401);
    expect(await t.logIn({ email: person.email, password: 'fresh start 2024' })).toBeTruthy();
    // The OTP is spent.
    const again = await reset(person.phoneNumber, t.lastOtp(person.phoneNumber));
    expect(again.body).toEqual({
      success: false,
      code: 'validation_failed',
      message: ACCOUNT_MESSAGES.resetNotRequested,
    });
  });

  it('counts wrong codes and refuses the sixth attempt even with the right one', async () => {
    const person = newPerson();
    await t.signUp(person);
    await forgot(person.phoneNumber);
    const otp = t.lastOtp(person.phoneNumber) as string;
    const wrong = otp === '999999' ? '888888' : '999999';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      expect((await reset(person.phoneNumber, wrong)).body).toEqual({
        success: false,
        code: 'validation_failed',
        message: MESSAGES.otpInvalid,
      });
    }
    const sixth = await reset(person.phoneNumber, otp);
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual({
      success: false,
      code: 'validation_failed',
      message: ACCOUNT_MESSAGES.resetOtpTooManyAttempts,
    });
    expect(await t.logIn(person)).toBeTruthy();
  });

  it('refuses an expired code', async () => {
    const person = newPerson();
    await t.signUp(person);
    await forgot(person.phoneNumber);
    const otp = t.lastOtp(person.phoneNumber);
    t.advance((OTP_TTL_SECONDS + 1) * 1000);
    const res = await reset(person.phoneNumber, otp);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message: ACCOUNT_MESSAGES.resetOtpExpired });
  });

  it('does not text again within the cooldown, yet answers the same', async () => {
    const person = newPerson();
    await t.signUp(person);
    await forgot(person.phoneNumber);
    const first = t.lastOtp(person.phoneNumber);
    const count = t.sms.sent.length;
    const again = await forgot(person.phoneNumber);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(otpSent(person.phoneNumber));
    expect(t.sms.sent.length).toBe(count);
    t.advance((OTP_RESEND_COOLDOWN_SECONDS + 1) * 1000);
    await forgot(person.phoneNumber);
    expect(t.sms.sent.length).toBe(count + 1);
    const second = t.lastOtp(person.phoneNumber);
    if (second !== first) expect((await reset(person.phoneNumber, first)).body.message).toBe(MESSAGES.otpInvalid);
    expect((await reset(person.phoneNumber, second)).status).toBe(200);
  });

  it('refuses the current password as the new one, in the words of the form, and keeps the OTP usable', async () => {
    const person = newPerson();
    await t.signUp(person);
    const session = await t.logIn(person);
    await forgot(person.phoneNumber);
    const otp = t.lastOtp(person.phoneNumber);
    const same = await reset(person.phoneNumber, otp, person.password);
    expect(same.status).toBe(400);
    expect(same.body).toEqual({
      success: false,
      code: 'validation_failed',
      message: ACCOUNT_MESSAGES.newPasswordSameAsCurrent,
    });
    expect(same.body.message).toBe('New password must be different from your current password');
    // Nothing changed yet: the session lives and the same OTP sets a different password.
    expect((await t.call('GET', '/users/me', undefined, session)).status).toBe(200);
    expect((await reset(person.phoneNumber, otp, 'a different one 7')).status).toBe(200);
    expect((await t.call('GET', '/users/me', undefined, session)).status).toBe(401);
  });

  it('lets one of two racing resets with the same OTP through; the other finds it spent', async () => {
    const person = newPerson();
    await t.signUp(person);
    await forgot(person.phoneNumber);
    const otp = t.lastOtp(person.phoneNumber);
    const answers = await Promise.all(
      ['first racer 1', 'second racer 2'].map((p) => reset(person.phoneNumber, otp, p)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.message).toBe(ACCOUNT_MESSAGES.resetNotRequested);
    const winner = answers[0]?.status === 200 ? 'first racer 1' : 'second racer 2';
    expect(await t.logIn({ email: person.email, password: winner })).toBeTruthy();
  });

  it('takes a password of emoji, other scripts and spaces exactly as typed', async () => {
    const person = newPerson();
    await t.signUp(person);
    await forgot(person.phoneNumber);
    const password = '  घर 🏠 \u202eمنزل  ';
    expect((await reset(person.phoneNumber, t.lastOtp(person.phoneNumber), password)).status).toBe(200);
    expect(await t.logIn({ email: person.email, password })).toBeTruthy();
    expect((await t.call('POST', '/users/login', { email: person.email, password: password.trim() })).status).toBe(401);
  });

  it.each([
    ['/users/password/forgot', { phoneNumber: '९८७६५४३२१०' }, 'Mobile number must be exactly 10 digits'],
    ['/users/password/forgot', { phoneNumber: '98765\u200b43210' }, 'Mobile number must be exactly 10 digits'],
    ['/users/password/forgot', { phoneNumber: ['9876543210'] }, 'Mobile number is required'],
    [
      '/users/password/reset',
      { phoneNumber: '9876543210', otp: 123456, newPassword: 'long enough' },
      'OTP is required',
    ],
    [
      '/users/password/reset',
      { phoneNumber: '9876543210', otp: '１２３４５６', newPassword: 'long enough' },
      'OTP must be 6 digits',
    ],
    [
      '/users/password/reset',
      { phoneNumber: '9876543210', otp: '123456', newPassword: 'p'.repeat(100_000) },
      'New password must be at most 128 characters',
    ],
  ])('%s refuses odd input in the words of the form (#%#)', async (path, body, message) => {
    const res = await t.call('POST', path, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
  });

  it.each([
    ['/users/password/forgot', {}, 'Mobile number is required'],
    ['/users/password/forgot', { phoneNumber: '12345' }, 'Mobile number must be exactly 10 digits'],
    ['/users/password/reset', { phoneNumber: '9876543210', newPassword: 'long enough' }, 'OTP is required'],
    ['/users/password/reset', { phoneNumber: '9876543210', otp: '123456' }, 'New password is required'],
    [
      '/users/password/reset',
      { phoneNumber: '9876543210', otp: '123456', newPassword: 'short' },
      'New password must be at least 8 characters',
    ],
    ['/users/password/reset', '[]', ACCOUNT_MESSAGES.bodyMustBeJson],
  ])('%s refuses %o', async (path, body, message) => {
    const res = await t.call('POST', path, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
  });
});
