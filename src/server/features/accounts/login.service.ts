/**
 * Login by e-mail and password. Unknown e-mail and wrong password get the same 401 after the same work
 * (an argon2 check against a dummy hash), so the answer does not tell which e-mails have accounts.
 */
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import type { LoginBody } from '../../../shared/accounts/account-schemas';
import type { AccountUser } from '../../../shared/accounts/account-types';
import { ApiFailure } from '../../lib/errors';
import { consumeAll, fromAddress } from './account-rate-limits';
import { findAccount, toAccountUser } from './account-user';
import type { AccountsContext } from './accounts.context';
import { sessions, users } from './accounts.schema';
import { verifyPassword } from './passwords';
import { createSession } from './sessions.service';

export async function login(ctx: AccountsContext, body: LoginBody): Promise<{ token: string; user: AccountUser }> {
  const { db, deps, now } = ctx;
  await deps.rateLimits.consume('loginPerIp', ctx.network);
  // Per e-mail and address, so a stranger's wrong passwords lock only their own address out, then a
  // larger ceiling per e-mail against guessing spread over many addresses.
  const limits = [
    ['loginPerEmailIp', fromAddress(body.email, ctx.network)],
    ['loginPerEmail', body.email],
  ] as const;
  await consumeAll(deps.rateLimits, limits);

  const account = await findAccount(db, sql`lower(${users.email}) = ${body.email}`);
  // A deleted account is treated as no account at all.
  const usable = account && account.user.status !== 'deleted' ? account : undefined;
  const passwordOk = await verifyPassword(usable?.user.passwordHash, body.password);
  if (!usable || !passwordOk) throw new ApiFailure(401, ACCOUNT_MESSAGES.invalidCredentials);
  // Only someone who knows the password learns that the account is blocked.
  if (usable.user.status === 'blocked') throw new ApiFailure(401, ACCOUNT_MESSAGES.accountBlocked);

  // The right password: this address's failures, and the e-mail's, are forgotten.
  await Promise.all(limits.map(([name, key]) => deps.rateLimits.reset(name, key)));
  // Sweep this user's sessions that ended more than a TTL ago, so the table does not grow forever.
  const sweep = new Date(now.getTime() - deps.env.SESSION_TTL_DAYS * 86_400_000);
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, usable.user.id),
        or(lt(sessions.expiresAt, sweep), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sweep))),
      ),
    );
  const token = await createSession(db, {
    userId: usable.user.id,
    ttlDays: deps.env.SESSION_TTL_DAYS,
    now,
    userAgent: ctx.userAgent,
    ip: ctx.ip,
    // Read with the hash just checked: if the password changes meanwhile, this session is already over.
    credentialsVersion: usable.user.credentialsVersion,
  });
  return { token, user: toAccountUser(usable) };
}
