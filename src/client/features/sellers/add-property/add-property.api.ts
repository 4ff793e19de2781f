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

/** Where to ask for places matching `q` (2+ characters), within `city` when given; null: too short to ask. */
export function suggestPath(q: string, city?: string): string | null {
  if (q.trim().length < 2) return null;
  const params = new URLSearchParams({ q: q.trim(), limit: '8' });
  if (city?.trim()) params.set('city', city.trim());
  return `/api/locations/suggest?${params}`;
}

/** The suggestions in an answer (none when it has none). */
export const suggestionsOf = (body: { data?: LocationSuggestion[] }): LocationSuggestion[] =>
  Array.isArray(body.data) ? body.data : [];
