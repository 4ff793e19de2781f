/**
 * The photo store's disk fills up (a fault suite). The server's media folder (DATA_DIR/media) is a
 * small tmpfs of the test's own; once it is full, a seller's upload answers 507 with the storage-full
 * message and nothing internal, leaves no file and no row behind (so the photo cannot be attached to a
 * listing), and a disk that fills half-way through a photo's variants keeps none of them. Once room is
 * made, the same uploads work. Without root (mount refused) the suite says so loudly and skips, except
 * under CI=true, where it fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodePhoto } from '../../src/server/features/media/photo-encode';
import { MEDIA_UPLOAD_MESSAGES, photoNotYoursMessage } from '../../src/shared/media-upload';
import { validFlat } from '../fixtures/seller-listings';
import { call, ended, printFigures, type Session, seller, uploadPhoto } from '../helpers/faults-api';
import { fillDisk, freeBytes, isFiller, mountTmpfs, unmount } from '../helpers/faults-disk';
import { auditMedia, withSql } from '../helpers/faults-integrity';
import { filesIn, jpeg } from '../helpers/media-api';
import { createTemporaryPostgres, type TemporaryPostgres } from '../helpers/postgres';
import { type ServerProcess, startServer } from '../helpers/server-process';

const DISK_BYTES = 1024 * 1024;

describe('disk full for media', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-fault-disk-'));
  const mediaDir = join(dataDir, 'media');
  let mount: ReturnType<typeof mountTmpfs> = { mounted: false, reason: 'not tried' };
  let postgres: TemporaryPostgres | undefined;
  let server: ServerProcess | undefined;
  let owner: Session;
  const database = () => ({ url: postgres?.url, dataDir });

  beforeAll(async () => {
    mount = mountTmpfs(mediaDir, DISK_BYTES);
    if (!mount.mounted) {
      const message = `!!! Could not mount a tmpfs on ${mediaDir} (${mount.reason}): the disk-full test is SKIPPED (it needs root). !!!`;
      if (process.env.CI === 'true') throw new Error(`CI=true: ${message}`);
      console.warn(`\n${message}\n`);
      return;
    }
    // PostgreSQL when the run has it, so the rows can be read while the server runs; PGlite otherwise.
    if (inject('databaseKinds').includes('postgres')) postgres = await createTemporaryPostgres();
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      DEMO_MODE: 'false',
      RATE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'warn',
    });
    owner = await seller(server.url, dataDir);
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    if (server) await ended(server.child);
    if (mount.mounted) unmount(mediaDir);
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 507 with a clear message, keeps no file or row, and uploads again once room is made', async (ctx) => {
    if (!mount.mounted || !server) return ctx.skip();
    const url = server.url;
    const started = performance.now();
    const warmup = await uploadPhoto(url, owner.token, 1);
    expect(warmup.status).toBe(201);

    // Full to the last page: three different pictures are refused.
    const disk = fillDisk(mediaDir, 1);
    const freeWhenFull = freeBytes(mediaDir);
    const refused = [];
    for (const seed of [2, 3, 4]) {
      const answer = await uploadPhoto(url, owner.token, seed);
      refused.push(answer);
      expect(answer.status).toBe(507);
      expect(answer.body).toEqual({
        success: false,
        code: 'insufficient_storage',
        message: MEDIA_UPLOAD_MESSAGES.storageFull,
      });
    }
    const hashOf = async (seed: number) => (await encodePhoto(await jpeg(160, 120, seed))).hash;
    const refusedHash = await hashOf(2);
    expect(await storedFiles(mediaDir), 'nothing of the refused photos is on disk').toEqual(
      await storedFiles(mediaDir, [await hashOf(1)]),
    );
    // No row either: the seller cannot attach the photo the server said it could not store.
    const attach = await call(url, 'POST', '/api/seller/properties', validFlat({ photos: [refusedHash] }), {
      token: owner.token,
    });
    expect(attach.status).toBe(400);
    expect(attach.body?.message).toBe(photoNotYoursMessage('photos', 0));
    // The server itself is fine meanwhile: other requests answer.
    expect((await call(url, 'GET', '/api/ready')).status).toBe(200);

    // One page of room: the first variant fits, the next ones do not; the one written is removed again.
    disk.releaseSpare();
    const halfWay = await uploadPhoto(url, owner.token, 5);
    expect(halfWay.status).toBe(507);
    expect(halfWay.body?.message).toBe(MEDIA_UPLOAD_MESSAGES.storageFull);
    const halfHash = await hashOf(5);
    expect(
      (await filesIn(mediaDir)).filter((f) => f.includes(halfHash)),
      'no variant of a half-stored photo is kept',
    ).toEqual([]);

    // Room again: the very same pictures upload, and can be attached.
    disk.free();
    const freedAt = performance.now();
    const retried = [];
    for (const seed of [2, 5]) {
      const answer = await uploadPhoto(url, owner.token, seed);
      retried.push(answer.status);
      expect(answer.status).toBe(201);
    }
    const recoveredMs = performance.now() - freedAt;
    const listing = await call(url, 'POST', '/api/seller/properties', validFlat({ photos: [refusedHash, halfHash] }), {
      token: owner.token,
    });
    expect(listing.status).toBe(201);

    if (!postgres) expect(await server.stop()).toBe(0);
    const audit = await withSql(database(), async (query) => {
      const rows = await query(
        'select m.hash, count(u.user_id)::int as uploads from media m left join media_uploads u on u.media_hash = m.hash group by m.hash',
      );
      expect(rows.map((r) => r.hash).sort()).toEqual([await hashOf(1), refusedHash, halfHash].sort());
      expect(rows.every((r) => Number(r.uploads) === 1)).toBe(true);
      return auditMedia(query, mediaDir);
    });
    expect(audit.rowsWithoutWholeFiles).toEqual([]);
    expect(audit.partialFiles).toEqual([]);
    expect(audit.filesWithoutRow).toEqual([]);
    expect(audit.temporaryFiles).toEqual([]);

    printFigures(
      `[fault-disk-full] ${DISK_BYTES / 1024} KiB tmpfs filled (${freeWhenFull} bytes free): ` +
        `${refused.length} uploads answered ${refused.map((r) => r.status).join(', ')} in ` +
        `${refused.map((r) => Math.round(r.ms)).join('/')} ms; a photo that ran out of room half-way answered ` +
        `${halfWay.status} and left 0 files; after freeing, uploads answered ${retried.join(', ')} ` +
        `(${Math.round(recoveredMs)} ms); media rows ${audit.rows}, all with whole files; ` +
        `whole run ${Math.round(performance.now() - started)} ms`,
    );
  });
});

/** The media files on disk (not the filler), optionally only those of `hashes`. */
async function storedFiles(dir: string, hashes?: string[]): Promise<string[]> {
  const files = (await filesIn(dir)).filter((file) => !isFiller(file));
  return hashes ? files.filter((file) => hashes.some((hash) => file.includes(hash))) : files;
}
