/**
 * The seller's area: profile, listings, projects, inbox, photos, verification and plans (server:
 * features/sellers, projects, enquiries, media, admin/broker-requests, billing). Every call answers 401
 * without a session and 403 for an account that is not a seller (or not the right kind).
 */
import { type BrokerRequestResponse, brokerRequestSchema } from '../admin/broker-request-contract';
import {
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
  type SellerPayment,
  type SellerPaymentStart,
  type SellerPlan,
  startPaymentSchema,
  verifyPaymentSchema,
} from '../billing/billing-contract';
import type { FeaturedSpendResult, SellerBilling } from '../billing/featured-contract';
import { MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_TYPES, type PhotoUploadResponse } from '../media-upload';
import type { SellerListing, SellerListingPage, SellerMe } from '../sellers/seller-constants';
import {
  type SellerEnquiriesResponse,
  type SellerEnquiryUpdatedResponse,
  sellerEnquiriesQuerySchema,
  sellerEnquiryUpdateSchema,
} from '../sellers/seller-enquiries-contract';
import { closeListingSchema, listingSchema, sellerListingsQuerySchema } from '../sellers/seller-listing-contract';
import { sellerProfileSchema, sellerProfileUpdateSchema } from '../sellers/seller-profile-contract';
import type { SellerProject, SellerProjectPage } from '../sellers/seller-project-constants';
import { projectSchema, sellerProjectsQuerySchema } from '../sellers/seller-project-contract';
import { type Done, endpoint } from './endpoint';

/** A seller's own listing, project or profile, with the words of a change. */
export interface SellerItemResponse<T> {
  success: true;
  message?: string;
  data: T;
}

/** A change that always says what it did. */
type SellerItemChanged<T> = SellerItemResponse<T> & { message: string };

const EDIT = (what: string) => ({
  type: 'application/json' as const,
  description: `Any of the fields of a new ${what}; the ${what} with them must pass the same rules.`,
});

