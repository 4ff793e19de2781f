/**
 * A seller's listing photos: `property_photos` rows in the seller's order (position 0 is the cover),
 * read for the listing answers and replaced whole when the seller sends a new list.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { propertyPhotos } from '../listings/listings.schema';
import { checkPhotosUsable } from '../media/attach-photos';

/** Each listing's photo hashes in order (listings without photos are absent). */
export async function photosOfListings(db: Database, ids: readonly number[]): Promise<Map<number, string[]>> {
  const byListing = new Map<number, string[]>();
  if (ids.length === 0) return byListing;
  const rows = await db
    .select({ id: propertyPhotos.propertyId, hash: propertyPhotos.mediaHash })
    .from(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, [...ids]))
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position));
  for (const row of rows) {
    const id = Number(row.id);
    byListing.set(id, [...(byListing.get(id) ?? []), row.hash]);
  }
  return byListing;
}

/**
 * Makes `hashes` the listing's photos, in order, inside the caller's transaction: refused (400, nothing
 * written) unless each is one the seller uploaded or one the listing already has (`kept`).
 */
export async function replaceListingPhotos(
  tx: Database,
  sellerId: number,
  propertyId: number,
  hashes: readonly string[],
  kept: readonly string[],
): Promise<void> {
  await checkPhotosUsable(tx, sellerId, hashes, kept);
  await tx.delete(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId));
  if (hashes.length === 0) return;
  await tx.insert(propertyPhotos).values(hashes.map((mediaHash, position) => ({ propertyId, position, mediaHash })));
}

/** True when `after` has a photo that `before` did not: something an admin has not seen yet. */
export const addsPhotos = (before: readonly string[], after: readonly string[]): boolean =>
  after.some((hash) => !before.includes(hash));

export const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((hash, i) => hash === b[i]);
