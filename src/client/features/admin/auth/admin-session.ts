import type { AccountUser } from '../../../../shared/accounts/account-types';

/** Whether a stored user may see the admin pages (the server checks the role again on every call). */
export const isAdminUser = (user: AccountUser | null): user is AccountUser => user?.role === 'admin';
