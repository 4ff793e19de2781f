/** Words of the billing screens (admin plans, payments, free quota; the seller's plans panel). */

import { DATES_REVERSED_MESSAGE } from '../../../shared/billing/billing-contract';
import { BILLING_LABELS as L } from '../../../shared/billing/billing-labels';
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
    active: 'Status',
    actions: 'Actions',
  },
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  credits: (listings: number, featured: number, projects: number) => `${listings} / ${featured} / ${projects}`,
  activeOn: 'Active',
  activeOff: 'Inactive',
  /** The button's words name what it does, never the state the plan is in (the pill says that). */
  activate: 'Offer plan',
  deactivate: 'Stop offering',
  quotaTitle: 'Free quota',
  quotaHint: 'How many live listings and projects every seller has before buying a plan.',
  freeListingQuota: L.quota.freeListingQuota,
  freeProjectQuota: L.quota.freeProjectQuota,
  saveQuota: 'Save free quota',
  form: {
    ...L.plan,
    save: 'Save plan',
    saving: 'Saving…',
    back: 'Back to plans',
    notFound: 'Plan not found',
  },
  filters: {
    legend: 'Filter payments',
    any: 'Any',
    sellerType: L.filters.sellerType,
    status: L.filters.status,
    provider: L.filters.provider,
    from: L.filters.from,
    to: L.filters.to,
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
  paidReference: L.paidReference,
  /** Beside the seller's reference in the table before the admin has marked the invoice paid. */
  sellerSays: 'Seller says',
  markPaidReferenceHint:
    'Prefilled with the UTR or transaction id the seller gave. Check it against the bank statement.',
  markPaidNoSellerReference: 'The seller has not given a UTR: enter the one on the bank statement.',
  datesReversed: DATES_REVERSED_MESSAGE,
  statuses: L.statuses,
  providers: L.providers,
  // The seller's plans panel.
  plansTitle: 'Plans for more listings',
  plansIntro: 'Need more live listings than the free quota? Choose a plan.',
  noSellerPlans: 'No plans are on offer for your seller type right now.',
  planCredits: (listings: number, featured: number, projects: number, days: number) =>
    [
      `${listings} more ${listings === 1 ? 'listing' : 'listings'}`,
      featured > 0 ? `${featured} featured ${featured === 1 ? 'listing' : 'listings'}` : null,
      projects > 0 ? `${projects} more ${projects === 1 ? 'project' : 'projects'}` : null,
      `for ${days} days`,
    ]
      .filter(Boolean)
      .join(', '),
  leftAfterPurchase: (listings: number, featured: number) =>
    `After buying: ${listings} ${listings === 1 ? 'listing' : 'listings'} and ${featured} featured ${featured === 1 ? 'credit' : 'credits'} left`,
  buyManual: 'Get invoice',
  buyOnline: 'Pay online',
  invoiceTitle: 'Your invoice',
  invoiceBody: (reference: string, amount: number, plan: string) =>
    `Invoice ${reference} for ${plan}: pay ${inr(amount)} to Property Creator.`,
  adminWillConfirm: 'An admin will confirm your payment; the plan starts as soon as they do.',
  payWithUpi: 'UPI',
  payWithUpiApp: 'Pay with a UPI app',
  scanUpi: 'Or scan this code with any UPI app on another phone',
  upiQrLabel: (amount: number) => `UPI QR code to pay ${inr(amount)}`,
  copyUpiId: 'Copy UPI ID',
  copyAmount: 'Copy amount',
  copied: 'Copied',
  payToAccount: 'Bank transfer',
  accountName: 'Account name',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  bankName: 'Bank',
  demoDetails: 'Demo marketplace: these details are examples, do not send money to them.',
  sellerReference: L.sellerReference,
  sellerReferenceHint: 'Paid? Enter the 12-digit UTR from your UPI app, or the bank’s transaction id.',
  sendReference: 'I have paid',
  sentReference: (reference: string) => `You told us you paid with ${reference}.`,
  paidReferenceShown: (reference: string) => `Payment reference: ${reference}`,
  quoteReference: (reference: string) => `Quote ${reference} as the payment reference.`,
  invoicesTitle: 'Invoices to pay',
  yourPlanTitle: 'Your plan',
  planEnds: (day: string) => `Runs until ${day}`,
  creditsIncluded: (listings: number, featured: number, projects: number) =>
    [
      `${listings} more ${listings === 1 ? 'listing' : 'listings'}`,
      `${featured} featured ${featured === 1 ? 'listing' : 'listings'}`,
      projects > 0 ? `${projects} more ${projects === 1 ? 'project' : 'projects'}` : null,
    ]
      .filter(Boolean)
      .join(', '),
  creditRows: { listings: 'Listing credits', featured: 'Featured credits', projects: 'Project credits' },
  creditUse: (used: number, credits: number) => `${used} used, ${Math.max(0, credits - used)} left of ${credits}`,
  featureHint: 'Spend a featured credit on a live listing with “Feature this listing” in',
  morePlansTitle: 'Add another plan',
  featureListing: 'Feature this listing',
  featuredCreditsLeft: (n: number) => `${n} featured ${n === 1 ? 'credit' : 'credits'} left`,
  featuredUntil: (day: string) => `Featured until ${day}`,
  /** Asked before a featured credit is spent: how many are left, and the end date the server will set. */
  featureConfirm: (left: number) => `Use 1 of ${left} featured ${left === 1 ? 'credit' : 'credits'}?`,
  featureConfirmListing: (title: string) => `On “${title}”.`,
  featureConfirmUntil: (day: string) => `Featured until ${day}, when your plan ends.`,
  confirmTitle: 'Confirm',
  cancel: 'Cancel',
  yourPayments: 'Your payments',
  checkoutFailed: 'The payment window could not be opened. Try again, or choose the invoice.',
  loading: 'Loading…',
} as const;

/** The plans panel's heading id: a link to the dashboard with this hash opens at the plans. */
export const SELLER_PLANS_ANCHOR = 'seller-plans';
