import type { AccountUser } from '../../../../shared/accounts/account-types';
import type { SellerType } from '../../../../shared/listings/vocabulary';
import { meRequest } from '../../accounts/accounts.api';
import { readStoredUser, saveStoredUser } from '../../accounts/accounts.storage';
import { useSessionLost } from '../../accounts/use-session-lost';

/** Whether a stored user may use the seller pages (the server checks again on every call). */
export const isSellerUser = (user: AccountUser | null): user is AccountUser => Boolean(user?.isSeller);

/**
 * After POST /api/sellers: the stored user learns it is a seller. The server's own copy is preferred;
 * if it cannot be read, the stored copy is updated with what the server just accepted.
 */
export async function refreshStoredSeller(sellerType: SellerType): Promise<void> {
  try {
    const { status, body } = await meRequest();
    if (status === 200 && body?.success && body.data) {
      saveStoredUser(body.data);
      return;
    }
  } catch {
    // Offline: fall through to the local update.
  }
  const user = readStoredUser();
  if (user) saveStoredUser({ ...user, isSeller: true, sellerType });
}

const withoutSeller = (user: AccountUser): AccountUser => ({ ...user, isSeller: false, sellerType: null });

/**
 * A seller call answered 401 (the session is gone) or 403 (the account is not a seller): forget what
 * the browser wrongly believed; the seller gate then sends the visitor to the seller login. Returns
 * whether the status was one of those (the caller stops there).
 */
export const useSellerSessionLost = (): ((status: number) => boolean) => useSessionLost(withoutSeller);
