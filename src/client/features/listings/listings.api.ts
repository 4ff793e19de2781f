/** Reads of listings for the pages. Errors become the spec's messages (SPEC.md sections 5 and 8). */
import { cityListingsPath, featuredListingsPath, HOME_LIST_SIZE } from '../../../shared/listings/listing-api-paths';
import type { ListingCard } from '../../../shared/listings/listing-types';
import { MESSAGES } from '../../../shared/messages';
import { type HttpResponse, http } from '../../lib/http';

const TIMEOUT_MS = 10_000;

/** A list of cards, and when the service worker answered from what this device saved, since when. */
export interface ListedCards {
  items: ListingCard[];
  savedAt: number | null;
}

type ListBody = { data?: ListingCard[]; properties?: ListingCard[]; message?: string };

/**
 * The cards in the answer's `field`. Offline with nothing saved, the worker's own words (its 503 says the
 * list was never opened here); otherwise `failed` for no answer or an error status, `invalid` for an
 * answer without the array.
 */
async function list(path: string, field: 'data' | 'properties', failed: string, invalid = failed) {
  const response: HttpResponse<ListBody> | null = await http<ListBody>(path, { timeoutMs: TIMEOUT_MS }).catch(
    () => null,
  );
  if (response?.offline?.source === 'offline') throw new Error(response.body?.message ?? failed);
  if (response?.status !== 200) throw new Error(failed);
  const items = response.body?.[field];
  if (!Array.isArray(items)) throw new Error(invalid);
  return { items, savedAt: response.offline?.savedAt ?? null };
}

/**
 * Featured listings (in `city` when given), the answer's `data` array (spec section 7). An answer
 * without one is 'Invalid response format'; no answer or an error status is 'Failed to fetch properties'.
 */
export const fetchFeaturedProperties = (city: string | null, limit = HOME_LIST_SIZE): Promise<ListedCards> =>
  list(featuredListingsPath(city, limit), 'data', MESSAGES.propertiesFetchFailed, MESSAGES.invalidResponse);

/** Active listings in `city`, newest first; the answer's `properties` array (spec section 7). */
export const fetchCityProperties = (city: string, limit = HOME_LIST_SIZE): Promise<ListedCards> =>
  list(cityListingsPath(city, limit), 'properties', MESSAGES.cityPropertiesFetchFailed);
