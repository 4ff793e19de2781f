/**
 * Shortlist (favourites) and recently viewed: kept in IndexedDB by the browser (works offline and for
 * visitors) and synced to the account when logged in.
 *
 *   GET    /api/me/shortlist                 200 { success, data: SavedListing[] }  (newest first)
 *   PUT    /api/me/shortlist/:kind/:id       200 { success, data: SavedListing }    (idempotent)
 *   DELETE /api/me/shortlist/:kind/:id       200 { success }                         (idempotent)
 *   POST   /api/me/shortlist/sync            body ShortlistSyncInput → 200 { success, data: SavedListing[] }
 *   GET    /api/me/recently-viewed           200 { success, data: SavedListing[] }  (newest first)
 *   POST   /api/me/recently-viewed/sync      body RecentSyncInput → 200 { success, data: SavedListing[] }
 *   All need Authorization; 401 without. Unknown or no-longer-public listings are left out of `data`.
 *
 * Sync merges: the answer is the union of what the account and the browser hold, minus `removed`,
 * newest first, at most the limit; the browser then replaces its copy with it.
 */
import { z } from 'zod';
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

export const SAVED_LISTING_MESSAGES = {
  shortlistTitle: 'Shortlist',
  recentlyViewedTitle: 'Recently viewed',
  add: 'Shortlist',
  remove: 'Remove from shortlist',
  added: 'Added to your shortlist',
  removed: 'Removed from your shortlist',
  emptyShortlist: 'Nothing shortlisted yet. Tap the heart on a listing to keep it here, even offline.',
  emptyRecent: 'Listings you open will appear here.',
  full: `Your shortlist is full (${SAVED_LISTING_LIMITS.shortlistMax} listings). Remove some to add more.`,
  syncedHint: 'Log in to keep your shortlist on all your devices.',
  badKind: `kind must be one of ${SAVED_LISTING_KINDS.join(', ')}`,
  badId: 'id must be a whole number',
} as const;

const ref = z.object({
  kind: z.enum(SAVED_LISTING_KINDS, { error: SAVED_LISTING_MESSAGES.badKind }),
  id: z
    .number({ error: SAVED_LISTING_MESSAGES.badId })
    .int(SAVED_LISTING_MESSAGES.badId)
    .positive(SAVED_LISTING_MESSAGES.badId)
    .max(2_147_483_647, SAVED_LISTING_MESSAGES.badId),
});

const at = z.iso.datetime({ offset: true, error: 'at must be an ISO date-time' });

export const shortlistSyncSchema = z.object({
  items: z.array(ref.extend({ at }), { error: 'items must be a list' }).max(SAVED_LISTING_LIMITS.syncMaxItems),
  removed: z.array(ref, { error: 'removed must be a list' }).max(SAVED_LISTING_LIMITS.syncMaxItems).default([]),
});
export type ShortlistSyncInput = z.input<typeof shortlistSyncSchema>;

export const recentSyncSchema = z.object({
  items: z.array(ref.extend({ at }), { error: 'items must be a list' }).max(SAVED_LISTING_LIMITS.syncMaxItems),
});
export type RecentSyncInput = z.input<typeof recentSyncSchema>;
