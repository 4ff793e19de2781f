import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { MAX_SEARCH_QUERY_LENGTH } from '../../../../shared/listings/vocabulary';
import { BRAND_NAME } from '../../../../shared/messages';
import { PATHS } from '../../../../shared/routes';
import { BrandLogo } from '../../../ui/BrandLogo';
import { SEARCH_LABELS as L } from '../search.content';
import { FilterIcon, SearchIcon } from './search-icons';

interface SearchTopStripProps {
  /** The free text of the search on screen. */
  text: string;
  /** A new phrase to search for: never empty. */
  onSearch: (text: string) => void;
  filterCount: number;
  onRefine: () => void;
  /** The id of what Refine Search opens or moves to, and whether it is open. */
  refineControls?: string;
  refineExpanded?: boolean;
}

/**
 * The search-results page's own top strip (the page has no common layout): the way home, a search box
 * and the Refine Search button with the number of filters applied.
 */
export function SearchTopStrip({
  text,
  onSearch,
  filterCount,
  onRefine,
  refineControls,
  refineExpanded,
}: SearchTopStripProps) {
  const id = useId();
  const [value, setValue] = useState(text);
  const [hint, setHint] = useState(false);
  useEffect(() => setValue(text), [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phrase = value.trim();
    // Searching with an empty parameter does nothing; say why.
    setHint(!phrase);
    if (phrase) onSearch(phrase);
  };

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex items-center gap-2 py-2 sm:gap-3">
        <Link href={PATHS.home} aria-label={`${BRAND_NAME} home`} className="flex shrink-0 items-center rounded-md">
          <BrandLogo compact />
        </Link>
        <search className="flex min-w-0 flex-1">
          <form onSubmit={submit} className="flex min-w-0 flex-1 items-center" noValidate>
            <label htmlFor={`${id}-q`} className="sr-only">
              {L.searchBox}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              enterKeyHint="search"
              maxLength={MAX_SEARCH_QUERY_LENGTH}
              placeholder={L.stripPlaceholder}
              aria-describedby={hint ? `${id}-hint` : undefined}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setHint(false);
              }}
              className="min-h-11 w-full min-w-0 flex-1 rounded-l-lg border border-r-0 border-line bg-surface px-3 text-sm text-ink placeholder:text-muted focus:border-brand focus:bg-white"
            />
            <button type="submit" className="btn-solid min-h-11 rounded-l-none px-3 sm:px-4">
              <SearchIcon className="h-5 w-5" />
              <span className="sr-only sm:not-sr-only">{L.search}</span>
            </button>
          </form>
        </search>
        {/* From 768 px the Refine Search panel is beside the results, with its own heading: no button. */}
        <button
          type="button"
          className="btn-outline relative min-h-11 shrink-0 px-3 sm:px-4 md:hidden"
          aria-controls={refineControls}
          aria-expanded={refineExpanded}
          onClick={onRefine}
        >
          <FilterIcon className="h-5 w-5 sm:h-4 sm:w-4" />
          {/* A phone's one-line strip has room for the icon only; the name stays the same for everyone. */}
          <span className="sr-only sm:not-sr-only">{L.refine}</span>
          {filterCount > 0 && (
            <span className="absolute -right-1.5 -top-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-xs text-white sm:static">
              {filterCount}
              <span className="sr-only"> ({L.activeFilters(filterCount)})</span>
            </span>
          )}
        </button>
      </div>
      <p id={`${id}-hint`} role="status" className={hint ? 'container-page pb-2 text-sm text-red-800' : 'sr-only'}>
        {hint ? L.emptyText : ''}
      </p>
    </header>
  );
}
