/**
 * POST /api/media (contract in `src/shared/media-upload.ts`): a seller uploads one photo as
 * multipart/form-data. The app's 1 MB JSON limit skips this route; it has its own, a little above
 * 10 MB, checked on Content-Length or while the body streams in, so no more than that is ever buffered.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  MEDIA_UPLOAD_FIELD,
  MEDIA_UPLOAD_LIMITS,
  MEDIA_UPLOAD_MESSAGES,
  type PhotoUploadResponse,
} from '../../../shared/media-upload';
import type { AppEnv } from '../../app-env';
import { requireUser, signedIn } from '../../lib/auth';
import { ApiFailure, apiError } from '../../lib/errors';
import { requireSeller } from '../sellers/require-seller';
import { storePhoto } from './media-upload.service';
import { encodePhoto } from './photo-encode';

/** The one photo of the form, or a 400/413 saying what is wrong with the request. */
async function uploadedFile(form: Record<string, unknown>): Promise<Uint8Array> {
  const value = form[MEDIA_UPLOAD_FIELD];
  if (Array.isArray(value)) throw new ApiFailure(400, MEDIA_UPLOAD_MESSAGES.oneFileOnly);
  if (!(value instanceof File) || value.size === 0) throw new ApiFailure(400, MEDIA_UPLOAD_MESSAGES.fileRequired);
  if (value.size > MEDIA_UPLOAD_LIMITS.maxBytes) throw new ApiFailure(413, MEDIA_UPLOAD_MESSAGES.tooManyBytes);
  return new Uint8Array(await value.arrayBuffer());
}

export const mediaUploadRoutes = new Hono<AppEnv>().post(
  '/media',
  requireUser,
  requireSeller,
  async (c, next) => {
    await c.var.deps.rateLimits.consume('mediaUploadPerSeller', String(signedIn(c).viewer.userId));
    await next();
  },
  bodyLimit({
    maxSize: MEDIA_UPLOAD_LIMITS.maxBytes + MEDIA_UPLOAD_LIMITS.multipartOverheadBytes,
    onError: (c) => apiError(c, 413, MEDIA_UPLOAD_MESSAGES.tooManyBytes),
  }),
  async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw new ApiFailure(400, MEDIA_UPLOAD_MESSAGES.fileRequired);
    }
    const photo = await encodePhoto(await uploadedFile(form));
    const { deps } = c.var;
    const stored = await storePhoto(deps.database.db, deps.media, photo, signedIn(c).viewer.userId);
    return c.json<PhotoUploadResponse>(
      { success: true, message: MEDIA_UPLOAD_MESSAGES.uploaded, data: stored.photo },
      stored.created ? 201 : 200,
    );
  },
);
