import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdminPaymentsPage from '../../src/client/features/billing/admin/AdminPaymentsPage';
import { BILLING_UI as UI } from '../../src/client/features/billing/billing.content';
import { type AdminPayment, BILLING_MESSAGES, type PaymentPage } from '../../src/shared/billing/billing-contract';
import { formatPaise, INVOICE_TAX_LABELS as TAX } from '../../src/shared/billing/invoice-tax';
import { PAYMENT_GST_TABLE } from '../../src/shared/billing/payment-gst';
import { REFERENCE_MESSAGES } from '../../src/shared/billing/payment-reference';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { storeAdmin } from '../helpers/admin-dom';
import { stubFetch } from '../helpers/fetch-stub';
import { queriesTo, renderPage } from '../helpers/seller-manage-dom';

const PAYMENTS = 'GET /api/admin/payments';

const payment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  id: 21,
  sellerId: 7,
  sellerName: 'Asha Verma',
  sellerType: 'Individual',
  sellerState: 'Madhya Pradesh',
  planId: 4,
  planName: 'Owner Plus',
  provider: 'manual',
  status: 'created',
  amountInr: 1499,
  providerOrderId: 'PC-20261122-9F3A61C2',
  providerPaymentId: null,
  sellerReference: null,
  paidReference: null,
  createdAt: '2026-11-22T06:30:00.000Z',
  paidAt: null,
  ...overrides,
});

const page = (data: AdminPayment[], extra: Partial<PaymentPage> = {}): { status: number; body: PaymentPage } => ({
  status: 200,
  body: {
    success: true,
    data,
    page: 1,
    pageSize: 25,
    total: data.length,
    paidTotalInr: 2500,
    paidCount: 1,
    gstSupplier: null,
    ...extra,
  },
});

