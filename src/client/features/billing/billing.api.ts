/**
 * Billing addresses (read with usePersonalApi) and actions for the admin pages and the seller's plans
 * panel. Every HTTP answer resolves; `load` turns one into data or throws an Error with the server's message.
 */

import type { ApiError } from '../../../shared/api';
import {
  type AdminPlan,
  BILLING_PATHS,
  type PaymentProviderName,
  type PlanBody,
  type QuotaSettings,
  type SellerPayment,
  type SellerPaymentStart,
  type SellerPlan,
} from '../../../shared/billing/billing-contract';
import { APP_MESSAGES } from '../../../shared/messages';
import { http } from '../../lib/http';
import { saveBlob } from '../../lib/save-blob';
import { serverMessage } from '../../lib/server-message';
import { readToken } from '../accounts/accounts.storage';

interface Answer<T> {
  success: true;
  message?: string;
  data: T;
}

async function load<T>(path: string, options: Parameters<typeof http>[1] = {}): Promise<T> {
  const answer = await http<T | ApiError>(path, { ...options, token: readToken() }).catch(() => null);
  if (!answer) throw new Error(APP_MESSAGES.serverError);
  const { status, body } = answer;
  if (status >= 200 && status < 300 && body) return body as T;
  throw new Error(serverMessage(body) ?? APP_MESSAGES.serverError);
}

export const createPlan = (plan: PlanBody) =>
  load<Answer<AdminPlan>>(BILLING_PATHS.adminPlans, { method: 'POST', json: plan });
export const updatePlan = (id: number, patch: Partial<PlanBody>) =>
  load<Answer<AdminPlan>>(`${BILLING_PATHS.adminPlans}/${id}`, { method: 'PATCH', json: patch });
export const saveQuota = (quota: QuotaSettings) =>
  load<Answer<QuotaSettings>>(BILLING_PATHS.quota, { method: 'PUT', json: quota });
export const paymentsPath = (query: string) =>
  query ? `${BILLING_PATHS.adminPayments}?${query}` : BILLING_PATHS.adminPayments;
export const markPaymentPaid = (id: number) =>
  load<Answer<SellerPayment>>(BILLING_PATHS.markPaid(id), { method: 'POST' });

/** The CSV needs the session token, so it is fetched and handed to the browser as a file. */
export async function downloadPaymentsCsv(query: string): Promise<void> {
  const path = query ? `${BILLING_PATHS.adminPaymentsCsv}?${query}` : BILLING_PATHS.adminPaymentsCsv;
  const res = await fetch(path, { headers: { Authorization: `Bearer ${readToken() ?? ''}` } }).catch(() => null);
  if (!res?.ok) throw new Error(APP_MESSAGES.serverError);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'payments.csv';
  saveBlob(await res.blob(), name);
}

/** The plans a seller may buy, and the payment providers the server offers. */
export type SellerPlans = Answer<SellerPlan[]> & { providers: PaymentProviderName[] };
export const startPayment = (planId: number, provider: PaymentProviderName) =>
  load<Answer<SellerPaymentStart>>(BILLING_PATHS.sellerPayments, { method: 'POST', json: { planId, provider } });
export const verifyPayment = (id: number, body: { razorpay_payment_id: string; razorpay_signature: string }) =>
  load<Answer<SellerPayment>>(BILLING_PATHS.verify(id), { method: 'POST', json: body });
