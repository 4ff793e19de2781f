/**
 * A manual invoice shows its GST when the server has a GSTIN configured: the GSTIN, the taxable value,
 * CGST 9% + SGST 9% for a seller in our State or IGST 18% for one elsewhere, and the total; without one,
 * that no GST is charged.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_UI as UI } from '../../src/client/features/billing/billing.content';
import { PlansPanel } from '../../src/client/features/billing/PlansPanel';
import type { SellerPayment } from '../../src/shared/billing/billing-contract';
import type { SellerBilling } from '../../src/shared/billing/featured-contract';
import { type GstSupplier, INVOICE_TAX_LABELS as L } from '../../src/shared/billing/invoice-tax';
import { accountUser, storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderPage } from '../helpers/seller-manage-dom';

const invoice: SellerPayment = {
  id: 9,
  planId: 4,
  planName: 'Owner Plus',
  provider: 'manual',
  status: 'created',
  amountInr: 999,
  providerOrderId: 'PC-20261122-0A1B2C3D',
  providerPaymentId: null,
  sellerReference: null,
  paidReference: null,
  createdAt: '2026-11-22T06:30:00.000Z',
  paidAt: null,
};

const SUPPLIER: GstSupplier = {
  gstin: '23AABCP1234Q1Z5',
  legalName: 'Property Creator Private Limited',
  address: 'MP Nagar, Bhopal 462011',
  state: 'Madhya Pradesh',
};

async function invoiceCard(tax: SellerBilling['tax']) {
  storeSession(accountUser());
  stubFetch({
    'GET /api/seller/plans': { status: 200, body: { success: true, data: [], providers: ['manual'] } },
    'GET /api/seller/billing': {
      status: 200,
      body: { success: true, data: { plans: [], invoices: [invoice], paymentDetails: null, tax } },
    },
  });
  renderPage(PlansPanel, '/saller/dashboard');
  return screen.findByRole('article', { name: `${UI.invoiceTitle} ${invoice.providerOrderId}` });
}

/** The invoice's tax table as label → amount. */
const amounts = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .queryAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('GST on a manual invoice', () => {
  it('splits a seller in our State’s ₹999 into the taxable value, CGST 9% and SGST 9%', async () => {
    const card = await invoiceCard({ supplier: SUPPLIER, sellerState: 'Madhya Pradesh' });
    expect(within(card).getByText(SUPPLIER.gstin)).toBeTruthy();
    expect(within(card).getByText(SUPPLIER.legalName)).toBeTruthy();
    expect(amounts(card)).toMatchObject({
      [L.taxable]: '₹846.61',
      'CGST 9%': '₹76.19',
      'SGST 9%': '₹76.20',
      [L.total]: '₹999.00',
    });
    expect(within(card).queryByText(L.igst)).toBeNull();
    expect(within(card).queryByText(L.noGst)).toBeNull();
  });

  it('charges IGST 18% to a seller in another State', async () => {
    const card = await invoiceCard({ supplier: SUPPLIER, sellerState: 'Maharashtra' });
    expect(amounts(card)).toMatchObject({ [L.taxable]: '₹846.61', 'IGST 18%': '₹152.39', [L.total]: '₹999.00' });
    expect(within(card).queryByText(L.cgst)).toBeNull();
  });

  it('says no GST is charged without a GSTIN', async () => {
    const card = await invoiceCard({ supplier: null, sellerState: 'Madhya Pradesh' });
    expect(within(card).getByText(L.noGst)).toBeTruthy();
    expect(within(card).queryByText(L.gstin, { exact: false })).toBeNull();
  });
});
