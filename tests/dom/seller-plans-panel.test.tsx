import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_UI as UI } from '../../src/client/features/billing/billing.content';
import { PlansPanel } from '../../src/client/features/billing/PlansPanel';
import { BILLING_MESSAGES, type SellerPlan } from '../../src/shared/billing/billing-contract';
import { accountUser, storeSession } from '../fixtures/accounts';
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

describe('the seller’s plans panel', () => {
  it('offers the manual invoice only (no Razorpay configured) and shows the invoice with who confirms it', async () => {
    storeSession(accountUser());
    const api = stubFetch({
      'GET /api/seller/plans': { status: 200, body: { success: true, data: [plan], providers: ['manual'] } },
      'POST /api/seller/payments': {
        status: 201,
        body: {
          success: true,
          message: BILLING_MESSAGES.invoiceCreated,
          data: {
            checkout: null,
            payment: {
              id: 9,
              planId: 4,
              planName: 'Owner Plus',
              provider: 'manual',
              status: 'created',
              amountInr: 999,
              providerOrderId: 'PC-20261122-0A1B2C3D',
              providerPaymentId: null,
              createdAt: '2026-11-22T06:30:00.000Z',
              paidAt: null,
            },
          },
        },
      },
    });
    renderPage(PlansPanel, '/saller/dashboard');
    const region = await screen.findByRole('region', { name: UI.plansTitle });
    await within(region).findByText('Owner Plus');
    expect(within(region).getByText(UI.planCredits(5, 0, 30))).toBeTruthy();
    expect(within(region).queryByRole('button', { name: new RegExp(UI.buyOnline) })).toBeNull();
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();

    fireEvent.click(within(region).getByRole('button', { name: `${UI.buyManual}: Owner Plus` }));
    const invoice = await within(region).findByRole('status');
    expect(invoice.textContent).toContain(UI.invoiceBody('PC-20261122-0A1B2C3D', 999));
    expect(invoice.textContent).toContain(UI.adminWillConfirm);
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
    });
    const view = renderPage(PlansPanel, '/saller/dashboard');
    expect(await screen.findByRole('button', { name: `${UI.buyOnline}: Owner Plus` })).toBeTruthy();
    view.unmount();

    stubFetch({ 'GET /api/seller/plans': { status: 200, body: { success: true, data: [], providers: ['manual'] } } });
    renderPage(PlansPanel, '/saller/dashboard');
    expect(await screen.findByText(UI.noSellerPlans)).toBeTruthy();
  });
});
