/**
 * POST /api/media (contract in `src/shared/media-upload.ts`): a seller uploads one photo as
 * multipart/form-data. The app's 1 MB JSON limit skips this route; it has its own, a little above
 * 10 MB, checked on Content-Length or while the body streams in. The photo is written to a temporary
 * file as it arrives (upload-body.ts) and sharp reads it from there, so only the encoder's working memory
 * and the encoded variants are ever held; the file is removed however the request ends.
 */
import { randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_LIMITS, MEDIA_UPLOAD_MESSAGES } from '../../../shared/media-upload';
import { signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
import { storePhoto } from './media-upload.service';
import { encodePhoto } from './photo-encode';
import { saveUploadedFile } from './upload-body';

const LIMITS = {
  maxBodyBytes: MEDIA_UPLOAD_LIMITS.maxBytes + MEDIA_UPLOAD_LIMITS.multipartOverheadBytes,
  maxFileBytes: MEDIA_UPLOAD_LIMITS.maxBytes,
};

/** A fresh temporary file only this process can read, and its removal. */
async function temporaryFile() {
  const path = join(tmpdir(), `pc-upload-${process.pid}-${randomBytes(8).toString('hex')}`);
  const handle = await open(path, 'wx', 0o600);
  return {
    path,
    handle,
    remove: async () => {
      await handle.close().catch(() => undefined);
      await rm(path, { force: true });
    },
  };
}

export const mediaUploadRoutes = endpointRoutes({
  // One rate limit per seller, spent once the seller is known and before the photo is read.
  'POST /api/media': [
    { first: (c) => c.var.deps.rateLimits.consume('mediaUploadPerSeller', String(signedIn(c).viewer.userId)) },
    async (c, { json }) => {
      const upload = await temporaryFile();
      try {
        await saveUploadedFile(c.req.raw, MEDIA_UPLOAD_FIELD, upload.handle, LIMITS);
        await upload.handle.close();
        const photo = await encodePhoto(upload.path);
        const { deps } = c.var;
        const stored = await storePhoto(deps.database.db, deps.media, photo, signedIn(c).viewer.userId);
        return json(
          { success: true, message: MEDIA_UPLOAD_MESSAGES.uploaded, data: stored.photo },
          stored.created ? 201 : 200,
        );
      } catch (error) {
        // A store that failed is the client's 503; what went wrong (and any files left over) is for the log.
        if (error instanceof ApiFailure && error.cause) {
          c.var.logger.warn({ err: error.cause, reqId: c.var.requestId }, 'storing a photo failed');
        }
        throw error;
      } finally {
        await upload.remove();
      }
    },
  ],
});
