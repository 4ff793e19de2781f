import { HOME_LABELS } from '../../../../shared/home';
import { ROUTES } from '../../../../shared/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SavedSearchesPanel } from '../../alerts/SavedSearchesPanel';
import { FeaturedListings } from '../../home/FeaturedListings';
import { HomeSearch } from '../../home/HomeSearch';
import { InsightsEntries, PopularCities, PostPropertyCall, PropertyTypes } from '../../home/HomeSections';
import { LocationPicker } from '../../location/LocationPicker';
import { CityListings } from '../components/CityListings';

/**
 * The home page: the search box, featured listings, the visitor's city and its listings, popular cities,
 * property types, insights and the call to post a property.
 */
export default function HomePage() {
  useDocumentTitle(ROUTES.home.title);
  return (
    <>
      {/* The hero runs up under the top bar, which stays transparent here until the visitor scrolls. */}
      <div className="-mt-[var(--header-h)] bg-[linear-gradient(180deg,rgb(var(--c-brand-soft)),#fff)] pt-[var(--header-h)]">
        <section aria-labelledby="home-title" className="container-page pb-6 pt-6 sm:pb-10 sm:pt-12">
          <h1 id="home-title" className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            {ROUTES.home.title}
          </h1>
          <p className="mb-5 mt-3 max-w-2xl text-base text-muted sm:mb-8 sm:text-lg">{HOME_LABELS.tagline}</p>
          <HomeSearch />
        </section>
      </div>
      <SavedSearchesPanel />
      <FeaturedListings />
      <div className="container-page py-2">
        <LocationPicker />
      </div>
      <CityListings />
      <PopularCities />
      <PropertyTypes />
      <InsightsEntries />
      <PostPropertyCall />
    </>
  );
}
