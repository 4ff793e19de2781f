import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { hasTokenAtom } from '../accounts/accounts.atoms';
import { readRecentlyViewed } from './recently-viewed-store';
import { savedKeysAtom } from './saved-keys';
import { savedListingsChangedAtom, savedListingsVersionAtom } from './saved-listings.atoms';
import type { SavedRecord } from './saved-records';
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
  const version = useAtomValue(savedListingsVersionAtom);
  // A heart tapped on this page changes the keys: the lists follow.
  const keys = useAtomValue(savedKeysAtom);
  const loggedIn = useAtomValue(hasTokenAtom);
  const changed = useSetAtom(savedListingsChangedAtom);
  const [lists, setLists] = useState<SavedListings>();

  useEffect(() => {
    let live = true;
    void version;
    void keys;
    Promise.all([readShortlist(), readRecentlyViewed()])
      .then(([shortlist, recent]) => live && setLists({ shortlist, recent }))
      .catch(() => live && setLists({ shortlist: [], recent: [] }));
    return () => {
      live = false;
    };
  }, [version, keys]);

  useEffect(() => {
    if (!loggedIn || !navigator.onLine) return;
    import('./shortlist-sync')
      .then((sync) => sync.syncSavedListings())
      .then(async (synced) => {
        if (synced) await changed();
      })
      .catch(() => undefined);
  }, [loggedIn, changed]);

  return lists;
}
