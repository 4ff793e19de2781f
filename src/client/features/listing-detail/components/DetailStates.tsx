import { Link } from 'wouter';
import { DETAIL_UI } from '../../../../shared/listings/detail-ui';
import {
  DETAIL_FRAME_CLASS,
  GALLERY_FRAME_CLASS,
  GALLERY_PHOTO_CLASS,
  galleryPhotoAttributes,
} from '../../../../shared/listings/gallery-photo';
import { PATHS, ROUTES, type RouteKey } from '../../../../shared/routes';
import { firstPaintPhoto } from '../../../lib/first-paint';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SavedNotice } from '../../offline/SavedNotice';

type DetailRoute = Extract<RouteKey, 'propertyProfile' | 'projectProfile' | 'broker'>;

const bar = 'animate-pulse rounded bg-brand-soft';

/**
 * The gallery's place while the listing loads: the photo the server already painted for this page, in
 * the same place and from the same request (so it does not blink), or a pulsing frame.
 */
function GalleryPlaceholder() {
  const hash = firstPaintPhoto();
  if (!hash) return <div className={`${GALLERY_FRAME_CLASS} animate-pulse`} />;
  return (
    <div className={GALLERY_FRAME_CLASS}>
      <img {...galleryPhotoAttributes(hash)} alt="" fetchPriority="high" className={GALLERY_PHOTO_CLASS} />
    </div>
  );
}

/**
 * The page's shape while it loads: gallery, title, price, facts and the side card, in the sizes the
 * real content takes, so nothing jumps when it arrives. The heading is the route's title, for screen
 * readers, until the listing's own title replaces it.
 */
export function DetailSkeleton({ route, gallery = true }: { route: DetailRoute; gallery?: boolean }) {
  useDocumentTitle(ROUTES[route].title);
  return (
    <div className={DETAIL_FRAME_CLASS.page} aria-busy="true">
      <h1 className="sr-only">{ROUTES[route].title}</h1>
      <p role="status" className="sr-only">
        {DETAIL_UI.loading}
      </p>
      <div aria-hidden="true" className={DETAIL_FRAME_CLASS.grid}>
        <div className="min-w-0 space-y-5">
          {gallery ? (
            <div>
              <GalleryPlaceholder />
              <div className="mt-2 hidden h-[4.5rem] md:block" />
            </div>
          ) : (
            <div className="flex items-center gap-4 px-4 sm:px-0">
              <div className="h-20 w-20 animate-pulse rounded-full bg-brand-soft" />
              <div className="flex-1 space-y-2">
                <div className={`${bar} h-7 w-2/3`} />
                <div className={`${bar} h-4 w-1/3`} />
              </div>
            </div>
          )}
          <div className="space-y-3 px-4 sm:px-0">
            <div className={`${bar} h-7 w-4/5`} />
            <div className={`${bar} h-4 w-1/2`} />
            <div className={`${bar} h-9 w-40`} />
          </div>
          <div className="mx-4 grid grid-cols-2 gap-4 rounded-xl border border-line p-5 sm:mx-0 sm:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((n) => (
              <div key={n} className="space-y-2">
                <div className={`${bar} h-3 w-16`} />
                <div className={`${bar} h-5 w-24`} />
              </div>
            ))}
          </div>
        </div>
        <div className="mx-4 h-72 animate-pulse rounded-xl border border-line bg-surface sm:mx-0" />
      </div>
    </div>
  );
}

/** 'Offline, saved on <date>' above a listing shown from what this device saved. */
export function DetailSavedNotice({ savedAt }: { savedAt: number | null }) {
  if (!savedAt) return null;
  return (
    <div className="container-page pt-3">
      <SavedNotice savedAt={savedAt} />
    </div>
  );
}

/** Where to go from a page that has nothing to show. */
function WaysOut() {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Link href={PATHS.search} className="btn-solid">
        {DETAIL_UI.states.searchLink}
      </Link>
      <Link href={PATHS.home} className="btn-outline">
        {DETAIL_UI.states.homeLink}
      </Link>
    </div>
  );
}

/** No id, or the server does not know it: the route's title as the heading, what happened, ways out. */
export function DetailNotFound({ route, message }: { route: DetailRoute; message: string }) {
  useDocumentTitle(ROUTES[route].title);
  return (
    <section className="container-page py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES[route].title}</h1>
      <p className="mt-4 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{message}</p>
      <WaysOut />
    </section>
  );
}

/**
 * No answer from the server (offline, timeout, a 500): say so and offer to try again. `offline` is the
 * service worker's 'never opened on this device': a notice (amber), not a failure.
 */
export function DetailLoadError({
  route,
  message,
  onRetry,
  offline = false,
}: {
  route: DetailRoute;
  message: string;
  onRetry: () => void;
  offline?: boolean;
}) {
  useDocumentTitle(ROUTES[route].title);
  return (
    <section className="container-page py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES[route].title}</h1>
      <p
        role="alert"
        className={`mt-4 max-w-2xl rounded-lg px-4 py-3 text-base ${offline ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-800'}`}
      >
        {message}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-solid" onClick={onRetry}>
          {DETAIL_UI.states.retry}
        </button>
        <Link href={PATHS.home} className="btn-outline">
          {DETAIL_UI.states.homeLink}
        </Link>
      </div>
    </section>
  );
}
