/** Reads of listings for the pages. Errors become the spec's messages (SPEC.md sections 5 and 8). */
import { cityListingsPath, featuredListingsPath, HOME_LIST_SIZE } from '../../../shared/listings/listing-api-paths';
import type { ListingCard } from '../../../shared/listings/listing-types';
import { MESSAGES } from '../../../shared/messages';
import { http } from '../../lib/http';

const TIMEOUT_MS = 10_000;

/**
 * Featured listings (in `city` when given), the answer's `data` array (spec section 7). An answer
 * without one is 'Invalid response format'; no answer or an error status is 'Failed to fetch properties'.
 */
export async function fetchFeaturedProperties(city: string | null, limit = HOME_LIST_SIZE): Promise<ListingCard[]> {
  const response = await http<{ data?: ListingCard[] }>(featuredListingsPath(city, limit), {
    timeoutMs: TIMEOUT_MS,
  }).catch(() => null);
  if (response?.status !== 200) throw new Error(MESSAGES.propertiesFetchFailed);
  const data = response.body?.data;
  if (!Array.isArray(data)) throw new Error(MESSAGES.invalidResponse);
  return data;
}

/** Active listings in `city`, newest first; the answer's `properties` array (spec section 7). */
export async function fetchCityProperties(city: string, limit = HOME_LIST_SIZE): Promise<ListingCard[]> {
  const response = await http<{ properties?: ListingCard[] }>(cityListingsPath(city, limit), {
    timeoutMs: TIMEOUT_MS,
  }).catch(() => null);
  const properties = response?.body?.properties;
  if (response?.status !== 200 || !Array.isArray(properties)) {
    throw new Error(MESSAGES.cityPropertiesFetchFailed);
  }
  return properties;
}
