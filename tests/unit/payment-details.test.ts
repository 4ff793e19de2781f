import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { paymentDetailsOf } from '../../src/server/features/billing/payment-details';

const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.test/send',
  APP_SECRET: '0123456789abcdef0123456789abcdef',
  PUBLIC_ORIGIN: 'https://www.example.in',
};

describe('where a seller pays a manual invoice', () => {
  it('is the configured UPI id and bank account, in production too', () => {
    const details = paymentDetailsOf(
      loadEnv({
        ...PRODUCTION,
        PAYMENT_UPI_ID: 'propertycreator@icici',
        PAYMENT_BANK_ACCOUNT_NAME: 'Property Creator Pvt Ltd',
        PAYMENT_BANK_ACCOUNT_NUMBER: '123456789012',
        PAYMENT_BANK_IFSC: 'ICIC0001234',
      }),
    );
    expect(details).toMatchObject({ upiId: 'propertycreator@icici', bank: { ifsc: 'ICIC0001234' }, demo: false });
  });

  it('is the demo’s, marked so, only in a demo outside production', () => {
    expect(paymentDetailsOf(loadEnv({ DEMO_MODE: 'true' }))?.demo).toBe(true);
    expect(paymentDetailsOf(loadEnv({ DEMO_MODE: 'false' }))).toBeNull();
  });

  it('is never the demo’s in production, even with DEMO_MODE=true', () => {
    expect(paymentDetailsOf(loadEnv({ ...PRODUCTION, DEMO_MODE: 'true' }))).toBeNull();
  });
});
