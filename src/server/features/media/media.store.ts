/**
 * The one storage interface for image bytes, addressed by content hash and width. The local-disk store
 * keeps `<dir>/<first 2 hex>/<hash>-<width>.webp`; the S3 store (media-s3.store.ts) keeps the same names
 * as object keys, for when the app runs on several machines.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';

export interface MediaStore {
  /**
   * Stores one variant; storing the same hash and width again is harmless. Throws MediaStoreFullError
   * when there is no room, having left nothing of this write behind.
   */
  put(hash: string, width: number, bytes: Uint8Array): Promise<void>;
  /** The variant's bytes, or undefined when it is not stored. */
  get(hash: string, width: number): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** The variant as a stream with its size, read as it is sent; undefined when it is not stored. */
  open(hash: string, width: number): Promise<StoredFile | undefined>;
  /** True when at least one variant of `hash` is stored. */
  has(hash: string): Promise<boolean>;
  /** Deletes every variant of `hash` (an upload that failed half-way); nothing stored is harmless. */
  remove(hash: string): Promise<void>;
  /**
   * Deletes the temporary files of writes that never finished (the process was killed mid-write) last
   * changed before `olderThan`; answers how many. Optional: a store without temporaries has none.
   */
  removeStaleTemporaries?(olderThan: Date): Promise<number>;
}

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/** The store has no room for a write (a full disk or quota): the caller answers 507, not a 500. */
export class MediaStoreFullError extends Error {
  constructor(options: { cause: unknown }) {
    super('the media store is out of space', options);
  }
}

/**
 * The store could not be reached or refused the request (a bucket down, bad credentials): the caller
 * answers 503 (try again later) and the cause goes to the log, never to the client.
 */
export class MediaStoreUnavailableError extends Error {
  constructor(options: { cause: unknown }) {
    super('the media store is unavailable', options);
  }
}

/** Error codes of a write refused for lack of space. */
const OUT_OF_SPACE = new Set(['ENOSPC', 'EDQUOT']);

const HASH = /^[0-9a-f]{64}$/;

/** The stored name of a variant, the last part of its URL: `<hash>-<width>.webp`. */
export const mediaFileName = (hash: string, width: number) => `${hash}-${width}.webp`;

/** A variant's name as `mediaFileName` writes it, split into hash and width; undefined for anything else. */
export function parseMediaFileName(name: string): { hash: string; width: number } | undefined {
  const match = /^([0-9a-f]{64})-(\d{1,4})\.webp$/.exec(name);
  return match?.[1] ? { hash: match[1], width: Number(match[2]) } : undefined;
}

/** Refuses anything that is not a SHA-256 hex hash and a sane width: the store builds paths from them. */
export function assertKey(hash: string, width?: number): void {
  if (!HASH.test(hash)) throw new Error('media hash must be 64 lowercase hex characters');
  if (width !== undefined && !(Number.isInteger(width) && width > 0 && width <= 8192)) {
    throw new Error('media width must be a whole number of pixels');
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

export function createDiskMediaStore(dir: string): MediaStore {
  const folder = (hash: string) => join(dir, hash.slice(0, 2));
  const file = (hash: string, width: number) => join(folder(hash), mediaFileName(hash, width));
  /** Stores one variant's file (see `put`). */
  async function putFile(hash: string, width: number, bytes: Uint8Array): Promise<void> {
    const target = file(hash, width);
    // Content-addressed: a file that is already there holds these very bytes.
    if (
      await stat(target).then(
        (s) => s.size > 0,
        () => false,
      )
    )
      return;
    await mkdir(folder(hash), { recursive: true });
    // Write aside, then rename: a crash never leaves a half-written image under the final name.
    const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
  return {
    async put(hash, width, bytes) {
      assertKey(hash, width);
      try {
        await putFile(hash, width, bytes);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException | undefined)?.code;
        throw code && OUT_OF_SPACE.has(code) ? new MediaStoreFullError({ cause: error }) : error;
      }
    },
    async get(hash, width) {
      assertKey(hash, width);
      try {
        return new Uint8Array(await readFile(file(hash, width)));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async open(hash, width) {
      assertKey(hash, width);
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(file(hash, width));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // The stream closes the file when it ends or is cancelled (a client that went away).
        return { body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async has(hash) {
      assertKey(hash);
      try {
        return (await readdir(folder(hash))).some((name) => name.startsWith(`${hash}-`) && name.endsWith('.webp'));
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(hash) {
      assertKey(hash);
      let names: string[];
      try {
        names = await readdir(folder(hash));
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      // Variants and any temporary file a failed write left behind.
      const own = names.filter((name) => name.startsWith(`${hash}-`));
      await Promise.all(own.map((name) => rm(join(folder(hash), name), { force: true })));
    },
    async removeStaleTemporaries(olderThan) {
      const folders = await readdir(dir).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      let removed = 0;
      for (const name of folders.filter((entry) => /^[0-9a-f]{2}$/.test(entry))) {
        for (const entry of (await readdir(join(dir, name)).catch(() => [] as string[])).filter(isTemporary)) {
          const path = join(dir, name, entry);
          const changed = await stat(path).then(
            (s) => s.mtime,
            () => undefined,
          );
          if (changed && changed < olderThan) {
            await rm(path, { force: true });
            removed += 1;
          }
        }
      }
      return removed;
    },
  };
}

/** A write in progress, or one a killed process never finished: `<hash>-<width>.webp.<pid>.<random>.tmp`. */
const isTemporary = (name: string) => /^[0-9a-f]{64}-\d+\.webp\.\d+\.[0-9a-f]+\.tmp$/.test(name);
