/**
 * A phone photo made small before it goes up: decoded by the browser upright (EXIF orientation applied),
 * scaled to the largest width the server stores and encoded as WebP (JPEG where the browser cannot
 * encode WebP), so an 8 MB, 12 MP photo goes up at a few hundred kB. The server decodes, checks and
 * re-encodes whatever arrives, as it does the original; this only saves the seller's data and time.
 * A file the browser cannot decode goes up as it is, and the server says what is wrong with it.
 */
import { MEDIA_ZOOM_WIDTH } from '../../../../shared/media';

/** Files up to this size that need no scaling go up untouched (re-encoding would save little). */
export const RESIZE_MIN_BYTES = 1024 * 1024;
/** Encoder quality: the server re-encodes at 0.78, so this keeps what it needs. */
export const RESIZE_QUALITY = 0.85;
/** The server's own cap on a tall picture's height, in widths (photo-encode.ts). */
const MAX_HEIGHT_IN_WIDTHS = 4;

export interface Size {
  width: number;
  height: number;
}

/**
 * The size to send a `width` x `height` picture of `bytes` at, or null to send the file as it is: never
 * wider than the zoom width nor taller than four times it (the server would scale it down to that
 * anyway), never enlarged; a small picture is re-encoded only when its file is heavy (a PNG photo).
 */
export function resizeTarget(width: number, height: number, bytes: number, maxWidth = MEDIA_ZOOM_WIDTH): Size | null {
  if (!(width > 0 && height > 0)) return null;
  const scale = Math.min(1, maxWidth / width, (maxWidth * MAX_HEIGHT_IN_WIDTHS) / height);
  if (scale === 1 && bytes <= RESIZE_MIN_BYTES) return null;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `name` with the extension of `type` (front.jpg → front.webp). */
export const renamedFor = (name: string, type: string): string =>
  `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.${type === 'image/webp' ? 'webp' : 'jpg'}`;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf({ width, height }: Size): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function encode(canvas: Canvas, type: string): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: RESIZE_QUALITY }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, RESIZE_QUALITY));
}

/** `file` resized for upload, or `file` itself when it is small already or the browser cannot do it. */
export async function resizeForUpload(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const target = resizeTarget(bitmap.width, bitmap.height, file.size);
    if (!target) return file;
    const canvas = canvasOf(target);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    // A browser that cannot encode WebP answers PNG (heavier than the photo): JPEG then.
    let blob = await encode(canvas, 'image/webp');
    if (blob?.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
    if (!blob || (blob.type !== 'image/jpeg' && blob.type !== 'image/webp') || blob.size >= file.size) return file;
    return new File([blob], renamedFor(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
