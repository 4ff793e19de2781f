/**
 * What a tap on a heart does, loaded on the first tap (ShortlistButton stays small): write the store, say
 * so, let hearts and lists catch up, and tell the account when logged in and online.
 */
import { SAVED_LISTING_MESSAGES as M, type SavedListingKind } from '../../../shared/shortlist/saved-listings-constants';
import { notify } from '../../lib/toast';
import { readToken } from '../accounts/accounts.storage';
import { announceSavedListingsChanged, type SavedCard } from './saved-records';
import { setShortlisted } from './shortlist-store';

export async function toggleShortlisted(kind: SavedListingKind, card: SavedCard, on: boolean): Promise<void> {
  try {
    const outcome = await setShortlisted(kind, card, on);
    if (outcome === 'full') notify.error(M.full);
    else notify.success(outcome === 'added' ? M.added : M.removed);
  } catch {
    notify.error(M.storageFailed);
  }
  announceSavedListingsChanged();
  // The sync code loads only for a logged-in visitor.
  if (readToken() && navigator.onLine) await (await import('./shortlist-sync')).syncSavedListings();
}
