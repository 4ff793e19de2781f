import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { hasTokenAtom } from '../accounts/accounts.atoms';

/**
 * Syncs the shortlist and recently viewed with the account when a session starts (app start, login) and
 * whenever the connection comes back. Renders nothing. Meant for the account menu, which only a
 * logged-in visitor downloads; the sync code itself loads on first use.
 */
export function ShortlistSync() {
  const loggedIn = useAtomValue(hasTokenAtom);
  useEffect(() => {
    if (!loggedIn) return;
    const sync = () => {
      if (!navigator.onLine) return;
      import('./shortlist-sync').then((module) => module.syncSavedListings()).catch(() => undefined);
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [loggedIn]);
  return null;
}
