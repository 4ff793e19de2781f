/**
 * GET /media/<sha256>-<width>.webp: stored images, immutable (the name is the content hash). Anything
 * that is not exactly such a name answers 404, so no request can reach a path outside the store.
 */
import { Hono } from 'hono';
import { STORED_WIDTHS } from '../../../shared/media';
import { APP_MESSAGES } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../lib/errors';
import type { MediaStore } from './media.store';

const FILE_NAME = /^([0-9a-f]{64})-(\d{1,4})\.webp$/;
const WIDTHS: ReadonlySet<number> = new Set(STORED_WIDTHS);
const NOT_FOUND = APP_MESSAGES.apiNotFound;

/** Mount at `/media`: `app.route('/media', mediaRoutes(store))`. */
export function mediaRoutes(store: MediaStore) {
  return new Hono<AppEnv>()
    .get('/:file', async (c) => {
      const match = FILE_NAME.exec(c.req.param('file'));
      const hash = match?.[1];
      const width = Number(match?.[2]);
      if (!hash || !WIDTHS.has(width)) return apiError(c, 404, NOT_FOUND);
      const etag = `"${hash}-${width}"`;
      const headers = {
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        ETag: etag,
      };
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
      const bytes = await store.get(hash, width);
      if (!bytes) return apiError(c, 404, NOT_FOUND);
      return c.body(bytes, 200, {
        ...headers,
        'Content-Type': 'image/webp',
        'Content-Length': String(bytes.byteLength),
      });
    })
    .all('*', (c) => apiError(c, 404, NOT_FOUND));
}
