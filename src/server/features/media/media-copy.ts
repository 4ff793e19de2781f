/**
 * Copies a disk media folder (`<DATA_DIR>/media`, `<2 hex>/<hash>-<width>.webp`) into the S3 store, for
 * moving an existing deployment to a bucket. Resumable: a variant whose object is already there with the
 * file's size is skipped, and each object is written by one PutObject (whole or not at all), so a run
 * killed at any point is finished by running it again. Temporaries of unfinished disk writes and any
 * other file are left alone.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseMediaFileName } from './media.store';
import type { S3MediaStore } from './media-s3.store';

export interface MediaCopyProgress {
  /** Variants found in the folder. */
  found: number;
  copied: number;
  /** Already in the bucket with the right size. */
  skipped: number;
  failed: number;
  /** Bytes written to the bucket. */
  bytes: number;
}

export interface MediaCopyOptions {
  /** Puts in flight at once. */
  concurrency?: number;
  /** Called after every variant (copied, skipped or failed). */
  onProgress?: (progress: MediaCopyProgress) => void;
  /** Called for each variant that could not be copied; the run goes on. */
  onError?: (file: string, error: unknown) => void;
}

interface LocalVariant {
  path: string;
  name: string;
  hash: string;
  width: number;
}

/** The folder's variants, folder by folder. */
async function* variantsIn(dir: string): AsyncGenerator<LocalVariant> {
  const folders = (await readdir(dir)).filter((name) => /^[0-9a-f]{2}$/.test(name)).sort();
  for (const folder of folders) {
    const names = (await readdir(join(dir, folder)).catch(() => [] as string[])).sort();
    for (const name of names) {
      const parsed = parseMediaFileName(name);
      if (parsed?.hash.startsWith(folder)) yield { path: join(dir, folder, name), name, ...parsed };
    }
  }
}

export async function copyMediaToS3(
  dir: string,
  store: S3MediaStore,
  { concurrency = 8, onProgress, onError }: MediaCopyOptions = {},
): Promise<MediaCopyProgress> {
  const progress: MediaCopyProgress = { found: 0, copied: 0, skipped: 0, failed: 0, bytes: 0 };
  const copyOne = async (variant: LocalVariant) => {
    try {
      const { size } = await stat(variant.path);
      if ((await store.sizeOf(variant.hash, variant.width)) === size) {
        progress.skipped += 1;
      } else {
        await store.putFile(variant.hash, variant.width, variant.path, size);
        progress.copied += 1;
        progress.bytes += size;
      }
    } catch (error) {
      progress.failed += 1;
      onError?.(variant.name, error);
    }
    onProgress?.({ ...progress });
  };
  const running = new Set<Promise<void>>();
  for await (const variant of variantsIn(dir)) {
    progress.found += 1;
    const job: Promise<void> = copyOne(variant).finally(() => running.delete(job));
    running.add(job);
    if (running.size >= concurrency) await Promise.race(running);
  }
  await Promise.all(running);
  return progress;
}
