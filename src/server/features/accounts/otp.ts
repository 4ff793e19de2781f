/**
 * One-time codes: 6 random digits, stored as HMAC-SHA256 keyed by a per-row random salt and compared in
 * constant time. A code is only ever shown in the SMS.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { FORGOT_PASSWORD_LINK } from '../../../shared/accounts/account-labels';
import { OTP_LENGTH } from '../../../shared/limits';

export interface StoredOtp {
  otpHash: string;
  otpSalt: string;
}

export const generateOtp = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

const hmac = (salt: string, value: string) => createHmac('sha256', salt).update(value).digest('hex');

export function hashOtp(otp: string): StoredOtp {
  const otpSalt = randomBytes(16).toString('hex');
  return { otpSalt, otpHash: hmac(otpSalt, otp) };
}

/**
 * A stored OTP that no code matches: the hash of 32 random bytes, not of 6 digits. Used for details
 * that clash with an existing account, so they go through every step like the others.
 */
export const unmatchableOtp = (): StoredOtp => hashOtp(randomBytes(32).toString('hex'));

export function otpMatches(stored: StoredOtp, otp: string): boolean {
  const expected = Buffer.from(stored.otpHash, 'hex');
  const actual = Buffer.from(hmac(stored.otpSalt, otp), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The SMS text; it names the product so a forwarded code is recognisable. */
const OTP_PURPOSE_NAMES = { register: 'sign-up', reset: 'password reset', login: 'login' } as const;

export const otpText = (otp: string, purpose: keyof typeof OTP_PURPOSE_NAMES, minutes: number) =>
  `${otp} is your Property Creator ${OTP_PURPOSE_NAMES[purpose]} OTP. It is valid for ${minutes} minutes. Do not share it with anyone.`;

/** A token only the holder of `secret` can make: binds a resend to the browser that started the sign-up. */
export const keyedToken = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

export function tokensMatch(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The sign-up text for a number whose account was deleted lately: when it can sign up again. */
export const deletedNumberText = (freeFrom: string): string =>
  'Property Creator: someone tried to sign up with this number. Its account was deleted lately; a new ' +
  `one can be opened from ${freeFrom}. Not you? Ignore this.`;

/**
 * The text a sign-up sends instead of an OTP when the number already has an account: the phone's owner
 * learns it and how to get back in; the caller gets the same answer as any sign-up.
 */
export const accountExistsText = (): string =>
  'Property Creator: someone tried to sign up with this number, which already has an account. Log in, or ' +
  `use '${FORGOT_PASSWORD_LINK}' to reset it. Not you? Ignore this.`;
