import type { ListingCard } from './listing-types';

/** A listing card (a detail answer is one too): what the search and the offline pages can show. */
export function isCard(value: unknown): value is ListingCard {
  const card = value as Partial<ListingCard> | null | undefined;
  return (
    !!card &&
    typeof card.id === 'number' &&
    typeof card.title === 'string' &&
    typeof card.price === 'number' &&
    typeof card.propertyType === 'string' &&
    typeof card.transactionType === 'string' &&
    typeof card.location?.city === 'string' &&
    typeof card.area?.sqft === 'number'
  );
}
