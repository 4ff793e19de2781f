/**
 * Where a seller pays a manual invoice: the UPI id and bank account from the configuration. The demo
 * marketplace, with none configured, shows details marked as demo ones so the invoice reads as it would
 * in production; production shows only configured ones, never the demo's (even with DEMO_MODE=true: a
 * seller must never pay into an account that is not ours), and without any shows none (the admin then
 * tells the seller).
 */
import type { PaymentDetails } from '../../../shared/billing/featured-contract';
import type { Env } from '../../env';

const DEMO_DETAILS: PaymentDetails = {
  upiId: 'propertycreator.demo@upi',
  upiPayee: 'Property Creator (demo)',
  bank: { accountName: 'Property Creator (demo)', accountNumber: '000123456789', ifsc: 'DEMO0000001', bankName: null },
  demo: true,
};

export function paymentDetailsOf(env: Env): PaymentDetails | null {
  const bank =
    env.PAYMENT_BANK_ACCOUNT_NAME && env.PAYMENT_BANK_ACCOUNT_NUMBER && env.PAYMENT_BANK_IFSC
      ? {
          accountName: env.PAYMENT_BANK_ACCOUNT_NAME,
          accountNumber: env.PAYMENT_BANK_ACCOUNT_NUMBER,
          ifsc: env.PAYMENT_BANK_IFSC,
          bankName: env.PAYMENT_BANK_NAME ?? null,
        }
      : null;
  if (env.PAYMENT_UPI_ID || bank)
    return { upiId: env.PAYMENT_UPI_ID ?? null, upiPayee: env.PAYMENT_UPI_PAYEE, bank, demo: false };
  return env.DEMO_MODE && env.NODE_ENV !== 'production' ? DEMO_DETAILS : null;
}
