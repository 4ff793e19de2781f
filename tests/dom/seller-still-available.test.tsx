import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MANAGE_UI } from '../../src/client/features/sellers/manage/manage.content';
import { StillAvailablePanel } from '../../src/client/features/sellers/manage/StillAvailablePanel';
import { formatDate } from '../../src/shared/date-format';
import { DAY_MS, FRESHNESS, FRESHNESS_MESSAGES } from '../../src/shared/listings/freshness';
import { PATHS } from '../../src/shared/routes';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { listingPage, queriesTo, renderPage, sellerListing } from '../helpers/seller-manage-dom';

const UI = MANAGE_UI.stillAvailable;
const LIST = 'GET /api/seller/properties';
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const after = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

const dueRent = (() => {
  const confirmedAt = ago(25);
  return sellerListing({
    id: 21,
    title: '2 BHK for rent near Lake View',
    transactionType: 'Rent',
    confirmedAt,
    lapsesAt: after(confirmedAt, FRESHNESS.rentDays),
    remindedAt: ago(2),
  });
})();
const expiredSale = (() => {
  const confirmedAt = ago(70);
  return sellerListing({
    id: 22,
    title: 'Villa for sale on Kolar Road',
    status: 'expired',
    confirmedAt,
    lapsesAt: after(confirmedAt, FRESHNESS.saleDays),
  });
})();

const Panel = () => <StillAvailablePanel />;

describe('the "Still available?" panel', () => {
  it('lists the due and expired listings with when they leave (or left) search', async () => {
    const api = stubFetch({ [LIST]: { status: 200, body: listingPage([expiredSale, dueRent]) } });
    storeSession();
    renderPage(Panel, PATHS.sellerDashboard);
    const panel = within(await screen.findByRole('region', { name: UI.heading }));
    expect(panel.getByText(UI.intro(FRESHNESS.rentDays, FRESHNESS.saleDays))).toBeTruthy();
    const due = within(panel.getByRole('listitem', { name: dueRent.title }));
    expect(due.getByText(UI.lapsesOn(formatDate(dueRent.lapsesAt)))).toBeTruthy();
    expect(due.getByText(FRESHNESS_MESSAGES.confirmedAgo(25), { exact: false })).toBeTruthy();
    expect(due.getByRole('button', { name: UI.confirm })).toBeTruthy();
    expect(due.getByRole('button', { name: MANAGE_UI.properties.markRented })).toBeTruthy();
    const gone = within(panel.getByRole('listitem', { name: expiredSale.title }));
    expect(gone.getByText(UI.expiredOn(formatDate(expiredSale.lapsesAt)))).toBeTruthy();
    expect(gone.getByRole('button', { name: UI.renew })).toBeTruthy();
    expect(gone.getByRole('button', { name: MANAGE_UI.properties.markSold })).toBeTruthy();
    expect(queriesTo(api, '/api/seller/properties').map((query) => query.get('due'))).toEqual(['yes']);
  });

  it('confirms in one tap: the toast says so and the row shows the new date, without its buttons', async () => {
    const confirmedAt = new Date().toISOString();
    const lapsesAt = after(confirmedAt, FRESHNESS.rentDays);
    const api = stubFetch({
      [LIST]: { status: 200, body: listingPage([dueRent]) },
      'POST /api/seller/properties/21/confirm': {
        status: 200,
        body: {
          success: true,
          message: SELLER_MESSAGES.listingConfirmed,
          data: { ...dueRent, confirmedAt, lapsesAt, remindedAt: null },
        },
      },
    });
    storeSession();
    renderPage(Panel, PATHS.sellerDashboard);
    fireEvent.click(await screen.findByRole('button', { name: UI.confirm }));
    expect(await screen.findByText(SELLER_MESSAGES.listingConfirmed)).toBeTruthy();
    expect(api.to('POST /api/seller/properties/21/confirm')).toHaveLength(1);
    const row = within(screen.getByRole('listitem', { name: dueRent.title }));
    expect(row.getByText(FRESHNESS_MESSAGES.confirmedAgo(0), { exact: false })).toBeTruthy();
    expect(row.getByText(UI.stays(formatDate(lapsesAt)))).toBeTruthy();
    expect(row.queryByRole('button', { name: UI.confirm })).toBeNull();
  });

  it("shows the server's message when a confirmation is refused, and keeps the row as it was", async () => {
    stubFetch({
      [LIST]: { status: 200, body: listingPage([dueRent]) },
      'POST /api/seller/properties/21/confirm': {
        status: 409,
        body: { success: false, message: SELLER_MESSAGES.confirmOnlyLive },
      },
    });
    storeSession();
    renderPage(Panel, PATHS.sellerDashboard);
    fireEvent.click(await screen.findByRole('button', { name: UI.confirm }));
    expect(await screen.findByText(SELLER_MESSAGES.confirmOnlyLive)).toBeTruthy();
    expect(screen.getByRole('button', { name: UI.confirm })).toBeTruthy();
  });

  it('shows nothing when no listing needs confirming', async () => {
    const api = stubFetch({ [LIST]: { status: 200, body: listingPage([]) } });
    storeSession();
    renderPage(Panel, PATHS.sellerDashboard);
    await expect.poll(() => api.to(LIST).length).toBe(1);
    expect(screen.queryByRole('region', { name: UI.heading })).toBeNull();
  });
});
