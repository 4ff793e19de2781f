import { HOME_LABELS } from '../../../../shared/home';
import { HOME_HERO_CLASS, HOME_HERO_TITLE_ID } from '../../../../shared/home-hero';
import { ROUTES } from '../../../../shared/routes';
import { lazyPart } from '../../../lib/lazy-part';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BelowFold } from '../../../ui/BelowFold';
import { SavedSearchesPanel } from '../../alerts/SavedSearchesPanel';
import { FeaturedListings } from '../../home/FeaturedListings';
import { HomeSearch } from '../../home/HomeSearch';
import { CityListings } from '../components/CityListings';

// Below the fold on every screen: the location picker (with the browser's position service), then popular
// cities, property types, insights and the call to post.
const LocationPicker = lazyPart(() =>
  import('../../location/LocationPicker').then((module) => ({ default: module.LocationPicker })),
);
const HomeSections = lazyPart(() => import('../../home/HomeSections'));

/**
 * The home page: the search box, featured listings, the visitor's city and its listings, popular cities,
 * property types, insights and the call to post a property.
 */
export default function HomePage() {
  useDocumentTitle(ROUTES.home.title);
  return (
    <>
      {/* The server writes the same heading and tagline into the HTML (home-hero.ts). */}
      <div className={HOME_HERO_CLASS.band}>
        <section aria-labelledby={HOME_HERO_TITLE_ID} className={HOME_HERO_CLASS.section}>
          <h1 id={HOME_HERO_TITLE_ID} className={HOME_HERO_CLASS.title}>
            {ROUTES.home.title}
          </h1>
          <p className={HOME_HERO_CLASS.tagline}>{HOME_LABELS.tagline}</p>
          <HomeSearch />
        </section>
      </div>
      <SavedSearchesPanel />
      <FeaturedListings />
      <div className="container-page py-2">
        <BelowFold reserve="h-[16.125rem] sm:h-[13.125rem] lg:h-[11.625rem]">
          <LocationPicker />
        </BelowFold>
      </div>
      <CityListings />
      <BelowFold reserve="h-[134rem] sm:h-[106rem] md:h-[94rem] lg:h-[68rem] xl:h-[65rem]">
        <HomeSections />
      </BelowFold>
    </>
  );
}
