/**
 * Billing addresses (read with usePersonalApi) and actions for the admin pages and the seller's plans
 * panel. Every HTTP answer resolves; `load` turns one into data or throws an Error with the server's message.
 */

import {
  BILLING_PATHS,
  type PaymentProviderName,
  type PlanBody,
  type QuotaSettings,
} from '../../../shared/billing/billing-contract';
import type { ApiAnswer } from '../../../shared/endpoints/api-endpoints';
import { APP_MESSAGES } from '../../../shared/messages';
import { saveBlob } from '../../lib/save-blob';
import { readToken } from '../accounts/accounts.storage';
import { signedInCall } from '../accounts/signed-in-api';

export const createPlan = (plan: PlanBody) => signedInCall('POST /api/admin/plans', { json: plan });
export const updatePlan = (id: number, patch: Partial<PlanBody>) =>
  signedInCall('PATCH /api/admin/plans/:id', { params: { id }, json: patch });
export const saveQuota = (quota: QuotaSettings) => signedInCall('PUT /api/admin/settings/quota', { json: quota });
export const paymentsPath = (query: string) =>
  query ? `${BILLING_PATHS.adminPayments}?${query}` : BILLING_PATHS.adminPayments;
export const markPaymentPaid = (id: number) =>
  signedInCall('POST /api/admin/payments/:id/mark-paid', { params: { id } });

/** The CSV needs the session token, so it is fetched and handed to the browser as a file. */
export async function downloadPaymentsCsv(query: string): Promise<void> {
  const path = query ? `${BILLING_PATHS.adminPaymentsCsv}?${query}` : BILLING_PATHS.adminPaymentsCsv;
  const res = await fetch(path, { headers: { Authorization: `Bearer ${readToken() ?? ''}` } }).catch(() => null);
  if (!res?.ok) throw new Error(APP_MESSAGES.serverError);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'payments.csv';
  saveBlob(await res.blob(), name);
}

/** The plans a seller may buy, and the payment providers the server offers. */
export type SellerPlans = ApiAnswer<'GET /api/seller/plans'>;
export const startPayment = (planId: number, provider: PaymentProviderName) =>
  signedInCall('POST /api/seller/payments', { json: { planId, provider } });
export const verifyPayment = (id: number, body: { razorpay_payment_id: string; razorpay_signature: string }) =>
  signedInCall('POST /api/seller/payments/:id/verify', { params: { id }, json: body });

/** The seller's running plans, unpaid invoices and where to pay them. */
export type SellerBillingAnswer = ApiAnswer<'GET /api/seller/billing'>;
export const featureListing = (id: number) =>
  signedInCall('POST /api/seller/properties/:id/feature', { params: { id } });
