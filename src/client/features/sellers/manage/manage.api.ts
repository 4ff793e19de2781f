/**
 * The seller area's addresses for the dashboard, listings and inbox (read with usePersonalApi), and its
 * changes. Like lib/api.ts, every HTTP answer resolves; `load` turns one into data or throws the server's
 * message, for the pages' toasts.
 */
import type { ApiError } from '../../../../shared/api';
import type { ApiQuery } from '../../../../shared/endpoints/api-endpoints';
import { apiPath, withApiQuery } from '../../../../shared/endpoints/api-path';
import type { EnquiryStatus } from '../../../../shared/enquiries/enquiry-constants';
import { APP_MESSAGES } from '../../../../shared/messages';
import type { ClosingStatus } from '../../../../shared/sellers/seller-constants';
import { SELLER_ENQUIRIES_PATH } from '../../../../shared/sellers/seller-enquiries';
import { api } from '../../../lib/api';
import type { HttpResponse } from '../../../lib/http';
import { serverMessage } from '../../../lib/server-message';
import { readToken } from '../../accounts/accounts.storage';

const PROPERTIES = 'GET /api/seller/properties';
const ENQUIRIES = 'GET /api/seller/enquiries';

export const PROPERTIES_PATH = apiPath(PROPERTIES);
/** The seller's profile with their counts (listings by status, views, enquiries, quota). */
export const SELLER_ME_PATH = apiPath('GET /api/sellers/me');

/** The answer's body when it succeeded; otherwise throws an Error with the server's message. */
async function load<T>(call: Promise<HttpResponse<T | ApiError>>): Promise<T> {
  const answer = await call.catch(() => null);
  if (!answer) throw new Error(APP_MESSAGES.serverError);
  const { status, body } = answer;
  if (status >= 200 && status < 300 && body) return body as T;
  throw new Error(serverMessage(body) ?? APP_MESSAGES.serverError);
}

export type ListingsQuery = ApiQuery<typeof PROPERTIES>;

export const listingsPath = (query: ListingsQuery) => withApiQuery<typeof PROPERTIES>(PROPERTIES_PATH, query);

/** Reads a change to the seller's listings makes out of date: their lists, one listing, and the counts. */
export const isListingsRead = (path: string): boolean => path.startsWith(PROPERTIES_PATH) || path === SELLER_ME_PATH;

export const closeListing = (id: number, status: ClosingStatus) =>
  load(api('POST /api/seller/properties/:id/status', { params: { id }, json: { status }, token: readToken() }));

export const deleteListing = (id: number) =>
  load(api('DELETE /api/seller/properties/:id', { params: { id }, token: readToken() }));

export const enquiriesPath = (query: ApiQuery<typeof ENQUIRIES>) =>
  withApiQuery<typeof ENQUIRIES>(SELLER_ENQUIRIES_PATH, query);

export const updateEnquiry = (id: number, status: EnquiryStatus) =>
  load(api('PATCH /api/seller/enquiries/:id', { params: { id }, json: { status }, token: readToken() }));
