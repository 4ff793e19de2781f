import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MANAGE_UI } from '../../src/client/features/sellers/manage/manage.content';
import MyPropertiesPage from '../../src/client/features/sellers/pages/MyPropertiesPage';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { listingPage, queriesTo, renderPage, sellerListing } from '../helpers/seller-manage-dom';

/** happy-dom has no window.confirm: answer the confirms in order (the last answer repeats). */
function answerConfirm(...answers: boolean[]) {
  const confirm = vi.fn(() => (answers.length > 1 ? answers.shift() : answers[0]) ?? false);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

const LIST = 'GET /api/seller/properties';
const UI = MANAGE_UI.properties;

describe('the seller listings page', () => {
  it('shows each listing with its status, price, views and enquiries, and the actions its status allows', async () => {
    const api = stubFetch({
      [LIST]: {
        status: 200,
        body: listingPage([
          sellerListing(),
          sellerListing({
            id: 12,
            status: 'rejected',
            title: 'Plot on Kolar Road for sale',
            rejectionReason: 'Blurry photos',
          }),
        ]),
      },
    });
    storeSession(undefined, 'tok-9');
    renderPage(MyPropertiesPage, PATHS.sellerProperties);
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.sellerProperties.title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(MANAGE_UI.loading);

    const active = await screen.findByRole('listitem', { name: '2 BHK flat near Arera Colony market' });
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText('₹45 L')).toBeTruthy();
    expect(within(active).getByText('120')).toBeTruthy();
    expect(within(active).getByText(UI.enquiries(2, 5))).toBeTruthy();
    expect(within(active).getByRole('link', { name: UI.edit }).getAttribute('href')).toBe('/saller/property/add?id=11');
    expect(within(active).getByRole('link', { name: UI.viewPublic }).getAttribute('href')).toBe(
      `${PATHS.propertyProfile}?id=11`,
    );
    expect(within(active).getByRole('button', { name: UI.markSold })).toBeTruthy();

    const rejected = screen.getByRole('listitem', { name: 'Plot on Kolar Road for sale' });
    expect(within(rejected).getByText('Reason: Blurry photos')).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: UI.markSold })).toBeNull();
    expect(within(rejected).queryByRole('link', { name: UI.viewPublic })).toBeNull();
    expect(api.to(LIST)[0]?.headers.authorization).toBe('Bearer tok-9');
  });

  it('reads the filters from the URL, sends them, and keeps a change in the URL from page 1', async () => {
    const api = stubFetch({ [LIST]: { status: 200, body: listingPage([sellerListing()], 45, 2) } });
    storeSession();
    const { location } = renderPage(MyPropertiesPage, `${PATHS.sellerProperties}?status=active&page=2`);
    await screen.findByText(MANAGE_UI.pageOf(2, 3));
    expect(Object.fromEntries(queriesTo(api, '/api/seller/properties')[0] ?? [])).toEqual({
      status: 'active',
      page: '2',
    });
    expect((screen.getByLabelText(UI.status) as HTMLSelectElement).value).toBe('active');

    fireEvent.change(screen.getByLabelText(UI.transaction), { target: { value: 'Rent' } });
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`${PATHS.sellerProperties}?status=active&transaction=Rent`),
    );
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo(api, '/api/seller/properties').at(-1) ?? [])).toEqual({
        status: 'active',
        transaction: 'Rent',
        page: '1',
      }),
    );

    // The stub keeps answering page 2 of 3, so Next leads to page 3.
    fireEvent.click(await screen.findByRole('button', { name: MANAGE_UI.next }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`${PATHS.sellerProperties}?status=active&transaction=Rent&page=3`),
    );
  });

  it('marks an active listing sold after a confirm, and leaves it when the seller cancels', async () => {
    const api = stubFetch({
      [LIST]: { status: 200, body: listingPage([sellerListing()]) },
      'POST /api/seller/properties/11/status': {
        status: 200,
        body: { success: true, message: SELLER_MESSAGES.markedSold, data: sellerListing({ status: 'sold' }) },
      },
    });
    storeSession();
    const confirm = answerConfirm(false, true);
    renderPage(MyPropertiesPage, PATHS.sellerProperties);
    fireEvent.click(await screen.findByRole('button', { name: UI.markSold }));
    expect(confirm).toHaveBeenCalledWith(UI.confirmClose('2 BHK flat near Arera Colony market', 'sold'));
    expect(api.to('POST /api/seller/properties/11/status')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: UI.markSold }));
    expect(await screen.findByText(SELLER_MESSAGES.markedSold)).toBeTruthy();
    expect(api.to('POST /api/seller/properties/11/status')[0]?.body).toEqual({ status: 'sold' });
    const row = screen.getByRole('listitem', { name: '2 BHK flat near Arera Colony market' });
    expect(within(row).getByText('Sold')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: UI.markSold })).toBeNull();
  });

  it('offers "Mark rented" for a rental and shows the server message when it refuses', async () => {
    stubFetch({
      [LIST]: { status: 200, body: listingPage([sellerListing({ transactionType: 'Rent', price: 25_000 })]) },
      'POST /api/seller/properties/11/status': {
        status: 409,
        body: { success: false, message: SELLER_MESSAGES.statusOnlyFromActive },
      },
    });
    storeSession();
    answerConfirm(true);
    renderPage(MyPropertiesPage, PATHS.sellerProperties);
    fireEvent.click(await screen.findByRole('button', { name: UI.markRented }));
    expect(await screen.findByText(SELLER_MESSAGES.statusOnlyFromActive)).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: /2 BHK/ })).getByText('Active')).toBeTruthy();
  });

  it('deletes a listing after a confirm and takes it off the list', async () => {
    const api = stubFetch({
      [LIST]: {
        status: 200,
        body: listingPage([sellerListing(), sellerListing({ id: 12, title: 'Office in MP Nagar to let' })]),
      },
      'DELETE /api/seller/properties/12': {
        status: 200,
        body: { success: true, message: SELLER_MESSAGES.listingDeleted },
      },
    });
    storeSession();
    answerConfirm(true);
    renderPage(MyPropertiesPage, PATHS.sellerProperties);
    const row = await screen.findByRole('listitem', { name: 'Office in MP Nagar to let' });
    fireEvent.click(within(row).getByRole('button', { name: UI.delete }));
    expect(await screen.findByText(SELLER_MESSAGES.listingDeleted)).toBeTruthy();
    expect(api.to('DELETE /api/seller/properties/12')).toHaveLength(1);
    expect(screen.queryByRole('listitem', { name: 'Office in MP Nagar to let' })).toBeNull();
    expect(screen.getByText(UI.total(1))).toBeTruthy();
  });

  it('says so when there are no listings, or none matching the filters', async () => {
    stubFetch({ [LIST]: { status: 200, body: listingPage([]) } });
    storeSession();
    renderPage(MyPropertiesPage, PATHS.sellerProperties);
    expect(await screen.findByText(UI.empty)).toBeTruthy();
  });

  it('shows the server message and retries', async () => {
    const api = stubFetch({
      [LIST]: { status: 403, body: { success: false, message: SELLER_MESSAGES.sellerRequired } },
    });
    storeSession();
    renderPage(MyPropertiesPage, `${PATHS.sellerProperties}?type=Plot`);
    expect((await screen.findByRole('alert')).textContent).toContain(SELLER_MESSAGES.sellerRequired);
    api.routes[LIST] = { status: 200, body: listingPage([]) };
    fireEvent.click(screen.getByRole('button', { name: MANAGE_UI.retry }));
    expect(await screen.findByText(UI.emptyFiltered)).toBeTruthy();
  });
});
