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
import { SAVED_LISTING_KINDS, SAVED_LISTING_LIMITS, SAVED_LISTING_MESSAGES } from './saved-listings-constants';

export * from './saved-listings-constants';

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
  items: z
    .array(ref.extend({ at }), { error: 'items must be a list' })
    .max(SAVED_LISTING_LIMITS.syncMaxItems, SAVED_LISTING_MESSAGES.tooMany),
  removed: z
    .array(ref, { error: 'removed must be a list' })
    .max(SAVED_LISTING_LIMITS.syncMaxItems, SAVED_LISTING_MESSAGES.tooMany)
    .default([]),
});
export type ShortlistSyncInput = z.input<typeof shortlistSyncSchema>;

export const recentSyncSchema = z.object({
  items: z
    .array(ref.extend({ at }), { error: 'items must be a list' })
    .max(SAVED_LISTING_LIMITS.syncMaxItems, SAVED_LISTING_MESSAGES.tooMany),
});
export type RecentSyncInput = z.input<typeof recentSyncSchema>;
