/**
 * The orphan photo sweep: an upload nothing uses is deleted (row, uploader rows, files) once the grace
 * period is over; a photo on a listing, a project or a seller's profile, or uploaded within the grace
 * period, is kept, also when it is attached while the sweep runs.
 */
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPhotosUsable } from '../../src/server/features/media/attach-photos';
import { createDiskMediaStore, type MediaStore } from '../../src/server/features/media/media.store';
import {
  MEDIA_IN_USE_BY,
  mediaSweepJob,
  ORPHAN_MEDIA_GRACE_MS,
  sweepOrphanMedia,
} from '../../src/server/features/media/media-sweep';
import { createJobRunner } from '../../src/server/lib/jobs';
import { MEDIA_WIDTHS, mediaUrl } from '../../src/shared/media';
import { validFlat } from '../fixtures/seller-listings';
import { testDeps } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';
import { filesIn, formWith, jpeg, upload } from '../helpers/media-api';
import { type Person, sellerTestApp } from '../helpers/seller-api';

type Rows = { rows: Record<string, unknown>[] };
const HOUR = 60 * 60 * 1000;
/** The sweep's clock when every photo uploaded in this test run is past its grace period. */
const later = () => new Date(Date.now() + ORPHAN_MEDIA_GRACE_MS + HOUR);

