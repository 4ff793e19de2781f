/**
 * Admin accounts outside the web app: `createAdmin` makes a new account with the admin role, or promotes
 * the existing account with that e-mail or phone once the operator has confirmed (`promoteExisting`).
 * The details follow the registration rules (the same schemas), the password is hashed with argon2id,
 * and each change is written to the audit log with the system as its actor, in the same transaction.
 */
import { eq, or, sql } from 'drizzle-orm';
import { ACCOUNT_LABELS } from '../../../shared/accounts/account-labels';
import { nameField, newPasswordField, registerSchema } from '../../../shared/accounts/account-schemas';
import type { AccountUser } from '../../../shared/accounts/account-types';
import { ADMIN_ACCOUNT_MESSAGES } from '../../../shared/admin/admin-account-messages';
import { SYSTEM_ACTOR_ID } from '../../../shared/admin/admin-audit-actions';
import type { Database } from '../../db/client';
import { findAccount, toAccountUser } from '../accounts/account-user';
import { type User, users } from '../accounts/accounts.schema';
import { hashPassword } from '../accounts/passwords';
import { recordAdminAction } from './admin-audit';

/** Bad input or an account that cannot become an admin; `message` says which and why. */
export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

export interface AdminInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Needed only when no account has this e-mail or phone. */
  password?: string | undefined;
}

export interface CreateAdminOptions {
  /** The operator confirmed: an existing account with this e-mail or phone becomes an admin. */
  promoteExisting?: boolean;
  now?: Date;
}

export type AdminOutcome =
  | { outcome: 'created' | 'promoted' | 'already-admin'; user: AccountUser }
  /** An existing account (shown) would be promoted: ask, then call again with `promoteExisting`. */
  | { outcome: 'needs-confirmation'; user: AccountUser }
  /** No account has these details: a password is needed to create one. */
  | { outcome: 'needs-password' };

// Staff may use the words the sign-up form keeps for the platform ("Demo Admin", "Support"): only the
// name rules every account follows apply here.
const identitySchema = registerSchema
  .omit({ password: true })
  .extend({ firstName: nameField(ACCOUNT_LABELS.firstName), lastName: nameField(ACCOUNT_LABELS.lastName) });
const passwordSchema = newPasswordField();

function valid<T>(result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }) {
  if (!result.success) throw new AdminAccountError(result.error.issues[0]?.message ?? 'The details are not valid.');
  return result.data;
}

/** The accounts with this e-mail or phone (none, one, or two different ones). */
async function matchingUsers(db: Database, email: string, phoneNumber: string): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${email}`, eq(users.phoneNumber, phoneNumber)))
    .limit(2)
    .for('update');
}

async function accountUser(db: Database, id: number): Promise<AccountUser> {
  const account = await findAccount(db, eq(users.id, id));
  if (!account) throw new Error(`account ${id} vanished`);
  return toAccountUser(account);
}

type Attempt = AdminOutcome | { outcome: 'raced' };

/** The details read by the registration rules (names and e-mail trimmed, e-mail lower-cased); throws `AdminAccountError`. */
export function checkAdminInput(input: AdminInput) {
  const identity = valid(identitySchema.safeParse(input));
  const password = input.password === undefined ? undefined : valid(passwordSchema.safeParse(input.password));
  return { identity, password };
}

async function attempt(db: Database, input: AdminInput, options: CreateAdminOptions): Promise<Attempt> {
  const { identity, password } = checkAdminInput(input);
  const now = options.now ?? new Date();
  // Hashing takes a moment: do it before the transaction holds any lock.
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  return db.transaction(async (tx): Promise<Attempt> => {
    const found = await matchingUsers(tx, identity.email, identity.phoneNumber);
    const [user, other] = found;
    if (other) throw new AdminAccountError(ADMIN_ACCOUNT_MESSAGES.twoAccounts);
    if (user) {
      if (user.status === 'deleted') throw new AdminAccountError(ADMIN_ACCOUNT_MESSAGES.accountDeleted);
      if (user.status === 'blocked') throw new AdminAccountError(ADMIN_ACCOUNT_MESSAGES.accountBlocked);
      if (user.role === 'admin') return { outcome: 'already-admin', user: await accountUser(tx, user.id) };
      if (!options.promoteExisting) return { outcome: 'needs-confirmation', user: await accountUser(tx, user.id) };
      await tx.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, user.id));
      await recordAdminAction(tx, {
        actorId: SYSTEM_ACTOR_ID,
        action: 'user.promote_admin',
        entityType: 'user',
        entityId: user.id,
        before: { role: user.role },
        after: { role: 'admin' },
        at: now,
      });
      return { outcome: 'promoted', user: await accountUser(tx, user.id) };
    }
    if (passwordHash === undefined) return { outcome: 'needs-password' };
    const [created] = await tx
      .insert(users)
      .values({ ...identity, passwordHash, role: 'admin', createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    // Another process created an account with this e-mail or phone meanwhile: look again.
    if (!created) return { outcome: 'raced' };
    await recordAdminAction(tx, {
      actorId: SYSTEM_ACTOR_ID,
      action: 'user.create_admin',
      entityType: 'user',
      entityId: created.id,
      before: null,
      after: { role: 'admin', email: created.email, phoneNumber: created.phoneNumber },
      at: now,
    });
    return { outcome: 'created', user: await accountUser(tx, created.id) };
  });
}

/** Creates or (confirmed) promotes an admin; throws `AdminAccountError` for bad details or unusable accounts. */
export async function createAdmin(
  db: Database,
  input: AdminInput,
  options: CreateAdminOptions = {},
): Promise<AdminOutcome> {
  const first = await attempt(db, input, options);
  if (first.outcome !== 'raced') return first;
  const second = await attempt(db, input, options);
  if (second.outcome === 'raced') throw new Error('the admin account could not be created; please try again');
  return second;
}
