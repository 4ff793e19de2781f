/**
 * `npm run media:copy-to-s3`: a disk media folder copied into the bucket (s3rver on loopback), byte for
 * byte with the immutable headers; objects already there with the right size are skipped and a wrong-size
 * one is copied again; the command killed part-way and run again finishes the copy.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfNeeded } from '../../src/server/cli/build-if-needed';
import { createDiskMediaStore } from '../../src/server/features/media/media.store';
import { copyMediaToS3 } from '../../src/server/features/media/media-copy';
import { MEDIA_WIDTHS } from '../../src/shared/media';
import { filesIn } from '../helpers/media-api';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';

const ROOT = join(import.meta.dirname, '../..');
/** What `npm run media:copy-to-s3` runs: the built command. */
const CLI = 'dist-server/media-copy-to-s3.js';

/** A disk media folder with `photos` photos of every page width (random bytes of varied sizes). */
async function mediaFolder(photos: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pc-copy-src-'));
  const store = createDiskMediaStore(dir);
  for (let i = 0; i < photos; i += 1) {
    const hash = randomBytes(32).toString('hex');
    for (const width of MEDIA_WIDTHS) await store.put(hash, width, randomBytes(200 + ((i * 37 + width) % 900)));
  }
  return dir;
}

/** Every variant file of the folder as the key it should have in the bucket, with its size. */
async function expectedObjects(dir: string, prefix = '') {
  const files = (await filesIn(dir)).filter((file) => file.endsWith('.webp'));
  const objects = await Promise.all(
    files.map(async (file) => ({
      key: `${prefix}${file.slice(3)}`,
      size: (await readFile(join(dir, file))).byteLength,
    })),
  );
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
  err: string;
}

/** Runs the command; `killOn` kills it (SIGKILL) as soon as its output matches. */
function runCli(s3: TestS3Server, args: string[], killOn?: RegExp): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      // The SDK's notice that its 2027 releases need Node 22 is not this command's output.
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...s3.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run: Run = { code: null, signal: null, out: '', err: '' };
    child.stdout?.on('data', (chunk: Buffer) => {
      run.out += chunk.toString();
      if (killOn?.test(run.out)) child.kill('SIGKILL');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      run.err += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ ...run, code, signal }));
  });
}

describe('copying a media folder into the bucket', () => {
  let s3: TestS3Server;
  const folders: string[] = [];

  beforeAll(async () => {
    await buildServerIfNeeded();
    s3 = await startS3Server({ bucket: 'pc-copy', prefix: 'media/' });
  }, 180_000);
  afterAll(async () => {
    await s3.close();
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('copies every variant once, skips what is already there, and recopies an object of the wrong size', async () => {
    const dir = await mediaFolder(4);
    folders.push(dir);
    // Not photos: an unfinished write's temporary and a stray file stay where they are.
    const first = (await filesIn(dir))[0] ?? '';
    await writeFile(join(dir, `${first}.123.abcdef.tmp`), 'half');
    await writeFile(join(dir, 'README.txt'), 'not a photo');
    const expected = await expectedObjects(dir, 'media/');
    // One object already copied, one cut short by an earlier copy made some other way.
    const [done, short] = expected;
    const bytesOf = async (key: string) => readFile(join(dir, key.slice(6, 8), key.slice(6)));
    await s3.client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: done?.key, Body: await bytesOf(done?.key ?? '') }),
    );
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: short?.key, Body: Buffer.from('cut') }));

    const store = s3.store();
    const seen: number[] = [];
    const result = await copyMediaToS3(dir, store, { onProgress: (p) => seen.push(p.copied + p.skipped) });
    expect(result).toEqual({
      found: expected.length,
      copied: expected.length - 1,
      skipped: 1,
      failed: 0,
      bytes: expected.slice(1).reduce((sum, o) => sum + o.size, 0),
    });
    expect(seen.at(-1)).toBe(expected.length);
    expect(await s3.objects()).toEqual(expected);
    const copied = await s3.read(expected[2]?.key ?? '');
    expect(Buffer.from(copied?.bytes ?? [])).toEqual(await bytesOf(expected[2]?.key ?? ''));
    expect(copied?.contentType).toBe('image/webp');
    expect(copied?.cacheControl).toBe('public, max-age=31536000, immutable');

    // A second run has nothing to do.
    const again = await copyMediaToS3(dir, store);
    expect(again).toMatchObject({ copied: 0, skipped: expected.length, failed: 0 });
    store.destroy();
  });

  it('finishes the copy when run again after being killed part-way', async () => {
    const dir = await mediaFolder(150);
    folders.push(dir);
    const other = await startS3Server({ bucket: 'pc-resume' });
    try {
      const expected = await expectedObjects(dir);
      // One upload at a time, so the first progress line (after about a second) comes well before the end.
      const killed = await runCli(other, ['--from', dir, '--concurrency', '1'], / copied /);
      expect(killed.signal).toBe('SIGKILL');
      const partial = (await other.objects()).length;
      expect(partial).toBeGreaterThan(0);
      expect(partial).toBeLessThan(expected.length);

      const rerun = await runCli(other, ['--from', dir]);
      expect(rerun.err).toBe('');
      expect(rerun.code).toBe(0);
      const summary = rerun.out.trim().split('\n').at(-1) ?? '';
      const [, copied, skipped] = /(\d+) copied .*?, (\d+) already there, 0 failed/.exec(summary) ?? [];
      expect(Number(copied) + Number(skipped)).toBe(expected.length);
      expect(Number(skipped)).toBeGreaterThanOrEqual(partial - 1);
      expect(summary).toMatch(new RegExp(`^Done in [\\d.]+ s\\. ${expected.length} of ${expected.length} seen`));
      expect(await other.objects()).toEqual(expected);
    } finally {
      await other.close();
    }
  });

  it('refuses to run without a bucket, saying what to set', async () => {
    const run = await runCli({ ...s3, env: {} }, ['--from', tmpdir()]);
    expect(run.code).toBe(1);
    expect(run.err.trim()).toBe('MEDIA_S3_BUCKET is not set: there is no bucket to copy the photos to.');
  });
});
