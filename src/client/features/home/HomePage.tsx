import { HOME_LABELS } from '../../../shared/home';
import type { PageHead } from '../../../shared/page-head';
import { FIRST_SCREEN_TITLES, PATHS } from '../../../shared/routes';
import { lazyPart } from '../../lib/lazy-part';
import { usePageHead } from '../../lib/use-document-title';
import { SavedSearchesPanel } from '../alerts/SavedSearchesPanel';
import { CompareTray } from '../compare/CompareTray';
import { BelowFoldPart } from './BelowFoldPart';
import { CityListings } from './CityListings';
import { FeaturedListings } from './FeaturedListings';
import { HomeSearch } from './HomeSearch';

// Below the fold on every screen: the location picker (with the browser's position service), then popular
// cities, property types, insights and the call to post.
const LocationPicker = lazyPart(() =>
  import('../location/LocationPicker').then((module) => ({ default: module.LocationPicker })),
);
const HomeSections = lazyPart(() => import('./HomeSections'));

/** The home page as search engines and link previews read it (the server adds the site's own JSON-LD). */
const HOME_HEAD: PageHead = {
  title: FIRST_SCREEN_TITLES.home,
  description: HOME_LABELS.description,
  canonical: PATHS.home,
};

/**
 * The home page: the search box, featured listings, the visitor's city and its listings, popular cities,
 * property types, insights and the call to post a property. The server renders it for an anonymous first
 * visit (featured listings across India); the visitor's own city shows once the page has hydrated.
 */
export default function HomePage() {
  usePageHead(HOME_HEAD);
  return (
    <>
      {/* The hero runs up under the top bar, which stays transparent on the home page until the visitor scrolls. */}
      <div className="-mt-[var(--header-h)] bg-[linear-gradient(180deg,rgb(var(--c-brand-soft)),#fff)] pt-[var(--header-h)]">
        <section aria-labelledby="home-title" className="container-page pb-6 pt-6 sm:pb-10 sm:pt-12">
          <h1 id="home-title" className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            {FIRST_SCREEN_TITLES.home}
          </h1>
          <p className="mb-5 mt-3 max-w-2xl text-base text-muted sm:mb-8 sm:text-lg">{HOME_LABELS.tagline}</p>
          <HomeSearch />
        </section>
      </div>
      <SavedSearchesPanel />
      <FeaturedListings />
      <div className="container-page py-2">
        <BelowFoldPart reserve="h-[16.125rem] sm:h-[13.125rem] lg:h-[11.625rem]">
          <LocationPicker />
        </BelowFoldPart>
      </div>
      <CityListings />
      <BelowFoldPart reserve="h-[134rem] sm:h-[106rem] md:h-[94rem] lg:h-[68rem] xl:h-[65rem]">
        <HomeSections />
      </BelowFoldPart>
      {/* The rails' Compare buttons lead on from here too. */}
      <CompareTray />
    </>
  );
}
