/**
 * The seller area's addresses for the dashboard, listings and inbox (read with usePersonalApi), and its
 * changes. Like lib/http.ts, every HTTP answer resolves; `load` turns one into data or throws the server's
 * message, for the pages' toasts.
 */
import type { ApiError } from '../../../../shared/api';
import type { EnquiryStatus } from '../../../../shared/enquiries/enquiry-constants';
import { APP_MESSAGES } from '../../../../shared/messages';
import type { ClosingStatus, SellerListing } from '../../../../shared/sellers/seller-constants';
import { SELLER_ENQUIRIES_PATH, type SellerEnquiryUpdatedResponse } from '../../../../shared/sellers/seller-enquiries';
import { http } from '../../../lib/http';
import { serverMessage } from '../../../lib/server-message';
import { readToken } from '../../accounts/accounts.storage';

export const PROPERTIES_PATH = '/api/seller/properties';
/** The seller's profile with their counts (listings by status, views, enquiries, quota). */
export const SELLER_ME_PATH = '/api/sellers/me';

type Answer<T> = T | ApiError;

/** The answer's body when it succeeded; otherwise throws an Error with the server's message. */
async function load<T>(path: string, options: Parameters<typeof http>[1] = {}): Promise<T> {
  const answer = await http<Answer<T>>(path, { ...options, token: readToken() }).catch(() => null);
  if (!answer) throw new Error(APP_MESSAGES.serverError);
  const { status, body } = answer;
  if (status >= 200 && status < 300 && body) return body as T;
  throw new Error(serverMessage(body) ?? APP_MESSAGES.serverError);
}

const withQuery = (path: string, params: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export interface ListingsQuery {
  status?: string;
  type?: string;
  transaction?: string;
  page?: number;
  pageSize?: number;
}

export const listingsPath = (query: ListingsQuery) => withQuery(PROPERTIES_PATH, { ...query });

/** Reads a change to the seller's listings makes out of date: their lists, one listing, and the counts. */
export const isListingsRead = (path: string): boolean => path.startsWith(PROPERTIES_PATH) || path === SELLER_ME_PATH;

export const closeListing = (id: number, status: ClosingStatus) =>
  load<{ success: true; message: string; data: SellerListing }>(`${PROPERTIES_PATH}/${id}/status`, {
    method: 'POST',
    json: { status },
  });

export const deleteListing = (id: number) =>
  load<{ success: true; message: string }>(`${PROPERTIES_PATH}/${id}`, { method: 'DELETE' });

export const enquiriesPath = (query: { status?: string; page?: number; pageSize?: number }) =>
  withQuery(SELLER_ENQUIRIES_PATH, query);

export const updateEnquiry = (id: number, status: EnquiryStatus) =>
  load<SellerEnquiryUpdatedResponse>(`${SELLER_ENQUIRIES_PATH}/${id}`, { method: 'PATCH', json: { status } });
