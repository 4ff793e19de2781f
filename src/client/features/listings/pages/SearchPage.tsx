import { Link } from 'wouter';
import { searchResultsUrl } from '../../../../shared/listings/search-href';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS, searchResultsHref } from '../../../../shared/routes';
import { BUY_MENU } from '../../../app/layouts/navigation.content';
import { usePageHead } from '../../../lib/use-document-title';
import { SearchForm } from '../../search/components/SearchForm';
import { withPhrase } from '../../search/phrase-search';
import { SEARCH_LABELS as L, POPULAR_SEARCHES } from '../../search/search.content';
import { SEARCH_PAGE_DESCRIPTION } from '../../search/search-head';

const pill =
  'inline-flex min-h-10 items-center rounded-full border border-line bg-white px-3 text-sm text-ink hover:border-brand hover:text-brand';

/** /search: the full search form, with example phrases and the popular cities as ready-made searches. */
export default function SearchPage() {
  const { title } = ROUTES.search;
  usePageHead({ title, description: SEARCH_PAGE_DESCRIPTION, canonical: PATHS.search });
  return (
    <div className="bg-[linear-gradient(180deg,rgb(var(--c-brand-soft)),#fff_22rem)]">
      <div className="container-page grid gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="search-title" className="min-w-0">
          <h1 id="search-title" className="mb-5 text-2xl font-bold tracking-tight text-ink sm:text-4xl">
            {title}
          </h1>
          <SearchForm />
        </section>
        <aside className="flex flex-col gap-8 lg:pt-16">
          <section aria-labelledby="popular-searches">
            <h2 id="popular-searches" className="text-lg font-bold text-ink">
              {L.popularSearches}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {POPULAR_SEARCHES.map((phrase) => (
                <li key={phrase}>
                  <Link href={searchResultsUrl(withPhrase({ transactionType: 'Buy' }, phrase))} className={pill}>
                    {phrase}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="popular-cities">
            <h2 id="popular-cities" className="text-lg font-bold text-ink">
              {L.popularCities}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {BUY_MENU.popularAreas.cities.map(({ city, state }) => (
                <li key={city}>
                  <Link href={searchResultsHref({ propertyType: 'Flat/Apartment', city, state })} className={pill}>
                    {L.browseCity(city)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
