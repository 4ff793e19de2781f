import { fireEvent, screen, within } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_UI as UI } from '../../src/client/features/billing/billing.content';
import { PlansPanel } from '../../src/client/features/billing/PlansPanel';
import { qrModulesPath } from '../../src/client/features/billing/UpiQrCode';
import { BILLING_MESSAGES, type SellerPayment, type SellerPlan } from '../../src/shared/billing/billing-contract';
import type { PaymentDetails, RunningPlan, SellerBilling } from '../../src/shared/billing/featured-contract';
import { REFERENCE_MESSAGES } from '../../src/shared/billing/payment-reference';
import { formatDate } from '../../src/shared/date-format';
import { accountUser, storeSession } from '../fixtures/accounts';
import { sellerMe } from '../fixtures/seller-accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderPage } from '../helpers/seller-manage-dom';

const plan: SellerPlan = {
  id: 4,
  name: 'Owner Plus',
  sellerType: 'Individual',
  priceInr: 999,
  listingCredits: 5,
  featuredCredits: 0,
  projectCredits: 0,
  durationDays: 30,
  active: true,
};

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

const details: PaymentDetails = {
  upiId: 'propertycreator@okaxis',
  upiPayee: 'Property Creator',
  bank: {
    accountName: 'Property Creator LLP',
    accountNumber: '50200012345678',
    ifsc: 'HDFC0001234',
    bankName: 'HDFC Bank',
  },
  demo: false,
};

const billing = (data: Partial<SellerBilling> = {}) => ({
  status: 200,
  body: {
    success: true,
    data: {
      plans: [],
      invoices: [],
      paymentDetails: details,
      tax: { supplier: null, sellerState: 'Madhya Pradesh' },
      ...data,
    },
  },
});

