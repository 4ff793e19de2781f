/**
 * At logout the device forgets what belongs to the account: its shortlist, recently viewed, saved
 * searches and the enquiries it sent (the account keeps them and they come back at the next login), so
 * the next person to use a shared phone neither sees them nor merges them into their own account.
 * Loaded only at logout.
 */
import { clearSavedSearchesLocally } from '../alerts/saved-searches-store';
import { clearMyEnquiries } from '../enquiries/my-enquiries-store';
import { clearRecentlyViewed } from '../shortlist/recently-viewed-store';
import { clearShortlist } from '../shortlist/shortlist-store';

export async function forgetAccountData(): Promise<void> {
  await Promise.allSettled([clearShortlist(), clearRecentlyViewed(), clearSavedSearchesLocally(), clearMyEnquiries()]);
}
