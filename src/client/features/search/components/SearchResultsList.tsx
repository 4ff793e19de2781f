import type { ReactNode } from 'react';
import { CompareButton } from '../../compare/CompareButton';
import { ListingCardSkeleton, ListingCardView } from '../../listings/components/ListingCardView';
import type { SearchResults } from '../search.api';
import { SEARCH_LABELS as L } from '../search.content';

interface SearchResultsListProps {
  results: SearchResults;
  onRetry: () => void;
  /** What to offer when the API refused the search (400): retrying the same request cannot help. */
  onRejected: ReactNode;
  /** Shown when the search found nothing. */
  empty: ReactNode;
  /** Offline outside the saved cities: the saved ones to search instead. */
  savedCities?: ReactNode;
  /** How many skeletons hold the place of the cards while loading. */
  skeletons: number;
  /** Beside the Refine Search panel, across the whole page, or beside the panel and a map. */
  layout: keyof typeof LAYOUTS;
  /** Told which card the pointer or focus is on (null when it leaves), for the map to light its pin. */
  onHover?: ((id: number | null) => void) | undefined;
}

// One column on phones; beside the side panel (from 768px) the list is narrower than the window.
const LAYOUTS = {
  panel: {
    grid: 'grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-3',
    sizes:
      '(min-width: 1280px) 26vw, (min-width: 1024px) 36vw, (min-width: 768px) 60vw, (min-width: 640px) 50vw, 100vw',
  },
  wide: {
    grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
    sizes: '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  },
  // Beside a map from 1024px: one column.
  map: {
    grid: 'grid gap-4 sm:grid-cols-2 md:grid-cols-1',
    sizes: '(min-width: 1024px) 22rem, (min-width: 768px) 60vw, (min-width: 640px) 50vw, 100vw',
  },
} as const;

/**
 * A page of results: cards, or card-sized skeletons while loading (nothing moves when the cards arrive),
 * the product's error message with a way out (docs/product-rules.md, Limits and messages), or the empty state.
 */
export function SearchResultsList({
  results,
  onRetry,
  onRejected,
  empty,
  savedCities,
  skeletons,
  layout,
  onHover,
}: SearchResultsListProps) {
  const { grid, sizes } = LAYOUTS[layout];
  if (results.error) {
    // Offline with this search never run here is not a failure: amber, and 'Try again' once online.
    const tone = results.notSaved
      ? 'border-amber-200 bg-amber-50 text-amber-900'
      : 'border-red-200 bg-red-50 text-red-900';
    return (
      <div role="alert" className={`flex flex-col items-start gap-3 rounded-xl border p-4 ${tone}`}>
        <p className="font-medium">{results.error}</p>
        {results.rejected ? (
          onRejected
        ) : (
          <button type="button" className="btn-outline min-h-11" onClick={onRetry}>
            {L.retry}
          </button>
        )}
        {results.notSaved && savedCities}
      </div>
    );
  }
  if (results.loading) {
    return (
      <ul aria-busy="true" aria-label={L.resultsList} className={grid}>
        {Array.from({ length: skeletons }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place.
          <li key={n}>
            <ListingCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (results.data.length === 0) return <>{empty}</>;
  return (
    <ul aria-label={L.resultsList} className={grid}>
      {results.data.map((listing, index) => (
        <li
          key={listing.id}
          onPointerEnter={onHover && (() => onHover(listing.id))}
          onPointerLeave={onHover && (() => onHover(null))}
          onFocus={onHover && (() => onHover(listing.id))}
          onBlur={onHover && (() => onHover(null))}
        >
          <ListingCardView
            listing={listing}
            eager={index === 0}
            sizes={sizes}
            corner={<CompareButton id={listing.id} onCard />}
          />
        </li>
      ))}
    </ul>
  );
}