export const SELLERS_ENDPOINTS = {
  'POST /api/sellers': endpoint<SellerItemResponse<SellerMe>>()({
    summary: 'Become a seller',
    access: 'user',
    statuses: [409],
    body: sellerProfileSchema,
    status: 201,
  }),
  'GET /api/sellers/me': endpoint<SellerItemResponse<SellerMe>>()({
    summary: 'The seller’s profile and counts',
    access: 'seller',
  }),
  'PATCH /api/sellers/me': endpoint<SellerItemResponse<SellerMe>>()({
    summary: 'Change the seller profile',
    access: 'seller',
    body: sellerProfileUpdateSchema,
  }),
  'POST /api/seller/properties': endpoint<SellerItemResponse<SellerListing>>()({
    summary: 'Post a listing (pending review)',
    access: 'seller',
    statuses: [402],
    body: listingSchema,
    status: 201,
  }),
  'GET /api/seller/properties': endpoint<SellerListingPage>()({
    summary: 'The seller’s own listings',
    access: 'seller',
    query: sellerListingsQuerySchema,
  }),
  'GET /api/seller/properties/:id': endpoint<SellerItemResponse<SellerListing>>()({
    summary: 'One of the seller’s listings',
    access: 'seller',
    statuses: [404],
  }),
  'PATCH /api/seller/properties/:id': endpoint<SellerItemResponse<SellerListing>>()({
    summary: 'Edit a listing (a material change sends it back to review)',
    access: 'seller',
    statuses: [402, 404, 409],
    bodyNote: EDIT('listing'),
  }),
  'POST /api/seller/properties/:id/status': endpoint<SellerItemChanged<SellerListing>>()({
    summary: 'Mark a listing sold or rented (active or expired)',
    access: 'seller',
    statuses: [404, 409],
    body: closeListingSchema,
  }),
  'POST /api/seller/properties/:id/confirm': endpoint<SellerItemChanged<SellerListing>>()({
    summary: 'Confirm a listing still available (renews an expired one)',
    access: 'seller',
    statuses: [402, 404, 409, 429],
    description: 'Starts its freshness period again from now. 409 for a listing that is not active or expired.',
  }),
  'DELETE /api/seller/properties/:id': endpoint<Done>()({
    summary: 'Delete a listing',
    access: 'seller',
    statuses: [404],
  }),
  'POST /api/seller/projects': endpoint<SellerItemResponse<SellerProject>>()({
    summary: 'Post a project (builders)',
    access: 'builder',
    statuses: [402, 403],
    body: projectSchema,
    status: 201,
  }),
  'GET /api/seller/projects': endpoint<SellerProjectPage>()({
    summary: 'The builder’s own projects',
    access: 'builder',
    query: sellerProjectsQuerySchema,
  }),
  'GET /api/seller/projects/:id': endpoint<SellerItemResponse<SellerProject>>()({
    summary: 'One of the builder’s projects',
    access: 'builder',
    statuses: [404],
  }),
  'PATCH /api/seller/projects/:id': endpoint<SellerItemResponse<SellerProject>>()({
    summary: 'Edit a project (a material change sends it back to review)',
    access: 'builder',
    statuses: [402, 404, 409],
    bodyNote: EDIT('project'),
  }),
  'DELETE /api/seller/projects/:id': endpoint<Done>()({
    summary: 'Delete a project',
    access: 'builder',
    statuses: [404],
  }),
  'GET /api/seller/enquiries': endpoint<SellerEnquiriesResponse>()({
    summary: 'The seller’s enquiry inbox',
    access: 'seller',
    query: sellerEnquiriesQuerySchema,
  }),
  'PATCH /api/seller/enquiries/:id': endpoint<SellerEnquiryUpdatedResponse>()({
    summary: 'Move an enquiry’s status forward',
    access: 'seller',
    statuses: [404, 409],
    body: sellerEnquiryUpdateSchema,
  }),
  'POST /api/media': endpoint<PhotoUploadResponse>()({
    summary: 'Upload a photo',
    access: 'seller',
    statuses: [415, 429, 507],
    status: 201,
    bodyNote: {
      type: 'multipart/form-data',
      description: `One \`${MEDIA_UPLOAD_FIELD}\`: ${MEDIA_UPLOAD_TYPES.join(', ')} up to 10 MB and 50 megapixels.`,
    },
    description: '200 with the same answer when the picture is already stored.',
  }),
  'POST /api/seller/broker-request': endpoint<BrokerRequestResponse>()({
    summary: 'Ask to be verified (agents)',
    access: 'agent',
    statuses: [403, 409],
    body: brokerRequestSchema,
    status: 201,
  }),
  'GET /api/seller/broker-request': endpoint<BrokerRequestResponse>()({
    summary: 'The agent’s latest verification request',
    access: 'agent',
  }),
  'GET /api/seller/plans': endpoint<{ success: true; data: SellerPlan[]; providers: PaymentProviderName[] }>()({
    summary: `The plans for the seller’s type, and the payment providers (${PAYMENT_PROVIDERS.join(', ')}) on offer`,
    access: 'seller',
  }),
  'GET /api/seller/payments': endpoint<{ success: true; data: SellerPayment[] }>()({
    summary: 'The seller’s payments, newest first',
    access: 'seller',
  }),
  'POST /api/seller/payments': endpoint<{ success: true; message?: string; data: SellerPaymentStart }>()({
    summary: 'Start a payment: a manual invoice or a Razorpay order',
    access: 'seller',
    statuses: [404, 409, 502],
    body: startPaymentSchema,
    status: 201,
  }),
  'POST /api/seller/payments/:id/verify': endpoint<{ success: true; message: string; data: SellerPayment }>()({
    summary: 'Verify a Razorpay Checkout payment',
    access: 'seller',
    statuses: [404, 409, 502],
    body: verifyPaymentSchema,
  }),
  'GET /api/seller/billing': endpoint<{ success: true; data: SellerBilling }>()({
    summary: 'The seller’s running plans with credits used and left, invoices to pay and where to pay them',
    access: 'seller',
  }),
  'POST /api/seller/properties/:id/feature': endpoint<{ success: true; message: string; data: FeaturedSpendResult }>()({
    summary: 'Spend a featured credit on the seller’s own active listing',
    access: 'seller',
    statuses: [402, 404, 409],
    description:
      'Featured until the end of the running plan the credit came from. 404 for a listing that is not the seller’s, 409 for one not active or already featured that long, 402 without a running plan or credit left.',
  }),
};
