// @unocss-include
/**
 * The listing gallery's photo as the page asks for it: its `srcset` and `sizes`. The server's preload of a
 * listing's first photo (index-page.ts) uses the same two, so the browser reuses the preloaded copy: a
 * preload that differs from the image by one character is a second download.
 */
import { MEDIA_WIDTHS, type MediaWidth, mediaUrl } from '../media';

// The gallery spans the phone's width, and about two thirds of the page (at most ~830 px) from lg up.
export const GALLERY_PHOTO_SIZES = '(min-width: 1280px) 830px, (min-width: 1024px) 66vw, 100vw';

/** The `src` for browsers without `srcset`. */
export const GALLERY_PHOTO_FALLBACK_WIDTH: MediaWidth = 640;

/** Every stored width of a photo, for the browser to pick from. */
export const galleryPhotoSrcSet = (hash: string): string =>
  MEDIA_WIDTHS.map((width) => `${mediaUrl(hash, width)} ${width}w`).join(', ');

/** Everything of the gallery's <img> but its text (the server's preload of the first photo uses the same). */
export const galleryPhotoAttributes = (hash: string) => ({
  src: mediaUrl(hash, GALLERY_PHOTO_FALLBACK_WIDTH),
  srcSet: galleryPhotoSrcSet(hash),
  sizes: GALLERY_PHOTO_SIZES,
  width: 1024,
  height: 768,
});

/** The gallery's frame: 4:3 on phones, wider from md and lg up (the skeleton uses it too). */
export const GALLERY_FRAME_CLASS =
  'aspect-[4/3] md:aspect-[16/10] lg:aspect-[2/1] overflow-hidden rounded-none bg-brand-soft sm:rounded-xl';

/** A photo filling the frame. */
export const GALLERY_PHOTO_CLASS = 'h-full w-full object-cover';

/**
 * The property and project pages' frame around the gallery (DetailLayout), which the skeleton repeats, so
 * nothing moves when the listing arrives.
 */
export const DETAIL_FRAME_CLASS = {
  page: 'container-page px-0 pt-0 pb-10 sm:px-6 sm:pt-6',
  grid: 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8',
  column: 'min-w-0 space-y-6',
  contact: 'space-y-4 px-4 sm:px-0 lg:sticky lg:top-24 lg:self-start lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto',
} as const;
