import { HOME_LABELS } from '../../../shared/home';
import { PATHS } from '../../../shared/routes';
import { ListingSection } from '../listings/components/ListingSection';
import { fetchFeaturedProperties } from '../listings/listings.api';
import { featuredPropertiesAtom } from '../listings/listings.atoms';
import { usePropertyList } from '../listings/use-property-list';

const loadFeatured = () => fetchFeaturedProperties(null);

/** Featured listings across India: the first thing under the search box, its first photo loaded at once. */
export function FeaturedListings() {
  const { list, retry } = usePropertyList(featuredPropertiesAtom, '', loadFeatured);
  return (
    <ListingSection
      id="featured-listings"
      heading={HOME_LABELS.featured}
      list={list}
      onRetry={retry}
      empty={HOME_LABELS.featuredNone}
      seeAll={{ href: PATHS.properties, label: HOME_LABELS.seeAll }}
      eagerFirst
    />
  );
}
