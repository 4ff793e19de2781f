/**
 * One photo to POST /api/media with an XMLHttpRequest (fetch cannot report upload progress), after the
 * same type and size checks the server makes, with the contract's messages.
 */
import { mediaUrl } from '../../../../shared/media';
import {
  MEDIA_UPLOAD_FIELD,
  MEDIA_UPLOAD_LIMITS,
  MEDIA_UPLOAD_MESSAGES,
  MEDIA_UPLOAD_PATH,
  MEDIA_UPLOAD_TYPES,
  type UploadedPhoto,
} from '../../../../shared/media-upload';
import { ADD_PROPERTY_COPY } from './add-property.content';

/** The contract's message for a file the server would refuse by its type or size; null when it may go. */
export function photoFileProblem(file: File): string | null {
  if (!(MEDIA_UPLOAD_TYPES as readonly string[]).includes(file.type)) return MEDIA_UPLOAD_MESSAGES.unsupportedType;
  if (file.size > MEDIA_UPLOAD_LIMITS.maxBytes) return MEDIA_UPLOAD_MESSAGES.tooManyBytes;
  return null;
}

/** The smallest stored width, for thumbnails. */
export const thumbnailUrl = (photo: UploadedPhoto): string => photo.urls[320] ?? mediaUrl(photo.hash, 320);

/**
 * Uploads `file`; `onProgress` gets 0..1. Resolves with the stored photo, rejects with an Error whose
 * message is the server's (or the form's own when there was no answer).
 */
export function uploadPhoto(
  file: File,
  token: string | null,
  onProgress: (share: number) => void,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', MEDIA_UPLOAD_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { success?: boolean; message?: string; data?: UploadedPhoto } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.data?.hash) {
        onProgress(1);
        resolve(body.data);
      } else reject(new Error(body?.message || ADD_PROPERTY_COPY.uploadFailed));
    };
    xhr.onerror = () => reject(new Error(ADD_PROPERTY_COPY.uploadFailed));
    xhr.ontimeout = xhr.onerror;
    const data = new FormData();
    data.append(MEDIA_UPLOAD_FIELD, file);
    xhr.send(data);
  });
}
