/**
 * Another OTP for a pending sign-up ('Resend OTP' on the OTP step, also after a reload, when the form's
 * details are gone). It takes the token the register answer gave, so only the browser that started the
 * sign-up can replace its OTP. It texts what the sign-up texted: a new OTP, or for a number that already
 * has an account, the note saying so. It also revives a lapsed or used-up OTP, within the texts' limits.
 */
import { and, eq } from 'drizzle-orm';
import type { ResendOtpBody } from '../../../shared/accounts/account-schemas';
import { MESSAGES } from '../../../shared/messages';
import { ApiFailure } from '../../lib/errors';
import type { AccountsContext } from './accounts.context';
import { pendingRegistrations } from './accounts.schema';
import { tokensMatch } from './otp';
import { otpExpiry, resendCutoff } from './otp-check';
import { resendTokenFor, resendWait, signUpText } from './registration.service';

export async function resendRegistrationOtp(ctx: AccountsContext, body: ResendOtpBody): Promise<string> {
  const { db, deps, now } = ctx;
  await deps.rateLimits.consume('registerPerIp', ctx.network);
  const byPhone = eq(pendingRegistrations.phoneNumber, body.phoneNumber);
  const [pending] = await db.select().from(pendingRegistrations).where(byPhone);
  const token = pending ? resendTokenFor(pending) : '';
  if (!pending || !tokensMatch(token, body.resendToken)) {
    throw new ApiFailure(400, MESSAGES.registrationSessionExpired);
  }
  if (pending.sentAt.getTime() > resendCutoff(now).getTime()) throw resendWait(pending.sentAt, now);

  const text = await signUpText(ctx, body.phoneNumber);
  // Only the row read above is changed: a concurrent resend or sign-up that changed it meanwhile wins.
  const saved = await db
    .update(pendingRegistrations)
    .set({ ...text.stored, attempts: 0, expiresAt: otpExpiry(now), sentAt: now })
    .where(and(byPhone, eq(pendingRegistrations.sentAt, pending.sentAt)))
    .returning({ phoneNumber: pendingRegistrations.phoneNumber });
  await text.deliver(saved.length > 0);
  return token;
}
