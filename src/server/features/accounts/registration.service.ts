/**
 * Sign-up in two steps: `startRegistration` keeps the details (password already hashed) with an OTP sent
 * by SMS; `completeRegistration` checks the OTP and creates the account in one transaction.
 *
 * A pending sign-up belongs to whoever started it until it lapses: its OTP only ever creates the account
 * it was sent for. Registering the number again with the same e-mail and password is a resend (a new OTP
 * for the same sign-up, after the resend wait); other details are refused (409) while it is live, so a
 * stranger can neither take over the owner's sign-up nor make the owner's OTP fail.
 *
 * An e-mail or number that already has an account is refused at once (409, saying which), so the person
 * learns to log in or reset instead of waiting for an OTP that cannot work. That tells a caller whether an
 * address is registered; `registerPerIp` counts every try, answered or refused, which bounds how many
 * addresses one network can probe (docs/security.md, enumeration). An account made between the start and
 * the OTP still ends as the 409 "details cannot be used" at verify-otp (see `completeRegistration`).
 */
import { eq, lt, sql } from 'drizzle-orm';
import { OTP_TTL_SECONDS } from '../../../shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import type { RegisterBody, VerifyOtpBody } from '../../../shared/accounts/account-schemas';
import { formatDate } from '../../../shared/date-format';
import { MESSAGES } from '../../../shared/messages';
import { ApiFailure } from '../../lib/errors';
import { consumeAll, refundAll, textLimits } from './account-rate-limits';
import { type AccountsContext, sendInBackground } from './accounts.context';
import { pendingRegistrations, type User, users } from './accounts.schema';
import { deletedPhoneFreeFrom } from './deleted-phones';
import { accountExistsText, deletedNumberText, generateOtp, hashOtp, keyedToken, otpText, unmatchableOtp } from './otp';
import { checkOtp, cooldownLeftSeconds, otpExpiry, resendCutoff, sweepBefore } from './otp-check';
import { hashPassword, verifyPassword } from './passwords';

type PendingRegistration = typeof pendingRegistrations.$inferSelect;

export const resendWait = (sentAt: Date, now: Date) => {
  const seconds = cooldownLeftSeconds(sentAt, now);
  return new ApiFailure(429, ACCOUNT_MESSAGES.otpResendWait(seconds), { 'Retry-After': String(seconds) });
};

/**
 * One sign-up text, before and after its row is saved: the number's allowances are counted, the text is
 * an OTP or, for a number that already has an account, the note saying so, or for a number whose
 * account was deleted within the hold, when it may sign up again (with an OTP nothing matches stored
 * instead). The answer itself is the same for all three. `deliver(saved)` sends it, or gives the allowances back when a concurrent request
 * changed the row first (that one wins; this one answers the resend wait).
 */
export async function signUpText(ctx: AccountsContext, phoneNumber: string) {
  const limits = textLimits('register', phoneNumber, ctx.network);
  await consumeAll(ctx.deps.rateLimits, limits);
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber))
    .limit(1);
  const freeFrom = existing
    ? undefined
    : await deletedPhoneFreeFrom(ctx.db, ctx.deps.env.APP_SECRET, phoneNumber, ctx.now);
  const otp = generateOtp();
  const note = existing ? accountExistsText() : freeFrom ? deletedNumberText(formatDate(freeFrom)) : undefined;
  return {
    stored: note ? unmatchableOtp() : hashOtp(otp),
    async deliver(saved: boolean): Promise<void> {
      if (!saved) {
        await refundAll(ctx.deps.rateLimits, limits);
        throw resendWait(ctx.now, ctx.now);
      }
      sendInBackground(ctx, phoneNumber, note ?? otpText(otp, 'register', OTP_TTL_SECONDS / 60));
    },
  };
}

/** A live sign-up of this number with other details: it is not replaced until it lapses. */
const pendingElsewhere = (expiresAt: Date, now: Date) => {
  const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return new ApiFailure(409, ACCOUNT_MESSAGES.signUpPending(Math.ceil(seconds / 60)), {
    'Retry-After': String(seconds),
  });
};

