import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { hasTokenAtom } from '../accounts/accounts.atoms';
import { savedListingsChangedAtom } from './saved-listings.atoms';

/**
 * Syncs the shortlist and recently viewed with the account when a session starts (app start, login) and
 * whenever the connection comes back. Renders nothing; the sync code loads only for a logged-in visitor.
 */
export function ShortlistSync() {
  const loggedIn = useAtomValue(hasTokenAtom);
  const changed = useSetAtom(savedListingsChangedAtom);
  useEffect(() => {
    if (!loggedIn) return;
    const sync = () => {
      if (!navigator.onLine) return;
      import('./shortlist-sync')
        .then((module) => module.syncSavedListings())
        .then(async (synced) => {
          if (synced) await changed();
        })
        .catch(() => undefined);
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [loggedIn, changed]);
  return null;
}
