/** Reads of listings for the pages. Errors become the spec's messages (SPEC.md section 8). */
import type { ListingCard } from '../../../shared/listings/listing-types';
import { MESSAGES } from '../../../shared/messages';
import { http } from '../../lib/http';

const TIMEOUT_MS = 10_000;

/** Active listings in `city`, newest first; the answer's `properties` array (spec section 7). */
export async function fetchCityProperties(city: string, limit = 8): Promise<ListingCard[]> {
  const query = new URLSearchParams({ city, limit: String(limit) });
  const response = await http<{ properties?: ListingCard[] }>(`/api/properties/by-city?${query}`, {
    timeoutMs: TIMEOUT_MS,
  }).catch(() => null);
  const properties = response?.body?.properties;
  if (response?.status !== 200 || !Array.isArray(properties)) {
    throw new Error(MESSAGES.cityPropertiesFetchFailed);
  }
  return properties;
}
