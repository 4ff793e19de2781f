import type { ListingCard } from '../../../../shared/listings/listing-types';
import { ListingRail } from '../../listings/components/ListingRail';
import { DetailSection } from './Sections';

/** Listings as a rail of cards under a heading (similar, in this project, by this agent); nothing when empty. */
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
      {listings.length === 0 ? <p className="text-muted">{empty}</p> : <ListingRail listings={listings} />}
    </DetailSection>
  );
}
