import { type KeyboardEvent, useRef, useState } from 'react';
import {
  GALLERY_FRAME_CLASS,
  GALLERY_PHOTO_CLASS,
  galleryPhotoAttributes,
} from '../../../../shared/listings/gallery-photo';
import { mediaUrl } from '../../../../shared/media';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { DETAIL_UI } from '../detail.content';
import { ChevronLeftIcon, ChevronRightIcon, HomeIcon } from './DetailIcons';

const UI = DETAIL_UI.gallery;

/**
 * The listing's photos: a strip that snaps photo by photo under a finger (CSS scroll-snap, no script
 * needed to swipe), previous/next buttons, arrow keys, an 'n / N' counter, thumbnails from md up.
 * Only the first photo loads at once; the others load as they come near.
 */
export function PhotoGallery({ photos, title }: { photos: readonly string[]; title: string }) {
  const strip = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
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
                className={GALLERY_PHOTO_CLASS}
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
    </div>
  );
}
