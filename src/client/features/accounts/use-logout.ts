import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { PATHS } from '../../../shared/routes';
import { useSetAtom } from '../../app/store';
import { useApiCache } from '../../lib/use-api';
import { sessionStorageChangedAtom } from './accounts.atoms';
import { clearSession, readToken } from './accounts.storage';
import { endSessionOnServer } from './end-session';

/**
 * Logout: removes the user and the token and goes home. The server is told too, but
 * nobody waits for it: offline, it is told once the device is back online (end-session.ts). The device's
 * copies of the account's shortlist, recently viewed and saved searches are cleared. (In the header's
 * bundle, so it imports no copy or schemas.)
 */
export function useLogout(): () => void {
  const [, navigate] = useLocation();
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  const cache = useApiCache();
  return useCallback(() => {
    const token = readToken();
    clearSession();
    // What was read as this person (seller, admin and account pages) goes with the session.
    cache.forgetPersonal();
    sessionChanged();
    if (token) void endSessionOnServer(token);
    // The device forgets the account's shortlist, recently viewed and saved searches (loaded only now).
    void import('../offline/forget-account-data').then((module) => module.forgetAccountData());
    navigate(PATHS.home);
  }, [navigate, sessionChanged, cache]);
}
