import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskMediaStore, type MediaStore } from '../../src/server/features/media/media.store';
import { photosDecoding } from '../../src/server/features/media/photo-encode';
import { sellers } from '../../src/server/features/sellers/sellers.schema';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { errorCodeOf } from '../../src/shared/api';
import { MEDIA_WIDTHS, mediaUrl } from '../../src/shared/media';
import {
  MEDIA_UPLOAD_FIELD,
  MEDIA_UPLOAD_LIMITS,
  MEDIA_UPLOAD_MESSAGES,
  MEDIA_UPLOAD_PATH,
} from '../../src/shared/media-upload';
import { APP_MESSAGES } from '../../src/shared/messages';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { filesIn, formWith, jpeg, mediaRows, picture, upload } from '../helpers/media-api';

/** A phone photo: taken sideways (EXIF orientation 6) with the camera, its owner and GPS position. */
const phoneJpeg = (seed: number) =>
  picture(1600, 1200, seed)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCam', Artist: 'Asha Verma' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 15/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 24/1 0/1' },
    })
    .toBuffer();

/** A real 1x1 PNG whose header then claims `width` x `height` (a decompression bomb's header, cheaply). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1, 1).png().toBuffer());
  // IHDR: length (8..11), type (12..15), width (16..19), height (20..23), ..., CRC of type+data (29..32).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describeEachDatabase('photo uploads', (database) => {
  let t: ApiClient;
  let dir: string;
  let store: MediaStore;
  const tokens = { seller: '', buyer: '' };
  let seed = 0;

  // Counted in the table: a refused upload must leave no row behind.
  const mediaCount = async () =>
    Number(
      ((await database().db.execute(sql`select count(*)::int as n from media`)) as unknown as { rows: { n: number }[] })
        .rows[0]?.n,
    );
  const send = (body: BodyInit | undefined, token: string | undefined = tokens.seller) => upload(t.app, token, body);

  async function person(seller: boolean): Promise<string> {
    const details = newPerson();
    const user = await t.signUp(details);
    if (seller) await database().db.insert(sellers).values({ userId: user.id, sellerType: 'Individual' });
    return t.logIn(details);
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pc-upload-test-'));
    store = createDiskMediaStore(dir);
    t = apiClient(database(), { media: store });
    tokens.seller = await person(true);
    tokens.buyer = await person(false);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a JPEG as WebP at every width and answers 201 with its hash, size and URLs', async () => {
    // No wider than the largest page width: no zoom width (media-zoom-width.test.ts has that).
    const res = await send(formWith(await jpeg(1024, 768, ++seed)));
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const { hash, width, height, urls } = res.body.data;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect({ width, height }).toEqual({ width: 1024, height: 768 });
    expect(urls).toEqual(Object.fromEntries(MEDIA_WIDTHS.map((w) => [w, mediaUrl(hash, w)])));
    expect(await filesIn(join(dir, hash.slice(0, 2)))).toEqual(MEDIA_WIDTHS.map((w) => `${hash}-${w}.webp`).sort());
    const [row] = (
      (await database().db.execute(
        sql`select width, height, bytes, variants from media where hash = ${hash}`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    expect(row).toMatchObject({ width: 1024, height: 768, variants: [...MEDIA_WIDTHS] });
    for (const w of MEDIA_WIDTHS) {
      const served = await t.app.request(mediaUrl(hash, w));
      expect(served.status).toBe(200);
      const info = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(info).toMatchObject({ format: 'webp', width: w, height: (w * 3) / 4 });
    }
  });

  it('accepts PNG and WebP, whatever the file is called', async () => {
    const png = await picture(800, 600, ++seed).png().toBuffer();
    const webp = await picture(640, 480, ++seed).webp().toBuffer();
    for (const [bytes, name, type] of [
      [png, 'scan.png', 'image/png'],
      [webp, 'photo.webp', 'image/webp'],
      [png, 'no-extension', 'application/octet-stream'],
    ] as const) {
      const res = await send(formWith(bytes, name, type));
      expect(res.status, name).toBeLessThanOrEqual(201);
      expect(res.body.data.width, name).toBe(name.endsWith('webp') ? 640 : 800);
    }
  });

  it('turns a phone photo upright and strips its EXIF, GPS and every other metadata', async () => {
    const original = phoneJpeg(++seed);
    const before = await sharp(await original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('PhoneCam');

    const res = await send(formWith(await original));
    expect(res.status).toBe(201);
    const { hash, width, height } = res.body.data;
    // Upright 1200 x 1600: the zoom width's variant, never enlarged, is the largest.
    expect({ width, height }).toEqual({ width: 1200, height: 1600 });
    for (const w of MEDIA_WIDTHS) {
      const bytes = await store.get(hash, w);
      if (!bytes) throw new Error(`variant ${w} missing`);
      const info = await sharp(bytes).metadata();
      expect(info.format).toBe('webp');
      expect(info.width).toBe(w);
      expect(info.height).toBeGreaterThan(w);
      expect(info.exif).toBeUndefined();
      expect(info.xmp).toBeUndefined();
      expect(info.icc).toBeUndefined();
      expect(info.orientation).toBeUndefined();
      expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/PhoneCam|Asha|GPS|Exif/);
    }
  });

  it('answers the same hash for the same picture again, storing nothing new (200)', async () => {
    const bytes = await jpeg(1200, 900, ++seed);
    const first = await send(formWith(bytes));
    expect(first.status).toBe(201);
    const rows = await mediaCount();
    const files = await filesIn(dir);
    const again = await send(formWith(bytes, 'copy.jpg'));
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await mediaCount()).toBe(rows);
    expect(await filesIn(dir)).toEqual(files);
  });

  it('stores one row when the same new picture arrives twice at once', async () => {
    const bytes = await jpeg(1000, 750, ++seed);
    const rows = await mediaCount();
    const replies = await Promise.all([send(formWith(bytes)), send(formWith(bytes))]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(replies[0]?.body.data.hash).toBe(replies[1]?.body.data.hash);
    expect(await mediaCount()).toBe(rows + 1);
  });

  it('decodes a few photos at a time while more arrive at once, and stores every one', async () => {
    const photos = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => jpeg(2400, 1800, 5100 + n)));
    let most = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        most = Math.max(most, photosDecoding());
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const answers = await Promise.all(photos.map((bytes) => send(formWith(bytes))));
    sampling = false;
    await sampler;
    expect(answers.map((res) => res.status)).toEqual(photos.map(() => 201));
    // Never more at once than the queue lets through (six would overlap without it).
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(MEDIA_UPLOAD_LIMITS.decodesAtOnce);
    expect(photosDecoding()).toBe(0);
  });

  it('never enlarges a small picture, yet stores a file for every width', async () => {
    const res = await send(formWith(await jpeg(300, 200, ++seed)));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ width: 300, height: 200 });
    for (const w of MEDIA_WIDTHS) {
      const bytes = await store.get(res.body.data.hash, w);
      expect(await sharp(bytes).metadata()).toMatchObject({ width: Math.min(w, 300) });
    }
  });

  it('caps a very tall picture at four times its width in height', async () => {
    const res = await send(formWith(await picture(500, 8000, ++seed).png().toBuffer(), 'tall.png', 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ width: 256, height: 4096 });
  });

  describe('refusals leave no row and no file behind', () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const cases: [string, () => Promise<BodyInit>, number, string][] = [
      ['a PDF renamed to .jpg', async () => formWith(pdf, 'flat.jpg', 'image/jpeg'), 415, 'unsupportedType'],
      [
        'a GIF',
        async () => formWith(await picture(40, 30, 1).gif().toBuffer(), 'a.gif', 'image/gif'),
        415,
        'unsupportedType',
      ],
      ['a text file', async () => formWith(Buffer.from('hello world'), 'a.png', 'image/png'), 415, 'unsupportedType'],
      [
        'a truncated JPEG',
        async () => {
          const bytes = await jpeg(1600, 1200, 4242);
          return formWith(bytes.subarray(0, Math.floor(bytes.length * 0.6)));
        },
        400,
        'notComplete',
      ],
      [
        'a truncated PNG',
        async () => {
          const bytes = await picture(800, 600, 4243).png().toBuffer();
          return formWith(bytes.subarray(0, bytes.length - 30), 'a.png', 'image/png');
        },
        400,
        'notComplete',
      ],
      [
        'a truncated WebP',
        async () => {
          const bytes = await picture(800, 600, 4248).webp().toBuffer();
          return formWith(bytes.subarray(0, Math.floor(bytes.length / 2)), 'a.webp', 'image/webp');
        },
        400,
        'notComplete',
      ],
      [
        'a JPEG signature followed by junk',
        async () => formWith(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)])),
        400,
        'notComplete',
      ],
      [
        'a 7000 x 7000 PNG (49 MP)',
        async () => formWith(await pngClaiming(7_000, 7_000), 'tiny-bomb.png', 'image/png'),
        413,
        'tooManyPixels',
      ],
      [
        'a 20000 x 20000 PNG',
        async () => formWith(await pngClaiming(20_000, 20_000), 'bomb.png', 'image/png'),
        413,
        'tooManyPixels',
      ],
      [
        'a body of 11 MB',
        async () => formWith(Buffer.concat([await jpeg(64, 48, 4244), Buffer.alloc(11 * 1024 * 1024)])),
        413,
        'tooManyBytes',
      ],
      [
        'a photo one byte over 10 MB (within the multipart allowance)',
        async () => formWith(Buffer.concat([await jpeg(64, 48, 4245), Buffer.alloc(10 * 1024 * 1024 - 1)])),
        413,
        'tooManyBytes',
      ],
      ['a form without the file', async () => new FormData(), 400, 'fileRequired'],
      [
        'a form with text in the file field',
        async () => {
          const form = new FormData();
          form.append(MEDIA_UPLOAD_FIELD, 'not a file');
          return form;
        },
        400,
        'fileRequired',
      ],
      ['an empty file', async () => formWith(new Uint8Array()), 400, 'fileRequired'],
      [
        'two files',
        async () => {
          const form = formWith(await jpeg(64, 48, 4246));
          form.append(MEDIA_UPLOAD_FIELD, new File([await jpeg(64, 48, 4247)], 'b.jpg', { type: 'image/jpeg' }));
          return form;
        },
        400,
        'oneFileOnly',
      ],
      ['a JSON body', async () => JSON.stringify({ file: 'x' }), 400, 'fileRequired'],
    ];

    it.each(cases)('refuses %s', async (_, body, status, message) => {
      const rows = await mediaRows(database());
      const files = await filesIn(dir);
      const res = await send(await body());
      expect(res.status).toBe(status);
      expect(res.body).toEqual({
        success: false,
        code: errorCodeOf(status),
        message: MEDIA_UPLOAD_MESSAGES[message as keyof typeof MEDIA_UPLOAD_MESSAGES],
      });
      // Neither a media row nor an uploader's row, and not one file.
      expect(await mediaRows(database())).toEqual(rows);
      expect(await filesIn(dir)).toEqual(files);
    });

    it('refuses a body whose Content-Length is over the limit without reading it', async () => {
      const limit = MEDIA_UPLOAD_LIMITS.maxBytes + MEDIA_UPLOAD_LIMITS.multipartOverheadBytes;
      const res = await t.app.request(MEDIA_UPLOAD_PATH, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${tokens.seller}`,
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(limit + 1),
        },
        body: '--x--',
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        success: false,
        code: 'payload_too_large',
        message: MEDIA_UPLOAD_MESSAGES.tooManyBytes,
      });
    });

    it('keeps the 1 MB JSON limit everywhere else', async () => {
      const res = await t.call('PATCH', '/users/me', { firstName: 'x'.repeat(2 * 1024 * 1024) }, tokens.seller);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(APP_MESSAGES.payloadTooLarge);
    });

    it('removes the files already written when storing fails half-way (500)', async () => {
      const failing: MediaStore = {
        ...store,
        put: async (hash, width, bytes) => {
          if (width === MEDIA_WIDTHS[1]) throw new Error('disk full');
          await store.put(hash, width, bytes);
        },
      };
      const broken = apiClient(database(), { media: failing });
      const rows = await mediaCount();
      const files = await filesIn(dir);
      const res = await upload(broken.app, tokens.seller, formWith(await jpeg(900, 600, ++seed)));
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, code: 'server_error', message: APP_MESSAGES.serverError });
      expect(await mediaCount()).toBe(rows);
      expect(await filesIn(dir)).toEqual(files);
    });
  });

  describe('who may upload', () => {
    it('asks a visitor to log in (401) before reading the body', async () => {
      const res = await upload(t.app, undefined, formWith(Buffer.alloc(11 * 1024 * 1024)));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
    });

    it('refuses a buyer without a seller profile (403)', async () => {
      const rows = await mediaCount();
      const res = await send(formWith(await jpeg(640, 480, ++seed)), tokens.buyer);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, code: 'forbidden', message: SELLER_MESSAGES.sellerRequired });
      expect(await mediaCount()).toBe(rows);
    });

    it('limits uploads per seller (429 with Retry-After)', async () => {
      const limited = apiClient(database(), {
        media: store,
        rateLimits: createRateLimits({ rules: { mediaUploadPerSeller: { points: 2, durationSeconds: 3600 } } }),
      });
      for (let i = 0; i < 2; i++) {
        expect((await upload(limited.app, tokens.seller, formWith(await jpeg(64, 48, ++seed)))).status).toBe(201);
      }
      const res = await upload(limited.app, tokens.seller, formWith(await jpeg(64, 48, ++seed)));
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another seller has an allowance of their own.
      const other = await person(true);
      expect((await upload(limited.app, other, formWith(await jpeg(64, 48, ++seed)))).status).toBe(201);
    });
  });
});
