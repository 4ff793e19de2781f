import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { sessionStorageChangedAtom } from '../../accounts/accounts.atoms';
import { PROFILE_COPY } from '../../accounts/accounts.content';
import { clearSession, readStoredUser, saveStoredUser } from '../../accounts/accounts.storage';

/**
 * An admin call answered 401 (the session is gone: signed out elsewhere, password changed, blocked) or
 * 403 (the account is no longer an admin): forget what the browser wrongly believed, so the admin gate
 * sends the visitor to the admin login or says the area is for admins only. Returns whether the status
 * was one of those (the caller stops there). Any admin page may use it.
 */
export function useAdminSessionLost(): (status: number) => boolean {
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  return useCallback(
    (status: number) => {
      if (status === 401) {
        clearSession();
        toast.error(PROFILE_COPY.sessionEnded);
      } else if (status === 403) {
        const user = readStoredUser();
        if (user) saveStoredUser({ ...user, role: 'user' });
      } else {
        return false;
      }
      sessionChanged();
      return true;
    },
    [sessionChanged],
  );
}
