/**
 * docs/operations.md's backup and restore, run as written: a PostgreSQL marketplace with photos is backed
 * up with `pg_dump` and a tar of the media folder, restored into an empty database and a new data folder,
 * and a fresh server on the restored copy serves the same listings, photos and logins. PGlite's cold copy
 * (stop, copy the data folder, start) is checked the same way, and so are photos kept in an S3 bucket:
 * the bucket copied out and into a new, empty bucket (what `aws s3 sync` does both ways; done here with
 * the S3 client, so the test needs no AWS CLI) alongside the dump.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER_PASSWORD } from '../../src/demo/demo-seed-accounts';
import { buildServerIfNeeded } from '../../src/server/cli/build-if-needed';
import { mediaUrl } from '../../src/shared/media';
import { createTemporaryPostgres, postgresIsReachable, type TemporaryPostgres } from '../helpers/postgres';
import { printFigures } from '../helpers/print-figures';
import { copyBucket } from '../helpers/s3-backup';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { PROJECT_ROOT, type ServerProcess, startServer } from '../helpers/server-process';

const SEED = ['--properties', '120', '--sellers', '20', '--projects', '6'];
/** What `npm run demo:seed` runs: the built command (the suite's beforeAll builds it). */
const SEED_DEMO = 'dist-server/seed-demo.js';

/** `npm run demo:seed` against a database and data folder (the CLI the README documents). */
function seedDemo(env: Record<string, string>) {
  execFileSync(process.execPath, [SEED_DEMO, ...SEED], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: 'pipe',
  });
}

/**
 * The same, without blocking this process: the S3 server the seed writes to runs in it, and
 * execFileSync would leave it unable to answer.
 */
const seedDemoAsync = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [SEED_DEMO, ...SEED], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
  });

interface Sample {
  id: number;
  title: string;
  photo: string;
  email: string;
  activeCount: number;
}

