import type { ListingCard } from '../../../../shared/listings/listing-types';
import { CompareButton } from '../../compare/CompareButton';
import { ListingCardView } from '../../listings/components/ListingCardView';
import { DetailSection } from './Sections';

// One column on phones, two from sm, three from lg, four from xl.
const SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** Listings as cards under a heading (similar, in this project, by this agent); nothing when empty. */
export function ListingGrid({
  id,
  title,
  listings,
  empty,
}: {
  id: string;
  title: string;
  listings: readonly ListingCard[];
  /** Said when there are none; without it an empty list shows nothing at all. */
  empty?: string;
}) {
  if (listings.length === 0 && !empty) return null;
  return (
    <DetailSection id={id} title={title}>
      {listings.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCardView listing={listing} sizes={SIZES} corner={<CompareButton id={listing.id} onCard />} />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
