import { HOME_LABELS } from '../../../shared/home';
import { PATHS } from '../../../shared/routes';
import { ListingSection } from '../listings/components/ListingSection';
import { useFeaturedListings } from '../listings/listings.api';

/**
 * Featured listings across India: the first thing under the search box, rendered by the server with the
 * page (the same for every visitor), its first photo loaded at once.
 */
export function FeaturedListings() {
  return (
    <ListingSection
      id="featured-listings"
      heading={HOME_LABELS.featured}
      list={useFeaturedListings()}
      empty={HOME_LABELS.featuredNone}
      seeAll={{ href: PATHS.properties, label: HOME_LABELS.seeAll }}
      eagerFirst
    />
  );
}
