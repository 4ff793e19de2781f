/**
 * Photos served from another origin (MEDIA_BASE_URL) in real Chromium: the demo's photo folder is copied
 * into a bucket (s3rver, open to CORS GETs as a CDN-fronted bucket is) and removed from the server's data
 * folder; a property page shows its photos straight from the bucket, nothing from /media/, the CSP lets
 * them in, and the service worker keeps them so the page shows its photo offline, with neither the
 * server nor the bucket reachable.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyMediaToS3 } from '../../src/server/features/media/media-copy';
import { launchChromium, PHONE } from '../helpers/browser';
import { type LoopbackProxy, loopbackProxy } from '../helpers/loopback-proxy';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { type ServerProcess, startServer } from '../helpers/server-process';

const IMAGE_CACHE = 'pc-images-v1';

/** The page's photos as shown: where each came from and whether it has pixels. */
const shownPhotos = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => image.currentSrc.endsWith('.webp'))
      .map((image) => ({ src: image.currentSrc, shown: image.complete && image.naturalWidth > 0 })),
  );

const chromiumPath = inject('chromiumPath');

describe.skipIf(!chromiumPath)('photos from a CDN origin (MEDIA_BASE_URL)', () => {
  let s3: TestS3Server;
  let server: ServerProcess;
  // The page sees each of them through a link the test cuts to go offline.
  let site: LoopbackProxy;
  let cdn: LoopbackProxy;
  let browser: Browser;
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'pc-cdn', prefix: 'media/' });
    dataDir = mkdtempSync(join(tmpdir(), 'pc-e2e-cdn-'));
    cpSync(inject('templateDir'), dataDir, { recursive: true });
    const store = s3.store();
    const copied = await copyMediaToS3(join(dataDir, 'media'), store);
    store.destroy();
    expect(copied.failed).toBe(0);
    // Only the bucket has the photos now.
    rmSync(join(dataDir, 'media'), { recursive: true, force: true });
    cdn = await loopbackProxy(s3.endpoint);
    base = `${cdn.url}/${s3.bucket}/media`;
    server = await startServer({
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DEMO_MODE: 'false',
      MEDIA_BASE_URL: base,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...s3.env,
    });
    site = await loopbackProxy(server.url);
    browser = await launchChromium(chromiumPath as string);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await cdn?.close();
    await server?.stop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a property page’s photos from the bucket, and keeps them for offline', async () => {
    const search = await (await fetch(`${server.url}/api/properties/search?page=1`)).json();
    const listing = search.data.find((card: { coverPhoto: string | null }) => card.coverPhoto);
    const context = await browser.newContext({ baseURL: site.url, viewport: PHONE });
    const page = await context.newPage();
    const ownMedia: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/')) ownMedia.push(request.url());
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    try {
      await page.goto(`/property-profile?id=${listing.id}`, { waitUntil: 'networkidle' });
      const online = await shownPhotos(page);
      expect(online.length).toBeGreaterThan(0);
      expect(online[0]).toEqual({ src: expect.stringContaining(`${base}/${listing.coverPhoto}-`), shown: true });
      expect(online.every((photo) => photo.src.startsWith(`${base}/`))).toBe(true);

      // Once the worker controls the page, the photos it fetches are kept in its images cache.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload({ waitUntil: 'networkidle' });
      await expect
        .poll(() =>
          page.evaluate(
            async ({ cache, prefix }) =>
              (await (await caches.open(cache)).keys()).filter((request) => request.url.startsWith(prefix)).length,
            { cache: IMAGE_CACHE, prefix: `${base}/${listing.coverPhoto}-` },
          ),
        )
        .toBeGreaterThan(0);

      await site.cut();
      await cdn.cut();
      await page.reload({ waitUntil: 'load' });
      await expect.poll(async () => (await shownPhotos(page))[0]?.shown).toBe(true);
      expect(ownMedia).toEqual([]);
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
