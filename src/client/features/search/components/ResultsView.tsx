import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { activeFilterCount, searchUrl, withoutFilters } from '../../../../shared/listings/search-href';
import { MAX_SEARCH_PAGE, SEARCH_SORTS, type SearchSort } from '../../../../shared/listings/vocabulary';
import type { MapBox } from '../../../../shared/location/map-area';
import { lazyPart } from '../../../lib/lazy-part';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { siteConfig } from '../../../lib/site-config';
import { useHydrated } from '../../../lib/use-hydrated';
import { MAP_LABELS } from '../../map/map.content';
import { firstViewOf } from '../../map/map-pins';
import { DeviceNotice } from '../../offline/DeviceNotice';
import { SavedCitiesOffer } from '../../offline/SavedCitiesOffer';
import { SavedNotice } from '../../offline/SavedNotice';
import { SEARCH_LABELS as L, resultCountText, SORT_LABELS } from '../search.content';
import { searchName } from '../understood';
import type { useUrlSearch } from '../use-url-search';
import { EmptyResults } from './EmptyResults';
import { Pagination } from './Pagination';
import { SearchResultsList } from './SearchResultsList';
import { ViewToggle } from './ViewToggle';

// Leaflet and the map's code download only when a map view opens, never with the list.
const ResultsMap = lazyPart(() => import('../../map/ResultsMap'));

type UrlSearch = ReturnType<typeof useUrlSearch>;

const FIRST_SKELETONS = 6;

/**
 * The results of a search kept in the URL: how many, the sort, the cards and the pages; in the map view
 * (`view=map`, where the deployment has tiles) a map of them too, beside the list from 1024px and in its
 * place on narrower screens (CSS decides, so the server's HTML suits any width).
 */
export function ResultsView({ search, wide = false }: { search: UrlSearch; wide?: boolean }) {
  const { filters, results, apply, pageHref, retry } = search;
  const tiles = siteConfig.tiles;
  const mapped = search.view === 'map' && tiles !== undefined;
  // The map is the browser's alone: the server (and a browser without JavaScript) shows the list.
  const hydrated = useHydrated();
  const [hovered, setHovered] = useState<number | null>(null);
  // The map opens on the first answer's results and stays where the person takes it after that.
  const [first, setFirst] = useState<MapBox | undefined>(undefined);
  const firstNow = first ?? (results.loading ? undefined : firstViewOf(filters.bbox, results.data));
  useEffect(() => {
    if (mapped && !first && firstNow) setFirst(firstNow);
  }, [mapped, first, firstNow]);
  const mapShown = mapped && hydrated && firstNow !== undefined;
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
    // Beside the map (or in its place) the page stays where it is: the person is searching the map.
    if (search.view === 'map') return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    if (previous.page !== page) countRef.current?.focus({ preventScroll: true });
  }, [search.request, search.view, page]);

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
        <div className="flex flex-wrap items-center gap-2">
          {tiles && <ViewToggle mode={search.view} hrefOf={search.viewHref} />}
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
      <div className={mapShown ? 'lg:grid lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-4' : undefined}>
        {/* On a phone the map takes the list's place. */}
        <div className={mapShown ? 'max-lg:hidden' : undefined}>
          <SearchResultsList
            results={results}
            onRetry={retry}
            skeletons={lastCount.current}
            layout={mapShown ? 'map' : wide ? 'wide' : 'panel'}
            onHover={mapShown ? setHovered : undefined}
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
        {mapShown && (
          <div className="sticky top-[4.75rem] h-[calc(100dvh-6rem)] min-h-80">
            <Suspense fallback={null}>
              <ResultsMap
                tiles={tiles}
                filters={filters}
                cards={results.data}
                first={first ?? firstNow}
                label={MAP_LABELS.mapOf(searchName(filters))}
                highlighted={hovered}
                onSearchArea={(box) => apply({ ...filters, bbox: box })}
              />
            </Suspense>
          </div>
        )}
      </div>
    </div>
  );
}
