/**
 * A photo as the full-screen viewer asks for it: every width it has stored, up to the zoom width when it
 * has one, so the browser picks the sharpest the screen can use; a photo without the zoom width (the
 * demo's, older uploads) gets its largest page width.
 */
import { mediaUrl, storedWidthsUpTo } from '../../../shared/media';

export interface ViewerPhoto {
  hash: string;
  /** Its largest stored width (the media row's); unknown means the page widths every photo has. */
  largestWidth?: number;
}

/** The viewer fills the screen, so the photo is as wide as the viewport at most. */
export const VIEWER_PHOTO_SIZES = '100vw';

export function viewerPhotoAttributes(photo: ViewerPhoto) {
  const widths = storedWidthsUpTo(photo.largestWidth);
  const largest = widths[widths.length - 1] ?? 1024;
  return {
    src: mediaUrl(photo.hash, largest),
    srcSet: widths.map((width) => `${mediaUrl(photo.hash, width)} ${width}w`).join(', '),
    sizes: VIEWER_PHOTO_SIZES,
  };
}

/** The viewer's photos of a page's gallery: hashes with the largest widths the API gave (if any). */
export const viewerPhotos = (hashes: readonly string[], widths?: readonly number[]): ViewerPhoto[] =>
  hashes.map((hash, n) => ({ hash, largestWidth: widths?.[n] }));
