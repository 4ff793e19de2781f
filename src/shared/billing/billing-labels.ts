/**
 * The words on the billing screens that the API's messages repeat: a refusal names a field by the label the
 * person sees beside it (the admin's plan form, the payments filters), never by its JSON key.
 */
import type { PaymentProviderName, PaymentStatus } from './billing-contract';

export const BILLING_LABELS = {
  plan: {
    name: 'Plan name',
    sellerType: 'For seller type',
    priceInr: 'Price (₹, whole rupees)',
    listingCredits: 'Listing credits',
    featuredCredits: 'Featured credits',
    projectCredits: 'Project credits',
    durationDays: 'Duration (days)',
    active: 'Active (sellers can buy it)',
  },
  quota: {
    freeListingQuota: 'Free listings per seller',
    freeProjectQuota: 'Free projects per builder',
  },
  filters: {
    sellerType: 'Seller type',
    status: 'Status',
    provider: 'Provider',
    from: 'From',
    to: 'To',
    page: 'Page',
  },
  statuses: { created: 'Awaiting payment', paid: 'Paid', failed: 'Failed', cancelled: 'Cancelled' } satisfies Record<
    PaymentStatus,
    string
  >,
  providers: { manual: 'Manual invoice', razorpay: 'Razorpay' } satisfies Record<PaymentProviderName, string>,
  /** What the seller chooses: the plan's card and its two buttons. */
  choosePlan: 'Plan',
  payWith: 'How to pay',
  razorpayPayment: 'Razorpay payment',
  paymentNumber: 'Payment number',
  /** The seller's field under a manual invoice, and the admin's when marking it paid. */
  sellerReference: 'UTR or transaction id',
  paidReference: 'Payment reference',
  planNumber: 'Plan number',
  listingNumber: 'Listing number',
} as const;
