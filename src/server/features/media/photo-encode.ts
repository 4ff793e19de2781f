/**
 * Turns an uploaded file into the stored form: only real JPEG, PNG or WebP pictures (judged by their
 * bytes), no more than MEDIA_UPLOAD_LIMITS.maxPixels, complete (a truncated file is refused), upright by
 * their EXIF orientation, re-encoded to WebP at every MEDIA_WIDTHS width with no metadata at all, and at
 * MEDIA_ZOOM_WIDTH too when the upright picture is wider than the largest page width (a smaller one would
 * only be stored twice). A process decodes at most MEDIA_UPLOAD_LIMITS.decodesAtOnce photos at a time, on
 * all but one core: the rest wait in a queue, so a burst of uploads takes its turn instead of the CPU every
 * login and search needs.
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { LARGEST_PAGE_WIDTH, MEDIA_WIDTHS, MEDIA_ZOOM_WIDTH, type StoredWidth } from '../../../shared/media';
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
  /**
   * SHA-256 of the largest page width's variant, as the demo photos are addressed: the same picture keeps
   * its hash whether or not it also has the zoom width.
   */
  hash: string;
  /** Size of the largest variant. */
  width: number;
  height: number;
  /** One WebP per width of MEDIA_WIDTHS, in that order, then maybe MEDIA_ZOOM_WIDTH. */
  variants: { width: StoredWidth; bytes: Buffer }[];
}

/** An uploaded photo: its bytes, or the path of the file it was saved to (sharp reads it from there). */
export type PhotoInput = Uint8Array | string;

const notComplete = () => new ApiFailure(400, MEDIA_UPLOAD_MESSAGES.notComplete);
const tooManyPixels = () => new ApiFailure(413, MEDIA_UPLOAD_MESSAGES.tooManyPixels);

const decoderOptions = {
  // A truncated or corrupt file fails; libjpeg's mere warnings (common in phone JPEGs) do not.
  failOn: 'truncated',
  // Belt and braces: the header check below refuses bombs before sharp allocates anything.
  limitInputPixels: MEDIA_UPLOAD_LIMITS.maxPixels,
} as const;

/**
 * Reads only the header: the declared format and size, without decoding any pixels. Answers the upright
 * width (EXIF orientations 5 to 8 turn the picture a quarter).
 */
async function checkHeader(bytes: PhotoInput, format: PhotoFormat): Promise<number> {
  const info = await sharp(bytes, { ...decoderOptions, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notComplete();
    });
  if (info.format !== format || !info.width || !info.height) throw notComplete();
  if (info.width * info.height > MEDIA_UPLOAD_LIMITS.maxPixels) throw tooManyPixels();
  return (info.orientation ?? 1) >= 5 ? info.height : info.width;
}

/** One width: never enlarged, and a very tall picture is capped at four times the width in height. */
async function encodeWidth(bytes: PhotoInput, width: StoredWidth) {
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

/** The first bytes of the photo, enough for its signature. */
async function leadingBytes(input: PhotoInput): Promise<Uint8Array> {
  if (typeof input !== 'string') return input;
  const file = await open(input, 'r');
  try {
    const { buffer, bytesRead } = await file.read({ buffer: Buffer.alloc(16), position: 0 });
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Decoding never takes every core: one is left to the event loop and the password hashing every login
 * needs. On two cores that is one photo at a time on one thread; on more, up to decodesAtOnce photos
 * share the cores left (libvips' threads per picture are set for the whole process). Measured with
 * `npm run bench:uploads` (docs/benchmarks.md).
 */
export const decodeSlots = (cores: number): number =>
  Math.min(MEDIA_UPLOAD_LIMITS.decodesAtOnce, Math.max(1, cores - 1));
const SPARE_CORES = Math.max(1, availableParallelism() - 1);
const DECODES_AT_ONCE = decodeSlots(availableParallelism());
sharp.concurrency(Math.max(1, Math.floor(SPARE_CORES / DECODES_AT_ONCE)));
const decodes = pLimit(DECODES_AT_ONCE);

/** Photos this process is decoding now (never more than MEDIA_UPLOAD_LIMITS.decodesAtOnce). */
export const photosDecoding = (): number => decodes.activeCount;

/**
 * The stored form of an uploaded file, or a 400/413/415 ApiFailure saying what is wrong with it. The cheap
 * checks (signature, header) run at once; the decoding waits for its turn.
 */
export async function encodePhoto(bytes: PhotoInput): Promise<EncodedPhoto> {
  const format = sniffPhotoFormat(await leadingBytes(bytes));
  if (!format) throw new ApiFailure(415, MEDIA_UPLOAD_MESSAGES.unsupportedType);
  const uprightWidth = await checkHeader(bytes, format);
  return decodes(() => encodeVariants(bytes, uprightWidth));
}

async function encodeVariants(bytes: PhotoInput, uprightWidth: number): Promise<EncodedPhoto> {
  const widths: StoredWidth[] = [...MEDIA_WIDTHS];
  if (uprightWidth > LARGEST_PAGE_WIDTH) widths.push(MEDIA_ZOOM_WIDTH);
  // One width at a time: each pipeline decodes (JPEG shrinks on load), so memory stays bounded.
  const variants: EncodedPhoto['variants'] = [];
  let largest: { width: number; height: number } | undefined;
  let hash: string | undefined;
  for (const width of widths) {
    const { data, info } = await encodeWidth(bytes, width);
    variants.push({ width, bytes: data });
    largest = { width: info.width, height: info.height };
    if (width === LARGEST_PAGE_WIDTH) hash = createHash('sha256').update(data).digest('hex');
  }
  if (!largest || !hash) throw new Error('MEDIA_WIDTHS lacks its largest page width');
  return { hash, width: largest.width, height: largest.height, variants };
}
