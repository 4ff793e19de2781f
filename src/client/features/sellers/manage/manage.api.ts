/**
 * The seller area's addresses for the dashboard, listings and inbox (read with usePersonalApi), and its
 * changes, which resolve with the answer's body or throw the server's message, for the pages' toasts.
 */
import type { ApiQuery } from '../../../../shared/endpoints/api-endpoints';
import { apiPath, withApiQuery } from '../../../../shared/endpoints/api-path';
import type { EnquiryStatus } from '../../../../shared/enquiries/enquiry-constants';
import { type ClosingStatus, SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { SELLER_ENQUIRIES_PATH } from '../../../../shared/sellers/seller-enquiries';
import { signedInCall } from '../../accounts/signed-in-api';

const PROPERTIES = 'GET /api/seller/properties';
const ENQUIRIES = 'GET /api/seller/enquiries';

export const PROPERTIES_PATH = apiPath(PROPERTIES);
/** The seller's profile with their counts (listings by status, views, enquiries, quota). */
export const SELLER_ME_PATH = apiPath('GET /api/sellers/me');

export type ListingsQuery = ApiQuery<typeof PROPERTIES>;

export const listingsPath = (query: ListingsQuery) => withApiQuery<typeof PROPERTIES>(PROPERTIES_PATH, query);

/** Reads a change to the seller's listings makes out of date: their lists, one listing, and the counts. */
export const isListingsRead = (path: string): boolean => path.startsWith(PROPERTIES_PATH) || path === SELLER_ME_PATH;

/** Listings due for confirmation (reminded, or within the week before lapsing) and expired ones, soonest first. */
export const DUE_LISTINGS_PATH = listingsPath({ due: 'yes', pageSize: SELLER_LIMITS.pageSizeMax });

export const confirmListing = (id: number) =>
  signedInCall('POST /api/seller/properties/:id/confirm', { params: { id } });

export const closeListing = (id: number, status: ClosingStatus) =>
  signedInCall('POST /api/seller/properties/:id/status', { params: { id }, json: { status } });

export const deleteListing = (id: number) => signedInCall('DELETE /api/seller/properties/:id', { params: { id } });

export const enquiriesPath = (query: ApiQuery<typeof ENQUIRIES>) =>
  withApiQuery<typeof ENQUIRIES>(SELLER_ENQUIRIES_PATH, query);

export const updateEnquiry = (id: number, status: EnquiryStatus) =>
  signedInCall('PATCH /api/seller/enquiries/:id', { params: { id }, json: { status } });
