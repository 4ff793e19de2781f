import { Link, useLocation } from 'wouter';
import { LANDING_LABELS, type LandingPage } from '../../../../shared/landing/landing-contract';
import { slugOf } from '../../../../shared/landing/landing-slug';
import { formatPricePerSqft, formatRent } from '../../../../shared/listings/format';
import { stateBesideCity } from '../../../../shared/location/place-label';
import type { SavedOnDevice } from '../../../../shared/offline/device-search';
import { siteConfig } from '../../../lib/site-config';
import { usePageHead } from '../../../lib/use-document-title';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { CompareTray } from '../../compare/CompareTray';
import { ListingCardSkeleton } from '../../listings/components/ListingCardView';
import { ListingRail, RAIL_ITEM, RAIL_LIST } from '../../listings/components/ListingRail';
import { DeviceNotice } from '../../offline/DeviceNotice';
import { SavedNotice } from '../../offline/SavedNotice';
import { CityRatings } from '../../reviews/components/CityRatings';
import { LocalityReviewsSection } from '../../reviews/components/LocalityReviewsSection';
import { ViewToggle } from '../../search/components/ViewToggle';
import { withViewMode } from '../../search/results-view-mode';
import { landingHead } from '../landing-head';
import { LandingLinks } from './LandingLinks';

/** The page's price figure: the median rent of a rent page, else the median price per sq.ft of what is for sale. */
function figureOf(page: LandingPage): { label: string; value: string } | undefined {
  if (page.medianRent !== null) return { label: LANDING_LABELS.medianRent, value: formatRent(page.medianRent) };
  if (page.medianPricePerSqft !== null)
    return { label: LANDING_LABELS.medianPricePerSqft, value: formatPricePerSqft(page.medianPricePerSqft) };
  return undefined;
}

/**
 * A landing page: where it is (breadcrumbs), what it holds (heading, count, the price figure), its first
 * listings, the way to all of them with filters, and links on to the city's other pages.
 */
export function LandingView({
  page,
  savedAt,
  savedOnDevice = null,
}: {
  page: LandingPage;
  savedAt: number | null;
  /** Offline, the page was made on this device from the listings it saved. */
  savedOnDevice?: SavedOnDevice | null;
}) {
  usePageHead(landingHead(page));
  const [here] = useLocation();
  const figure = figureOf(page);
  const seeAll = (
    <Link href={page.searchPath} className="btn-solid">
      {LANDING_LABELS.seeAll(page.total)}
    </Link>
  );
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs crumbs={page.breadcrumbs} label={LANDING_LABELS.breadcrumb} />
      <header className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{page.heading}</h1>
          <p className="mt-2 text-muted">
            <span className="font-semibold text-ink">{LANDING_LABELS.listings(page.total)}</span>
            {page.state ? ` · ${stateBesideCity(page.city, page.state)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {figure && (
            <p className="rounded-xl border border-line bg-white px-4 py-2 shadow-sm">
              <span className="block text-xs font-medium uppercase tracking-wide text-muted">{figure.label}</span>
              <span className="block text-lg font-bold text-ink">{figure.value}</span>
            </p>
          )}
          {page.total > 0 && siteConfig.tiles && (
            // The map of a landing page is its search's map: the same listings, every one of them.
            <ViewToggle mode="list" hrefOf={(mode) => (mode === 'map' ? withViewMode(page.searchPath, 'map') : here)} />
          )}
          {page.total > 0 && seeAll}
        </div>
      </header>
      {savedOnDevice ? (
        <DeviceNotice matches={page.total} from={savedOnDevice} className="mt-4" />
      ) : (
        <SavedNotice savedAt={savedAt} className="mt-4" />
      )}
      <section aria-labelledby="landing-listings" className="mt-8">
        <h2 id="landing-listings" className="sr-only">
          {LANDING_LABELS.listingsHeading}
        </h2>
        {page.listings.length === 0 ? (
          <p className="rounded-xl bg-brand-soft px-4 py-6 text-ink">{LANDING_LABELS.empty}</p>
        ) : (
          <ListingRail listings={page.listings} eagerFirst />
        )}
        {page.total > page.listings.length && <div className="mt-6 flex justify-center">{seeAll}</div>}
      </section>
      {page.kind === 'locality' && page.locality && (
        <LocalityReviewsSection citySlug={slugOf(page.city)} localitySlug={slugOf(page.locality)} />
      )}
      {page.kind === 'city' && <CityRatings city={page.city} />}
      <LandingLinks heading={LANDING_LABELS.moreIn(page.city)} links={page.nearby} />
      <LandingLinks heading={LANDING_LABELS.localitiesIn(page.city)} links={page.localities} />
      <CompareTray />
    </div>
  );
}

/** The page's shape while its data comes (a client-side visit): the heading's line and a row of cards. */
export function LandingSkeleton() {
  return (
    <div className="container-page py-6 sm:py-10" aria-busy="true">
      <span className="block h-5 w-48 animate-pulse rounded bg-brand-soft" />
      <span className="mt-4 block h-9 w-3/4 max-w-xl animate-pulse rounded bg-brand-soft sm:h-10" />
      <span className="mt-3 block h-5 w-40 animate-pulse rounded bg-brand-soft" />
      <ul className={`mt-8 ${RAIL_LIST}`}>
        {[0, 1, 2, 3].map((n) => (
          <li key={n} className={RAIL_ITEM}>
            <ListingCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
