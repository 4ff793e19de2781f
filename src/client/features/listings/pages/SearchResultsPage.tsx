import { Link } from 'wouter';
import { BRAND_NAME } from '../../../../shared/messages';
import { PATHS } from '../../../../shared/routes';
import { BrandLogo } from '../../../ui/BrandLogo';
import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** Search results: the one public page without the common layout (spec section 2), so it brings its own way home. */
export default function SearchResultsPage() {
  return (
    <>
      <div className="border-b border-line bg-white">
        <div className="container-page flex h-14 items-center">
          <Link href={PATHS.home} aria-label={`${BRAND_NAME} home`} className="flex items-center rounded-md">
            <BrandLogo />
          </Link>
        </div>
      </div>
      <PagePlaceholder routeKey="searchResults">
        The listings that match your search, page by page, with filters and sorting; results you have seen stay
        available when you are offline.
      </PagePlaceholder>
    </>
  );
}
