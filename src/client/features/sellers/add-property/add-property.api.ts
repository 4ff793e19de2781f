/** The seller listings calls the add/edit property form makes, and the locality suggestions. */
import type { LocationSuggestion } from '../../../../shared/listings/listing-types';
import type { ListingInput } from '../../../../shared/sellers/seller-listing-contract';
import { api } from '../../../lib/api';
import type { ApiCache } from '../../../lib/api-cache';
import { apiRead } from '../../../lib/api-read';
import { listingResource, sellerListings } from '../../../lib/api-resources';
import { readToken } from '../../accounts/accounts.storage';

/** One of the seller's listings, to edit (read with usePersonalApi). */
export const ownListingRead = (id: number) => apiRead('GET /api/seller/properties/:id', { params: { id } });

/** POST for a new listing, PATCH for an edit. */
const sendListing = (input: ListingInput, editId: number | null) =>
  editId === null
    ? api('POST /api/seller/properties', { json: input, token: readToken() })
    : api('PATCH /api/seller/properties/:id', { params: { id: editId }, json: input, token: readToken() });

/**
 * Sends the listing. Once saved, an edit shows as the server stored it, and the seller's lists and counts
 * (and the listing's public page) are read again when next shown; otherwise the status and the server's words.
 */
export async function saveListing(cache: ApiCache, input: ListingInput, editId: number | null) {
  const { status, body } = await sendListing(input, editId);
  if (!((status === 200 || status === 201) && body?.success)) {
    return { saved: false, status, message: body?.message } as const;
  }
  const own = editId === null ? null : ownListingRead(editId);
  const stored = body.data;
  if (own && stored) cache.update(own, (held) => ({ ...held, data: stored }));
  cache.invalidate(editId === null ? sellerListings : [sellerListings, listingResource(editId)], {
    except: own ? [own.path] : [],
  });
  return { saved: true, message: body.message } as const;
}

/** The read of places matching `q` (2+ characters), within `city` when given; null: too short to ask. */
export function suggestRead(q: string, city?: string) {
  if (q.trim().length < 2) return null;
  return apiRead('GET /api/locations/suggest', { query: { q: q.trim(), limit: 8, city: city?.trim() } });
}

/** The suggestions in an answer (none when it has none). */
export const suggestionsOf = (answer: { data?: LocationSuggestion[] }): LocationSuggestion[] =>
  Array.isArray(answer.data) ? answer.data : [];
