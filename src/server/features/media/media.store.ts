/**
 * The one storage interface for image bytes, addressed by content hash and width. The local-disk store
 * keeps `<dir>/<first 2 hex>/<hash>-<width>.webp`; an S3-compatible store can implement the same
 * interface when the app runs on several machines.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface MediaStore {
  /** Stores one variant; storing the same hash and width again is harmless. */
  put(hash: string, width: number, bytes: Uint8Array): Promise<void>;
  /** The variant's bytes, or undefined when it is not stored. */
  get(hash: string, width: number): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** True when at least one variant of `hash` is stored. */
  has(hash: string): Promise<boolean>;
  /** Deletes every variant of `hash` (an upload that failed half-way); nothing stored is harmless. */
  remove(hash: string): Promise<void>;
}

const HASH = /^[0-9a-f]{64}$/;

/** Refuses anything that is not a SHA-256 hex hash and a sane width: the store builds paths from them. */
function assertKey(hash: string, width?: number): void {
  if (!HASH.test(hash)) throw new Error('media hash must be 64 lowercase hex characters');
  if (width !== undefined && !(Number.isInteger(width) && width > 0 && width <= 8192)) {
    throw new Error('media width must be a whole number of pixels');
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

export function createDiskMediaStore(dir: string): MediaStore {
  const folder = (hash: string) => join(dir, hash.slice(0, 2));
  const file = (hash: string, width: number) => join(folder(hash), `${hash}-${width}.webp`);
  return {
    async put(hash, width, bytes) {
      assertKey(hash, width);
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
  };
}
