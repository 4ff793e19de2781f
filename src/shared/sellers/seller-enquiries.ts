/**
 * The seller's enquiry inbox (`/saller/queries/manage`): words, limits, answer shapes and the status
 * rule, without zod (the schemas are in `seller-enquiries-contract.ts`).
 *
 *   GET   /api/seller/enquiries        ?status=new|seen|responded|closed &propertyId | &projectId &page &pageSize
 *         200 SellerEnquiriesResponse: newest first, with the buyer's contact; `counts` by status for
 *             the same listing filter (all statuses), `total` for the whole filter
 *   PATCH /api/seller/enquiries/:id    { status }
 *         200 { success, message, data: SellerEnquiry } · 404 not this seller's · 409 not allowed from here
 *   Both: 401 without a session, 403 without a seller profile.
 */
import { apiPath } from '../endpoints/api-path';
import { ENQUIRY_STATUSES, type EnquiryStatus, type PreferredContactTime } from '../enquiries/enquiry-constants';

export const SELLER_ENQUIRIES_PATH = apiPath('GET /api/seller/enquiries');

export const SELLER_ENQUIRY_LIMITS = { defaultPageSize: 20, maxPageSize: 50, maxPage: 1000 } as const;

export const SELLER_ENQUIRY_MESSAGES = {
  notFound: 'Enquiry not found',
  updated: 'Enquiry updated',
  chooseOneListing: 'Filter by either propertyId or projectId, not both',
  notAllowed: (from: EnquiryStatus, to: EnquiryStatus) =>
    from === 'closed'
      ? 'This enquiry is closed and cannot be changed.'
      : `An enquiry marked ${from} cannot go back to ${to}.`,
} as const;

/**
 * Statuses only move forward (new → seen → responded → closed, steps may be skipped, so any open
 * enquiry can be closed); closed is final, because the buyer may already have sent a new enquiry about
 * the same listing. Setting the current status again changes nothing and is allowed.
 */
export function canMoveEnquiry(from: EnquiryStatus, to: EnquiryStatus): boolean {
  return from === to || ENQUIRY_STATUSES.indexOf(to) > ENQUIRY_STATUSES.indexOf(from);
}

export interface SellerEnquiry {
  id: number;
  status: EnquiryStatus;
  message: string;
  preferredTime: PreferredContactTime;
  createdAt: string;
  updatedAt: string;
  listing: { kind: 'property' | 'project'; id: number; title: string };
  /** The seller may call or write to the buyer who asked (phone and e-mail empty once the buyer deleted their account). */
  buyer: { name: string; phoneNumber: string; email: string };
}

export type SellerEnquiryCounts = Record<EnquiryStatus, number> & { all: number };

export interface SellerEnquiriesResponse {
  success: true;
  data: SellerEnquiry[];
  total: number;
  page: number;
  pageSize: number;
  counts: SellerEnquiryCounts;
}

export interface SellerEnquiryUpdatedResponse {
  success: true;
  message: string;
  data: SellerEnquiry;
}
