/**
 * The seller area's reads and changes for the dashboard, listings and inbox. Like lib/http.ts, every
 * HTTP answer resolves; `load` turns one into data or the server's message, for pages' loading states.
 */
import type { ApiError } from '../../../../shared/api';
import type { EnquiryStatus } from '../../../../shared/enquiries/enquiry-constants';
import { APP_MESSAGES } from '../../../../shared/messages';
import type {
  ClosingStatus,
  SellerListing,
  SellerListingPage,
  SellerMe,
} from '../../../../shared/sellers/seller-constants';
import {
  SELLER_ENQUIRIES_PATH,
  type SellerEnquiriesResponse,
  type SellerEnquiryUpdatedResponse,
} from '../../../../shared/sellers/seller-enquiries';
import { http } from '../../../lib/http';
import { serverMessage } from '../../accounts/accounts.api';
import { readToken } from '../../accounts/accounts.storage';

const PROPERTIES_PATH = '/api/seller/properties';

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

export const fetchSellerMe = () => load<{ success: true; data: SellerMe }>('/api/sellers/me').then((r) => r.data);

export interface ListingsQuery {
  status?: string;
  type?: string;
  transaction?: string;
  page?: number;
  pageSize?: number;
}

export const fetchListings = (query: ListingsQuery) =>
  load<SellerListingPage>(withQuery(PROPERTIES_PATH, { ...query }));

export const closeListing = (id: number, status: ClosingStatus) =>
  load<{ success: true; message: string; data: SellerListing }>(`${PROPERTIES_PATH}/${id}/status`, {
    method: 'POST',
    json: { status },
  });

export const deleteListing = (id: number) =>
  load<{ success: true; message: string }>(`${PROPERTIES_PATH}/${id}`, { method: 'DELETE' });

export const fetchEnquiries = (query: { status?: string; page?: number; pageSize?: number }) =>
  load<SellerEnquiriesResponse>(withQuery(SELLER_ENQUIRIES_PATH, query));

export const updateEnquiry = (id: number, status: EnquiryStatus) =>
  load<SellerEnquiryUpdatedResponse>(`${SELLER_ENQUIRIES_PATH}/${id}`, { method: 'PATCH', json: { status } });
