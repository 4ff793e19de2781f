/**
 * Turns an uploaded file into the stored form: only real JPEG, PNG or WebP pictures (judged by their
 * bytes), no more than MEDIA_UPLOAD_LIMITS.maxPixels, complete (a truncated file is refused), upright by
 * their EXIF orientation, re-encoded to WebP at every MEDIA_WIDTHS width with no metadata at all.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_WIDTHS, type MediaWidth } from '../../../shared/media';
import { MEDIA_UPLOAD_LIMITS, MEDIA_UPLOAD_MESSAGES } from '../../../shared/media-upload';
import { ApiFailure } from '../../lib/errors';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The picture format of `bytes` by its signature, whatever the file's name or declared type. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

export interface EncodedPhoto {
  /** SHA-256 of the largest variant, as the demo photos are addressed. */
  hash: string;
  /** Size of the largest variant. */
  width: number;
  height: number;
  /** One WebP per width of MEDIA_WIDTHS, in that order. */
  variants: { width: MediaWidth; bytes: Buffer }[];
}

const notComplete = () => new ApiFailure(400, MEDIA_UPLOAD_MESSAGES.notComplete);
const tooManyPixels = () => new ApiFailure(413, MEDIA_UPLOAD_MESSAGES.tooManyPixels);

const decoderOptions = {
  // A truncated or corrupt file fails; libjpeg's mere warnings (common in phone JPEGs) do not.
  failOn: 'truncated',
  // Belt and braces: the header check below refuses bombs before sharp allocates anything.
  limitInputPixels: MEDIA_UPLOAD_LIMITS.maxPixels,
} as const;

/** Reads only the header: the declared format and size, without decoding any pixels. */
async function checkHeader(bytes: Uint8Array, format: PhotoFormat): Promise<void> {
  const info = await sharp(bytes, { ...decoderOptions, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notComplete();
    });
  if (info.format !== format || !info.width || !info.height) throw notComplete();
  if (info.width * info.height > MEDIA_UPLOAD_LIMITS.maxPixels) throw tooManyPixels();
}

/** One width: never enlarged, and a very tall picture is capped at four times the width in height. */
async function encodeWidth(bytes: Uint8Array, width: MediaWidth) {
  try {
    return await sharp(bytes, decoderOptions)
      .autoOrient()
      .resize({ width, height: width * 4, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw notComplete();
  }
}

/** The stored form of an uploaded file, or a 400/413/415 ApiFailure saying what is wrong with it. */
export async function encodePhoto(bytes: Uint8Array): Promise<EncodedPhoto> {
  const format = sniffPhotoFormat(bytes);
  if (!format) throw new ApiFailure(415, MEDIA_UPLOAD_MESSAGES.unsupportedType);
  await checkHeader(bytes, format);
  // One width at a time: each pipeline decodes (JPEG shrinks on load), so memory stays bounded.
  const variants: EncodedPhoto['variants'] = [];
  let largest: { width: number; height: number; bytes: Buffer } | undefined;
  for (const width of MEDIA_WIDTHS) {
    const { data, info } = await encodeWidth(bytes, width);
    variants.push({ width, bytes: data });
    largest = { width: info.width, height: info.height, bytes: data };
  }
  if (!largest) throw new Error('MEDIA_WIDTHS is empty');
  const hash = createHash('sha256').update(largest.bytes).digest('hex');
  return { hash, width: largest.width, height: largest.height, variants };
}
