/**
 * Photos on a listing, a project or a profile are photos the seller uploaded (`POST /api/media`). The
 * client sends their hashes in order, the first being the cover; the server checks each one against
 * `media_uploads` (or the photos already there, e.g. a demo listing's), then writes the rows in order,
 * in the same transaction: the check locks each new photo (see media-lock.ts) until the rows are written.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { MAX_PHOTOS_PER_LISTING } from '../../../shared/listings/vocabulary';
import { photoNotYoursMessage } from '../../../shared/media-upload';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';

export { photoNotYoursMessage };

import { mediaUploads } from './media.schema';
import { lockMediaAll } from './media-lock';

/**
 * Refuses (400) unless every hash was uploaded by `userId` or is in `kept` (photos already attached to
 * the thing being edited). Duplicates are refused by the contracts before this runs.
 */
export async function checkPhotosUsable(
  tx: Database,
  userId: number,
  hashes: readonly string[],
  kept: readonly string[] = [],
  field = 'photos',
): Promise<void> {
  const toCheck = hashes.filter((hash) => !kept.includes(hash));
  if (toCheck.length === 0) return;
  if (hashes.length > MAX_PHOTOS_PER_LISTING) {
    throw new ApiFailure(400, `${field} must have at most ${MAX_PHOTOS_PER_LISTING} items`);
  }
  // Held until the caller's transaction ends, so the orphan sweep cannot delete a photo being attached.
  await lockMediaAll(tx, toCheck);
  const rows = await tx
    .select({ hash: mediaUploads.mediaHash })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.userId, userId), inArray(mediaUploads.mediaHash, toCheck)));
  const owned = new Set(rows.map((row) => row.hash));
  const index = hashes.findIndex((hash) => !kept.includes(hash) && !owned.has(hash));
  // A list field names the item (`photos[1]`); a single-photo field (`photo`) names itself.
  if (index >= 0) throw new ApiFailure(400, photoNotYoursMessage(field, field.endsWith('s') ? index : undefined));
}
