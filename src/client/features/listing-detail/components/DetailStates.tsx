import { Link } from 'wouter';
import { DETAIL_FRAME_CLASS, GALLERY_FRAME_CLASS } from '../../../../shared/listings/gallery-photo';
import type { ListingCard } from '../../../../shared/listings/listing-types';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS, type RouteKey } from '../../../../shared/routes';
import { useHttpStatus } from '../../../lib/server-page';
import { useDocumentTitle, usePageHead } from '../../../lib/use-document-title';
import { SavedNotice } from '../../offline/SavedNotice';
import { DETAIL_UI } from '../detail.content';
import { ListingGrid } from './ListingGrid';

type DetailRoute = Extract<RouteKey, 'propertyProfile' | 'projectProfile' | 'broker'>;

const bar = 'animate-pulse rounded bg-brand-soft';

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
              <div className={`${GALLERY_FRAME_CLASS} animate-pulse`} />
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

/** A page with nothing of its own to show: the route's title, kept out of search engines' indexes. */
function useEmptyPageHead(route: DetailRoute, status: number): void {
  useHttpStatus(status);
  usePageHead({ title: ROUTES[route].title, noindex: true });
}

/** No id, or the server does not know it (404): the route's title as the heading, what happened, ways out. */
export function DetailNotFound({ route, message }: { route: DetailRoute; message: string }) {
  useEmptyPageHead(route, 404);
  return (
    <section className="container-page py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES[route].title}</h1>
      <p className="mt-4 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{message}</p>
      <WaysOut />
    </section>
  );
}

/**
 * A listing that was public and is no longer (410: sold, rented, removed, its seller blocked): said so,
 * with the active listings like it that the server offered, and the ways out.
 */
export function DetailGone({
  route,
  message,
  similar,
}: {
  route: DetailRoute;
  message: string;
  similar: readonly ListingCard[];
}) {
  useEmptyPageHead(route, 410);
  return (
    <section className="container-page space-y-6 py-10 sm:py-16">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES[route].title}</h1>
        <p role="status" className="mt-4 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">
          {message}
        </p>
        <WaysOut />
      </div>
      <ListingGrid id="gone-similar-heading" title={DETAIL_UI.states.goneSimilarHeading} listings={similar} />
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
  // A crawler that meets a fault comes back later rather than indexing an error.
  useEmptyPageHead(route, 503);
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
