/**
 * Sends this device's shortlist and recently viewed to the account and takes the merged lists back
 * (contract: saved-listings-contract.ts). Runs when logged in and online: at start and login (the
 * ShortlistSync component), after each change, and when the connection comes back. Offline, changes
 * stay in IndexedDB and go with the next sync.
 */

import type { ApiBody } from '../../../shared/endpoints/api-endpoints';
import { SAVED_LISTING_LIMITS, type SavedListing } from '../../../shared/shortlist/saved-listings-constants';
import { api } from '../../lib/api';
import { readToken } from '../accounts/accounts.storage';
import { applySyncedRecent, readRecentlyViewed } from './recently-viewed-store';
import { announceSavedListingsChanged } from './saved-records';
import { applySyncedShortlist, readShortlistState } from './shortlist-store';

const ref = ({ kind, id }: { kind: SavedListing['kind']; id: number }) => ({ kind, id });

type SyncKey = 'POST /api/me/shortlist/sync' | 'POST /api/me/recently-viewed/sync';

async function post<K extends SyncKey>(key: K, token: string, json: ApiBody<K>): Promise<SavedListing[] | undefined> {
  const answer = await api<SyncKey>(key, { token, json });
  // An answer the worker made (offline) or any error leaves the local copy as it is, for the next sync.
  if (answer.status !== 200 || answer.offline || !answer.body?.success) return undefined;
  return answer.body.data;
}

async function syncOnce(token: string): Promise<boolean> {
  const startedAt = Date.now();
  const [shortlist, recent] = await Promise.all([readShortlistState(), readRecentlyViewed()]);
  const max = SAVED_LISTING_LIMITS.syncMaxItems;
  const [mergedShortlist, mergedRecent] = await Promise.all([
    post('POST /api/me/shortlist/sync', token, {
      items: shortlist.items.slice(0, max).map((r) => ({ ...ref(r), at: r.at })),
      // The newest removals first, if ever more than one call can carry.
      removed: shortlist.removed
        .sort((a, b) => b.savedAt - a.savedAt)
        .slice(0, max)
        .map(ref),
    }),
    post('POST /api/me/recently-viewed/sync', token, {
      items: recent.slice(0, max).map((r) => ({ ...ref(r), at: r.at })),
    }),
  ]);
  if (mergedShortlist) await applySyncedShortlist(mergedShortlist, startedAt);
  if (mergedRecent) await applySyncedRecent(mergedRecent, startedAt);
  if (!mergedShortlist && !mergedRecent) return false;
  announceSavedListingsChanged();
  return true;
}

/**
 * Why a sync is asked for. `change`: this device holds a change the account has not heard of (a heart, a
 * view), so a sync already under way is followed by one more (it may have read the stores before the
 * change). `open`: a page wants the account's lists, so one under way will do. `session`: a session has
 * started in this page load; the first of these (or of any sync) per session is enough.
 */
export type SyncReason = 'change' | 'open' | 'session';

let running: Promise<boolean> | undefined;
let again = false;
/** The session a sync has started for in this page load, so a session start does not sync twice. */
let syncedSession: string | undefined;

/**
 * One sync at a time (see SyncReason for how a call during one is taken). Resolves true when the account
 * answered and the stores now hold its lists.
 */
export function syncSavedListings(reason: SyncReason = 'change'): Promise<boolean> {
  const token = readToken();
  if (reason === 'session' && token === syncedSession) return running ?? Promise.resolve(false);
  if (running) {
    if (reason === 'change') again = true;
    return running;
  }
  const run = async (): Promise<boolean> => {
    let synced = false;
    do {
      again = false;
      const token = readToken();
      if (!token || !navigator.onLine) return synced;
      syncedSession = token;
      try {
        synced = (await syncOnce(token)) || synced;
      } catch {
        // No answer (offline, a dropped connection) or a store error: the next trigger tries again.
        return synced;
      }
    } while (again);
    return synced;
  };
  running = run().finally(() => {
    running = undefined;
  });
  return running;
}
