/**
 * Plans, payments and the admin-set free quota (docs/product-rules.md, Billing). Amounts are whole rupees.
 *
 *   GET  /api/admin/plans                      → { data: AdminPlan[] }
 *   POST /api/admin/plans        PlanInput     → 201 { data: AdminPlan }
 *   PATCH /api/admin/plans/:id   Partial<PlanInput> (e.g. { active: false }) → { data: AdminPlan }
 *   GET  /api/admin/payments?sellerType&status&provider&from&to&page → PaymentPage (with the paid total)
 *   GET  /api/admin/payments.csv (same filters) → text/csv
 *   POST /api/admin/payments/:id/mark-paid     → manual + created only; a replay is 409
 *   GET|PUT /api/admin/settings/quota { freeListingQuota, freeProjectQuota }
 *   GET  /api/seller/plans                      → active plans for the caller's seller type
 *   POST /api/seller/payments { planId, provider } → 201 { data: SellerPaymentStart }
 *   POST /api/seller/payments/:id/verify { razorpay_payment_id, razorpay_signature } (Razorpay only)
 *   GET  /api/seller/payments                   → the caller's own payments
 *   POST /api/billing/razorpay/webhook          → X-Razorpay-Signature checked over the raw body
 * 401 without a session; 403 for a non-admin on admin routes and a buyer on seller routes.
 */

import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import { apiPath } from '../endpoints/api-path';
import { SELLER_TYPES, type SellerType } from '../listings/vocabulary';
import { CALENDAR_DATE_SCHEMA, documentedAs } from '../openapi-meta';
import { typedText } from '../plain-text';
import { BILLING_LABELS } from './billing-labels';
import type { GstSupplier } from './invoice-tax';

export const PAYMENT_PROVIDERS = ['manual', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The database's checks on plans (billing.schema.ts), so a form refuses what the table would. */
export const PLAN_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  priceMax: 10_000_000,
  creditsMax: 10_000,
  durationMin: 1,
  durationMax: 3660,
  quotaMax: 1000,
} as const;

export const PAYMENTS_PAGE_SIZE = 25;