/**
 * The same sign-up asked again: the same e-mail and the same password (names may be corrected). The
 * password is checked whatever the e-mail, so the time taken does not tell which e-mail is pending.
 */
async function sameSignUp(pending: PendingRegistration, body: RegisterBody): Promise<boolean> {
  const samePassword = await verifyPassword(pending.passwordHash, body.password);
  return samePassword && pending.email === body.email;
}

/**
 * What lets the browser that started a sign-up ask for another OTP: keyed by the stored password hash,
 * which never leaves the server, so nobody else can make it, and a new sign-up of the number voids it.
 */
export const resendTokenFor = (pending: Pick<PendingRegistration, 'phoneNumber' | 'passwordHash'>): string =>
  keyedToken(pending.passwordHash, `resend-otp|${pending.phoneNumber}`);

/** The 409 for details an account already has (the e-mail first, as the form asks it first), or none. */
async function registeredDetails(db: AccountsContext['db'], body: RegisterBody): Promise<ApiFailure | undefined> {
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${body.email})`)
    .limit(1);
  if (byEmail) return new ApiFailure(409, ACCOUNT_MESSAGES.emailRegistered);
  const [byPhone] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, body.phoneNumber))
    .limit(1);
  return byPhone ? new ApiFailure(409, ACCOUNT_MESSAGES.phoneRegistered) : undefined;
}

/** Starts a sign-up (or repeats the same one); resolves with the token that asks for another OTP. */
export async function startRegistration(ctx: AccountsContext, body: RegisterBody): Promise<string> {
  const { db, deps, now } = ctx;
  // Counted before the lookup, so every probe of a registered address uses the network's allowance.
  await deps.rateLimits.consume('registerPerIp', ctx.network);
  const registered = await registeredDetails(db, body);
  if (registered) throw registered;
  const byPhone = eq(pendingRegistrations.phoneNumber, body.phoneNumber);

  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, sweepBefore(now)));
  const [pending] = await db.select().from(pendingRegistrations).where(byPhone);
  // Hashed whatever the outcome, so the answers take the same time.
  const passwordHash = await hashPassword(body.password);
  if (pending && pending.expiresAt.getTime() > now.getTime()) {
    if (!(await sameSignUp(pending, body))) throw pendingElsewhere(pending.expiresAt, now);
    if (pending.sentAt.getTime() > resendCutoff(now).getTime()) throw resendWait(pending.sentAt, now);
  }

  // Only a request that sends a text counts against the phone's allowances.
  const text = await signUpText(ctx, body.phoneNumber);
  const row = {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    passwordHash,
    ...text.stored,
    attempts: 0,
    expiresAt: otpExpiry(now),
    sentAt: now,
    createdAt: now,
  };
  // Replaces exactly the row decided about above (or inserts when there was none): when a concurrent
  // request changed it meanwhile, that one wins and this one sends nothing.
  const saved = await db
    .insert(pendingRegistrations)
    .values({ phoneNumber: body.phoneNumber, ...row })
    .onConflictDoUpdate({
      target: pendingRegistrations.phoneNumber,
      set: row,
      setWhere: pending ? eq(pendingRegistrations.sentAt, pending.sentAt) : sql`false`,
    })
    .returning({ phoneNumber: pendingRegistrations.phoneNumber });
  await text.deliver(saved.length > 0);
  return resendTokenFor({ phoneNumber: body.phoneNumber, passwordHash });
}

type Completion = { kind: 'missing' | 'dead' | 'expired' | 'wrong' | 'taken' } | { kind: 'created'; user: User };

export async function completeRegistration(ctx: AccountsContext, body: VerifyOtpBody): Promise<User> {
  await ctx.deps.rateLimits.consume('verifyOtpPerIp', ctx.network);
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
    // The e-mail (or, since the OTP was sent, the number) has an account: the pending sign-up is dropped.
    // Only someone holding the OTP texted to this phone learns it, once per sign-up, each costing a text.
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
