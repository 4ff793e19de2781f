import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskMediaStore, type MediaStore } from '../../src/server/features/media/media.store';
import { MEDIA_WIDTHS, mediaUrl } from '../../src/shared/media';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** A real WebP image of `width` (4:3), like the upload pipeline and the demo store. */
const webp = (width: number) =>
  sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: '#4f8a3c' } })
    .webp()
    .toBuffer();

describe('media store and route', () => {
  let database: TestDatabase;
  let dir: string;
  let store: MediaStore;
  let hash: string;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    dir = await mkdtemp(join(tmpdir(), 'pc-media-test-'));
    store = createDiskMediaStore(dir);
    const variants = await Promise.all(MEDIA_WIDTHS.map(webp));
    hash = createHash('sha256')
      .update(variants[variants.length - 1] ?? '')
      .digest('hex');
    await Promise.all(MEDIA_WIDTHS.map((width, i) => store.put(hash, width, variants[i] ?? new Uint8Array())));
    app = createTestApp(database, { media: store });
  });

  afterAll(async () => {
    await database.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores variants under <2 hex>/<hash>-<width>.webp with no temporary files left', async () => {
    const files = await readdir(join(dir, hash.slice(0, 2)));
    expect(files.sort()).toEqual(MEDIA_WIDTHS.map((width) => `${hash}-${width}.webp`).sort());
    expect(await store.has(hash)).toBe(true);
    expect(await store.has('0'.repeat(64))).toBe(false);
    expect(await store.get('0'.repeat(64), 320)).toBeUndefined();
  });

  it('refuses keys that are not a hash and a width (they become paths)', async () => {
    await expect(store.put('../../etc/passwd', 320, new Uint8Array([1]))).rejects.toThrow(/hash/);
    await expect(store.get(hash, -1)).rejects.toThrow(/width/);
    expect(existsSync(join(dir, '..', 'etc'))).toBe(false);
  });

  it('serves a stored image, immutable, with its type', async () => {
    const res = await app.request(mediaUrl(hash, 640));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.request(mediaUrl(hash, 320));
    const res = await app.request(mediaUrl(hash, 320), {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(res.status).toBe(304);
  });

  // Paths are built lazily: the stored hash exists only once beforeAll has run.
  it.each<[string, () => string]>([
    ['a path traversal', () => '/media/..%2F..%2Fetc%2Fpasswd'],
    ['a raw path traversal', () => '/media/../etc/passwd'],
    ['a short hash', () => `/media/${hash.slice(1)}-640.webp`],
    ['an upper-case hash', () => `/media/${hash.toUpperCase()}-640.webp`],
    ['an unknown hash', () => `/media/${'a'.repeat(64)}-640.webp`],
    ['a width that is not stored', () => `/media/${hash}-800.webp`],
    ['another extension', () => `/media/${hash}-640.png`],
    ['a nested path', () => `/media/${hash.slice(0, 2)}/${hash}-640.webp`],
  ])('answers 404 with the error envelope for %s', async (_, path) => {
    const res = await app.request(path());
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, code: 'not_found', message: 'Not found' });
  });
});
