/**
 * The seller area's reads for the dashboard, listings and inbox (with usePersonalApi), and its
 * changes, which resolve with the answer's body or throw the server's message, for the pages' toasts.
 */
import type { ApiQuery } from '../../../../shared/endpoints/api-endpoints';
import type { EnquiryStatus } from '../../../../shared/enquiries/enquiry-constants';
import { type ClosingStatus, SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { apiRead } from '../../../lib/api-read';
import { signedInCall } from '../../accounts/signed-in-api';

const PROPERTIES = 'GET /api/seller/properties';
const ENQUIRIES = 'GET /api/seller/enquiries';

/** The seller's profile with their counts (listings by status, views, enquiries, quota). */
export const sellerMeRead = apiRead('GET /api/sellers/me');

export type ListingsQuery = ApiQuery<typeof PROPERTIES>;

export const listingsRead = (query: ListingsQuery) => apiRead(PROPERTIES, { query });

/** Listings due for confirmation (reminded, or within the week before lapsing) and expired ones, soonest first. */
export const dueListingsRead = listingsRead({ due: 'yes', pageSize: SELLER_LIMITS.pageSizeMax });

export const confirmListing = (id: number) =>
  signedInCall('POST /api/seller/properties/:id/confirm', { params: { id } });

export const closeListing = (id: number, status: ClosingStatus) =>
  signedInCall('POST /api/seller/properties/:id/status', { params: { id }, json: { status } });

export const deleteListing = (id: number) => signedInCall('DELETE /api/seller/properties/:id', { params: { id } });

export const enquiriesRead = (query: ApiQuery<typeof ENQUIRIES>) => apiRead(ENQUIRIES, { query });

export const updateEnquiry = (id: number, status: EnquiryStatus) =>
  signedInCall('PATCH /api/seller/enquiries/:id', { params: { id }, json: { status } });
