/** The signed-in user's own account: read, edit name and e-mail, change the password. */
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import type { ChangePasswordBody, UpdateProfileBody } from '../../../shared/accounts/account-schemas';
import type { AccountUser } from '../../../shared/accounts/account-types';
import type { SignedIn } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import { localityReviews } from '../reviews/reviews.schema';
import { consumeAll } from './account-rate-limits';
import { findAccount, toAccountUser } from './account-user';
import { type AccountsContext, isUniqueViolation } from './accounts.context';
import { users } from './accounts.schema';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions, storeNewPassword } from './sessions.service';

async function reload(ctx: AccountsContext, userId: number): Promise<AccountUser> {
  const account = await findAccount(ctx.db, eq(users.id, userId));
  if (!account) throw new ApiFailure(401, ACCOUNT_MESSAGES.loginRequired);
  return toAccountUser(account);
}

/**
 * Name and e-mail changes. A new e-mail that another account uses is refused with a 409 that says only
 * that the address cannot be used: any answer to a change tells whether the address is free, so each new
 * address tried counts against the account (a few an hour) and the caller's address. Probing e-mails this
 * way needs an account (made with a phone's OTP) per few addresses an hour.
 */
/**
 * True when the change shows on a public page: a new first or last name of a seller (on their listings and
 * broker page) or of the author of a published resident review. A buyer's edit, or a new e-mail, shows
 * nowhere public, so it leaves the public cache alone.
 */
async function showsPublicly(ctx: AccountsContext, me: SignedIn, body: UpdateProfileBody): Promise<boolean> {
  const renamed =
    (body.firstName !== undefined && body.firstName !== me.user.firstName) ||
    (body.lastName !== undefined && body.lastName !== me.user.lastName);
  if (!renamed) return false;
  if (me.user.isSeller) return true;
  const [review] = await ctx.db
    .select({ id: localityReviews.id })
    .from(localityReviews)
    .where(and(eq(localityReviews.authorId, me.viewer.userId), eq(localityReviews.status, 'published')))
    .limit(1);
  return review !== undefined;
}

export async function updateProfile(ctx: AccountsContext, me: SignedIn, body: UpdateProfileBody): Promise<AccountUser> {
  if (body.email !== undefined && body.email !== me.user.email.toLowerCase()) {
    await consumeAll(ctx.deps.rateLimits, [
      ['profileEmailPerUser', String(me.viewer.userId)],
      ['profileEmailPerIp', ctx.network],
    ]);
  }
  try {
    await ctx.db
      .update(users)
      .set({ ...body, updatedAt: ctx.now })
      .where(eq(users.id, me.viewer.userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, ACCOUNT_MESSAGES.emailUnavailable);
    throw error;
  }
  // Before the answer goes out, as dropsPublicAnswers does: the next public read shows the new name.
  if (await showsPublicly(ctx, me, body)) await ctx.deps.publicCache?.invalidate();
  return reload(ctx, me.viewer.userId);
}

/**
 * A signed-in person types their password again before something that cannot be undone (a new password,
 * deleting the account): each try is a guess worth limiting, and a wrong one is a 400 with `wrongMessage`.
 */
export async function confirmPassword(
  ctx: AccountsContext,
  userId: number,
  password: string,
  wrongMessage: string,
): Promise<void> {
  await ctx.deps.rateLimits.consume('changePasswordPerUser', String(userId));
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(row?.passwordHash, password))) throw new ApiFailure(400, wrongMessage);
}

/** Checks the current password, stores the new one and signs out every other session of the user. */
export async function changePassword(ctx: AccountsContext, me: SignedIn, body: ChangePasswordBody): Promise<void> {
  const { db, now } = ctx;
  await confirmPassword(ctx, me.viewer.userId, body.currentPassword, ACCOUNT_MESSAGES.currentPasswordIncorrect);
  if (body.newPassword === body.currentPassword) throw new ApiFailure(400, ACCOUNT_MESSAGES.newPasswordSameAsCurrent);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await storeNewPassword(tx, me.viewer.userId, passwordHash, now, me.sessionTokenHash);
    await revokeUserSessions(tx, me.viewer.userId, now, me.sessionTokenHash);
  });
}
