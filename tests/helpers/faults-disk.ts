/**
 * A small disk of the test's own: a tmpfs mounted on a folder (root only), filled to the last page and
 * freed again, so "disk full" is real ENOSPC from the kernel rather than a stubbed store.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Mounts a tmpfs of `sizeBytes` on `dir`; answers why not when the system refuses. */
export function mountTmpfs(dir: string, sizeBytes: number): { mounted: true } | { mounted: false; reason: string } {
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes},mode=0755`, 'tmpfs', dir], { stdio: 'pipe' });
    return { mounted: true };
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { mounted: false, reason: stderr || (error instanceof Error ? error.message : String(error)) };
  }
}

/** Unmounts `dir`, lazily when something still holds it, so a failed test never leaves a mount behind. */
export function unmount(dir: string): void {
  try {
    execFileSync('umount', [dir], { stdio: 'pipe' });
  } catch {
    execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
  }
}

/** Bytes a non-root writer could still store on the file system of `dir`. */
export const freeBytes = (dir: string): number => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

const FILLER = 'filler.bin';
const SPARE = 'spare.bin';

/**
 * Fills the disk of `dir` until the kernel says ENOSPC. With `sparePages`, that many pages are held in a
 * separate file first, and freed by `releaseSpare()` to leave exactly that much room.
 */
export function fillDisk(dir: string, sparePages = 0): { releaseSpare: () => void; free: () => void } {
  const page = statfsSync(dir).bsize;
  if (sparePages > 0) writeFileSync(join(dir, SPARE), Buffer.alloc(sparePages * page, 1));
  const chunk = Buffer.alloc(64 * 1024, 7);
  try {
    for (;;) appendFileSync(join(dir, FILLER), chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  // The last partial chunk may have left less than a page; fill that too, a byte at a time.
  try {
    for (let i = 0; i < page; i += 1) appendFileSync(join(dir, FILLER), Buffer.alloc(1, 7));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  return {
    releaseSpare: () => rmSync(join(dir, SPARE), { force: true }),
    free: () => {
      rmSync(join(dir, FILLER), { force: true });
      rmSync(join(dir, SPARE), { force: true });
    },
  };
}

/** Files of the disk that are not the filler: what the media store wrote. */
export const isFiller = (name: string): boolean => name === FILLER || name === SPARE;
