/**
 * Forgotten password: an OTP by SMS to the account's number, then a new password with that OTP. The
 * first step answers the same for every number; numbers without an account get a stored OTP that
 * nothing matches and no SMS, so even the next step behaves alike. A reset signs out every session.
 */
import { and, eq, gt, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { OTP_TTL_SECONDS } from '../../../shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import type { ForgotPasswordBody, ResetPasswordBody } from '../../../shared/accounts/account-schemas';
import { MESSAGES } from '../../../shared/messages';
import { addressNetwork } from '../../lib/client-ip';
import { ApiFailure } from '../../lib/errors';
import { consumeAll, fromAddress, type LimitKey, refundAll, textLimits } from './account-rate-limits';
import { type AccountsContext, sendInBackground } from './accounts.context';
import { passwordResets, sessions, users } from './accounts.schema';
import { generateOtp, hashOtp, otpText, unmatchableOtp } from './otp';
import { checkOtp, otpExpiry, resendCutoff, sweepBefore } from './otp-check';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions, storeNewPassword } from './sessions.service';

/** How far back an address the account signed in from still counts as the owner's own. */
const OWN_ADDRESS_DAYS = 90;

/**
 * True when the request comes from the account's owner as far as the server can tell: signed in to it on
 * this device, or from a network (an IPv6 /64) it signed in from within OWN_ADDRESS_DAYS. A stranger is
 * neither, whether or not the number has an account, so their limits tell nothing; and the look-up runs
 * alike for a number without an account, so its time tells nothing either.
 */
async function fromOwner(
  ctx: AccountsContext,
  accountId: number | null,
  signedInAs: number | undefined,
): Promise<boolean> {
  if (accountId !== null && signedInAs === accountId) return true;
  const since = new Date(ctx.now.getTime() - OWN_ADDRESS_DAYS * 86_400_000);
  const seen = await ctx.db
    .selectDistinct({ ip: sessions.ip })
    .from(sessions)
    .where(and(eq(sessions.userId, accountId ?? 0), gt(sessions.createdAt, since), isNotNull(sessions.ip)))
    .limit(100);
  return accountId !== null && seen.some(({ ip }) => ip !== null && addressNetwork(ip) === ctx.network);
}

/**
 * Sends a reset OTP. `signedInAs` is the account of the request's live session, if any: the owner asking
 * from a signed-in device.
 */
export async function requestPasswordReset(
  ctx: AccountsContext,
  body: ForgotPasswordBody,
  signedInAs?: number,
): Promise<void> {
  const { db, deps, now } = ctx;
  await deps.rateLimits.consume('forgotPasswordPerIp', ctx.network);
  const byPhone = eq(passwordResets.phoneNumber, body.phoneNumber);

  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sweepBefore(now)));
  // Within the resend wait nothing changes, nothing is sent and nothing is counted; the answer is the same.
  const [recent] = await db
    .select({ sentAt: passwordResets.sentAt })
    .from(passwordResets)
    .where(and(byPhone, gt(passwordResets.sentAt, resendCutoff(now))));
  if (recent) return;
  const [account] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.phoneNumber, body.phoneNumber));
  const userId = account && account.status !== 'deleted' ? account.id : null;
  // Counted alike whether or not the number has an account, so a 429 tells nothing either; only the
  // owner's own address or device skips the phone's spacing (the address's own allowance still counts).
  const owner = await fromOwner(ctx, userId, signedInAs);
  const limits: LimitKey[] = owner
    ? [['forgotPasswordPerPhoneIp', fromAddress(body.phoneNumber, ctx.network)]]
    : textLimits('forgotPassword', body.phoneNumber, ctx.network);
  await consumeAll(deps.rateLimits, limits);
  const otp = generateOtp();
  const row = {
    userId,
    ...(userId === null ? unmatchableOtp() : hashOtp(otp)),
    attempts: 0,
    expiresAt: otpExpiry(now),
    sentAt: now,
    createdAt: now,
  };
  const saved = await db
    .insert(passwordResets)
    .values({ phoneNumber: body.phoneNumber, ...row })
    .onConflictDoUpdate({
      target: passwordResets.phoneNumber,
      set: row,
      setWhere: lte(passwordResets.sentAt, resendCutoff(now)),
    })
    .returning({ phoneNumber: passwordResets.phoneNumber });
  // A concurrent request sent one just now: this one sent nothing.
  if (saved.length === 0) await refundAll(deps.rateLimits, limits);
  else if (userId !== null) sendInBackground(ctx, body.phoneNumber, otpText(otp, 'reset', OTP_TTL_SECONDS / 60));
}

type ResetOutcome = 'missing' | 'dead' | 'expired' | 'wrong' | 'same' | 'done';

export async function resetPassword(ctx: AccountsContext, body: ResetPasswordBody): Promise<void> {
  const { now } = ctx;
  await ctx.deps.rateLimits.consume('resetPasswordPerIp', ctx.network);
  // Hashed before looking at the OTP, so a wrong code costs the same time as a right one.
  const passwordHash = await hashPassword(body.newPassword);
  const byPhone = eq(passwordResets.phoneNumber, body.phoneNumber);
  const outcome = await ctx.db.transaction(async (tx): Promise<ResetOutcome> => {
    const [reset] = await tx.select().from(passwordResets).where(byPhone).for('update');
    const check = checkOtp(reset, body.otp, now);
    if (check === 'wrong') {
      await tx
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(byPhone);
    }
    if (check !== 'ok' || !reset?.userId) return check === 'ok' ? 'missing' : check;
    // Only the OTP's holder gets this far; the OTP stays usable for a different password.
    const [account] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, reset.userId));
    if (await verifyPassword(account?.passwordHash, body.newPassword)) return 'same';
    await storeNewPassword(tx, reset.userId, passwordHash, now);
    await revokeUserSessions(tx, reset.userId, now);
    await tx.delete(passwordResets).where(byPhone);
    return 'done';
  });

  switch (outcome) {
    case 'done':
      return;
    case 'missing':
      throw new ApiFailure(400, ACCOUNT_MESSAGES.resetNotRequested);
    case 'dead':
      throw new ApiFailure(400, ACCOUNT_MESSAGES.resetOtpTooManyAttempts);
    case 'expired':
      throw new ApiFailure(400, ACCOUNT_MESSAGES.resetOtpExpired);
    case 'wrong':
      throw new ApiFailure(400, MESSAGES.otpInvalid);
    case 'same':
      throw new ApiFailure(400, ACCOUNT_MESSAGES.newPasswordSameAsCurrent);
  }
}
