/**
 * The zod-free half of the shortlist / recently viewed contract (`saved-listings-contract.ts` re-exports
 * it): constants, messages and types the browser needs without pulling zod into the client bundle.
 */
import { apiPath } from '../endpoints/api-path';
import type { ListingCard, ProjectCard } from '../listings/listing-types';

export const SAVED_LISTING_KINDS = ['property', 'project'] as const;
export type SavedListingKind = (typeof SAVED_LISTING_KINDS)[number];

export const SAVED_LISTING_LIMITS = {
  shortlistMax: 200,
  recentlyViewedMax: 30,
  /** Items one sync call may carry. */
  syncMaxItems: 200,
} as const;

/** A listing in the shortlist or recently viewed, with the card shown for it (also offline). */
export type SavedListing =
  | { kind: 'property'; id: number; at: string; card: ListingCard }
  | { kind: 'project'; id: number; at: string; card: ProjectCard };

/** The API paths (under /api) of the contract. */
export const SAVED_LISTING_PATHS = {
  shortlist: apiPath('GET /api/me/shortlist'),
  shortlistItem: (kind: SavedListingKind, id: number) => apiPath('PUT /api/me/shortlist/:kind/:id', { kind, id }),
  shortlistSync: apiPath('POST /api/me/shortlist/sync'),
  recentlyViewed: apiPath('GET /api/me/recently-viewed'),
  recentlyViewedSync: apiPath('POST /api/me/recently-viewed/sync'),
} as const;

export const SAVED_LISTING_MESSAGES = {
  shortlistTitle: 'Shortlist',
  recentlyViewedTitle: 'Recently viewed',
  added: 'Added to your shortlist',
  removed: 'Removed from your shortlist',
  emptyShortlist: 'Nothing shortlisted yet. Tap the heart on a listing to keep it here, even offline.',
  emptyRecent: 'Listings you open will appear here.',
  full: `Your shortlist is full (${SAVED_LISTING_LIMITS.shortlistMax} listings). Remove some to add more.`,
  syncedHint: 'Log in to keep your shortlist on all your devices.',
  badKind: `kind must be one of ${SAVED_LISTING_KINDS.join(', ')}`,
  badId: 'id must be a whole number',
  /** A sync carrying more than syncMaxItems entries in one list. */
  tooMany: `A sync may carry at most ${SAVED_LISTING_LIMITS.syncMaxItems} items`,
  /** PUT of a listing that does not exist or is not public (any more). */
  notAvailable: 'This listing is not available any more.',
  /** IndexedDB refused the write (full, or unavailable in a privacy mode). */
  storageFailed: "Couldn't save this on your device. Free up some space and try again.",
  /** The page's note on a card whose listing the server no longer shows. */
  savedCopy: 'Saved copy',
} as const;
