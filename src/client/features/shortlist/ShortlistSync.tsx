import { useEffect } from 'react';
import { useAtomValue } from '../../app/store';
import { hasTokenAtom } from '../accounts/accounts.atoms';
import type { SyncReason } from './shortlist-sync';

/**
 * Syncs the shortlist and recently viewed with the account when a session starts (app start, login) and
 * whenever the connection comes back. Renders nothing. Meant for the account menu, which only a
 * logged-in visitor downloads; the sync code itself loads on first use.
 */
export function ShortlistSync() {
  const loggedIn = useAtomValue(hasTokenAtom);
  useEffect(() => {
    if (!loggedIn) return;
    const sync = (reason: SyncReason) => {
      if (!navigator.onLine) return;
      import('./shortlist-sync').then((module) => module.syncSavedListings(reason)).catch(() => undefined);
    };
    // Changes made offline wait in the stores, so the connection coming back counts as a change.
    const reconnected = () => sync('change');
    sync('session');
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [loggedIn]);
  return null;
}
