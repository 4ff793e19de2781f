import { useEffect, useId, useRef } from 'react';
import { activeFilterCount, searchUrl, withoutFilters } from '../../../../shared/listings/search-href';
import { MAX_SEARCH_PAGE, SEARCH_SORTS, type SearchSort } from '../../../../shared/listings/vocabulary';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { DeviceNotice } from '../../offline/DeviceNotice';
import { SavedCitiesOffer } from '../../offline/SavedCitiesOffer';
import { SavedNotice } from '../../offline/SavedNotice';
import { SEARCH_LABELS as L, resultCountText, SORT_LABELS } from '../search.content';
import type { useUrlSearch } from '../use-url-search';
import { EmptyResults } from './EmptyResults';
import { Pagination } from './Pagination';
import { SearchResultsList } from './SearchResultsList';

type UrlSearch = ReturnType<typeof useUrlSearch>;

const FIRST_SKELETONS = 6;

/**
 * The results of a search kept in the URL: how many, the sort, the cards and the pages.
 */
export function ResultsView({ search, wide = false }: { search: UrlSearch; wide?: boolean }) {
  const { filters, results, apply, pageHref, retry } = search;
  const sortId = useId();
  const countRef = useRef<HTMLHeadingElement>(null);
  const lastCount = useRef(FIRST_SKELETONS);
  if (!results.loading && results.data.length > 0) lastCount.current = results.data.length;

  // A new search or page starts at the top; a new page also takes focus to the count, so keyboard and
  // screen-reader users begin at the new page's start (a filter change leaves focus in the filters).
  const page = filters.page;
  const shown = useRef({ request: search.request, page });
  useEffect(() => {
    const previous = shown.current;
    if (previous.request === search.request) return;
    shown.current = { request: search.request, page };
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    if (previous.page !== page) countRef.current?.focus({ preventScroll: true });
  }, [search.request, page]);

  const pages = Math.min(Math.ceil(results.total / results.pageSize), MAX_SEARCH_PAGE);
  const filterCount = activeFilterCount(filters);
  const clear = () => apply(withoutFilters(filters));
  const count = results.loading ? L.searching : resultCountText(results.total, results.totalCapped);

  return (
    <div>
      <div className="mb-4 flex min-h-11 flex-wrap items-center justify-between gap-3">
        <h2 ref={countRef} tabIndex={-1} aria-live="polite" className="text-base font-semibold text-ink sm:text-lg">
          {/* After an error there is no count: the heading still names the list for screen readers. */}
          {results.error ? <span className="sr-only">{L.resultsList}</span> : count}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-muted">
            {L.sort}
          </label>
          <select
            id={sortId}
            value={filters.sort}
            onChange={(event) => apply({ ...filters, sort: event.target.value as SearchSort })}
            className="min-h-11 rounded-lg border border-line bg-white px-3 text-sm text-ink focus:border-brand"
          >
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!results.loading &&
        (results.savedOnDevice ? (
          <DeviceNotice matches={results.total} from={results.savedOnDevice} className="mb-4" />
        ) : (
          <SavedNotice savedAt={results.savedAt} className="mb-4" />
        ))}
      <SearchResultsList
        results={results}
        onRetry={retry}
        skeletons={lastCount.current}
        layout={wide ? 'wide' : 'panel'}
        onRejected={
          <button type="button" className="btn-outline min-h-11" onClick={() => apply({ sort: 'relevance' })}>
            {L.newSearch}
          </button>
        }
        empty={<EmptyResults filterCount={filterCount} onClear={clear} />}
        savedCities={
          <SavedCitiesOffer
            cities={results.savedCities}
            hrefOf={(city) => searchUrl(search.path, { ...filters, city: city.city, state: city.state, page: 1 })}
          />
        }
      />
      {!results.loading && !results.error && <Pagination page={page} pages={pages} href={pageHref} />}
    </div>
  );
}