describe('the seller’s plans panel', () => {
  it('opens a UPI app on the invoice’s exact upi://pay link, and copies the UPI ID and amount', async () => {
    storeSession(accountUser());
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubFetch({
      'GET /api/seller/plans': { status: 200, body: { success: true, data: [plan], providers: ['manual'] } },
      'GET /api/seller/billing': () => billing({ invoices: [invoice] }),
    });
    renderPage(PlansPanel, '/saller/dashboard');
    const card = await screen.findByRole('article', { name: `${UI.invoiceTitle} ${invoice.providerOrderId}` });
    const pay = within(card).getByRole('link', { name: UI.payWithUpiApp });
    expect(pay.getAttribute('href')).toBe(
      'upi://pay?pa=propertycreator%40okaxis&pn=Property%20Creator&am=999.00&cu=INR&tn=PC-20261122-0A1B2C3D',
    );
    // The QR code is that same link: its dark squares are the modules of the link's own encoding.
    const qr = within(card).getByRole('img', { name: UI.upiQrLabel(invoice.amountInr) });
    const squares = (path: string) => new Set(path.match(/M\d+ \d+/g));
    const drawn = squares(qr.querySelector('path')?.getAttribute('d') ?? '');
    expect(drawn).toEqual(squares(qrModulesPath(encode(pay.getAttribute('href') ?? '', { ecc: 'M', border: 2 }).data)));
    expect(drawn).not.toEqual(
      squares(qrModulesPath(encode('upi://pay?pa=someone-else@okaxis', { ecc: 'M', border: 2 }).data)),
    );
    fireEvent.click(within(card).getByRole('button', { name: UI.copyUpiId }));
    expect(writeText).toHaveBeenCalledWith('propertycreator@okaxis');
    expect(await within(card).findByRole('button', { name: UI.copied })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: UI.copyAmount }));
    expect(writeText).toHaveBeenLastCalledWith('999');
  });

  it('takes the UTR or transaction id the seller paid with, checked before it is sent', async () => {
    storeSession(accountUser());
    let invoices: SellerPayment[] = [invoice];
    const api = stubFetch({
      'GET /api/seller/plans': { status: 200, body: { success: true, data: [plan], providers: ['manual'] } },
      'GET /api/seller/billing': () => billing({ invoices }),
      'POST /api/seller/payments/9/reference': () => {
        invoices = [{ ...invoice, sellerReference: '412345678901' }];
        return {
          status: 200,
          body: { success: true, message: REFERENCE_MESSAGES.saved, data: invoices[0] },
        };
      },
    });
    renderPage(PlansPanel, '/saller/dashboard');
    const card = await screen.findByRole('article', { name: `${UI.invoiceTitle} ${invoice.providerOrderId}` });
    const field = within(card).getByRole('textbox', { name: UI.sellerReference });
    expect(within(card).getByText(UI.sellerReferenceHint)).toBeTruthy();

    fireEvent.change(field, { target: { value: '41234567890' } });
    fireEvent.click(within(card).getByRole('button', { name: UI.sendReference }));
    expect((await within(card).findByRole('alert')).textContent).toBe(REFERENCE_MESSAGES.badUtr(UI.sellerReference));
    fireEvent.change(field, { target: { value: 'T12' } });
    fireEvent.click(within(card).getByRole('button', { name: UI.sendReference }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      REFERENCE_MESSAGES.badTransactionId(UI.sellerReference),
    );
    expect(api.to('POST /api/seller/payments/9/reference')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '412345678901' } });
    fireEvent.click(within(card).getByRole('button', { name: UI.sendReference }));
    await screen.findByText(REFERENCE_MESSAGES.saved);
    expect(api.to('POST /api/seller/payments/9/reference')[0]?.body).toEqual({ reference: '412345678901' });
    expect(await within(card).findByText(UI.sentReference('412345678901'))).toBeTruthy();
  });

  it('offers the manual invoice only (no Razorpay configured) and shows the invoice with where to pay it', async () => {
    storeSession(accountUser());
    let invoices: SellerPayment[] = [];
    const api = stubFetch({
      'GET /api/seller/plans': { status: 200, body: { success: true, data: [plan], providers: ['manual'] } },
      'GET /api/seller/billing': () => billing({ invoices }),
      'POST /api/seller/payments': () => {
        invoices = [invoice];
        return {
          status: 201,
          body: { success: true, message: BILLING_MESSAGES.invoiceCreated, data: { checkout: null, payment: invoice } },
        };
      },
    });
    renderPage(PlansPanel, '/saller/dashboard');
    const region = await screen.findByRole('region', { name: UI.plansTitle });
    await within(region).findByText('Owner Plus');
    expect(within(region).getByText(UI.planCredits(5, 0, 0, 30))).toBeTruthy();
    expect(within(region).queryByRole('button', { name: new RegExp(UI.buyOnline) })).toBeNull();
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();

    fireEvent.click(within(region).getByRole('button', { name: `${UI.buyManual}: Owner Plus` }));
    const card = await within(region).findByRole('article', { name: `${UI.invoiceTitle} ${invoice.providerOrderId}` });
    expect(card.textContent).toContain(UI.invoiceBody('PC-20261122-0A1B2C3D', 999, 'Owner Plus'));
    expect(card.textContent).toContain(UI.quoteReference('PC-20261122-0A1B2C3D'));
    for (const shown of [
      'propertycreator@okaxis',
      'Property Creator LLP',
      '50200012345678',
      'HDFC0001234',
      'HDFC Bank',
    ])
      expect(within(card).getByText(shown)).toBeTruthy();
    expect(card.textContent).toContain(UI.adminWillConfirm);
    expect(card.textContent).not.toContain(UI.demoDetails);
    expect(api.to('POST /api/seller/payments')[0]?.body).toEqual({ planId: 4, provider: 'manual' });
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();
  });

  it('shows “Pay online” only when the server offers Razorpay, and says when no plan is on offer', async () => {
    storeSession(accountUser());
    stubFetch({
      'GET /api/seller/plans': {
        status: 200,
        body: { success: true, data: [plan], providers: ['manual', 'razorpay'] },
      },
      'GET /api/seller/billing': billing(),
    });
    const view = renderPage(PlansPanel, '/saller/dashboard');
    expect(await screen.findByRole('button', { name: `${UI.buyOnline}: Owner Plus` })).toBeTruthy();
    view.unmount();

    stubFetch({
      'GET /api/seller/plans': { status: 200, body: { success: true, data: [], providers: ['manual'] } },
      'GET /api/seller/billing': billing(),
    });
    renderPage(PlansPanel, '/saller/dashboard');
    expect(await screen.findByText(UI.noSellerPlans)).toBeTruthy();
  });

  it('shows the running plan: what it includes, used and left of each credit, and when it ends', async () => {
    storeSession(accountUser());
    const running: RunningPlan = {
      subscriptionId: 3,
      planName: 'Owner Plus',
      startsAt: '2026-11-22T06:30:00.000Z',
      endsAt: '2026-12-22T06:30:00.000Z',
      listings: { credits: 5, used: 2 },
      featured: { credits: 2, used: 1 },
      projects: { credits: 0, used: 0 },
    };
    stubFetch({
      'GET /api/seller/plans': { status: 200, body: { success: true, data: [plan], providers: ['manual'] } },
      'GET /api/seller/billing': billing({ plans: [running] }),
    });
    renderPage(PlansPanel, '/saller/dashboard');
    const card = await screen.findByRole('article', { name: `${UI.yourPlanTitle}: Owner Plus` });
    expect(card.textContent).toContain(UI.planEnds(formatDate(running.endsAt)));
    expect(card.textContent).toContain(UI.creditsIncluded(5, 2, 0));
    expect(within(card).getByText(UI.creditUse(2, 5))).toBeTruthy();
    expect(within(card).getByText(UI.creditUse(1, 2))).toBeTruthy();
    expect(within(card).queryByText(UI.creditRows.projects)).toBeNull();
    expect(screen.getByRole('heading', { name: UI.morePlansTitle })).toBeTruthy();
  });

  it('says before buying how many listings and featured credits each plan leaves', async () => {
    storeSession(accountUser());
    const running: RunningPlan = {
      subscriptionId: 3,
      planName: 'Agent Starter',
      startsAt: '2026-11-22T06:30:00.000Z',
      endsAt: '2027-02-20T06:30:00.000Z',
      listings: { credits: 10, used: 10 },
      featured: { credits: 3, used: 1 },
      projects: { credits: 0, used: 0 },
    };
    const base = sellerMe().counts;
    // 16 live against a quota of 13: over it, so nothing is left now.
    const me = sellerMe({ counts: { ...base, live: 16, quota: 13, quotaLeft: 0 } });
    stubFetch({
      'GET /api/seller/plans': {
        status: 200,
        body: { success: true, data: [{ ...plan, listingCredits: 30, featuredCredits: 10 }], providers: ['manual'] },
      },
      'GET /api/seller/billing': billing({ plans: [running] }),
      'GET /api/sellers/me': { status: 200, body: { success: true, data: me } },
    });
    renderPage(PlansPanel, '/saller/dashboard');
    const region = await screen.findByRole('region', { name: UI.plansTitle });
    // 13 + 30 - 16 listings; 2 featured left now + 10.
    expect(await within(region).findByText(UI.leftAfterPurchase(27, 12))).toBeTruthy();
  });
});
