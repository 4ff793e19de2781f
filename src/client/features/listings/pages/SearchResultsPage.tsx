import { useCallback, useEffect, useId } from 'react';
import { SAVED_SEARCH_LIMITS } from '../../../../shared/alerts/saved-search-constants';
import { activeFilterCount, compactQuery, type SearchFilters } from '../../../../shared/listings/search-href';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useAtom } from '../../../app/store';
import { SaveSearchButton } from '../../alerts/SaveSearchButton';
import { CompareTray } from '../../compare/CompareTray';
import { RefinePanel } from '../../search/components/RefinePanel';
import { RefineSheet } from '../../search/components/RefineSheet';
import { ResultsView } from '../../search/components/ResultsView';
import { SearchTopStrip } from '../../search/components/SearchTopStrip';
import { UnderstoodChips } from '../../search/components/UnderstoodChips';
import { withPhrase } from '../../search/phrase-search';
import { filterModalOpenAtom } from '../../search/search.atoms';
import { describeSearch, SEARCH_LABELS as L } from '../../search/search.content';
import { searchName, withPhraseRead } from '../../search/understood';
import { useIsMobile } from '../../search/use-is-mobile';
import { useSearchHead } from '../../search/use-search-head';
import { useUrlSearch } from '../../search/use-url-search';

/**
 * Search results (no common layout, so the page brings its own strip with the way
 * home). Everything is in the URL: the search-results link's parameters (docs/routes.md), the filters of the
 * Refine Search panel (a sheet on phones, a sticky side panel on desktop), the sort and the page. The server
 * renders it with its results; which of panel and sheet a width gets is CSS's choice, so its HTML is right on
 * any screen.
 */
export default function SearchResultsPage() {
  const { title } = ROUTES.searchResults;
  const search = useUrlSearch(PATHS.searchResults);
  useSearchHead(search);
  const { filters, apply, valid } = search;
  // Only what Refine Search does: the side panel is hidden below 768px by CSS, not by this.
  const mobile = useIsMobile();
  const [sheetOpen, setSheetOpen] = useAtom(filterModalOpenAtom);
  const panelId = useId();

  // The sheet belongs to phones: it closes when the window grows past the breakpoint, and with the page.
  useEffect(() => {
    if (!mobile) setSheetOpen(false);
  }, [mobile, setSheetOpen]);
  useEffect(() => () => setSheetOpen(false), [setSheetOpen]);

  const closeSheet = useCallback(() => setSheetOpen(false), [setSheetOpen]);
  const applyFromSheet = (next: SearchFilters) => {
    setSheetOpen(false);
    apply(next);
  };
  const openRefine = () => {
    if (mobile) setSheetOpen(true);
    else document.getElementById(panelId)?.querySelector<HTMLElement>('input, select')?.focus();
  };

  return (
    <>
      <SearchTopStrip
        text={filters.searchQuery ?? ''}
        onSearch={(text) =>
          apply(
            withPhrase(
              {
                city: filters.city,
                state: filters.state,
                transactionType: filters.transactionType,
                sort: filters.sort,
              },
              text,
            ),
          )
        }
        filterCount={activeFilterCount(withPhraseRead(filters))}
        onRefine={openRefine}
        refineControls={mobile ? undefined : panelId}
        refineExpanded={mobile ? sheetOpen : undefined}
      />
      <div className="container-page grid gap-6 py-5 md:grid-cols-[17rem_minmax(0,1fr)] lg:grid-cols-[19rem_minmax(0,1fr)]">
        <aside
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className="sticky top-[4.75rem] hidden max-h-[calc(100vh-6rem-var(--compare-tray-room))] self-start overflow-y-auto rounded-xl border border-line bg-white shadow-sm md:block"
        >
          <h2 id={`${panelId}-title`} className="border-b border-line px-4 py-3 text-base font-bold text-ink">
            {L.refine}
          </h2>
          <RefinePanel filters={filters} onApply={apply} autoApply />
        </aside>
        <section aria-labelledby="search-results-title" className="min-w-0">
          <h1 id="search-results-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {title}
          </h1>
          <p className="mt-1 mb-4 text-muted">{describeSearch(withPhraseRead(filters))}</p>
          <UnderstoodChips filters={filters} className="mb-4" />
          {valid && (
            // The button keeps its height while it asks the device whether this search is saved.
            <div className="mb-4">
              <SaveSearchButton
                query={compactQuery({ ...filters, page: undefined, sort: undefined })}
                label={searchName(filters).slice(0, SAVED_SEARCH_LIMITS.labelMaxLength)}
              />
            </div>
          )}
          <ResultsView search={search} />
        </section>
      </div>
      {mobile && sheetOpen && (
        <RefineSheet onClose={closeSheet}>
          <RefinePanel filters={filters} onApply={applyFromSheet} />
        </RefineSheet>
      )}
      <CompareTray />
    </>
  );
}
