/** The rules every stored OTP follows (sign-up and password reset), as pure decisions. */
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../../shared/accounts/account-limits';
import { otpMatches, type StoredOtp } from './otp';

export interface OtpRow extends StoredOtp {
  attempts: number;
  expiresAt: Date;
}

/** missing: nothing pending; dead: 5 wrong tries used; expired: older than 5 minutes; wrong; ok. */
export type OtpCheck = 'missing' | 'dead' | 'expired' | 'wrong' | 'ok';

export function checkOtp(row: OtpRow | undefined, otp: string, now: Date): OtpCheck {
  if (!row) return 'missing';
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'dead';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return otpMatches(row, otp) ? 'ok' : 'wrong';
}

export const otpExpiry = (now: Date): Date => new Date(now.getTime() + OTP_TTL_SECONDS * 1000);

/** Before this instant, the last OTP was sent too recently to send another one. */
export const resendCutoff = (now: Date): Date => new Date(now.getTime() - OTP_RESEND_COOLDOWN_SECONDS * 1000);

/** Whole seconds until another OTP may be sent (at least 1). */
export const cooldownLeftSeconds = (sentAt: Date, now: Date): number =>
  Math.max(1, Math.ceil((sentAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime()) / 1000));

/** Rows older than this are only clutter: a day after expiring they are swept. */
export const sweepBefore = (now: Date): Date => new Date(now.getTime() - 86_400_000);
