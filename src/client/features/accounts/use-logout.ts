import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'wouter';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import { PATHS } from '../../../shared/routes';
import { logoutRequest } from './accounts.api';
import { openAuthDialogAtom, sessionStorageChangedAtom } from './accounts.atoms';
import { PROFILE_COPY } from './accounts.content';
import { clearSession, readToken } from './accounts.storage';

/**
 * Logout (spec section 4): removes the user and the token and goes home. The server is told too, but
 * nobody waits for it: offline, the session simply expires on the server later.
 */
export function useLogout(): () => void {
  const [, navigate] = useLocation();
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  return useCallback(() => {
    const token = readToken();
    clearSession();
    sessionChanged();
    if (token) logoutRequest(token).catch(() => undefined);
    toast.success(ACCOUNT_MESSAGES.loggedOut);
    navigate(PATHS.home);
  }, [navigate, sessionChanged]);
}

/**
 * The server no longer accepts the stored session (logged out elsewhere, password changed, blocked):
 * forget it here too, say so, and offer the login dialog.
 */
export function useEndSession(): () => void {
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  const openDialog = useSetAtom(openAuthDialogAtom);
  return useCallback(() => {
    clearSession();
    sessionChanged();
    toast.error(PROFILE_COPY.sessionEnded);
    openDialog('login');
  }, [sessionChanged, openDialog]);
}