describeEachDatabase('the orphan photo sweep', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let dir: string;
  let store: MediaStore;
  let seller: Person;
  let builder: Person;
  let seed = 0;

  const rows = async (query: SQL) => ((await database().db.execute(query)) as unknown as Rows).rows;
  const sweep = (now: Date) => sweepOrphanMedia(database().db, store, now);

  /** Uploads a new picture as `who` and answers its hash. */
  async function photo(who = seller): Promise<string> {
    seed += 1;
    const res = await upload(t.app, who.token, formWith(await jpeg(640, 480, seed)));
    expect(res.status).toBe(201);
    return res.body.data.hash;
  }

  /** What is left of a photo: its row, its uploader rows and its files. */
  async function leftOf(hash: string) {
    const [row] = await rows(
      sql`select (select count(*)::int from media where hash = ${hash}) as media,
                 (select count(*)::int from media_uploads where media_hash = ${hash}) as uploads`,
    );
    const files = (await filesIn(dir)).filter((file) => file.includes(hash));
    return { media: Number(row?.media), uploads: Number(row?.uploads), files: files.length };
  }
  const kept = { media: 1, uploads: 1, files: MEDIA_WIDTHS.length };
  const gone = { media: 0, uploads: 0, files: 0 };

  /** Moves a photo's upload (row and uploader rows) back in time. */
  const uploadedAgo = (hash: string, ms: number) =>
    Promise.all([
      database().db.execute(
        sql`update media set created_at = now() - make_interval(secs => ${ms / 1000}) where hash = ${hash}`,
      ),
      database().db.execute(
        sql`update media_uploads set created_at = now() - make_interval(secs => ${ms / 1000}) where media_hash = ${hash}`,
      ),
    ]);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pc-sweep-test-'));
    store = createDiskMediaStore(dir);
    t = sellerTestApp(database(), { media: store });
    seller = await t.seller();
    builder = await t.seller({ sellerType: 'Builder', companyName: 'Lake City Builders' });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('deletes an upload nothing uses once the grace period is over: row, uploader row and files', async () => {
    const hash = await photo();
    expect(await leftOf(hash)).toEqual(kept);
    // Within the grace period: a draft may still be submitted with it.
    await sweep(new Date(Date.now() + ORPHAN_MEDIA_GRACE_MS - HOUR));
    expect(await leftOf(hash)).toEqual(kept);
    const result = await sweep(later());
    expect(result.failed).toBe(0);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await leftOf(hash)).toEqual(gone);
    expect((await t.app.request(mediaUrl(hash, 320))).status).toBe(404);
    // A seller still holding the hash is told to upload it again.
    const res = await t.call('POST', '/seller/properties', validFlat({ photos: [hash] }), seller.token);
    expect(res.status).toBe(400);
  });

  it('keeps photos on a listing, on a project and on a seller’s profile; deletes the unused one', async () => {
    const [onListing, onProject, onProfile, unused] = [
      await photo(),
      await photo(builder),
      await photo(),
      await photo(),
    ];
    const created = await t.call('POST', '/seller/properties', validFlat({ photos: [onListing] }), seller.token);
    expect(created.status).toBe(201);
    const [project] = await rows(
      sql`insert into projects (builder_id, name, project_type, state, city, locality, total_units, available_units, min_price, max_price)
          values (${builder.user.id}, 'Lake View Residency', 'Residential', 'Madhya Pradesh', 'Bhopal', 'Kolar Road', 120, 40, 4500000, 9000000)
          returning id`,
    );
    await database().db.execute(
      sql`insert into project_photos (project_id, position, media_hash) values (${project?.id}, 0, ${onProject})`,
    );
    await database().db.execute(sql`update sellers set photo_hash = ${onProfile} where user_id = ${seller.user.id}`);

    const result = await sweep(later());
    expect(result.failed).toBe(0);
    for (const hash of [onListing, onProject, onProfile]) expect(await leftOf(hash)).toEqual(kept);
    expect(await leftOf(unused)).toEqual(gone);
  });

  it('deletes a photo the seller took off their listing, once its grace period is over', async () => {
    const [first, second] = [await photo(), await photo()];
    const created = await t.call<{ data: { id: number } }>(
      'POST',
      '/seller/properties',
      validFlat({ title: 'Second flat near Arera Colony market', photos: [first, second] }),
      seller.token,
    );
    expect(created.status).toBe(201);
    const edited = await t.call(
      'PATCH',
      `/seller/properties/${created.body.data.id}`,
      { photos: [second] },
      seller.token,
    );
    expect(edited.status).toBe(200);
    await sweep(later());
    expect(await leftOf(first)).toEqual(gone);
    expect(await leftOf(second)).toEqual(kept);
  });

  it('counts the grace period from the latest upload of the picture', async () => {
    seed += 1;
    const bytes = await jpeg(640, 480, seed);
    const first = await upload(t.app, seller.token, formWith(bytes));
    const stale = await photo();
    await uploadedAgo(first.body.data.hash, ORPHAN_MEDIA_GRACE_MS + HOUR);
    await uploadedAgo(stale, ORPHAN_MEDIA_GRACE_MS + HOUR);
    // The same picture again, today: an answer of 200, and a fresh grace period.
    const again = await upload(t.app, seller.token, formWith(bytes));
    expect(again.status).toBe(200);
    await sweep(new Date());
    expect(await leftOf(first.body.data.hash)).toEqual(kept);
    expect(await leftOf(stale)).toEqual(gone);
  });

  it('keeps a photo attached while the sweep runs: the sweep waits for the attach, then leaves it', async () => {
    const hash = await photo();
    const created = await t.call<{ data: { id: number } }>(
      'POST',
      '/seller/properties',
      validFlat({ title: 'Third flat near Arera Colony market' }),
      seller.token,
    );
    const id = created.body.data.id;
    let sweeping: ReturnType<typeof sweep> | undefined;
    await database().db.transaction(async (tx) => {
      await checkPhotosUsable(tx, seller.user.id, [hash]);
      sweeping = sweep(later());
      if (database().kind === 'postgres') {
        // The sweep found the photo unused (the attach is not committed) and now waits for its lock.
        await expect
          .poll(
            async () =>
              (await rows(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`))[0]
                ?.n,
            {
              timeout: 5000,
            },
          )
          .toBe(1);
      }
      await tx.execute(sql`insert into property_photos (property_id, position, media_hash) values (${id}, 0, ${hash})`);
    });
    expect(await sweeping).toEqual({ deleted: expect.any(Number), failed: 0 });
    expect(await leftOf(hash)).toEqual(kept);
  });

  it('keeps every table that refers to media in its list of photos in use', async () => {
    const references = await rows(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'media'::regclass and c.conrelid <> 'media_uploads'::regclass
      order by 1, 2`);
    const listed = MEDIA_IN_USE_BY.map((column) => ({ table: getTableName(column.table), column: column.name }));
    expect(references).toEqual(expect.arrayContaining(listed));
    expect(listed).toEqual(expect.arrayContaining(references));
    expect(references).toHaveLength(listed.length);
  });

  it("removes what a killed process's unfinished writes left, once stale, and nothing else", async () => {
    const hash = await photo();
    const folder = join(dir, hash.slice(0, 2));
    const stale = join(folder, `${hash}-640.webp.4242.0a1b2c3d4e5f.tmp`);
    const fresh = join(folder, `${hash}-1024.webp.4243.0a1b2c3d4e5f.tmp`);
    const notOurs = join(folder, 'notes.tmp');
    await Promise.all([stale, fresh, notOurs].map((path) => writeFile(path, 'half an image')));
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    await Promise.all([stale, notOurs].map((path) => utimes(path, twoHoursAgo, twoHoursAgo)));

    expect(await store.removeStaleTemporaries?.(new Date(Date.now() - HOUR))).toBe(1);
    const names = await readdir(folder);
    expect(names).not.toContain(`${hash}-640.webp.4242.0a1b2c3d4e5f.tmp`);
    expect(names).toEqual(expect.arrayContaining([`${hash}-1024.webp.4243.0a1b2c3d4e5f.tmp`, 'notes.tmp']));
    expect(await leftOf(hash)).toMatchObject({ media: 1, uploads: 1 });
    await Promise.all([fresh, notOurs].map((path) => rm(path)));
  });

  describe('mediaSweepJob', () => {
    it('sweeps when the job runner runs it, until stopped', async () => {
      const hash = await photo();
      const deps = { ...testDeps(database()), media: store, now: later };
      const runner = createJobRunner({ db: database().db, logger: deps.logger, checkEveryMs: 20 });
      runner.add(mediaSweepJob(deps, 20));
      runner.start();
      try {
        await expect.poll(() => leftOf(hash), { timeout: 5000, interval: 50 }).toEqual(gone);
      } finally {
        await runner.stop();
      }
    });
  });
});
