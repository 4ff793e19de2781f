import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_MESSAGES } from '../../../../shared/messages';
import { RAIL_PHOTO_SIZES } from '../../../../shared/sw-protocol';
import { CompareButton } from '../../compare/CompareButton';
import { SavedNotice } from '../../offline/SavedNotice';
import type { ListingsView } from '../listings.api';
import { ListingCardSkeleton, ListingCardView } from './ListingCardView';

interface ListingSectionProps {
  id: string;
  heading: ReactNode;
  list: ListingsView;
  /** Shown when the list loaded empty. */
  empty: string;
  seeAll?: { href: string; label: string };
  /** The first card's photo is the page's largest image: load it at once. */
  eagerFirst?: boolean;
}

const SKELETONS = [0, 1, 2, 3];

/**
 * A heading and up to a row or two of listing cards: a swipeable strip on phones, a grid from 640 px.
 * Skeletons hold the cards' exact place while loading, so nothing moves when they arrive.
 */
export function ListingSection({ id, heading, list, empty, seeAll, eagerFirst = false }: ListingSectionProps) {
  const { loading } = list;
  return (
    <section aria-labelledby={id} className="container-page py-6 sm:py-8">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-xl font-bold text-ink sm:text-2xl">
          {heading}
        </h2>
        {seeAll && (
          <Link href={seeAll.href} className="text-link shrink-0 text-sm">
            {seeAll.label}
          </Link>
        )}
      </div>
      <SavedNotice savedAt={list.savedAt} className="mb-4" />
      {list.error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {list.error}
          <button type="button" className="btn-outline min-h-9 px-3 py-1" onClick={list.retry}>
            {APP_MESSAGES.retry}
          </button>
        </div>
      ) : !loading && list.items.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul
          aria-busy={loading}
          className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4"
        >
          {loading
            ? SKELETONS.map((n) => (
                <li key={n} aria-hidden="true" className="w-[78%] shrink-0 snap-start sm:w-auto">
                  <ListingCardSkeleton />
                </li>
              ))
            : list.items.map((listing, index) => (
                <li key={listing.id} className="w-[78%] shrink-0 snap-start sm:w-auto">
                  <ListingCardView
                    listing={listing}
                    eager={eagerFirst && index === 0}
                    sizes={RAIL_PHOTO_SIZES}
                    corner={<CompareButton id={listing.id} onCard />}
                  />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
