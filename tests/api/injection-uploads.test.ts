/**
 * Injection: uploads cannot be served as HTML. HTML named photo.jpg, SVG with script, a file
 * that starts like a JPEG and goes on as HTML, and a photo named `../../index.html` are refused with the
 * contract's messages or re-encoded into a plain WebP under the store's own name; nothing is written
 * outside the media folder; /media answers only `<hash>-<width>.webp` (image/webp, nosniff) and 404 for
 * everything else, traversal included, in-process and through the real server's HTTP parser.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskMediaStore } from '../../src/server/features/media/media.store';
import { errorCodeOf } from '../../src/shared/api';
import { mediaUrl } from '../../src/shared/media';
import { MEDIA_UPLOAD_MESSAGES } from '../../src/shared/media-upload';
import { validProfile } from '../fixtures/seller-listings';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { filesIn, formWith, jpeg, mediaRows, upload } from '../helpers/media-api';
import { type ServerProcess, startServer } from '../helpers/server-process';

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
/** JPEG's start-of-image and JFIF header, then HTML: a file-type sniffer's idea of a JPEG. */
const POLYGLOT = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.from(HTML),
]);
const isWebp = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' &&
  Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP';

describeEachDatabase('injection: uploads are never served as HTML', (database) => {
  let t: ApiClient;
  let root: string;
  let mediaDir: string;
  let clientDir: string;
  let token = '';
  let seed = 1000;

  const everyFile = () => filesIn(root);
  /** What the data folder holds besides the photo store: the client's files, exactly. */
  const outsideMedia = async () => (await everyFile()).filter((file) => !file.startsWith('media/'));

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'pc-injection-uploads-'));
    mediaDir = join(root, 'media');
    clientDir = join(root, 'client');
    await mkdir(clientDir);
    await writeFile(
      join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    t = apiClient(database(), { media: createDiskMediaStore(mediaDir), clientDir });
    const person = newPerson();
    await t.signUp(person);
    token = await t.logIn(person);
    expect((await t.call('POST', '/sellers', validProfile(), token)).status).toBe(201);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  describe('refused uploads', () => {
    const cases: [string, () => Promise<FormData>, number, string][] = [
      [
        'HTML named photo.jpg',
        async () => formWith(Buffer.from(HTML), 'photo.jpg'),
        415,
        MEDIA_UPLOAD_MESSAGES.unsupportedType,
      ],
      [
        'HTML sent as text/html',
        async () => formWith(Buffer.from(HTML), 'index.html', 'text/html'),
        415,
        MEDIA_UPLOAD_MESSAGES.unsupportedType,
      ],
      [
        'SVG with script',
        async () => formWith(Buffer.from(SVG), 'photo.svg', 'image/svg+xml'),
        415,
        MEDIA_UPLOAD_MESSAGES.unsupportedType,
      ],
      [
        'SVG named photo.png',
        async () => formWith(Buffer.from(SVG), 'photo.png', 'image/png'),
        415,
        MEDIA_UPLOAD_MESSAGES.unsupportedType,
      ],
      [
        'JPEG magic bytes followed by HTML',
        async () => formWith(POLYGLOT, '../../index.html'),
        400,
        MEDIA_UPLOAD_MESSAGES.notComplete,
      ],
    ];

    it.each(cases)('%s: refused with the contract message, nothing stored', async (_, form, status, message) => {
      const rowsBefore = await mediaRows(database());
      const filesBefore = await everyFile();
      const res = await upload(t.app, token, await form());
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ success: false, code: errorCodeOf(status), message });
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await mediaRows(database())).toEqual(rowsBefore);
      expect(await everyFile()).toEqual(filesBefore);
    });
  });

  describe('accepted uploads are re-encoded', () => {
    it('a real photo named ../../index.html with HTML after its end is stored as plain WebP under its hash', async () => {
      const photo = Buffer.concat([await jpeg(400, 300, seed++), Buffer.from(HTML)]);
      const res = await upload(t.app, token, formWith(photo, '../../index.html', 'text/html'));
      expect(res.status, res.body.message).toBe(201);
      const { hash, urls } = res.body.data;
      expect(hash).toMatch(/^[0-9a-f]{64}$/);

      // Only the store's own names, only inside the media folder; the client's page is untouched.
      expect(await outsideMedia()).toEqual(['client/index.html']);
      expect(readFileSync(join(clientDir, 'index.html'), 'utf8')).not.toContain('alert');
      for (const file of await everyFile())
        if (file.startsWith('media/')) expect(file).toMatch(/^media\/[0-9a-f]{2}\/[0-9a-f]{64}-\d+\.webp$/);

      for (const url of Object.values(urls)) {
        const served = await t.app.request(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        const bytes = new Uint8Array(await served.arrayBuffer());
        expect(isWebp(bytes)).toBe(true);
        expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/<script|<html|alert/i);
      }
    });
  });

  describe('serving', () => {
    let hash = '';
    beforeAll(async () => {
      const res = await upload(t.app, token, formWith(await jpeg(320, 240, seed++)));
      hash = res.body.data.hash;
    });

    it('answers a stored photo as image/webp with nosniff, and nothing else under /media', async () => {
      const ok = await t.app.request(mediaUrl(hash, 320));
      expect([ok.status, ok.headers.get('content-type'), ok.headers.get('x-content-type-options')]).toEqual([
        200,
        'image/webp',
        'nosniff',
      ]);
      // (`/media/%2e%2e/x` is not here: every URL parser reads it as `/x`, outside /media, as the real server test shows.)
      const paths = [
        `/media/${hash}-320.html`,
        `/media/${hash}-320.webp.html`,
        `/media/${hash}.html`,
        `/media/${hash}-320.svg`,
        '/media/index.html',
        '/media/photo.jpg',
        `/media/${hash.slice(0, 2)}/${hash}-320.webp`,
        '/media/..%2f..%2fpackage.json',
        '/media/%2e%2e%2f%2e%2e%2fpackage.json',
        '/media/..%5c..%5cpackage.json',
        `/media/${hash}-320.webp%00.html`,
      ];
      for (const path of paths) {
        const res = await t.app.request(path);
        const text = await res.text();
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        expect(res.headers.get('content-type')).not.toContain('html');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(text).not.toContain('<');
      }
    });
  });
});

describe('injection: /media traversal through the real HTTP server', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ DEMO_MODE: 'false', LOG_LEVEL: 'warn' });
    // A file beside the photo store that no URL may reach.
    await writeFile(join(server.dataDir, 'secret.txt'), 'not for the web');
  });
  afterAll(async () => {
    await server?.stop();
    await rm(server?.dataDir ?? '', { recursive: true, force: true });
  });

  /** A GET with the path sent byte for byte, as curl --path-as-is would: no client-side normalisation. */
  const raw = (path: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const url = new URL(server.url);
      const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      });
      req.on('error', reject);
      req.end();
    });

  it.each([
    '/media/../package.json',
    '/media/../../package.json',
    '/media/..%2f..%2fpackage.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/../secret.txt',
    '/media/..%2fsecret.txt',
    '/media/../pglite/PG_VERSION',
    '/media/%2e%2e%2fpglite%2fPG_VERSION',
  ])('GET %s is a 404 that reads no file', async (path) => {
    const res = await raw(path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('"name": "property-creator"');
    expect(res.body).not.toContain('not for the web');
    expect(res.body).not.toMatch(/^\d+\s*$/);
  });
});
