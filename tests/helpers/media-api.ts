/** Helpers for the photo API tests: generated pictures, upload forms, and what the store and tables hold. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { DatabaseHandle } from '../../src/server/db/client';
import { MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_PATH, type UploadedPhoto } from '../../src/shared/media-upload';
import { expectNoInternals } from './api-client';

/** A flat-colour picture: `seed` makes each one a different picture (and so a different hash). */
export const picture = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } });

export const jpeg = (width: number, height: number, seed: number) => picture(width, height, seed).jpeg().toBuffer();

/** A multipart form with one photo in the upload field. */
export const formWith = (bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') => {
  const form = new FormData();
  form.append(MEDIA_UPLOAD_FIELD, new File([new Uint8Array(bytes)], name, { type }));
  return form;
};

export type Upload = {
  status: number;
  headers: Headers;
  body: { success: boolean; message: string; data: UploadedPhoto };
};

type AppLike = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

/** POST /api/media with `body` as `token`. */
export async function upload(app: AppLike, token: string | undefined, body: BodyInit | undefined): Promise<Upload> {
  const res = await app.request(MEDIA_UPLOAD_PATH, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body,
  });
  const text = await res.text();
  expectNoInternals(text);
  return { status: res.status, headers: res.headers, body: JSON.parse(text) };
}

/** Every file under `dir`, relative, sorted ([] when the folder is not there). */
export async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/** Rows in `media` and in `media_uploads`. */
export async function mediaRows(database: DatabaseHandle): Promise<{ media: number; uploads: number }> {
  const result = (await database.db.execute(
    sql`select (select count(*)::int from media) as media, (select count(*)::int from media_uploads) as uploads`,
  )) as unknown as { rows: { media: number; uploads: number }[] };
  const row = result.rows[0];
  return { media: Number(row?.media), uploads: Number(row?.uploads) };
}
