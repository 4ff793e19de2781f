/**
 * Sign-up in two steps: `startRegistration` keeps the details (password already hashed) with an OTP sent
 * by SMS; `completeRegistration` checks the OTP and creates the account in one transaction.
 *
 * Details that clash with an existing account get the very same answer, timing included, but no SMS and
 * an OTP that nothing matches: a caller cannot tell which e-mails or numbers have accounts.
 */
import { eq, lt, lte, or, sql } from 'drizzle-orm';
import { OTP_TTL_SECONDS } from '../../../shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import type { RegisterBody, VerifyOtpBody } from '../../../shared/accounts/account-schemas';
import { MESSAGES } from '../../../shared/messages';
import { ApiFailure } from '../../lib/errors';
import { type AccountsContext, sendInBackground } from './accounts.context';
import { pendingRegistrations, type User, users } from './accounts.schema';
import { generateOtp, hashOtp, otpText, unmatchableOtp } from './otp';
import { checkOtp, cooldownLeftSeconds, otpExpiry, resendCutoff, sweepBefore } from './otp-check';
import { hashPassword } from './passwords';

export async function startRegistration(ctx: AccountsContext, body: RegisterBody): Promise<void> {
  const { db, now } = ctx;
  await ctx.deps.rateLimits.consume('registerPerIp', ctx.ip);
  await ctx.deps.rateLimits.consume('registerPerPhone', body.phoneNumber);

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${body.email}`, eq(users.phoneNumber, body.phoneNumber)))
    .limit(1);
  const passwordHash = await hashPassword(body.password);
  const otp = generateOtp();
  const stored = existing ? unmatchableOtp() : hashOtp(otp);

  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, sweepBefore(now)));
  const row = {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    passwordHash,
    ...stored,
    attempts: 0,
    expiresAt: otpExpiry(now),
    sentAt: now,
    createdAt: now,
  };
  // Insert, or replace the earlier pending sign-up of this number unless its OTP went out too recently.
  const saved = await db
    .insert(pendingRegistrations)
    .values({ phoneNumber: body.phoneNumber, ...row })
    .onConflictDoUpdate({
      target: pendingRegistrations.phoneNumber,
      set: row,
      setWhere: lte(pendingRegistrations.sentAt, resendCutoff(now)),
    })
    .returning({ phoneNumber: pendingRegistrations.phoneNumber });
  if (saved.length === 0) {
    const [pending] = await db
      .select({ sentAt: pendingRegistrations.sentAt })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.phoneNumber, body.phoneNumber));
    const seconds = cooldownLeftSeconds(pending?.sentAt ?? now, now);
    throw new ApiFailure(429, ACCOUNT_MESSAGES.otpResendWait(seconds), { 'Retry-After': String(seconds) });
  }
  if (!existing) sendInBackground(ctx, body.phoneNumber, otpText(otp, 'register', OTP_TTL_SECONDS / 60));
}

type Completion = { kind: 'missing' | 'dead' | 'expired' | 'wrong' | 'taken' } | { kind: 'created'; user: User };

export async function completeRegistration(ctx: AccountsContext, body: VerifyOtpBody): Promise<User> {
  await ctx.deps.rateLimits.consume('verifyOtpPerIp', ctx.ip);
  const { now } = ctx;
  const byPhone = eq(pendingRegistrations.phoneNumber, body.phoneNumber);
  // The row lock makes a double submit wait, then find the registration gone: one account, never two.
  const outcome = await ctx.db.transaction(async (tx): Promise<Completion> => {
    const [pending] = await tx.select().from(pendingRegistrations).where(byPhone).for('update');
    const check = checkOtp(pending, body.otp, now);
    if (check !== 'ok' || !pending) {
      if (check === 'wrong') {
        await tx
          .update(pendingRegistrations)
          .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
          .where(byPhone);
      }
      return { kind: check === 'ok' ? 'missing' : check };
    }
    await tx.delete(pendingRegistrations).where(byPhone);
    const [user] = await tx
      .insert(users)
      .values({
        firstName: pending.firstName,
        lastName: pending.lastName,
        email: pending.email,
        phoneNumber: pending.phoneNumber,
        passwordHash: pending.passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Someone else took the e-mail or number since the OTP was sent: the pending sign-up is dropped.
    return user ? { kind: 'created', user } : { kind: 'taken' };
  });

  switch (outcome.kind) {
    case 'created':
      return outcome.user;
    case 'missing':
      throw new ApiFailure(400, MESSAGES.registrationSessionExpired);
    case 'dead':
      throw new ApiFailure(400, ACCOUNT_MESSAGES.otpTooManyAttempts);
    case 'expired':
      throw new ApiFailure(400, ACCOUNT_MESSAGES.otpExpired);
    case 'wrong':
      throw new ApiFailure(400, MESSAGES.otpInvalid);
    case 'taken':
      throw new ApiFailure(409, ACCOUNT_MESSAGES.detailsUnavailable);
  }
}
