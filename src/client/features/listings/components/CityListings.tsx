import { useAtomValue } from 'jotai';
import { HOME_LABELS } from '../../../../shared/home';
import { propertiesInLabel } from '../../../../shared/layout-labels';
import { searchResultsHref } from '../../../../shared/routes';
import { detectedCityAtom, detectedStateAtom } from '../../location/location.atoms';
import { fetchCityProperties } from '../listings.api';
import { cityPropertiesAtom } from '../listings.atoms';
import { usePropertyList } from '../use-property-list';
import { ListingSection } from './ListingSection';

const loadCity = (city: string) => fetchCityProperties(city);

/** The home page's listings in the visitor's city (detected or picked); nothing until a city is known. */
export function CityListings() {
  const city = useAtomValue(detectedCityAtom);
  const state = useAtomValue(detectedStateAtom);
  const { list, retry } = usePropertyList(cityPropertiesAtom, city, loadCity);
  if (!city) return null;
  return (
    <ListingSection
      id="city-listings"
      heading={propertiesInLabel(city)}
      list={list}
      onRetry={retry}
      empty={`No listings in ${city} yet.`}
      seeAll={{ href: searchResultsHref({ propertyType: '', city, state: state ?? '' }), label: HOME_LABELS.seeAll }}
    />
  );
}
