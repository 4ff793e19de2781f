/**
 * Login by e-mail or mobile number and password. An unknown account and a wrong password get the same 401
 * after the same work (an argon2 check against a dummy hash), so the answer does not tell which e-mails
 * or numbers have accounts. `startSession` is how every way in (password, login OTP, a verified sign-up)
 * signs the person in.
 */
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import type { LoginBody } from '../../../shared/accounts/account-schemas';
import type { AccountUser } from '../../../shared/accounts/account-types';
import { ApiFailure } from '../../lib/errors';
import { consumeAll, fromAddress } from './account-rate-limits';
import { type AccountRow, findAccount, toAccountUser } from './account-user';
import type { AccountsContext } from './accounts.context';
import { sessions, users } from './accounts.schema';
import { verifyPassword } from './passwords';
import { createSession } from './sessions.service';

export interface SignedIn {
  token: string;
  user: AccountUser;
}

/**
 * A new session for `account`, as read with the credentials just checked (password or OTP): if the
 * password changes meanwhile, the session is already over.
 */
export async function startSession(ctx: AccountsContext, account: AccountRow): Promise<SignedIn> {
  const { db, deps, now } = ctx;
  // Sweep this user's sessions that ended more than a TTL ago, so the table does not grow forever.
  const sweep = new Date(now.getTime() - deps.env.SESSION_TTL_DAYS * 86_400_000);
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, account.user.id),
        or(lt(sessions.expiresAt, sweep), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sweep))),
      ),
    );
  const token = await createSession(db, {
    userId: account.user.id,
    ttlDays: deps.env.SESSION_TTL_DAYS,
    now,
    userAgent: ctx.userAgent,
    ip: ctx.ip,
    credentialsVersion: account.user.credentialsVersion,
  });
  return { token, user: toAccountUser(account) };
}

export async function login(ctx: AccountsContext, body: LoginBody): Promise<SignedIn> {
  const { db, deps } = ctx;
  await deps.rateLimits.consume('loginPerIp', ctx.network);
  // Counted per account name as normalised ('+91 98765 43210' and '9876543210' are one), not per account:
  // one count for an account's e-mail and number together would let a stranger learn which number goes
  // with which e-mail by using up one and watching the other answer 429.
  const subject = 'email' in body.account ? body.account.email : body.account.phoneNumber;
  // Per e-mail (or number) and address, so a stranger's wrong passwords lock only their own address out,
  // then a larger ceiling per e-mail (or number) against guessing spread over many addresses.
  const limits = [
    ['loginPerEmailIp', fromAddress(subject, ctx.network)],
    ['loginPerEmail', subject],
  ] as const;
  await consumeAll(deps.rateLimits, limits);

  const account = await findAccount(
    db,
    'email' in body.account
      ? sql`lower(${users.email}) = ${body.account.email}`
      : eq(users.phoneNumber, body.account.phoneNumber),
  );
  // A deleted account is treated as no account at all.
  const usable = account && account.user.status !== 'deleted' ? account : undefined;
  const passwordOk = await verifyPassword(usable?.user.passwordHash, body.password);
  if (!usable || !passwordOk) throw new ApiFailure(401, ACCOUNT_MESSAGES.invalidCredentials);
  // Only someone who knows the password learns that the account is blocked.
  if (usable.user.status === 'blocked') throw new ApiFailure(401, ACCOUNT_MESSAGES.accountBlocked);

  // The right password: this address's failures, and the account name's, are forgotten.
  await Promise.all(limits.map(([name, key]) => deps.rateLimits.reset(name, key)));
  return startSession(ctx, usable);
}
