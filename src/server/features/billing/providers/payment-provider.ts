/**
 * One interface for every payment provider (docs/product-rules.md, Billing): a provider turns a payment we are
 * about to store into its order reference. `manual` makes an invoice number that an admin later marks
 * paid; `razorpay` creates a Razorpay order that Checkout pays.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentProviderName } from '../../../../shared/billing/billing-contract';
import type { Env } from '../../../env';
import { createRazorpayOrder, type RazorpayConfig, razorpayConfigOf } from './razorpay-provider';

export interface OrderRequest {
  amountInr: number;
  /** Our own reference, shown in the provider's dashboard. */
  receipt: string;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  createOrder(order: OrderRequest): Promise<{ orderId: string }>;
}

/** An invoice number like `PC-20261122-9F3A61C2`: the day (for people) and 32 random bits (unique enough with the table's unique index). */
export function invoiceNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `PC-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export const manualProvider = (now: () => Date): PaymentProvider => ({
  name: 'manual',
  createOrder: async () => ({ orderId: invoiceNumber(now()) }),
});

export const razorpayProvider = (config: RazorpayConfig): PaymentProvider => ({
  name: 'razorpay',
  createOrder: (order) => createRazorpayOrder(config, order),
});

/** The provider by name, or null when it is not configured (Razorpay without keys). */
export function providerFor(name: PaymentProviderName, env: Env, now: () => Date): PaymentProvider | null {
  if (name === 'manual') return manualProvider(now);
  const config = razorpayConfigOf(env);
  return config ? razorpayProvider(config) : null;
}
