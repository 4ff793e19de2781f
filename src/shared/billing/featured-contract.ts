/**
 * What a seller's plans give them now, and spending a featured credit (docs/product-rules.md, Billing).
 *
 *   GET  /api/seller/billing                    → SellerBilling: running plans with credits used and left,
 *                                                 invoices awaiting payment, where to pay them
 *   POST /api/seller/properties/:id/feature     → features the seller's own active listing until the end of
 *                                                 a running plan with a featured credit left; one credit each
 *
 * A credit is spent by one conditional UPDATE (used < credits), after the listing's row is locked, so
 * concurrent clicks spend exactly one credit per listing and never more credits than the plan has.
 */
import type { SellerPayment } from './billing-contract';
import type { GstSupplier } from './invoice-tax';

/** Credits of one kind in a running plan: what the plan gives and how many are in use. */
export interface CreditCount {
  credits: number;
  used: number;
}

export interface RunningPlan {
  subscriptionId: number;
  planName: string;
  startsAt: string;
  endsAt: string;
  listings: CreditCount;
  featured: CreditCount;
  projects: CreditCount;
}

/** Where a manual invoice is paid, from the server's configuration; null fields are not offered. */
export interface PaymentDetails {
  upiId: string | null;
  /** The payee name in the invoice's `upi://pay` link. */
  upiPayee: string;
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string | null } | null;
  /** The details are the demo marketplace's, not a real account. */
  demo: boolean;
}

export interface SellerBilling {
  plans: RunningPlan[];
  /** Manual invoices not paid yet, newest first. */
  invoices: SellerPayment[];
  paymentDetails: PaymentDetails | null;
  /**
   * What the invoices' GST is worked out from (invoiceTax): our registration when a GSTIN is configured
   * (null: no GST is charged) and the seller's State from their profile.
   */
  tax: { supplier: GstSupplier | null; sellerState: string | null };
}

export interface FeaturedSpendResult {
  listingId: number;
  featuredUntil: string;
  /** Featured credits left across the seller's running plans. */
  creditsLeft: number;
}

export const FEATURED_MESSAGES = {
  featured: (until: string) => `Your listing is featured until ${until}.`,
  needsActive: 'Only an active listing can be featured. This one is not live on the site.',
  noPlan: 'Featuring a listing needs a running plan with featured credits. Choose a plan first.',
  noCredits: 'You have no featured credits left. Choose a plan to get more.',
  alreadyFeatured: (until: string) => `This listing is already featured until ${until}.`,
  tooShort: (until: string) =>
    `Your plan ends on ${until}: a featured credit spent now would add less than a day. Choose a plan to feature it longer.`,
} as const;

/** The least a featured credit must add to a listing's featured time: less is a credit for nothing. */
export const FEATURED_MIN_EXTENSION_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a plan ending at `endsAt` would add at least FEATURED_MIN_EXTENSION_MS to a listing featured
 * until `featuredUntil` (or not featured now): the server spends only from such a plan.
 */
export function addsFeaturedTime(endsAt: Date, featuredUntil: Date | null, now: Date): boolean {
  const from = featuredUntil && featuredUntil > now ? featuredUntil : now;
  return endsAt.getTime() - from.getTime() >= FEATURED_MIN_EXTENSION_MS;
}

/**
 * Until when a featured credit spent now would feature the listing: the end of the first running plan
 * (ending first, as the server takes them) with a credit left that adds time; null when none would.
 */
export function nextFeaturedEnd(plans: readonly RunningPlan[], featuredUntil: string | null, now: Date): string | null {
  const current = featuredUntil ? new Date(featuredUntil) : null;
  const plan = [...plans]
    .sort((a, b) => a.endsAt.localeCompare(b.endsAt) || a.subscriptionId - b.subscriptionId)
    .find((p) => p.featured.used < p.featured.credits && addsFeaturedTime(new Date(p.endsAt), current, now));
  return plan?.endsAt ?? null;
}
