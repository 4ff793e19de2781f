import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/server/features/accounts/accounts.context';
import { generateOtp, hashOtp, otpMatches, unmatchableOtp } from '../../src/server/features/accounts/otp';
import { checkOtp, cooldownLeftSeconds } from '../../src/server/features/accounts/otp-check';
import { bearerToken, hashToken } from '../../src/server/features/accounts/sessions.service';
import { tooManyAttempts } from '../../src/server/lib/rate-limits';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '../../src/shared/accounts/account-limits';

describe('OTPs', () => {
  it('are 6 random digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('are stored as a salted HMAC that only the same code matches', () => {
    const a = hashOtp('123456');
    const b = hashOtp('123456');
    expect(a.otpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.otpSalt).toMatch(/^[0-9a-f]{32}$/);
    expect(a.otpHash).not.toBe(b.otpHash);
    expect(JSON.stringify(a)).not.toContain('123456');
    expect(otpMatches(a, '123456')).toBe(true);
    expect(otpMatches(a, '123457')).toBe(false);
    expect(otpMatches({ ...a, otpHash: 'abcd' }, '123456')).toBe(false);
  });

  it('can be made unmatchable', () => {
    const stored = unmatchableOtp();
    for (const code of ['000000', '123456', '999999', generateOtp()]) expect(otpMatches(stored, code)).toBe(false);
  });
});

describe('checkOtp', () => {
  const now = new Date('2026-01-01T10:00:00Z');
  const row = (attempts = 0, expiresInMs = OTP_TTL_SECONDS * 1000) => ({
    ...hashOtp('246810'),
    attempts,
    expiresAt: new Date(now.getTime() + expiresInMs),
  });

  it('accepts the right code in time', () => expect(checkOtp(row(), '246810', now)).toBe('ok'));
  it('refuses a wrong code', () => expect(checkOtp(row(), '246811', now)).toBe('wrong'));
  it('has nothing to check without a row', () => expect(checkOtp(undefined, '246810', now)).toBe('missing'));
  it('refuses at and after the expiry', () => {
    expect(checkOtp(row(0, 0), '246810', now)).toBe('expired');
    expect(checkOtp(row(0, -1), '246810', now)).toBe('expired');
    expect(checkOtp(row(0, 1), '246810', now)).toBe('ok');
  });
  it('refuses even the right code once 5 attempts are used', () => {
    expect(checkOtp(row(OTP_MAX_ATTEMPTS - 1), '246810', now)).toBe('ok');
    expect(checkOtp(row(OTP_MAX_ATTEMPTS), '246810', now)).toBe('dead');
  });
  it('counts the resend cooldown in whole seconds, at least 1', () => {
    expect(cooldownLeftSeconds(now, now)).toBe(30);
    expect(cooldownLeftSeconds(new Date(now.getTime() - 29_500), now)).toBe(1);
    expect(cooldownLeftSeconds(new Date(now.getTime() - 60_000), now)).toBe(1);
  });
});

describe('session tokens', () => {
  const token = `${'A'.repeat(20)}_-${'z9'.repeat(10)}b`;

  it('reads `Authorization: Bearer <43 base64url characters>` and nothing else', () => {
    expect(token).toHaveLength(43);
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer  ${token} `)).toBe(token);
    for (const header of [
      undefined,
      '',
      'Bearer',
      `Basic ${token}`,
      `Bearer ${token}x`,
      `Bearer ${token} more`,
      token,
    ]) {
      expect(bearerToken(header)).toBeUndefined();
    }
  });

  it('are stored as their SHA-256', () => {
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});

describe('rate limit answers', () => {
  it('say the wait in minutes and give Retry-After in seconds', () => {
    const one = tooManyAttempts(400);
    expect(one.status).toBe(429);
    expect(one.message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(one.headers).toEqual({ 'Retry-After': '1' });
    const long = tooManyAttempts(14 * 60_000 + 1);
    expect(long.message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(long.headers).toEqual({ 'Retry-After': '841' });
  });
});

describe('isUniqueViolation', () => {
  it('finds code 23505 however the driver wraps it', () => {
    expect(isUniqueViolation(Object.assign(new Error('dup'), { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(new Error('wrapped', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('other'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
