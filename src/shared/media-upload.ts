/**
 * Photo uploads: real JPEG, PNG or WebP only, at most 10 MB, re-encoded (docs/product-rules.md, Photos). One
 * contract for the API and the upload form.
 *
 *   POST /api/media   multipart/form-data with one `file` field, header Authorization: Bearer <token>
 *        201 { success, data: UploadedPhoto } for a new photo
 *        200 the same, when this very picture is already stored (same content hash)
 *        400 no photo / not a complete image · 401 login required · 403 not a seller
 *        413 more than MEDIA_UPLOAD_LIMITS.maxBytes, or more pixels than maxPixels
 *        415 not JPEG, PNG or WebP (judged by the bytes, never by the name or Content-Type) · 429 too many
 *        507 the photo store is out of space (nothing is kept: no file, no row; the same upload works later)
 *
 * The stored picture is re-encoded to WebP at every width of MEDIA_WIDTHS (never enlarged), turned
 * upright by its EXIF orientation and stripped of all metadata (EXIF, GPS, XMP, ICC).
 */
import { apiPath } from './endpoints/api-path';
import type { MediaWidth } from './media';

export const MEDIA_UPLOAD_PATH = apiPath('POST /api/media');
/** The multipart field that carries the photo. */
export const MEDIA_UPLOAD_FIELD = 'file';

export const MEDIA_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Days an uploaded photo that nothing uses yet is kept: as long as an add-property draft holding it lives
 * on the seller's device, so a draft finished weeks later still has its photos.
 */
export const UNUSED_UPLOAD_KEEP_DAYS = 30;

export const MEDIA_UPLOAD_LIMITS = {
  /** Bytes of one photo. */
  maxBytes: 10 * 1024 * 1024,
  /** Room for the multipart boundary and part headers on top of the photo. */
  multipartOverheadBytes: 64 * 1024,
  /**
   * Decoded pixels (width x height): a 48 MP phone camera (8000 x 6000) passes; past it, a file of a few
   * kilobytes could make every upload cost a second of CPU and hundreds of MB, so it is refused from its
   * header, before anything is decoded.
   */
  maxPixels: 48_000_000,
  /** Photos one server process decodes at once; the next wait their turn, so uploads never starve logins. */
  decodesAtOnce: 2,
  /** Uploads one seller may make in an hour (10 photos a listing, many listings). */
  perSellerPerHour: 200,
} as const;

/** What a request for a stored photo answers when the store cannot serve it. */
export const MEDIA_MESSAGES = {
  unavailable: 'This photo cannot be shown right now: the photo storage is not answering. Please try again later.',
} as const;

export const MEDIA_UPLOAD_MESSAGES = {
  fileRequired: 'file is required: attach one JPEG, PNG or WebP photo.',
  oneFileOnly: 'file must be a single photo.',
  unsupportedType: 'Only JPEG, PNG or WebP photos can be uploaded.',
  tooManyBytes: 'A photo may be at most 10 MB.',
  tooManyPixels: 'This photo is too large in pixels.',
  notComplete: 'This file is not a complete image.',
  storageFull: 'Photos cannot be stored right now: the photo storage is full. Please try again later.',
  storageUnavailable:
    'Photos cannot be stored right now: the photo storage is not answering. Please try again in a few minutes.',
  uploaded: 'Photo uploaded',
} as const;

export interface UploadedPhoto {
  /** SHA-256 of the largest WebP variant: the id to attach to a listing. */
  hash: string;
  /** Size of the largest stored variant, upright. */
  width: number;
  height: number;
  /** `mediaUrl(hash, width)` for every width: `/media/<hash>-<width>.webp`, or at MEDIA_BASE_URL. */
  urls: Record<MediaWidth, string>;
}

export interface PhotoUploadResponse {
  success: true;
  message: string;
  data: UploadedPhoto;
}

/**
 * A photo the seller may not attach (unknown, or someone else's upload), by the field that named it:
 * `photos[1] …` in a list, `photo …` for a single photo.
 */
export const photoNotYoursMessage = (field: string, index?: number): string =>
  `${index === undefined ? field : `${field}[${index}]`} is not a photo you uploaded; upload it again`;
