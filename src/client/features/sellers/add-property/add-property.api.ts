/** The seller listings calls the add/edit property form makes, and the locality suggestions. */
import type { LocationSuggestion } from '../../../../shared/listings/listing-types';
import type { ListingInput } from '../../../../shared/sellers/seller-listing-contract';
import { api } from '../../../lib/api';
import { apiRead } from '../../../lib/api-read';
import { readToken } from '../../accounts/accounts.storage';

/** One of the seller's listings, to edit (read with usePersonalApi). */
export const ownListingRead = (id: number) => apiRead('GET /api/seller/properties/:id', { params: { id } });

/** POST for a new listing, PATCH for an edit. */
export const sendListing = (input: ListingInput, editId: number | null) =>
  editId === null
    ? api('POST /api/seller/properties', { json: input, token: readToken() })
    : api('PATCH /api/seller/properties/:id', { params: { id: editId }, json: input, token: readToken() });

/** The read of places matching `q` (2+ characters), within `city` when given; null: too short to ask. */
export function suggestRead(q: string, city?: string) {
  if (q.trim().length < 2) return null;
  return apiRead('GET /api/locations/suggest', { query: { q: q.trim(), limit: 8, city: city?.trim() } });
}

/** The suggestions in an answer (none when it has none). */
export const suggestionsOf = (answer: { data?: LocationSuggestion[] }): LocationSuggestion[] =>
  Array.isArray(answer.data) ? answer.data : [];
