/** The seller listings calls the add/edit property form makes, and the locality suggestions. */
import { apiPath, withApiQuery } from '../../../../shared/endpoints/api-path';
import type { LocationSuggestion } from '../../../../shared/listings/listing-types';
import type { ListingInput } from '../../../../shared/sellers/seller-listing-contract';
import { api } from '../../../lib/api';
import { readToken } from '../../accounts/accounts.storage';

const SUGGEST = 'GET /api/locations/suggest';

/** One of the seller's listings, to edit (read with usePersonalApi). */
export const ownListingPath = (id: number) => apiPath('GET /api/seller/properties/:id', { id });

/** POST for a new listing, PATCH for an edit. */
export const sendListing = (input: ListingInput, editId: number | null) =>
  editId === null
    ? api('POST /api/seller/properties', { json: input, token: readToken() })
    : api('PATCH /api/seller/properties/:id', { params: { id: editId }, json: input, token: readToken() });

/** Where to ask for places matching `q` (2+ characters), within `city` when given; null: too short to ask. */
export function suggestPath(q: string, city?: string): string | null {
  if (q.trim().length < 2) return null;
  return withApiQuery<typeof SUGGEST>(apiPath(SUGGEST), { q: q.trim(), limit: 8, city: city?.trim() });
}

/** The suggestions in an answer (none when it has none). */
export const suggestionsOf = (body: { data?: LocationSuggestion[] }): LocationSuggestion[] =>
  Array.isArray(body.data) ? body.data : [];
