/** The seller listings calls the add/edit property form makes, and the locality suggestions. */
import type { LocationSuggestion } from '../../../../shared/listings/listing-types';
import type { ListingInput, SellerListing } from '../../../../shared/sellers/seller-listing-contract';
import { http } from '../../../lib/http';
import { readToken } from '../../accounts/accounts.storage';

const PROPERTIES = '/api/seller/properties';

interface ListingAnswer {
  success: boolean;
  message?: string;
  data?: SellerListing;
}

/** One of the seller's listings, to edit (read with usePersonalApi). */
export const ownListingPath = (id: number) => `${PROPERTIES}/${id}`;

/** POST for a new listing, PATCH for an edit. */
export const sendListing = (input: ListingInput, editId: number | null) =>
  editId === null
    ? http<ListingAnswer>(PROPERTIES, { method: 'POST', json: input, token: readToken() })
    : http<ListingAnswer>(`${PROPERTIES}/${editId}`, { method: 'PATCH', json: input, token: readToken() });

/** Places matching `q` (2+ characters), within `city` when given; [] on any failure. */
export async function suggestPlaces(q: string, city?: string): Promise<LocationSuggestion[]> {
  if (q.trim().length < 2) return [];
  const params = new URLSearchParams({ q: q.trim(), limit: '8' });
  if (city?.trim()) params.set('city', city.trim());
  try {
    const { status, body } = await http<{ data?: LocationSuggestion[] }>(`/api/locations/suggest?${params}`);
    return status === 200 && Array.isArray(body?.data) ? body.data : [];
  } catch {
    return [];
  }
}
