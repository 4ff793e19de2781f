import type { ListingCard } from '../../../../shared/listings/listing-types';
import { RAIL_PHOTO_SIZES } from '../../../../shared/sw-protocol';
import { CompareButton } from '../../compare/CompareButton';
import { ListingCardView } from './ListingCardView';

/**
 * A row of cards that swipes sideways on a phone (each card 78% of the screen, snapping into place, the
 * next one peeking) and wraps into a 2- then 4-column grid from 640 px. A phone page of a dozen
 * listings stays one card tall, so what comes after them (reviews, localities) is a short scroll away;
 * every card is still a plain link in the HTML, for crawlers as for people. The home page's rails
 * (ListingSection) write the same classes inline: importing them would cost its tight JavaScript
 * budget a shared module.
 */
export const RAIL_LIST =
  '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4';
export const RAIL_ITEM = 'w-[78%] shrink-0 snap-start sm:w-auto';

/** Listing cards as a rail (RAIL_LIST); the first card's photo loads at once when `eagerFirst`. */
export function ListingRail({
  listings,
  eagerFirst = false,
}: {
  listings: readonly ListingCard[];
  eagerFirst?: boolean;
}) {
  return (
    <ul className={RAIL_LIST}>
      {listings.map((listing, index) => (
        <li key={listing.id} className={RAIL_ITEM}>
          <ListingCardView
            listing={listing}
            eager={eagerFirst && index === 0}
            sizes={RAIL_PHOTO_SIZES}
            corner={<CompareButton id={listing.id} onCard />}
          />
        </li>
      ))}
    </ul>
  );
}
