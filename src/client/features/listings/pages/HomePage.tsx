import { PagePlaceholder } from '../../../ui/PagePlaceholder';
import { LocationPicker } from '../../location/LocationPicker';
import { CityListings } from '../components/CityListings';

/** The home page: search box, featured listings and the visitor's city. */
export default function HomePage() {
  return (
    // The hero runs up under the top bar, which stays transparent here until the visitor scrolls.
    <div className="-mt-[var(--header-h)] bg-[linear-gradient(180deg,rgb(var(--c-brand-soft)),#fff)] pt-[var(--header-h)]">
      <PagePlaceholder routeKey="home">
        Search land, plots, offices, shops and flats in your city, see featured listings near you and pick up where you
        left off, even without a connection.
      </PagePlaceholder>
      <div className="container-page pb-6 sm:pb-10">
        <LocationPicker />
      </div>
      <CityListings />
    </div>
  );
}
