/**
 * An active listing's first photo as HTML, written into `#root` of its page: the page's largest paint
 * then needs only the HTML, the stylesheet and the photo, not the scripts and the listing's data
 * (Lighthouse measured LCP 2.5-2.7 s on a phone profile without it). It sits in the same frame as the
 * gallery (src/shared/listings/gallery-photo.ts), React's skeleton shows the same photo in its place
 * (src/client/lib/first-paint.ts), and the gallery then shows it again from the same request.
 */

import {
  DETAIL_FRAME_CLASS,
  FIRST_PAINT_PHOTO_ATTRIBUTE,
  GALLERY_FRAME_CLASS,
  GALLERY_PHOTO_CLASS,
  galleryPhotoAttributes,
} from '../../../shared/listings/gallery-photo';
import { PAGE_MAIN_CLASS } from '../../../shared/page-layout';
import { escapeHtml } from './index-page';

export function listingFirstPaintHtml(hash: string, alt: string): string {
  const { src, srcSet, sizes, width, height } = galleryPhotoAttributes(hash);
  const img =
    `<img src="${escapeHtml(src)}" srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}" width="${width}" ` +
    `height="${height}" alt="${escapeHtml(alt)}" fetchpriority="high" class="${GALLERY_PHOTO_CLASS}" ` +
    `${FIRST_PAINT_PHOTO_ATTRIBUTE}="${escapeHtml(hash)}" />`;
  return (
    `<main class="${PAGE_MAIN_CLASS}"><div class="${DETAIL_FRAME_CLASS.page}"><div class="${DETAIL_FRAME_CLASS.grid}">` +
    `<div class="${DETAIL_FRAME_CLASS.column}"><div class="${GALLERY_FRAME_CLASS}">${img}</div></div></div></div></main>`
  );
}
