import { type KeyboardEvent, Suspense, useRef, useState } from 'react';
import {
  GALLERY_FRAME_CLASS,
  GALLERY_PHOTO_CLASS,
  galleryPhotoAttributes,
} from '../../../../shared/listings/gallery-photo';
import { mediaUrl } from '../../../../shared/media';
import { lazyPart } from '../../../lib/lazy-part';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { VIEWER_UI } from '../../photos/photo-viewer.content';
import { viewerPhotos } from '../../photos/viewer-photo';
import { DETAIL_UI } from '../detail.content';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, HomeIcon } from './DetailIcons';

const UI = DETAIL_UI.gallery;

// The full-screen viewer's code loads when a photo is first opened, never with the page.
const PhotoViewer = lazyPart(() =>
  import('../../photos/PhotoViewer').then((module) => ({ default: module.PhotoViewer })),
);

interface PhotoGalleryProps {
  photos: readonly string[];
  /** Each photo's largest stored width, for the full-screen viewer. */
  photoWidths?: readonly number[] | undefined;
  title: string;
}

/**
 * The listing's photos: a strip that snaps photo by photo under a finger (CSS scroll-snap, no script
 * needed to swipe), previous/next buttons, arrow keys, an 'n / N' counter, thumbnails from md up.
 * Only the first photo loads at once; the others load as they come near. Tapping a photo (or Enter, or
 * the expand button) opens it full screen, where it zooms.
 */
export function PhotoGallery({ photos, photoWidths, title }: PhotoGalleryProps) {
  const strip = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const total = photos.length;

  if (total === 0) {
    return (
      <div className={`${GALLERY_FRAME_CLASS} flex flex-col items-center justify-center gap-2 p-6 text-center`}>
        <HomeIcon className="h-12 w-12 text-brand/60" />
        <p className="font-semibold text-ink">{UI.none}</p>
        <p className="max-w-xs text-sm text-muted">{UI.noneHint}</p>
      </div>
    );
  }

  const goTo = (target: number) => {
    const next = Math.max(0, Math.min(total - 1, target));
    setIndex(next);
    const element = strip.current;
    if (element && typeof element.scrollTo === 'function') {
      element.scrollTo({ left: next * element.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  };

  // A swipe moves the strip: the photo nearest the left edge is the current one.
  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    const shown = Math.round(element.scrollLeft / element.clientWidth);
    if (shown !== index && shown >= 0 && shown < total) setIndex(shown);
  };

  // Back from full screen, the strip shows the photo last seen there.
  const closeViewer = () => {
    if (viewing !== null && viewing !== index) goTo(viewing);
    setViewing(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      setViewing(index);
      return;
    }
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const arrow =
    'absolute top-1/2 z-10 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition-opacity hover:bg-white disabled:opacity-0';

  return (
    <div>
      <div className={`relative ${GALLERY_FRAME_CLASS}`}>
        <section
          ref={strip}
          aria-label={UI.region}
          aria-roledescription={UI.roleDescription}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must be reachable by keyboard (arrows move it)
          tabIndex={0}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          // A tap on a photo (a swipe scrolls, and fires no click); keyboards have Enter and the button.
          onClick={(event) => {
            if (event.target instanceof HTMLImageElement) setViewing(index);
          }}
          className="flex h-full w-full snap-x focus-visible:[outline-offset:-4px] snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {photos.map((hash, n) => (
            <div key={hash} className="h-full w-full flex-none snap-center snap-always">
              <img
                // The same srcset and sizes as the page's preload and first paint of the first photo.
                {...galleryPhotoAttributes(hash)}
                alt={UI.alt(title, n + 1, total)}
                loading={n === 0 ? 'eager' : 'lazy'}
                fetchPriority={n === 0 ? 'high' : 'auto'}
                decoding={n === 0 ? 'sync' : 'async'}
                draggable={false}
                className={`${GALLERY_PHOTO_CLASS} cursor-zoom-in`}
              />
            </div>
          ))}
        </section>
        {total > 1 && (
          <>
            <button
              type="button"
              aria-label={UI.previous}
              onClick={() => goTo(index - 1)}
              disabled={index === 0}
              className={`${arrow} left-2`}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              aria-label={UI.next}
              onClick={() => goTo(index + 1)}
              disabled={index === total - 1}
              className={`${arrow} right-2`}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
        <button
          type="button"
          aria-label={VIEWER_UI.open(index + 1, total)}
          onClick={() => setViewing(index)}
          className="absolute top-2 right-2 z-10 flex h-10 w-10 items-center justify-center rounded-full bg-night/75 text-white hover:bg-night"
        >
          <ExpandIcon className="h-5 w-5" />
        </button>
        <p
          aria-live="polite"
          className="absolute right-2 bottom-2 rounded-full bg-night/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
        >
          {UI.counter(index + 1, total)}
        </p>
      </div>
      {total > 1 && (
        <ul aria-label={UI.thumbnails} className="mt-2 hidden gap-2 overflow-x-auto pb-1 md:flex">
          {photos.map((hash, n) => (
            <li key={hash} className="flex-none">
              <button
                type="button"
                aria-label={UI.show(n + 1)}
                aria-current={n === index ? 'true' : undefined}
                onClick={() => goTo(n)}
                className={`block h-16 w-24 overflow-hidden rounded-lg ring-2 ring-offset-1 ${n === index ? 'ring-brand' : 'ring-transparent opacity-80 hover:opacity-100'}`}
              >
                <img
                  src={mediaUrl(hash, 320)}
                  width={320}
                  height={240}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={viewerPhotos(photos, photoWidths)}
            index={viewing}
            onIndex={setViewing}
            onClose={closeViewer}
          />
        </Suspense>
      )}
    </div>
  );
}
