import { useCallback } from 'react';
import toast from 'react-hot-toast/headless';
import { useSetAtom } from '../../app/store';
import { useApiCache } from '../../lib/use-api';
import { openAuthDialogAtom, sessionStorageChangedAtom } from './accounts.atoms';
import { PROFILE_COPY } from './accounts.content';
import { clearSession } from './accounts.storage';

/**
 * The server no longer accepts the stored session (logged out elsewhere, password reset, blocked):
 * forget it here too, say so, and offer the login dialog.
 */
export function useEndSession(): () => void {
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  const openDialog = useSetAtom(openAuthDialogAtom);
  const cache = useApiCache();
  return useCallback(() => {
    clearSession();
    cache.forgetPersonal();
    sessionChanged();
    toast.error(PROFILE_COPY.sessionEnded);
    openDialog('login');
  }, [sessionChanged, openDialog, cache]);
}
