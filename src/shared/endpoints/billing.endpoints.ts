/**
 * Plans and payments (server: features/billing): what a seller buys and pays, and what an admin offers
 * and settles. Listed in the reference under Sellers and Admin, with the rest of each area.
 */
import {
  type AdminPlan,
  PAYMENT_PROVIDERS,
  type PaymentPage,
  type PaymentProviderName,
  paymentFiltersSchema,
  planPatchSchema,
  planSchema,
  type QuotaSettings,
  quotaSettingsSchema,
  type SellerPayment,
  type SellerPaymentStart,
  type SellerPlan,
  startPaymentSchema,
  verifyPaymentSchema,
} from '../billing/billing-contract';
import type { FeaturedSpendResult, SellerBilling } from '../billing/featured-contract';
import { markPaidSchema, sellerReferenceSchema } from '../billing/payment-reference';
import { type Changed, FROM_TO } from './admin.endpoints';
import { endpoint, type Ok } from './endpoint';

const admin = 'admin' as const;

/** A seller's plans, payments and featured credits: 401 without a session, 403 for a non-seller. */
export const SELLER_BILLING_ENDPOINTS = {
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
    example: { body: { planId: 3, provider: 'razorpay' } },
    statuses: [404, 409, 502],
    body: startPaymentSchema,
    status: 201,
  }),
  'POST /api/seller/payments/:id/verify': endpoint<{ success: true; message: string; data: SellerPayment }>()({
    summary: 'Verify a Razorpay Checkout payment',
    access: 'seller',
    example: {
      params: { id: '56' },
      body: {
        razorpay_payment_id: 'pay_Nf3kXq8bYv2LzA',
        razorpay_signature: 'a591a6d40bf420404a011733cfb7b190d62c65bf0bcda32b57b277d9ad9f146e',
      },
    },
    statuses: [404, 409, 502],
    body: verifyPaymentSchema,
  }),
  'POST /api/seller/payments/:id/reference': endpoint<{ success: true; message: string; data: SellerPayment }>()({
    summary: 'Say a manual invoice is paid: the UPI UTR or transaction id the seller paid with',
    access: 'seller',
    example: { params: { id: '56' }, body: { reference: '412345678901' } },
    statuses: [404, 409],
    body: sellerReferenceSchema,
    description:
      'A 12-digit UTR, or a transaction id of 6 to 35 letters and digits. Only the seller’s own manual invoice awaiting payment (404 for anyone else’s, 409 once paid); the admin sees it and still marks the invoice paid.',
  }),
  'GET /api/seller/billing': endpoint<{ success: true; data: SellerBilling }>()({
    summary: 'The seller’s running plans with credits used and left, invoices to pay and where to pay them',
    access: 'seller',
  }),
  'POST /api/seller/properties/:id/feature': endpoint<{ success: true; message: string; data: FeaturedSpendResult }>()({
    summary: 'Spend a featured credit on the seller’s own active listing',
    access: 'seller',
    example: { params: { id: '443' } },
    statuses: [402, 404, 409],
    description:
      'Featured until the end of the running plan the credit came from. 404 for a listing that is not the seller’s, 409 for one not active or already featured that long, 402 without a running plan or credit left.',
  }),
};

/** The admin's plans, payments and free quotas: 401 without a session, 403 for anyone but an admin. */
export const ADMIN_BILLING_ENDPOINTS = {
  'GET /api/admin/plans': endpoint<Ok<AdminPlan[]>>()({ summary: 'Every plan', access: admin }),
  'POST /api/admin/plans': endpoint<Changed<AdminPlan>>()({
    summary: 'Create a plan',
    access: admin,
    example: {
      body: {
        name: 'Agent Gold, 90 days',
        sellerType: 'Agent',
        priceInr: 4999,
        listingCredits: 30,
        featuredCredits: 5,
        projectCredits: 0,
        durationDays: 90,
        active: true,
      },
    },
    body: planSchema,
    status: 201,
  }),
  'PATCH /api/admin/plans/:id': endpoint<Changed<AdminPlan>>()({
    summary: 'Change a plan',
    access: admin,
    example: { params: { id: '3' }, body: { priceInr: 5499 } },
    statuses: [404],
    body: planPatchSchema,
  }),
  'GET /api/admin/payments': endpoint<PaymentPage>()({
    summary: 'Payments with paid totals',
    access: admin,
    example: { query: { status: 'paid', provider: 'razorpay', from: '2026-11-01', to: '2026-11-30', page: '1' } },
    query: paymentFiltersSchema,
    description: FROM_TO,
  }),
  'GET /api/admin/payments.csv': endpoint<string>()({
    summary: 'The payments as CSV (RFC 4180, formula-safe cells)',
    access: admin,
    example: { query: { status: 'paid', from: '2026-11-01', to: '2026-11-30' } },
    query: paymentFiltersSchema,
    answerType: 'text/csv',
    description: FROM_TO,
  }),
  'POST /api/admin/payments/:id/mark-paid': endpoint<Changed<SellerPayment>>()({
    summary: 'Mark a manual invoice paid (its plan starts), with the payment’s reference',
    access: admin,
    example: { params: { id: '56' }, body: { reference: '412345678901' } },
    statuses: [404, 409],
    body: markPaidSchema,
    description:
      'The reference (a 12-digit UTR or a 6 to 35 character transaction id) is kept on the payment; without one, the seller’s own is kept.',
  }),
  'GET /api/admin/settings/quota': endpoint<Ok<QuotaSettings>>()({ summary: 'The free quotas', access: admin }),
  'PUT /api/admin/settings/quota': endpoint<Changed<QuotaSettings>>()({
    summary: 'Change the free quotas',
    access: admin,
    example: { body: { freeListingQuota: 3, freeProjectQuota: 1 } },
    body: quotaSettingsSchema,
  }),
};