/** One active property with a photo, its seller's e-mail and how many active properties there are. */
async function sampleOf(url: string): Promise<Sample> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select p.id, p.title, ph.media_hash as photo, u.email
         from properties p
         join users u on u.id = p.seller_id
         join property_photos ph on ph.property_id = p.id and ph.position = 0
        where p.status = 'active'
        order by p.id limit 1`,
    );
    const count = await client.query(`select count(*)::int as n from properties where status = 'active'`);
    const row = rows[0];
    return { id: Number(row.id), title: row.title, photo: row.photo, email: row.email, activeCount: count.rows[0].n };
  } finally {
    await client.end();
  }
}

/** What a visitor and a seller get from a running server: the listing, its photo, search and a login. */
async function expectServes(server: ServerProcess, sample: Sample, photoBytes: Buffer) {
  const ready = await (await fetch(`${server.url}/api/ready`)).json();
  expect(ready).toMatchObject({ success: true, status: 'ready' });

  const detail = await (await fetch(`${server.url}/api/properties/${sample.id}`)).json();
  expect(detail.data).toMatchObject({ id: sample.id, title: sample.title });

  const photo = await fetch(`${server.url}${mediaUrl(sample.photo, 320)}`);
  expect(photo.status).toBe(200);
  expect(Buffer.from(await photo.arrayBuffer()).equals(photoBytes)).toBe(true);

  const search = await (await fetch(`${server.url}/api/properties/search?page=1`)).json();
  expect(search.total).toBe(sample.activeCount);

  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: sample.email, password: DEMO_SELLER_PASSWORD }),
  });
  expect(login.status).toBe(200);
}

const hasTools = (() => {
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'pipe' });
    execFileSync('pg_restore', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasTools && process.env.CI !== 'true')('backup and restore (docs/operations.md)', () => {
  const folders: string[] = [];
  const databases: TemporaryPostgres[] = [];
  const servers: ServerProcess[] = [];
  const buckets: TestS3Server[] = [];
  const folder = (stem: string) => {
    const dir = mkdtempSync(join(tmpdir(), `pc-${stem}-`));
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    if (!hasTools) throw new Error('pg_dump and pg_restore are needed (Debian: postgresql-client)');
    await buildServerIfNeeded();
  }, 180_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const bucket of buckets) await bucket.close();
    for (const database of databases) await database.drop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('restores a PostgreSQL backup and its photos into an empty database, and the app serves it', async (ctx) => {
    if (!(await postgresIsReachable())) {
      if (process.env.CI === 'true') throw new Error('PostgreSQL is not reachable');
      console.warn('!!! PostgreSQL is not reachable: the PostgreSQL backup test is skipped. !!!');
      return ctx.skip();
    }
    const started = Date.now();
    const source = await createTemporaryPostgres();
    databases.push(source);
    const sourceData = folder('source');
    seedDemo({ DATABASE_URL: source.url, DATA_DIR: sourceData });
    const sample = await sampleOf(source.url);
    // The media store's layout: <DATA_DIR>/media/<first two hex digits>/<hash>-<width>.webp.
    const photoBytes = readFileSync(join(sourceData, 'media', sample.photo.slice(0, 2), `${sample.photo}-320.webp`));

    // The backup, as docs/operations.md writes it.
    const backups = folder('backup');
    const dump = join(backups, 'property-creator.dump');
    const mediaTar = join(backups, 'media.tar.gz');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', '--file', dump, source.url]);
    execFileSync('tar', ['-C', sourceData, '-czf', mediaTar, 'media']);

    // The restore: an empty database and an empty data folder.
    const target = await createTemporaryPostgres();
    databases.push(target);
    const targetData = folder('target');
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', target.url, dump]);
    execFileSync('tar', ['-C', targetData, '-xzf', mediaTar]);

    const server = await startServer({ DATABASE_URL: target.url, DATA_DIR: targetData, DEMO_MODE: 'false' });
    servers.push(server);
    await expectServes(server, sample, photoBytes);
    printFigures(
      `backup/restore (PostgreSQL): ${sample.activeCount} active listings, dump ${readFileSync(dump).length} B, ` +
        `media ${readFileSync(mediaTar).length} B, whole round trip ${Date.now() - started} ms`,
    );
  });

  it("restores PGlite's data folder copied while the server was stopped", async () => {
    const source = folder('pglite');
    seedDemo({ DATA_DIR: source });
    const first = await startServer({ DATA_DIR: source, DEMO_MODE: 'false' });
    const search = await (await fetch(`${first.url}/api/properties/search?page=1&sort=newest`)).json();
    await first.stop();
    const listing = search.data.find((card: { coverPhoto: string | null }) => card.coverPhoto);

    const copy = join(folder('pglite-copy'), 'data');
    cpSync(source, copy, { recursive: true });
    rmSync(source, { recursive: true, force: true });

    const server = await startServer({ DATA_DIR: copy, DEMO_MODE: 'false' });
    servers.push(server);
    const again = await (await fetch(`${server.url}/api/properties/${listing.id}`)).json();
    expect(again.data).toMatchObject({ id: listing.id, title: listing.title });
    const photo = await fetch(`${server.url}${mediaUrl(listing.coverPhoto, 320)}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('restores a PostgreSQL backup with its photos in an S3 bucket copied into a new bucket', async (ctx) => {
    if (!(await postgresIsReachable())) {
      if (process.env.CI === 'true') throw new Error('PostgreSQL is not reachable');
      return ctx.skip();
    }
    const sourceBucket = await startS3Server({ bucket: 'pc-source', prefix: 'media/' });
    buckets.push(sourceBucket);
    const source = await createTemporaryPostgres();
    databases.push(source);
    await seedDemoAsync({ DATABASE_URL: source.url, DATA_DIR: folder('s3-source'), ...sourceBucket.env });
    const sample = await sampleOf(source.url);
    const photoBytes = Buffer.from((await sourceBucket.read(`media/${sample.photo}-320.webp`))?.bytes ?? []);
    expect(photoBytes.length).toBeGreaterThan(0);

    // The backup: the dump, and the bucket's objects copied out (aws s3 sync s3://bucket/media/ <folder>).
    const backups = folder('s3-backup');
    const dump = join(backups, 'property-creator.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', '--file', dump, source.url]);
    const saved = await copyBucket(sourceBucket, join(backups, 'media'));
    await sourceBucket.close();

    // The restore: an empty database, and the objects copied into a new, empty bucket.
    const target = await createTemporaryPostgres();
    databases.push(target);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', target.url, dump]);
    const targetBucket = await startS3Server({ bucket: 'pc-restored', prefix: 'media/' });
    buckets.push(targetBucket);
    await copyBucket(join(backups, 'media'), targetBucket);
    expect((await targetBucket.objects()).length).toBe(saved);

    const server = await startServer({
      DATABASE_URL: target.url,
      DATA_DIR: folder('s3-target'),
      DEMO_MODE: 'false',
      ...targetBucket.env,
    });
    servers.push(server);
    await expectServes(server, sample, photoBytes);
  });
});
