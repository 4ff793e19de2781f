import { Link } from 'wouter';
import { PATHS, searchResultsHref } from '../../../../shared/routes';
import { BUY_MENU } from '../../../app/layouts/navigation.content';
import { EMPTY_RESULTS, SEARCH_LABELS as L } from '../search.content';

interface EmptyResultsProps {
  /** Refinements in use: clearing them is the first thing to try. */
  filterCount: number;
  onClear: () => void;
}

/** Nothing found: say so, offer to clear the filters, and lead to cities that have listings. */
export function EmptyResults({ filterCount, onClear }: EmptyResultsProps) {
  return (
    <section aria-labelledby="empty-results" className="rounded-xl border border-line bg-white p-6 text-center sm:p-10">
      <svg viewBox="0 0 64 64" aria-hidden="true" className="mx-auto h-14 w-14 text-brand/50">
        <path d="M32 12 10 30h6v20h12V38h8v12h12V30h6z" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="46" cy="46" r="9" fill="#fff" stroke="currentColor" strokeWidth="3" />
        <path d="m52.5 52.5 6 6" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h2 id="empty-results" className="mt-4 text-xl font-bold text-ink">
        {EMPTY_RESULTS.title}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        {filterCount > 0 ? EMPTY_RESULTS.withFilters : EMPTY_RESULTS.withoutFilters}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {filterCount > 0 && (
          <button type="button" className="btn-solid min-h-11" onClick={onClear}>
            {L.clear}
          </button>
        )}
        <Link href={PATHS.properties} className="btn-outline min-h-11">
          {EMPTY_RESULTS.browseAll}
        </Link>
      </div>
      <h3 className="mt-8 text-sm font-semibold uppercase tracking-wide text-muted">{L.popularCities}</h3>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {BUY_MENU.popularAreas.cities.map(({ city, state }) => (
          <li key={city}>
            <Link
              href={searchResultsHref({ propertyType: 'Flat/Apartment', city, state })}
              className="inline-flex min-h-10 items-center rounded-full border border-line px-3 text-sm text-ink hover:border-brand hover:text-brand"
            >
              {city}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
