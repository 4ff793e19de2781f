import type { AccountUser } from '../../../../shared/accounts/account-types';
import { useSessionLost } from '../../accounts/use-session-lost';

const withoutAdmin = (user: AccountUser): AccountUser => ({ ...user, role: 'user' });

/**
 * An admin call answered 401 (the session is gone) or 403 (the account is no longer an admin): the admin
 * gate then sends the visitor to the admin login or says the area is for admins only. Returns whether the
 * status was one of those (the caller stops there). Any admin page may use it.
 */
export const useAdminSessionLost = (): ((status: number) => boolean) => useSessionLost(withoutAdmin);
