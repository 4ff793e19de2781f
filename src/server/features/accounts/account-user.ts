/** Reads an account as the API shows it: the user's own details plus whether (and how) they sell. */
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/accounts/account-types';
import type { Database } from '../../db/client';
import { sellers } from '../sellers/sellers.schema';
import { type User, users } from './accounts.schema';

export interface AccountRow {
  user: User;
  sellerType: AccountUser['sellerType'];
}

export const toAccountUser = ({ user, sellerType }: AccountRow): AccountUser => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  role: user.role,
  isSeller: sellerType !== null,
  sellerType,
});

/** The first account matching `where`, with its seller type. */
export async function findAccount(db: Database, where: SQL | undefined): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({ user: getTableColumns(users), sellerType: sellers.sellerType })
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(where)
    .limit(1);
  return row;
}
