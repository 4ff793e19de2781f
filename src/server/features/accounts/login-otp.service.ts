/**
 * Login with an OTP texted to the account's number. Asking answers the same for every number: a number
 * without an active buyer's or seller's account (none, blocked, deleted, or an admin's) gets a stored OTP that nothing matches and no
 * text, and counts against the same limits, so neither the answer, a 429 nor the next step tells which
 * numbers have accounts. The code lives in its own table (login_otps), so a sign-up or reset code
 * cannot log in, nor a login code sign up or reset.
 */
import { and, eq, lt, lte, sql } from 'drizzle-orm';
import { OTP_TTL_SECONDS } from '../../../shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import type { LoginOtpRequestBody, LoginOtpVerifyBody } from '../../../shared/accounts/account-schemas';
import { MESSAGES } from '../../../shared/messages';
import { ApiFailure } from '../../lib/errors';
import { consumeAll, refundAll, textLimits } from './account-rate-limits';
import { type AccountRow, findAccount } from './account-user';
import { type AccountsContext, sendInBackground } from './accounts.context';
import { loginOtps, users } from './accounts.schema';
import { type SignedIn, startSession } from './login.service';
import { generateOtp, hashOtp, otpText, unmatchableOtp } from './otp';
import { checkOtp, otpExpiry, resendCutoff, sweepBefore } from './otp-check';
import { resendWait } from './registration.service';

export async function requestLoginOtp(ctx: AccountsContext, body: LoginOtpRequestBody): Promise<void> {
  const { db, deps, now } = ctx;
  await deps.rateLimits.consume('loginOtpPerIp', ctx.network);
  const byPhone = eq(loginOtps.phoneNumber, body.phoneNumber);

  await db.delete(loginOtps).where(lt(loginOtps.expiresAt, sweepBefore(now)));
  // Every number gets a row, so the resend wait applies alike to numbers with and without an account.
  const [recent] = await db.select({ sentAt: loginOtps.sentAt }).from(loginOtps).where(byPhone);
  if (recent && recent.sentAt.getTime() > resendCutoff(now).getTime()) throw resendWait(recent.sentAt, now);

  const limits = textLimits('loginOtp', body.phoneNumber, ctx.network);
  await consumeAll(deps.rateLimits, limits);
  const [account] = await db
    .select({ id: users.id, status: users.status, role: users.role })
    .from(users)
    .where(eq(users.phoneNumber, body.phoneNumber));
  // An administrator logs in with the password only: a texted code is as strong as the SIM it reaches.
  const userId = account?.status === 'active' && account.role === 'user' ? account.id : null;
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
    .insert(loginOtps)
    .values({ phoneNumber: body.phoneNumber, ...row })
    .onConflictDoUpdate({ target: loginOtps.phoneNumber, set: row, setWhere: lte(loginOtps.sentAt, resendCutoff(now)) })
    .returning({ phoneNumber: loginOtps.phoneNumber });
  // A concurrent request sent one just now: that one wins, this one sent nothing.
  if (saved.length === 0) {
    await refundAll(deps.rateLimits, limits);
    throw resendWait(now, now);
  }
  if (userId !== null) sendInBackground(ctx, body.phoneNumber, otpText(otp, 'login', OTP_TTL_SECONDS / 60));
}

type LoginOtpOutcome =
  | { kind: 'missing' | 'dead' | 'expired' | 'wrong' | 'blocked' }
  | { kind: 'ok'; account: AccountRow };

export async function verifyLoginOtp(ctx: AccountsContext, body: LoginOtpVerifyBody): Promise<SignedIn> {
  const { now } = ctx;
  await ctx.deps.rateLimits.consume('verifyLoginOtpPerIp', ctx.network);
  const byPhone = eq(loginOtps.phoneNumber, body.phoneNumber);
  // The row lock makes a double submit wait, then find the code used: one session per code.
  const outcome = await ctx.db.transaction(async (tx): Promise<LoginOtpOutcome> => {
    const [stored] = await tx.select().from(loginOtps).where(byPhone).for('update');
    const check = checkOtp(stored, body.otp, now);
    if (check === 'wrong') {
      await tx
        .update(loginOtps)
        .set({ attempts: sql`${loginOtps.attempts} + 1` })
        .where(byPhone);
    }
    if (check !== 'ok' || !stored?.userId) return { kind: check === 'ok' ? 'missing' : check };
    await tx.delete(loginOtps).where(byPhone);
    const account = await findAccount(tx, and(eq(users.id, stored.userId), eq(users.phoneNumber, body.phoneNumber)));
    // Blocked or deleted since the code was sent: only the code's holder learns it.
    if (!account || account.user.status === 'deleted' || account.user.role !== 'user') return { kind: 'missing' };
    if (account.user.status === 'blocked') return { kind: 'blocked' };
    return { kind: 'ok', account };
  });

  switch (outcome.kind) {
    case 'ok':
      return startSession(ctx, outcome.account);
    case 'missing':
      throw new ApiFailure(400, ACCOUNT_MESSAGES.loginOtpNotRequested);
    case 'dead':
      throw new ApiFailure(400, ACCOUNT_MESSAGES.loginOtpTooManyAttempts);
    case 'expired':
      throw new ApiFailure(400, ACCOUNT_MESSAGES.loginOtpExpired);
    case 'wrong':
      throw new ApiFailure(400, MESSAGES.otpInvalid);
    case 'blocked':
      throw new ApiFailure(401, ACCOUNT_MESSAGES.accountBlocked);
  }
}
