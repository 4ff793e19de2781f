import { HOME_LABELS } from '../../../shared/home';
import { searchResultsHref } from '../../../shared/routes';
import { propertiesInLabel } from '../../app/layouts/layout.content';
import { ListingSection } from '../listings/components/ListingSection';
import { useCityListings } from '../listings/listings.api';
import { useVisitorCity } from '../location/visitor-city';

/**
 * The home page's listings in the visitor's city (detected or picked). The server does not know the city:
 * the section appears once the page has hydrated, below the fold, and nothing shows while no city is known.
 */
export function CityListings() {
  const { city, state } = useVisitorCity();
  const list = useCityListings(city);
  if (!city) return null;
  return (
    <ListingSection
      id="city-listings"
      heading={propertiesInLabel(city)}
      list={list}
      empty={`No listings in ${city} yet.`}
      seeAll={{ href: searchResultsHref({ propertyType: '', city, state: state ?? '' }), label: HOME_LABELS.seeAll }}
    />
  );
}
