/**
 * Photos in an S3-compatible bucket (s3rver on loopback, the real S3 client): an upload lands in the
 * bucket with the immutable headers, is served through our stream with its ETag, or from MEDIA_BASE_URL
 * (answers, rendered pages and the CSP follow it); a bucket that fails mid-upload or is down answers a
 * clear 503 and leaves no row and no object; the orphan sweep deletes an orphan's objects.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import type { S3MediaStore } from '../../src/server/features/media/media-s3.store';
import { createConfiguredMediaStore } from '../../src/server/features/media/media-store-config';
import { ORPHAN_MEDIA_GRACE_MS, sweepOrphanMedia } from '../../src/server/features/media/media-sweep';
import { errorCodeOf } from '../../src/shared/api';
import { MEDIA_WIDTHS, setMediaBaseUrl } from '../../src/shared/media';
import { MEDIA_MESSAGES, MEDIA_UPLOAD_MESSAGES } from '../../src/shared/media-upload';
import { insertMedia, insertProperty, insertSeller } from '../fixtures/listings';
import { validFlat } from '../fixtures/seller-listings';
import { describeEachDatabase } from '../helpers/database';
import { formWith, jpeg, mediaRows, upload } from '../helpers/media-api';
import { type CuttingProxy, startCuttingProxy, startS3Server, type TestS3Server } from '../helpers/s3-server';
import { type Person, sellerTestApp } from '../helpers/seller-api';

const CDN = 'https://cdn.example.in/media';
const TEMPLATE =
  '<!doctype html><html><head><title>Property Creator</title></head><body><div id="root"></div></body></html>';
const HOUR = 60 * 60 * 1000;

const envWith = (extra: Record<string, string>) => loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...extra });
const keysOf = (hash: string, widths: readonly number[] = MEDIA_WIDTHS) =>
  widths.map((w) => `${hash}-${w}.webp`).sort();

describeEachDatabase('photos in an S3 bucket', (database) => {
  let s3: TestS3Server;
  let store: S3MediaStore;
  let t: ReturnType<typeof sellerTestApp>;
  let seller: Person;
  let seed = 0;
  let clientDir: string;

  /** Uploads a new picture through `app` and answers the reply. */
  const uploadNew = async (app = t.app) => {
    seed += 1;
    return upload(app, seller.token, formWith(await jpeg(800, 600, 1000 + seed)));
  };

  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'pc-photos' });
    store = s3.store();
    t = sellerTestApp(database(), { media: store, env: envWith(s3.env) });
    seller = await t.seller();
    clientDir = mkdtempSync(join(tmpdir(), 'pc-media-s3-'));
    writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
  });
  afterAll(async () => {
    store.destroy();
    await s3.close();
    rmSync(clientDir, { recursive: true, force: true });
    setMediaBaseUrl(undefined);
  });

  it('stores an upload in the bucket, each width one object with the immutable headers', async () => {
    const res = await uploadNew();
    expect(res.status).toBe(201);
    const { hash, urls } = res.body.data;
    expect(urls[640]).toBe(`/media/${hash}-640.webp`);
    const keys = (await s3.objects()).map((o) => o.key).filter((key) => key.startsWith(hash));
    expect(keys).toEqual(keysOf(hash));
    const object = await s3.read(`${hash}-640.webp`);
    expect(object?.contentType).toBe('image/webp');
    expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(
      Buffer.from(object?.bytes ?? [])
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
  });

  it('serves a stored photo through the server, streamed from the bucket, with its ETag and 304', async () => {
    const { hash } = (await uploadNew()).body.data;
    const stored = await s3.read(`${hash}-320.webp`);
    const res = await t.app.request(`/media/${hash}-320.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-length')).toBe(String(stored?.bytes.byteLength));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(stored?.bytes);
    const head = await t.app.request(`/media/${hash}-320.webp`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(stored?.bytes.byteLength));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const etag = res.headers.get('etag') ?? '';
    const again = await t.app.request(`/media/${hash}-320.webp`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect((await t.app.request(`/media/${'0'.repeat(64)}-320.webp`)).status).toBe(404);
  });

  it('answers and renders photo URLs at MEDIA_BASE_URL, and lets the CSP load images from there', async () => {
    const cdn = sellerTestApp(database(), {
      media: store,
      env: envWith({ ...s3.env, MEDIA_BASE_URL: `${CDN}/` }),
      clientDir,
    });
    const res = await uploadNew(cdn.app);
    const { hash, urls } = res.body.data;
    expect(urls).toEqual({
      320: `${CDN}/${hash}-320.webp`,
      640: `${CDN}/${hash}-640.webp`,
      1024: `${CDN}/${hash}-1024.webp`,
    });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.in[;\s]/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.in[;\s]/);

    const db = database().db;
    const owner = await insertSeller(db);
    const id = await insertProperty(db, { seller: owner, title: '2 BHK Flat in Kolar Road', photos: 1 });
    const cover = await insertMedia(db, `${id}-0`);
    const html = await (await cdn.app.request(`/property-profile?id=${id}`)).text();
    expect(html).toContain(`"mediaBaseUrl":"${CDN}"`);
    expect(html).toContain(`<link rel="preload" as="image" href="${CDN}/${cover}-640.webp"`);
    expect(html).toContain(`<meta property="og:image" content="${CDN}/${cover}-640.webp" />`);
    expect(html).not.toContain(`"/media/${cover}`);
    // Without MEDIA_BASE_URL the same page names our own /media/ and the CSP stays on our origin.
    const plain = sellerTestApp(database(), { media: store, env: envWith(s3.env), clientDir });
    const own = await plain.app.request(`/property-profile?id=${id}`);
    const ownHtml = await own.text();
    expect(ownHtml).toContain(`href="/media/${cover}-640.webp"`);
    expect(ownHtml).not.toContain('mediaBaseUrl');
    expect(own.headers.get('content-security-policy')).toContain("img-src 'self' data: blob:;");
  });

  describe('a bucket that fails', () => {
    let proxy: CuttingProxy;
    let cut: ReturnType<typeof sellerTestApp>;

    beforeAll(async () => {
      // Every PUT of the 640 px variant has its connection cut mid-body; everything else goes through.
      proxy = await startCuttingProxy(s3.endpoint, ({ method, url }) => method === 'PUT' && url.includes('-640.webp'));
      const env = envWith({ ...s3.env, MEDIA_S3_ENDPOINT: proxy.endpoint });
      cut = sellerTestApp(database(), { env, media: createConfiguredMediaStore(env).store });
    });
    afterAll(() => proxy.close());

    it('answers 503 when the connection is cut mid-upload, leaving no row and no object', async () => {
      const before = { rows: await mediaRows(database()), objects: await s3.objects() };
      const res = await uploadNew(cut.app);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        success: false,
        code: errorCodeOf(503),
        message: MEDIA_UPLOAD_MESSAGES.storageUnavailable,
      });
      expect(res.headers.get('retry-after')).toBe('30');
      expect(proxy.cut).toBeGreaterThan(0);
      expect(await mediaRows(database())).toEqual(before.rows);
      // The widths that did reach the bucket were removed again.
      expect(await s3.objects()).toEqual(before.objects);
    });

    it('answers 503 for uploads and photos while the bucket is down, and works again once it is back', async () => {
      const { hash } = (await uploadNew()).body.data;
      const before = { rows: await mediaRows(database()), objects: await s3.objects() };
      await s3.stop();
      try {
        const res = await uploadNew();
        expect(res.status).toBe(503);
        expect(res.body.message).toBe(MEDIA_UPLOAD_MESSAGES.storageUnavailable);
        expect(await mediaRows(database())).toEqual(before.rows);
        const photo = await t.app.request(`/media/${hash}-320.webp`);
        expect(photo.status).toBe(503);
        expect(await photo.json()).toEqual({
          success: false,
          code: errorCodeOf(503),
          message: MEDIA_MESSAGES.unavailable,
        });
      } finally {
        await s3.start();
      }
      expect(await s3.objects()).toEqual(before.objects);
      expect((await t.app.request(`/media/${hash}-320.webp`)).status).toBe(200);
      expect((await uploadNew()).status).toBe(201);
    });
  });

  it('sweeps an orphan upload out of the bucket and keeps a photo in use', async () => {
    const orphan = (await uploadNew()).body.data.hash;
    const used = (await uploadNew()).body.data.hash;
    const listing = await t.call('POST', '/seller/properties', validFlat({ photos: [used] }), seller.token);
    expect(listing.status).toBe(201);
    const later = new Date(Date.now() + ORPHAN_MEDIA_GRACE_MS + HOUR);
    const result = await sweepOrphanMedia(database().db, store, later);
    expect(result.failed).toBe(0);
    const keys = (await s3.objects()).map((o) => o.key);
    expect(keys.filter((key) => key.startsWith(orphan))).toEqual([]);
    expect(keys.filter((key) => key.startsWith(used))).toEqual(keysOf(used));
    expect(await store.has(orphan)).toBe(false);
    expect(await store.has(used)).toBe(true);
  });
});
