/**
 * The orphan photo sweep. A photo is uploaded before the listing, project or profile that uses it is
 * saved, so some uploads are never used (a draft given up, a photo removed before submitting). A media
 * row that nothing refers to and that nobody uploaded within the grace period is an orphan: its row (and
 * with it its `media_uploads` rows) and its files are deleted.
 *
 * Each photo is deleted in its own transaction holding the photo's lock (media-lock.ts), which uploads
 * and attaches take too: the orphan test is made again under the lock, so a photo attached or uploaded
 * again meanwhile is kept, and its files are removed before the lock is let go, so an upload of the same
 * picture that was waiting stores them afresh. The job runner sweeps on one process at a time, but two
 * sweeps at once would still be safe.
 */
import { and, asc, eq, gt, gte, lt, notExists, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { UNUSED_UPLOAD_KEEP_DAYS } from '../../../shared/media-upload';
import type { AppDeps } from '../../app-env';
import type { Database } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { propertyPhotos } from '../listings/listings.schema';
import { projectPhotos } from '../projects/projects.schema';
import { sellers } from '../sellers/sellers.schema';
import { media, mediaUploads } from './media.schema';
import type { MediaStore } from './media.store';
import { lockMedia } from './media-lock';

/** How long an unused upload is kept: as long as the add-property draft that may hold it. */
export const ORPHAN_MEDIA_GRACE_MS = UNUSED_UPLOAD_KEEP_DAYS * 24 * 60 * 60 * 1000;
/** How often the sweep runs (on one process at a time). */
export const MEDIA_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** A temporary file untouched this long belongs to a write that will never finish (its process was killed). */
export const STALE_TEMPORARY_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Every column that keeps a photo in use. A table that starts referring to media must be added here;
 * the sweep test compares this list with the database's foreign keys to `media`.
 */
export const MEDIA_IN_USE_BY: readonly PgColumn[] = [
  propertyPhotos.mediaHash,
  projectPhotos.mediaHash,
  sellers.photoHash,
];

/** The media row is an orphan at `cutoff` (now minus the grace period). */
function orphanAt(db: Database, cutoff: Date): SQL {
  const inUse = MEDIA_IN_USE_BY.map((column) =>
    notExists(db.select({ one: sql`1` }).from(column.table).where(eq(column, media.hash))),
  );
  const recentUpload = db
    .select({ one: sql`1` })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.mediaHash, media.hash), gte(mediaUploads.createdAt, cutoff)));
  return and(lt(media.createdAt, cutoff), notExists(recentUpload), ...inUse) as SQL;
}

/** Deletes one photo if it is still an orphan; true when it was. */
async function sweepOne(db: Database, store: MediaStore, hash: string, cutoff: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockMedia(tx, hash);
    const [gone] = await tx
      .delete(media)
      .where(and(eq(media.hash, hash), orphanAt(tx, cutoff)))
      .returning({ hash: media.hash });
    if (!gone) return false;
    // Under the lock, before the commit: if this fails the row stays, and the next sweep tries again.
    await store.remove(hash);
    return true;
  });
}

export interface MediaSweepResult {
  /** Orphans deleted, rows and files. */
  deleted: number;
  /** Orphans that could not be deleted (each reported to `onError`); the next sweep tries again. */
  failed: number;
}

/** Deletes every photo that is an orphan at `now`. */
export async function sweepOrphanMedia(
  db: Database,
  store: MediaStore,
  now: Date,
  onError: (hash: string, error: unknown) => void = () => undefined,
  signal?: AbortSignal,
): Promise<MediaSweepResult> {
  const cutoff = new Date(now.getTime() - ORPHAN_MEDIA_GRACE_MS);
  const result: MediaSweepResult = { deleted: 0, failed: 0 };
  // In hash order, each candidate once: one that fails is not met again in this sweep.
  let after = '';
  for (;;) {
    const batch = await db
      .select({ hash: media.hash })
      .from(media)
      .where(and(gt(media.hash, after), orphanAt(db, cutoff)))
      .orderBy(asc(media.hash))
      .limit(BATCH);
    for (const { hash } of batch) {
      if (signal?.aborted) return result;
      try {
        if (await sweepOne(db, store, hash, cutoff)) result.deleted += 1;
      } catch (error) {
        result.failed += 1;
        onError(hash, error);
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return result;
    after = last.hash;
  }
}

export const MEDIA_SWEEP_JOB = 'orphan-photo-sweep';

/** The job for the runner (src/server/lib/jobs.ts): every `periodMs`, stopping between photos when asked. */
export function mediaSweepJob(
  deps: Pick<AppDeps, 'database' | 'media' | 'now' | 'logger'>,
  periodMs = MEDIA_SWEEP_INTERVAL_MS,
): Job {
  const { logger } = deps;
  return {
    name: MEDIA_SWEEP_JOB,
    periodMs,
    async run({ signal }) {
      const now = deps.now?.() ?? new Date();
      const result = await sweepOrphanMedia(
        deps.database.db,
        deps.media,
        now,
        (hash, err) => logger.error({ err, hash }, 'deleting an orphan photo failed'),
        signal,
      );
      if (result.deleted > 0 || result.failed > 0) logger.info(result, 'orphan photos swept');
      if (signal.aborted) return {};
      const temporaries = await deps.media.removeStaleTemporaries?.(new Date(now.getTime() - STALE_TEMPORARY_MS));
      if (temporaries) logger.info({ temporaries }, 'unfinished photo writes removed');
      return {};
    },
  };
}
