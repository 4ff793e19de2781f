import { useCallback } from 'react';
import toast from 'react-hot-toast/headless';
import type { AccountUser } from '../../../shared/accounts/account-types';
import { useSetAtom } from '../../app/store';
import { useApiCache } from '../../lib/use-api';
import { sessionStorageChangedAtom } from './accounts.atoms';
import { PROFILE_COPY } from './accounts.content';
import { clearSession, readStoredUser, saveStoredUser } from './accounts.storage';

/**
 * A call to a gated area answered 401 (the session is gone: signed out elsewhere, password changed,
 * blocked) or 403 (the account lost the area's role): forget what the browser wrongly believed, so the
 * area's gate acts on it. `withoutRole` (a module-level function, so the callback stays stable) is the
 * stored user minus that role. Returns whether the status was one of those (the caller stops there).
 */
export function useSessionLost(withoutRole: (user: AccountUser) => AccountUser): (status: number) => boolean {
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  const cache = useApiCache();
  return useCallback(
    (status: number) => {
      if (status === 401) {
        clearSession();
        cache.forgetPersonal();
        toast.error(PROFILE_COPY.sessionEnded);
      } else if (status === 403) {
        const user = readStoredUser();
        if (user) saveStoredUser(withoutRole(user));
      } else {
        return false;
      }
      sessionChanged();
      return true;
    },
    [sessionChanged, withoutRole, cache],
  );
}
