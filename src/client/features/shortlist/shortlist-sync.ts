/**
 * Sends this device's shortlist and recently viewed to the account and takes the merged lists back
 * (contract: saved-listings-contract.ts). Runs when logged in and online: at start and login (the
 * ShortlistSync component), after each change, and when the connection comes back. Offline, changes
 * stay in IndexedDB and go with the next sync.
 */
import type { ApiError } from '../../../shared/api';
import {
  SAVED_LISTING_LIMITS,
  SAVED_LISTING_PATHS,
  type SavedListing,
} from '../../../shared/offline/saved-listings-constants';
import { http } from '../../lib/http';
import { readToken } from '../accounts/accounts.storage';
import { applySyncedRecent, readRecentlyViewed } from './recently-viewed-store';
import { announceSavedListingsChanged } from './saved-records';
import { applySyncedShortlist, readShortlistState } from './shortlist-store';

type ListAnswer = { success: true; data: SavedListing[] } | ApiError;

const ref = ({ kind, id }: { kind: SavedListing['kind']; id: number }) => ({ kind, id });

async function post(path: string, token: string, json: unknown): Promise<SavedListing[] | undefined> {
  const answer = await http<ListAnswer>(path, { method: 'POST', token, json });
  // An answer the worker made (offline) or any error leaves the local copy as it is, for the next sync.
  if (answer.status !== 200 || answer.offline || !answer.body?.success) return undefined;
  return answer.body.data;
}

async function syncOnce(token: string): Promise<boolean> {
  const startedAt = Date.now();
  const [shortlist, recent] = await Promise.all([readShortlistState(), readRecentlyViewed()]);
  const max = SAVED_LISTING_LIMITS.syncMaxItems;
  const [mergedShortlist, mergedRecent] = await Promise.all([
    post(SAVED_LISTING_PATHS.shortlistSync, token, {
      items: shortlist.items.slice(0, max).map((r) => ({ ...ref(r), at: r.at })),
      // The newest removals first, if ever more than one call can carry.
      removed: shortlist.removed
        .sort((a, b) => b.savedAt - a.savedAt)
        .slice(0, max)
        .map(ref),
    }),
    post(SAVED_LISTING_PATHS.recentlyViewedSync, token, {
      items: recent.slice(0, max).map((r) => ({ ...ref(r), at: r.at })),
    }),
  ]);
  if (mergedShortlist) await applySyncedShortlist(mergedShortlist, startedAt);
  if (mergedRecent) await applySyncedRecent(mergedRecent, startedAt);
  if (!mergedShortlist && !mergedRecent) return false;
  announceSavedListingsChanged();
  return true;
}

let running: Promise<boolean> | undefined;
let again = false;

/**
 * One sync at a time: a call while one runs asks for one more afterwards (the change it carries may have
 * missed the first). Resolves true when the account answered and the stores now hold its lists.
 */
export function syncSavedListings(): Promise<boolean> {
  if (running) {
    again = true;
    return running;
  }
  const run = async (): Promise<boolean> => {
    let synced = false;
    do {
      again = false;
      const token = readToken();
      if (!token || !navigator.onLine) return synced;
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
