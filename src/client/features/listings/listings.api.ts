/**
 * The home page's listing reads, through the page's API cache (`useApiRead`: rendered on the server with
 * the page, read from the embedded answer in the browser). Every way a read can end becomes what the list
 * shows, with the product's messages (docs/product-rules.md, Limits and messages).
 */
import { cityListingsRead, featuredListingsRead } from '../../../shared/listings/listing-api-paths';
import type { ListingCard } from '../../../shared/listings/listing-types';
import { MESSAGES } from '../../../shared/messages';
import { type ApiRead, useApiRead } from '../../lib/use-api';

/** A list as a section shows it. */
export interface ListingsView {
  items: readonly ListingCard[];
  /** Nothing to show yet: the section holds the cards' place. */
  loading: boolean;
  /** Why there is no list, in the words the visitor reads. */
  error: string | null;
  /** Shown from what this device saved offline (epoch ms), or null for a network answer. */
  savedAt: number | null;
  retry: () => void;
}

/** The answer's cards, or null when it has no such array (an answer in some other shape). */
type Picked = { cards: readonly ListingCard[] | null };

// The answer as it came, which may lack its list: checked here rather than trusted.
const cardsIn = (cards: unknown): Picked => ({ cards: Array.isArray(cards) ? (cards as ListingCard[]) : null });

interface Messages {
  /** No answer, an error status, or nothing saved offline without the worker's own words. */
  failed: string;
  /** An answer without the list. */
  invalid: string;
}

/**
 * The one mapping from a list read to what its section shows. Offline with nothing saved, the service
 * worker's own words (its answer says the list was never opened on this device).
 */
function listView(result: ApiRead<Picked>, { failed, invalid }: Messages): ListingsView {
  const { retry } = result;
  const none = { items: [], loading: false, savedAt: null, retry };
  switch (result.kind) {
    case 'loading':
      return { ...none, loading: true, error: null };
    case 'found':
      return result.data.cards
        ? { items: result.data.cards, loading: false, error: null, savedAt: result.savedAt, retry }
        : { ...none, error: invalid };
    case 'not-saved':
      return { ...none, error: result.message ?? failed };
    default:
      return { ...none, error: failed };
  }
}

/**
 * Featured listings across India, the answer's `data`. An answer without it is 'Invalid
 * response format'; no answer or an error status 'Failed to fetch properties'.
 */
export function useFeaturedListings(): ListingsView {
  const read = useApiRead(featuredListingsRead(), (answer) => cardsIn(answer.data));
  return listView(read, { failed: MESSAGES.propertiesFetchFailed, invalid: MESSAGES.invalidResponse });
}

/**
 * Active listings in `city`, newest first, the answer's `properties`; any failure is
 * 'Failed to fetch city properties'. Nothing is read while `city` is null.
 */
export function useCityListings(city: string | null): ListingsView {
  const read = useApiRead(city ? cityListingsRead(city) : null, (answer) => cardsIn(answer.properties));
  const failed = MESSAGES.cityPropertiesFetchFailed;
  return listView(read, { failed, invalid: failed });
}
