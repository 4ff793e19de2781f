/**
 * GET /media/<sha256>-<width>.webp: stored images, immutable (the name is the content hash). Anything
 * that is not exactly such a name answers 404, so no request can reach a path outside the store. The
 * bytes are streamed from the store (a file or an S3 object) as they are sent, never held whole; a store
 * that cannot answer is a 503 the browser may retry.
 */

import { Hono } from 'hono';
import { STORED_WIDTHS } from '../../../shared/media';
import { MEDIA_MESSAGES } from '../../../shared/media-upload';
import { APP_MESSAGES } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { CACHE_CONTROL } from '../../lib/cache-control';
import { apiError } from '../../lib/errors';
import { type MediaStore, MediaStoreUnavailableError, type StoredFile } from './media.store';

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
        'Cache-Control': CACHE_CONTROL.immutable,
        'X-Content-Type-Options': 'nosniff',
        ETag: etag,
      };
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
      let file: StoredFile | undefined;
      try {
        file = await store.open(hash, width);
      } catch (error) {
        if (!(error instanceof MediaStoreUnavailableError)) throw error;
        c.var.logger.warn({ err: error, reqId: c.var.requestId }, 'the media store is unavailable');
        return apiError(c, 503, MEDIA_MESSAGES.unavailable);
      }
      if (!file) return apiError(c, 404, NOT_FOUND);
      const sized = { ...headers, 'Content-Type': 'image/webp', 'Content-Length': String(file.size) };
      if (c.req.method === 'HEAD') {
        // Nobody reads the body: let go of the file or the bucket's connection now.
        await file.body.cancel();
        return c.body(null, 200, sized);
      }
      return c.body(file.body, 200, sized);
    })
    .all('*', (c) => apiError(c, 404, NOT_FOUND));
}
