import { Link } from 'wouter';
import { type SearchFilters, searchResultsUrl, searchUrl } from '../../../../shared/listings/search-href';
import { BROWSE_DEFAULTS } from '../../../../shared/listings/search-url';
import { PROPERTY_TYPES } from '../../../../shared/listings/vocabulary';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { CompareTray } from '../../compare/CompareTray';
import { ResultsView } from '../../search/components/ResultsView';
import { FilterIcon } from '../../search/components/search-icons';
import { SEARCH_LABELS as L } from '../../search/search.content';
import { useSearchHead } from '../../search/use-search-head';
import { useUrlSearch } from '../../search/use-url-search';

const chip =
  'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border px-3 text-sm font-medium';
const chipOff = `${chip} border-line bg-white text-ink hover:border-brand hover:text-brand`;
const chipOn = `${chip} border-brand bg-brand text-white`;

/**
 * /properties: every active listing, newest first, with quick type chips and the same pages as search,
 * rendered on the server with its results.
 */
export default function PropertiesPage() {
  const { title } = ROUTES.properties;
  const search = useUrlSearch(PATHS.properties, BROWSE_DEFAULTS);
  useSearchHead(search);
  const { filters } = search;
  const typeHref = (propertyType?: SearchFilters['propertyType']) =>
    searchUrl(PATHS.properties, { ...filters, propertyType, page: 1 });

  return (
    <div className="container-page py-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-muted">{L.browseIntro}</p>
        </div>
        <Link href={searchResultsUrl({ ...filters, page: 1 })} className="btn-outline min-h-11">
          <FilterIcon className="h-4 w-4" />
          {L.refine}
        </Link>
      </div>
      <nav aria-label={L.quickTypes} className="my-5">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          <li>
            <Link
              href={typeHref(undefined)}
              aria-current={filters.propertyType ? undefined : 'page'}
              className={filters.propertyType ? chipOff : chipOn}
            >
              {L.allTypes}
            </Link>
          </li>
          {PROPERTY_TYPES.map((type) => (
            <li key={type}>
              <Link
                href={typeHref(type)}
                aria-current={filters.propertyType === type ? 'page' : undefined}
                className={filters.propertyType === type ? chipOn : chipOff}
              >
                {type}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ResultsView search={search} wide />
      <CompareTray />
    </div>
  );
}
