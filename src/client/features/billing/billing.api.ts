/**
 * Billing reads (with usePersonalApi and useAdminApi) and actions for the admin pages and the seller's plans
 * panel. Every HTTP answer resolves; `load` turns one into data or throws an Error with the server's message.
 */

import {
  BILLING_PATHS,
  type PaymentProviderName,
  type PlanBody,
  type QuotaSettings,
} from '../../../shared/billing/billing-contract';
import { APP_MESSAGES } from '../../../shared/messages';
import { type ApiReadKey, apiRead } from '../../lib/api-read';
import { saveBlob } from '../../lib/save-blob';
import { readToken } from '../accounts/accounts.storage';
import { signedInCall } from '../accounts/signed-in-api';

export const createPlan = (plan: PlanBody) => signedInCall('POST /api/admin/plans', { json: plan });
export const updatePlan = (id: number, patch: Partial<PlanBody>) =>
  signedInCall('PATCH /api/admin/plans/:id', { params: { id }, json: patch });
export const saveQuota = (quota: QuotaSettings) => signedInCall('PUT /api/admin/settings/quota', { json: quota });
/** The payments table for the filters of the page's own address (`query`), passed on as they are. */
export const paymentsRead = (query: string): ApiReadKey<'GET /api/admin/payments'> => ({
  key: 'GET /api/admin/payments',
  path: query ? `${BILLING_PATHS.adminPayments}?${query}` : BILLING_PATHS.adminPayments,
});
export const adminPlansRead = apiRead('GET /api/admin/plans');
export const quotaRead = apiRead('GET /api/admin/settings/quota');
/** The plans a seller may buy, and the payment providers the server offers. */
export const sellerPlansRead = apiRead('GET /api/seller/plans');
/** The seller's running plans, unpaid invoices and where to pay them. */
export const sellerBillingRead = apiRead('GET /api/seller/billing');
export const markPaymentPaid = (id: number, reference: string) =>
  signedInCall('POST /api/admin/payments/:id/mark-paid', { params: { id }, json: { reference } });

export const sendPaymentReference = (id: number, reference: string) =>
  signedInCall('POST /api/seller/payments/:id/reference', { params: { id }, json: { reference } });

/** The CSV needs the session token, so it is fetched and handed to the browser as a file. */
export async function downloadPaymentsCsv(query: string): Promise<void> {
  const path = query ? `${BILLING_PATHS.adminPaymentsCsv}?${query}` : BILLING_PATHS.adminPaymentsCsv;
  const res = await fetch(path, { headers: { Authorization: `Bearer ${readToken() ?? ''}` } }).catch(() => null);
  if (!res?.ok) throw new Error(APP_MESSAGES.serverError);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'payments.csv';
  saveBlob(await res.blob(), name);
}

export const startPayment = (planId: number, provider: PaymentProviderName) =>
  signedInCall('POST /api/seller/payments', { json: { planId, provider } });
export const verifyPayment = (id: number, body: { razorpay_payment_id: string; razorpay_signature: string }) =>
  signedInCall('POST /api/seller/payments/:id/verify', { params: { id }, json: body });

export const featureListing = (id: number) =>
  signedInCall('POST /api/seller/properties/:id/feature', { params: { id } });