const L = PLAN_LIMITS;
const F = BILLING_LABELS.plan;
const SELLER_TYPE_CHOICE = `must be one of ${SELLER_TYPES.join(', ')}`;

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be from ${min} to ${max}`)
    .max(max, `${field} must be from ${min} to ${max}`);

/**
 * A plan's fields, written out rather than inferred from the schema below: the API's answer schemas are
 * generated from these types, and the generator cannot read zod. The schema is held to it.
 */
export interface PlanBody {
  name: string;
  sellerType: SellerType;
  priceInr: number;
  listingCredits: number;
  featuredCredits: number;
  projectCredits: number;
  durationDays: number;
  active: boolean;
}

export const planSchema = z.object({
  name: z
    .string({ error: `${F.name} is required` })
    .trim()
    // A control character cannot be shown (NUL cannot even be stored), nor can a blank of invisible characters:
    // first, so a name of invisible characters is called blank rather than too short.
    .superRefine(typedText(F.name, 'line'))
    .min(L.nameMin, `${F.name} must be from ${L.nameMin} to ${L.nameMax} characters`)
    .max(L.nameMax, `${F.name} must be from ${L.nameMin} to ${L.nameMax} characters`)
    .refine((v) => !/[<>]/.test(v), `${F.name} must be plain text (no HTML)`),
  sellerType: z.enum(SELLER_TYPES, { error: `${F.sellerType} ${SELLER_TYPE_CHOICE}` }),
  priceInr: wholeNumber(F.priceInr, 0, L.priceMax),
  listingCredits: wholeNumber(F.listingCredits, 0, L.creditsMax),
  featuredCredits: wholeNumber(F.featuredCredits, 0, L.creditsMax),
  projectCredits: wholeNumber(F.projectCredits, 0, L.creditsMax),
  durationDays: wholeNumber(F.durationDays, L.durationMin, L.durationMax),
  active: z.boolean({ error: `${F.active} must be true or false` }),
}) satisfies z.ZodType<PlanBody>;
export type PlanInput = z.input<typeof planSchema>;

/** The answer to an edit naming a field a plan does not have. */
export const PLAN_UNKNOWN_FIELD_MESSAGE = `only these fields can change: ${Object.values(F).join(', ')}`;

/**
 * An edit: any of the plan's fields (at least one). An unknown field is refused with a fixed message,
 * never zod's default one, which would repeat the caller's key (any text, any length) back.
 */
export const planPatchSchema = z
  .strictObject(planSchema.partial().shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? PLAN_UNKNOWN_FIELD_MESSAGE : undefined),
  })
  .refine((v) => Object.keys(v).length > 0, 'give at least one field to change');

export interface AdminPlan extends PlanBody {
  id: number;
  createdAt: string;
  updatedAt: string;
}
export type SellerPlan = Omit<AdminPlan, 'createdAt' | 'updatedAt'>;

/** Written out for the answer-schema generator, like PlanBody. */
export interface QuotaSettings {
  freeListingQuota: number;
  freeProjectQuota: number;
}

export const quotaSettingsSchema = z.object({
  freeListingQuota: wholeNumber(BILLING_LABELS.quota.freeListingQuota, 0, L.quotaMax),
  freeProjectQuota: wholeNumber(BILLING_LABELS.quota.freeProjectQuota, 0, L.quotaMax),
}) satisfies z.ZodType<QuotaSettings>;

const isoDate = (field: string) =>
  z
    .string()
    .refine((v) => isCalendarDate(v), `${field} must be a date like 2026-01-31`)
    .meta(documentedAs(CALENDAR_DATE_SCHEMA))
    .optional();

const FL = BILLING_LABELS.filters;
const oneOf = (labels: Record<string, string>) => `must be one of ${Object.values(labels).join(', ')}`;

/** From after To: said in the filter's words rather than answered with an empty table. */
export const DATES_REVERSED_MESSAGE = `${FL.from} is after ${FL.to}: the dates are the wrong way round.`;

/** True when both dates are given and From is after To (ISO days compare as text). */
export const datesReversed = (from: string | undefined, to: string | undefined) => Boolean(from && to && from > to);

/** Admin payment filters; the dates are Indian calendar days, both included. */
export const paymentFiltersSchema = z
  .object({
    sellerType: z.enum(SELLER_TYPES, { error: `${FL.sellerType} ${SELLER_TYPE_CHOICE}` }).optional(),
    status: z.enum(PAYMENT_STATUSES, { error: `${FL.status} ${oneOf(BILLING_LABELS.statuses)}` }).optional(),
    provider: z.enum(PAYMENT_PROVIDERS, { error: `${FL.provider} ${oneOf(BILLING_LABELS.providers)}` }).optional(),
    from: isoDate(FL.from),
    to: isoDate(FL.to),
    page: z.coerce
      .number({ error: `${FL.page} must be a whole number` })
      .int(`${FL.page} must be a whole number`)
      .min(1, `${FL.page} must be at least 1`)
      .max(10_000, `${FL.page} must be at most 10000`)
      .default(1),
  })
  .refine((v) => !datesReversed(v.from, v.to), { message: DATES_REVERSED_MESSAGE, path: ['from'] });
export type PaymentFilters = z.output<typeof paymentFiltersSchema>;

export interface AdminPayment {
  id: number;
  sellerId: number;
  sellerName: string;
  sellerType: SellerType;
  /** The seller's State from their profile: with our GSTIN it decides CGST + SGST or IGST. */
  sellerState: string | null;
  planId: number;
  planName: string;
  provider: PaymentProviderName;
  status: PaymentStatus;
  amountInr: number;
  providerOrderId: string;
  providerPaymentId: string | null;
  /** The UTR or transaction id the seller gave for a manual invoice, once they have. */
  sellerReference: string | null;
  /** The reference the admin recorded when marking a manual invoice paid. */
  paidReference: string | null;
  createdAt: string;
  paidAt: string | null;
}
export type SellerPayment = Omit<AdminPayment, 'sellerId' | 'sellerName' | 'sellerType' | 'sellerState'>;

export interface PaymentPage {
  success: true;
  data: AdminPayment[];
  page: number;
  pageSize: number;
  total: number;
  /** Sum of the paid payments' amounts matching the filters (all pages). */
  paidTotalInr: number;
  paidCount: number;
  /** Our GST registration when a GSTIN is configured (each payment's GST is worked out from it), else null. */
  gstSupplier: GstSupplier | null;
}

const CHOOSE_PLAN = `${BILLING_LABELS.choosePlan}: choose one of the plans on offer`;

export const startPaymentSchema = z.object({
  planId: z.number({ error: CHOOSE_PLAN }).int(CHOOSE_PLAN).positive(CHOOSE_PLAN),
  provider: z.enum(PAYMENT_PROVIDERS, { error: `${BILLING_LABELS.payWith} ${oneOf(BILLING_LABELS.providers)}` }),
});

const BAD_RAZORPAY_ANSWER = `The ${BILLING_LABELS.razorpayPayment} did not come back complete. Try paying again.`;

export const verifyPaymentSchema = z.object({
  razorpay_payment_id: z.string({ error: BAD_RAZORPAY_ANSWER }).regex(/^pay_\w{1,60}$/, BAD_RAZORPAY_ANSWER),
  razorpay_signature: z.string({ error: BAD_RAZORPAY_ANSWER }).regex(/^[0-9a-f]{64}$/, BAD_RAZORPAY_ANSWER),
});

/** What a started payment gives the seller: an invoice to pay (manual) or an order for Razorpay Checkout. */
export interface SellerPaymentStart {
  payment: SellerPayment;
  /** Razorpay Checkout's options when the provider is Razorpay. */
  checkout: { keyId: string; orderId: string; amountPaise: number; currency: 'INR' } | null;
}

export const BILLING_MESSAGES = {
  planNotFound: 'Plan not found',
  paymentNotFound: 'Payment not found',
  planCreated: 'The plan has been created.',
  planSaved: 'The plan has been saved.',
  markedPaid: 'The payment is marked paid and the plan is now active for the seller.',
  alreadyPaid: 'This payment is already paid.',
  notManual: 'Only a manual invoice can be marked paid by an admin.',
  notCreated: (status: PaymentStatus) =>
    `This payment is ${BILLING_LABELS.statuses[status].toLowerCase()}: it cannot be marked paid.`,
  planNotForYou: 'This plan is not available for your seller type.',
  providerDisabled: 'Online payment is not available right now. Choose the manual invoice.',
  invoiceCreated: 'Your invoice has been created. An admin will confirm your payment.',
  verified: 'Thank you, your payment is confirmed and the plan is active.',
  badSignature: 'The payment signature is not valid.',
  amountMismatch: 'The amount paid is not the price of the plan.',
  notRazorpay: 'Only a Razorpay payment can be verified here.',
  gatewayFailed: 'The payment gateway did not answer. Try again in a minute.',
  quotaSaved: 'The free quota has been saved.',
} as const;

export const BILLING_PATHS = {
  adminPlans: apiPath('GET /api/admin/plans'),
  adminPayments: apiPath('GET /api/admin/payments'),
  adminPaymentsCsv: apiPath('GET /api/admin/payments.csv'),
  sellerReference: (id: number | string) => apiPath('POST /api/seller/payments/:id/reference', { id }),
  markPaid: (id: number | string) => apiPath('POST /api/admin/payments/:id/mark-paid', { id }),
  quota: apiPath('GET /api/admin/settings/quota'),
  sellerPlans: apiPath('GET /api/seller/plans'),
  sellerPayments: apiPath('GET /api/seller/payments'),
  verify: (id: number | string) => apiPath('POST /api/seller/payments/:id/verify', { id }),
  razorpayWebhook: apiPath('POST /api/billing/razorpay/webhook'),
  sellerBilling: apiPath('GET /api/seller/billing'),
  feature: (id: number | string) => apiPath('POST /api/seller/properties/:id/feature', { id }),
} as const;

/** The free quota when no admin has set one: the constants the seller area started with. */
export const APP_SETTING_KEYS = {
  freeListingQuota: 'free_listing_quota',
  freeProjectQuota: 'free_project_quota',
} as const;
