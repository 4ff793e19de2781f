import { useEffect, useState } from 'react';
import { useAtomValue } from '../../app/store';
import { hasTokenAtom } from '../accounts/accounts.atoms';
import { readRecentlyViewed } from './recently-viewed-store';
import { SAVED_LISTINGS_CHANGED, type SavedRecord } from './saved-records';
import { readShortlist } from './shortlist-store';

export interface SavedListings {
  shortlist: SavedRecord[];
  recent: SavedRecord[];
}

/**
 * The shortlist and recently viewed as this device holds them (so they show offline), read again after
 * every change; a logged-in visitor's lists are synced with the account when the page opens.
 * `undefined` until the first read.
 */
export function useSavedListings(): SavedListings | undefined {
  const loggedIn = useAtomValue(hasTokenAtom);
  const [lists, setLists] = useState<SavedListings>();

  useEffect(() => {
    let live = true;
    const read = () =>
      Promise.all([readShortlist(), readRecentlyViewed()])
        .then(([shortlist, recent]) => live && setLists({ shortlist, recent }))
        .catch(() => live && setLists({ shortlist: [], recent: [] }));
    void read();
    window.addEventListener(SAVED_LISTINGS_CHANGED, read);
    return () => {
      live = false;
      window.removeEventListener(SAVED_LISTINGS_CHANGED, read);
    };
  }, []);

  useEffect(() => {
    if (!loggedIn || !navigator.onLine) return;
    import('./shortlist-sync').then((sync) => sync.syncSavedListings('open')).catch(() => undefined);
  }, [loggedIn]);

  return lists;
}
