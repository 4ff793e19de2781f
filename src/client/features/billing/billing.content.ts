/** Words of the billing screens (admin plans, payments, free quota; the seller's plans panel). */
import type { PaymentProviderName, PaymentStatus } from '../../../shared/billing/billing-contract';
import { formatCount, formatInr } from '../../../shared/listings/format';

const inr = (n: number) => formatInr(n);

export const BILLING_UI = {
  inr,
  plansTableCaption: 'Plans',
  newPlan: 'New plan',
  editPlan: 'Edit',
  noPlans: 'No plans yet. Add one for sellers to buy.',
  columns: {
    name: 'Name',
    sellerType: 'Seller type',
    price: 'Price',
    credits: 'Listings / featured / projects',
    duration: 'Duration',
    active: 'Active',
    actions: 'Actions',
  },
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  credits: (listings: number, featured: number, projects: number) => `${listings} / ${featured} / ${projects}`,
  activeToggle: (name: string, active: boolean) =>
    `${name}: ${active ? 'active, click to deactivate' : 'inactive, click to activate'}`,
  activeOn: 'Active',
  activeOff: 'Inactive',
  quotaTitle: 'Free quota',
  quotaHint: 'How many live listings and projects every seller has before buying a plan.',
  freeListingQuota: 'Free listings per seller',
  freeProjectQuota: 'Free projects per builder',
  saveQuota: 'Save free quota',
  form: {
    name: 'Plan name',
    sellerType: 'For seller type',
    priceInr: 'Price (₹, whole rupees)',
    listingCredits: 'Listing credits',
    featuredCredits: 'Featured credits',
    projectCredits: 'Project credits',
    durationDays: 'Duration (days)',
    active: 'Active (sellers can buy it)',
    save: 'Save plan',
    saving: 'Saving…',
    back: 'Back to plans',
    notFound: 'Plan not found',
  },
  filters: {
    legend: 'Filter payments',
    any: 'Any',
    sellerType: 'Seller type',
    status: 'Status',
    provider: 'Provider',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    clear: 'Clear',
  },
  paymentsCaption: 'Payments',
  noPayments: 'No payments match these filters.',
  totals: (count: number, paidCount: number, paidTotal: number) =>
    `${formatCount(count)} ${count === 1 ? 'payment' : 'payments'}; ${formatCount(paidCount)} paid, ${inr(paidTotal)} received`,
  downloadCsv: 'Download CSV',
  markPaid: 'Mark paid',
  confirmMarkPaid: (reference: string, amount: number) =>
    `Mark invoice ${reference} (${inr(amount)}) as paid? The seller gets the plan at once.`,
  statuses: { created: 'Awaiting payment', paid: 'Paid', failed: 'Failed', cancelled: 'Cancelled' } satisfies Record<
    PaymentStatus,
    string
  >,
  providers: { manual: 'Manual invoice', razorpay: 'Razorpay' } satisfies Record<PaymentProviderName, string>,
  // The seller's plans panel.
  plansTitle: 'Plans for more listings',
  plansIntro: 'Need more live listings than the free quota? Choose a plan.',
  noSellerPlans: 'No plans are on offer for your seller type right now.',
  planCredits: (listings: number, projects: number, days: number) =>
    [
      `${listings} more ${listings === 1 ? 'listing' : 'listings'}`,
      projects > 0 ? `${projects} more ${projects === 1 ? 'project' : 'projects'}` : null,
      `for ${days} days`,
    ]
      .filter(Boolean)
      .join(', '),
  buyManual: 'Get invoice',
  buyOnline: 'Pay online',
  invoiceTitle: 'Your invoice',
  invoiceBody: (reference: string, amount: number) =>
    `Invoice ${reference}: pay ${inr(amount)} to Property Creator quoting this number.`,
  adminWillConfirm: 'An admin will confirm your payment; the plan starts as soon as they do.',
  yourPayments: 'Your payments',
  checkoutFailed: 'The payment window could not be opened. Try again, or choose the invoice.',
  loading: 'Loading…',
} as const;
