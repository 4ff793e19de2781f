/**
 * The seller's invoices carry what their GST is worked out from: our registration when a GSTIN is
 * configured (none without one) and the seller's State from their profile.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import type { PaymentPage, SellerPayment } from '../../src/shared/billing/billing-contract';
import type { SellerBilling } from '../../src/shared/billing/featured-contract';
import { invoiceTax } from '../../src/shared/billing/invoice-tax';
import { PAYMENT_GST_CSV_COLUMNS, SELLER_STATE_CSV } from '../../src/shared/billing/payment-gst';
import { billingTestApp } from '../helpers/billing-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

const GST = {
  GSTIN: '23AABCP1234Q1Z5',
  GST_LEGAL_NAME: 'Property Creator Private Limited',
  GST_ADDRESS: '4th floor, Zone 2, MP Nagar, Bhopal 462011',
  GST_STATE: 'Madhya Pradesh',
};

describeEachDatabase('GST on the seller’s invoices', (database) => {
  for (const configured of [true, false]) {
    describe(configured ? 'with a GSTIN configured' : 'without a GSTIN', () => {
      let t: ReturnType<typeof billingTestApp>;
      let planId = 0;

      beforeAll(async () => {
        const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(configured ? GST : {}) });
        t = billingTestApp(database(), { env });
        planId = (await t.plan(await t.admin(), { name: 'Owner GST', priceInr: 999 })).id;
      });

      const invoiceOf = async (seller: Person) => {
        const started = await t.call<{ data: { payment: SellerPayment } }>(
          'POST',
          '/seller/payments',
          { planId, provider: 'manual' },
          seller.token,
        );
        expect(started.status, JSON.stringify(started.body)).toBe(201);
        const res = await t.call<{ data: SellerBilling }>('GET', '/seller/billing', undefined, seller.token);
        expect(res.status).toBe(200);
        const billing = res.body.data;
        const invoice = billing.invoices.find((row) => row.id === started.body.data.payment.id);
        if (!invoice) throw new Error('the invoice is missing');
        return { billing, tax: invoiceTax(invoice.amountInr, billing.tax.supplier, billing.tax.sellerState) };
      };

      it('splits a seller in our State’s invoice into CGST and SGST, or says no GST is charged', async () => {
        const { billing, tax } = await invoiceOf(await t.seller({ state: 'Madhya Pradesh' }));
        expect(billing.tax.sellerState).toBe('Madhya Pradesh');
        if (!configured) {
          expect(billing.tax.supplier).toBeNull();
          expect(tax).toEqual({ kind: 'none' });
          return;
        }
        expect(billing.tax.supplier).toEqual({
          gstin: GST.GSTIN,
          legalName: GST.GST_LEGAL_NAME,
          address: GST.GST_ADDRESS,
          state: GST.GST_STATE,
        });
        expect(tax).toMatchObject({ kind: 'intra', totalPaise: 99_900, taxablePaise: 84_661, cgstPaise: 7_619 });
      });

      it('charges a seller in another State IGST', async () => {
        const { tax } = await invoiceOf(await t.seller({ state: 'Maharashtra', city: 'Pune' }));
        expect(tax).toEqual(
          configured ? expect.objectContaining({ kind: 'inter', igstPaise: 15_239 }) : { kind: 'none' },
        );
      });

      it('gives the admin’s payments and their CSV each payment’s GST, only with a GSTIN', async () => {
        const seller = await t.seller({ state: 'Madhya Pradesh' });
        await invoiceOf(seller);
        const admin = await t.admin();
        const res = await t.call<PaymentPage>('GET', '/admin/payments', undefined, admin.token);
        expect(res.status).toBe(200);
        const row = res.body.data.find((payment) => payment.sellerId === seller.user.id);
        expect(row?.sellerState).toBe('Madhya Pradesh');
        expect(res.body.gstSupplier?.gstin ?? null).toBe(configured ? GST.GSTIN : null);

        const csv = await t.raw('GET', '/admin/payments.csv', { token: admin.token });
        const [header = '', ...lines] = csv.text.split('\r\n');
        const gstHeader = [SELLER_STATE_CSV, ...PAYMENT_GST_CSV_COLUMNS.map((column) => column.csv)].join(',');
        expect(header.endsWith(gstHeader)).toBe(configured);
        const line = lines.find((text) => text.includes(row?.providerOrderId ?? '?'));
        // ₹999 in our State: 846.61 taxable, CGST 76.19 and SGST 76.20, no IGST.
        if (configured) expect(line).toMatch(/,Madhya Pradesh,846\.61,76\.19,76\.20,$/);
        else expect(line).not.toContain('846.61');
      });
    });
  }
});
