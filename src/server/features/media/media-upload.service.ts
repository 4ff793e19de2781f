/**
 * Stores an encoded photo: its files first, then its `media` row, so a row always has its files. The
 * same picture has the same hash, so a second upload finds the row and stores nothing new.
 *
 * Concurrent uploads of one picture are serialised by a transaction-scoped advisory lock on its hash:
 * the first writes files and row, the next finds the row. When writing files or the row fails, the files
 * this upload created are removed again, so nothing half-stored remains; a store out of space is a 507,
 * one that does not answer a 503.
 */
import { eq, sql } from 'drizzle-orm';
import { MEDIA_WIDTHS, mediaUrl } from '../../../shared/media';
import { MEDIA_UPLOAD_MESSAGES, type UploadedPhoto } from '../../../shared/media-upload';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { media, mediaUploads } from './media.schema';
import { type MediaStore, MediaStoreFullError, MediaStoreUnavailableError } from './media.store';
import { lockMedia } from './media-lock';
import type { EncodedPhoto } from './photo-encode';

export interface StoredPhoto {
  photo: UploadedPhoto;
  /** False when the picture was already stored (an idempotent re-upload). */
  created: boolean;
}

export const photoUrls = (hash: string): UploadedPhoto['urls'] =>
  Object.fromEntries(MEDIA_WIDTHS.map((width) => [width, mediaUrl(hash, width)])) as UploadedPhoto['urls'];

/** Writes every variant; waits for all of them even when one fails, so cleaning up races no write. */
async function putAll(store: MediaStore, photo: EncodedPhoto): Promise<void> {
  const results = await Promise.allSettled(
    photo.variants.map((variant) => store.put(photo.hash, variant.width, variant.bytes)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Seconds an uploader is asked to wait before trying again while the store is not answering. */
const STORE_RETRY_AFTER_SECONDS = 30;

/** The first of the store's own errors among `error` and the errors it aggregates. */
function storeErrorIn(error: unknown): MediaStoreFullError | MediaStoreUnavailableError | undefined {
  const all = error instanceof AggregateError ? error.errors : [error];
  return all.find((e) => e instanceof MediaStoreFullError || e instanceof MediaStoreUnavailableError);
}

/**
 * A full store is the uploader's 507 and a store not answering a 503 (try later), not a server fault:
 * the cause rides along for the log. Anything else is thrown as it is.
 */
function asUploadFailure(error: unknown): unknown {
  const storeError = storeErrorIn(error);
  if (!storeError) return error;
  const failure =
    storeError instanceof MediaStoreFullError
      ? new ApiFailure(507, MEDIA_UPLOAD_MESSAGES.storageFull)
      : new ApiFailure(503, MEDIA_UPLOAD_MESSAGES.storageUnavailable, {
          'Retry-After': String(STORE_RETRY_AFTER_SECONDS),
        });
  failure.cause = error;
  return failure;
}

/**
 * A picture stored before it had the zoom width, uploaded again: its row now lists the width just
 * written, so the photo viewer asks for it. Answers the row's size, the largest variant's.
 */
async function addNewWidths(
  tx: Database,
  photo: EncodedPhoto,
  row: { width: number; height: number; variants: number[] },
): Promise<{ width: number; height: number }> {
  const widths = photo.variants.map((variant) => variant.width);
  if (widths.every((width) => row.variants.includes(width))) return { width: row.width, height: row.height };
  const largest = photo.variants[photo.variants.length - 1];
  await tx
    .update(media)
    .set({
      width: photo.width,
      height: photo.height,
      bytes: largest?.bytes.byteLength ?? 0,
      variants: [...new Set([...row.variants, ...widths])].sort((a, b) => a - b),
    })
    .where(eq(media.hash, photo.hash));
  return { width: photo.width, height: photo.height };
}

/** Stores the photo (once per hash) and records that `userId` uploaded it, so they may attach it. */
export async function storePhoto(
  db: Database,
  store: MediaStore,
  photo: EncodedPhoto,
  userId: number,
): Promise<StoredPhoto> {
  const { hash } = photo;
  // Uploading a picture again restarts its grace period: the orphan sweep spares a fresh upload.
  const recordUpload = (tx: Database) =>
    tx
      .insert(mediaUploads)
      .values({ mediaHash: hash, userId })
      .onConflictDoUpdate({ target: [mediaUploads.userId, mediaUploads.mediaHash], set: { createdAt: sql`now()` } });
  // True once this upload may have written files that no row refers to.
  let ownsFiles = false;
  try {
    return await db.transaction(async (tx) => {
      await lockMedia(tx, hash);
      const [existing] = await tx
        .select({ width: media.width, height: media.height, variants: media.variants })
        .from(media)
        .where(eq(media.hash, hash));
      if (existing) {
        // Puts of files already there are no-ops; a file lost from the store comes back.
        await putAll(store, photo);
        await recordUpload(tx);
        const size = await addNewWidths(tx, photo, existing);
        return { photo: { hash, ...size, urls: photoUrls(hash) }, created: false };
      }
      // Files without a row are leftovers of a crash: this upload takes them over.
      ownsFiles = true;
      await putAll(store, photo);
      const largest = photo.variants[photo.variants.length - 1];
      await tx.insert(media).values({
        hash,
        width: photo.width,
        height: photo.height,
        bytes: largest?.bytes.byteLength ?? 0,
        variants: photo.variants.map((variant) => variant.width),
      });
      await recordUpload(tx);
      return { photo: { hash, width: photo.width, height: photo.height, urls: photoUrls(hash) }, created: true };
    });
  } catch (error) {
    if (!ownsFiles) throw asUploadFailure(error);
    try {
      await store.remove(hash);
    } catch (cleanup) {
      // Both go to the error log: the failure, and the files that may now be left over (a store that is
      // down takes both writes and removals; the next upload of the picture takes its files over).
      throw asUploadFailure(
        new AggregateError([error, cleanup], 'storing a photo failed and so did removing its files'),
      );
    }
    throw asUploadFailure(error);
  }
}