describe('admin payments (/admin/all/payments)', () => {
  it('shows payments with totals, and marks a manual invoice paid after a confirmation', async () => {
    storeAdmin();
    const api = stubFetch({
      [PAYMENTS]: page([
        payment({ sellerReference: '412345678901' }),
        payment({
          id: 22,
          provider: 'razorpay',
          status: 'paid',
          amountInr: 2500,
          providerOrderId: 'order_X1',
          sellerType: 'Agent',
        }),
      ]),
      'POST /api/admin/payments/21/mark-paid': {
        status: 200,
        body: { success: true, message: BILLING_MESSAGES.markedPaid, data: {} },
      },
    });
    // The app's own dialog asks, never the browser's confirm().
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderPage(AdminPaymentsPage, PATHS.adminPayments);
    const table = await screen.findByRole('table', { name: UI.paymentsCaption });
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.adminPayments.title })).toBeTruthy();
    expect(screen.getByText(UI.totals(2, 1, 2500))).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Asha Verma');
    expect(rows[0]?.textContent).toContain(UI.statuses.created);
    expect(rows[1]?.textContent).toContain(UI.providers.razorpay);
    // Only the manual, unpaid invoice has the button.
    expect(within(table).getAllByRole('button', { name: new RegExp(UI.markPaid) })).toHaveLength(1);

    api.routes[PAYMENTS] = page([payment({ status: 'paid', paidAt: '2026-11-22T07:00:00.000Z' })]);
    const markButton = within(table).getByRole('button', { name: `${UI.markPaid} PC-20261122-9F3A61C2` });
    fireEvent.click(markButton);
    let dialog = screen.getByRole('dialog', { name: UI.confirmMarkPaid('PC-20261122-9F3A61C2', 1499) });
    // Cancel sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST /api/admin/payments/21/mark-paid')).toHaveLength(0);
    fireEvent.click(markButton);
    dialog = screen.getByRole('dialog', { name: UI.confirmMarkPaid('PC-20261122-9F3A61C2', 1499) });
    // The reference is the seller's UTR until the admin changes it, and is checked before it is sent.
    const reference = within(dialog).getByRole('textbox', { name: UI.paidReference }) as HTMLInputElement;
    expect(reference.value).toBe('412345678901');
    fireEvent.change(reference, { target: { value: '4123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: UI.markPaid }));
    expect(within(dialog).getByText(REFERENCE_MESSAGES.badUtr(UI.paidReference))).toBeTruthy();
    expect(api.to('POST /api/admin/payments/21/mark-paid')).toHaveLength(0);
    fireEvent.change(reference, { target: { value: 'HDFC00998877' } });
    fireEvent.click(within(dialog).getByRole('button', { name: UI.markPaid }));
    expect(confirm).not.toHaveBeenCalled();
    await screen.findByText(BILLING_MESSAGES.markedPaid);
    await waitFor(() => expect(screen.queryByRole('button', { name: new RegExp(UI.markPaid) })).toBeNull());
    expect(api.to('POST /api/admin/payments/21/mark-paid')).toHaveLength(1);
    expect(api.to('POST /api/admin/payments/21/mark-paid')[0]?.body).toEqual({ reference: 'HDFC00998877' });
  });

  it('shows the recorded reference, or the seller’s marked as theirs before the invoice is paid', async () => {
    storeAdmin();
    stubFetch({
      [PAYMENTS]: page([
        payment({ sellerReference: '412345678901' }),
        payment({ id: 22, status: 'paid', sellerReference: '412345678901', paidReference: 'HDFC00998877' }),
      ]),
    });
    renderPage(AdminPaymentsPage, PATHS.adminPayments);
    const table = await screen.findByRole('table', { name: UI.paymentsCaption });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toContain('Reference');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain(`${UI.sellerSays}412345678901`);
    expect(rows[1]?.textContent).toContain('HDFC00998877');
    expect(rows[1]?.textContent).not.toContain(UI.sellerSays);
  });

  it('reads its filters from the URL, sends them to the API and puts new ones in the URL', async () => {
    storeAdmin();
    const api = stubFetch({ [PAYMENTS]: page([], { total: 0, paidCount: 0, paidTotalInr: 0 }) });
    const { location } = renderPage(AdminPaymentsPage, `${PATHS.adminPayments}?status=paid&sellerType=Agent`);
    expect(await screen.findByText(UI.noPayments)).toBeTruthy();
    expect(Object.fromEntries(queriesTo(api, '/api/admin/payments')[0] ?? [])).toEqual({
      status: 'paid',
      sellerType: 'Agent',
    });
    expect((screen.getByLabelText(UI.filters.status) as HTMLSelectElement).value).toBe('paid');

    fireEvent.change(screen.getByLabelText(UI.filters.provider), { target: { value: 'manual' } });
    fireEvent.change(screen.getByLabelText(UI.filters.from), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: UI.filters.apply }));
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(
        `${PATHS.adminPayments}?sellerType=Agent&status=paid&provider=manual&from=2026-11-01`,
      ),
    );
  });

  it('says the dates are the wrong way round instead of showing no payments, on the form and from the server', async () => {
    storeAdmin();
    const api = stubFetch({ [PAYMENTS]: page([payment()]) });
    const { location } = renderPage(AdminPaymentsPage, PATHS.adminPayments);
    await screen.findByRole('table', { name: UI.paymentsCaption });
    fireEvent.change(screen.getByLabelText(UI.filters.from), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText(UI.filters.to), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: UI.filters.apply }));
    expect(await screen.findByText(UI.datesReversed)).toBeTruthy();
    expect(screen.queryByText(UI.noPayments)).toBeNull();
    expect(location.history?.at(-1)).toBe(PATHS.adminPayments);
    expect(queriesTo(api, '/api/admin/payments')).toHaveLength(1);
    // Put right, the filter applies and the message goes.
    fireEvent.change(screen.getByLabelText(UI.filters.to), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: UI.filters.apply }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`${PATHS.adminPayments}?from=2026-11-20&to=2026-11-30`));
    expect(screen.queryByText(UI.datesReversed)).toBeNull();
  });

  it('shows the server’s words for reversed dates typed into the address bar', async () => {
    storeAdmin();
    stubFetch({ [PAYMENTS]: { status: 400, body: { success: false, message: UI.datesReversed } } });
    renderPage(AdminPaymentsPage, `${PATHS.adminPayments}?from=2026-11-20&to=2026-11-01`);
    expect((await screen.findAllByText(UI.datesReversed)).length).toBeGreaterThan(0);
    expect(screen.queryByText(UI.noPayments)).toBeNull();
  });

  it('downloads the CSV of the current filters with the admin’s token', async () => {
    storeAdmin();
    const api = stubFetch({ [PAYMENTS]: page([payment()]), 'GET /api/admin/payments.csv': { status: 200, body: 'x' } });
    const createObjectURL = vi.fn(() => 'blob:payments');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(AdminPaymentsPage, `${PATHS.adminPayments}?status=paid`);
    await screen.findByRole('table', { name: UI.paymentsCaption });
    fireEvent.click(screen.getByRole('button', { name: UI.downloadCsv }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [csvCall] = api.to('GET /api/admin/payments.csv');
    expect(csvCall?.headers.authorization).toBe('Bearer test-token');
    expect(Object.fromEntries(queriesTo(api, '/api/admin/payments.csv')[0] ?? [])).toEqual({ status: 'paid' });
    click.mockRestore();
  });

  it('adds the taxable value and the GST lines of each payment when a GSTIN is configured', async () => {
    storeAdmin();
    const gstSupplier = {
      gstin: '23AABCP1234Q1Z5',
      legalName: 'PC Pvt Ltd',
      address: 'MP Nagar, Bhopal',
      state: 'Madhya Pradesh',
    };
    stubFetch({
      [PAYMENTS]: page([payment({ amountInr: 999 }), payment({ id: 22, amountInr: 999, sellerState: 'Maharashtra' })], {
        gstSupplier,
      }),
    });
    renderPage(AdminPaymentsPage, PATHS.adminPayments);
    const table = await screen.findByRole('table', { name: UI.paymentsCaption });
    expect(within(table).getByRole('columnheader', { name: PAYMENT_GST_TABLE.taxable })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: PAYMENT_GST_TABLE.gst })).toBeTruthy();
    const [ours, other] = within(table).getAllByRole('row').slice(1);
    expect(ours?.textContent).toContain(`${formatPaise(84_661)}`);
    expect(ours?.textContent).toContain(`${TAX.cgst} ${formatPaise(7_619)}`);
    expect(ours?.textContent).toContain(`${TAX.sgst} ${formatPaise(7_620)}`);
    expect(other?.textContent).toContain(`${TAX.igst} ${formatPaise(15_239)}`);
    expect(other?.textContent).not.toContain(TAX.cgst);
  });

  it('shows no GST columns without a GSTIN', async () => {
    storeAdmin();
    stubFetch({ [PAYMENTS]: page([payment()]) });
    renderPage(AdminPaymentsPage, PATHS.adminPayments);
    const table = await screen.findByRole('table', { name: UI.paymentsCaption });
    expect(within(table).queryByRole('columnheader', { name: PAYMENT_GST_TABLE.gst })).toBeNull();
  });
});
