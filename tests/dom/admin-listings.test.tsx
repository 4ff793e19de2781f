import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdminAllPropertiesPage from '../../src/client/features/admin/listings/AdminAllPropertiesPage';
import AdminBrokerPropertiesPage from '../../src/client/features/admin/listings/AdminBrokerPropertiesPage';
import { FLAG_LABELS, ADMIN_LISTINGS_UI as UI } from '../../src/client/features/admin/listings/admin-listings.content';
import { LISTING_ACTION_MESSAGES, MODERATION_MESSAGES } from '../../src/shared/admin/moderation-contract';
import { formatPriceShort, formatRent } from '../../src/shared/listings/format';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { storeSession } from '../fixtures/accounts';
import { adminPage, adminRow } from '../helpers/admin-listings-dom';
import { stubFetch } from '../helpers/fetch-stub';
import { queriesTo, renderPage } from '../helpers/seller-manage-dom';

const LIST = 'GET /api/admin/properties';
const rowOf = (title: string) => {
  const cell = screen.getByText(title);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};
const lastQuery = (api: ReturnType<typeof stubFetch>, path = '/api/admin/properties') =>
  Object.fromEntries(queriesTo(api, path).at(-1) ?? []);

describe('the admin listings table', () => {
  it('shows each row with seller, status, reason, flags and only the actions its status allows', async () => {
    const api = stubFetch({
      [LIST]: {
        status: 200,
        body: adminPage([
          adminRow({ flags: ['same_photo', 'price_outlier'] }),
          adminRow({ id: 22, title: 'Plot on Kolar Road', status: 'rejected', rejectionReason: 'No papers' }),
          adminRow({ id: 23, title: 'Villa by the lake', status: 'active', featuredUntil: '2099-01-01T00:00:00Z' }),
          adminRow({ id: 24, title: '1 BHK for rent in MP Nagar', transactionType: 'Rent', price: 18_000 }),
        ]),
      },
    });
    storeSession(undefined, 'tok-admin');
    renderPage(AdminAllPropertiesPage, PATHS.adminAllProperties);
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.adminAllProperties.title })).toBeTruthy();
    await screen.findByText(UI.total(4));
    expect(api.to(LIST)[0]?.headers.authorization).toBe('Bearer tok-admin');

    const pending = rowOf('2 BHK flat in Arera Colony');
    expect(within(pending).getByText('Asha Verma')).toBeTruthy();
    expect(within(pending).getByText(FLAG_LABELS.same_photo)).toBeTruthy();
    expect(within(pending).getByText(FLAG_LABELS.price_outlier)).toBeTruthy();
    expect(within(pending).getByRole('button', { name: UI.approve })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: UI.reject })).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: UI.feature })).toBeNull();

    const rejected = rowOf('Plot on Kolar Road');
    expect(within(rejected).getByText(UI.reason('No papers'))).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: UI.reject })).toBeNull();
    expect(within(rejected).queryByText(FLAG_LABELS.same_photo)).toBeNull();

    const featured = rowOf('Villa by the lake');
    expect(within(featured).getByText(UI.featuredUntil('1 Jan 2099'))).toBeTruthy();
    expect(within(featured).getByRole('button', { name: UI.unfeature })).toBeTruthy();
    expect(within(featured).queryByRole('button', { name: UI.approve })).toBeNull();

    // A sale's price as it is, a rent per month.
    expect(within(pending).getByText(formatPriceShort(4_500_000))).toBeTruthy();
    expect(within(rowOf('1 BHK for rent in MP Nagar')).getByText(formatRent(18_000))).toBeTruthy();
  });

  it('keeps filters, sort and page in the URL and sends them to the API', async () => {
    const api = stubFetch({ [LIST]: { status: 200, body: adminPage([adminRow()], 45, 2) } });
    storeSession();
    const { location } = renderPage(AdminAllPropertiesPage, `${PATHS.adminAllProperties}?status=pending&page=2`);
    await screen.findByText(UI.total(45));
    // The queue of what awaits review comes oldest first.
    expect(lastQuery(api)).toEqual({ status: 'pending', sort: 'createdAt', order: 'asc', page: '2' });
    expect(
      screen
        .getByRole('button', { name: UI.sortBy(UI.columns.createdAt, 'descending') })
        .closest('th')
        ?.getAttribute('aria-sort'),
    ).toBe('ascending');
    expect((screen.getByLabelText(UI.status) as HTMLSelectElement).value).toBe('pending');

    fireEvent.change(screen.getByLabelText(UI.city), { target: { value: 'Indore' } });
    fireEvent.change(screen.getByLabelText(UI.flagged), { target: { value: 'true' } });
    fireEvent.click(screen.getByRole('button', { name: UI.apply }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`${PATHS.adminAllProperties}?status=pending&city=Indore&flagged=true`),
    );
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ city: 'Indore', flagged: 'true', page: '1' }));

    // A new sort starts again from page 1.
    api.routes[LIST] = { status: 200, body: adminPage([adminRow()], 45, 1) };
    fireEvent.click(await screen.findByRole('button', { name: UI.sortBy(UI.columns.price, 'descending') }));
    await waitFor(() => expect(location.history.at(-1)).toContain('sort=price'));
    fireEvent.click(await screen.findByRole('button', { name: UI.sortBy(UI.columns.price, 'ascending') }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort: 'price', order: 'asc' }));
    const priceHeader = screen.getByRole('button', { name: UI.sortBy(UI.columns.price, 'descending') }).closest('th');
    expect(priceHeader?.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ page: '2', sort: 'price', order: 'asc' }));
  });

  it('the agents page always asks for agents and has no posted-by picker', async () => {
    const api = stubFetch({ [LIST]: { status: 200, body: adminPage([adminRow()]) } });
    storeSession();
    renderPage(AdminBrokerPropertiesPage, PATHS.adminBrokerProperties);
    await screen.findByText(UI.total(1));
    expect(lastQuery(api)).toMatchObject({ postedBy: 'Agent' });
    expect(screen.queryByLabelText(UI.postedBy)).toBeNull();
  });

  it('switches to projects with ?kind=projects', async () => {
    const api = stubFetch({
      [LIST]: { status: 200, body: adminPage([adminRow()]) },
      'GET /api/admin/projects': {
        status: 200,
        body: adminPage([adminRow({ id: 5, kind: 'project', title: 'Palm Grove', maxPrice: 9_000_000 })]),
      },
    });
    storeSession();
    const { location } = renderPage(AdminAllPropertiesPage, PATHS.adminAllProperties);
    await screen.findByText('2 BHK flat in Arera Colony');
    fireEvent.click(screen.getByRole('button', { name: UI.kinds.project }));
    await screen.findByText('Palm Grove');
    expect(location.history.at(-1)).toBe(`${PATHS.adminAllProperties}?kind=projects`);
    expect(screen.getByText('₹45 L - ₹90 L')).toBeTruthy();
    expect(api.to('GET /api/admin/projects')).toHaveLength(1);
  });

  it('rejects a row with the reason typed in the dialog, then reads the page again', async () => {
    const api = stubFetch({
      [LIST]: { status: 200, body: adminPage([adminRow()]) },
      'POST /api/admin/properties/21/reject': {
        status: 200,
        body: {
          success: true,
          message: MODERATION_MESSAGES.rejected('property'),
          data: { id: 21, status: 'rejected' },
        },
      },
    });
    storeSession();
    renderPage(AdminAllPropertiesPage, PATHS.adminAllProperties);
    await screen.findByText(UI.total(1));
    fireEvent.click(within(rowOf('2 BHK flat in Arera Colony')).getByRole('button', { name: UI.reject }));
    const dialog = screen.getByRole('dialog', { name: UI.rejectTitle(1) });
    fireEvent.change(within(dialog).getByLabelText(UI.reasonLabel), {
      target: { value: 'Photos are of another flat' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: UI.confirmReject }));
    await screen.findByText(MODERATION_MESSAGES.rejected('property'));
    expect(api.to('POST /api/admin/properties/21/reject')[0]?.body).toEqual({ reason: 'Photos are of another flat' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
  });

  it('keeps the dialog open with the server message when the action is refused', async () => {
    stubFetch({
      [LIST]: { status: 200, body: adminPage([adminRow({ status: 'active' })]) },
      'POST /api/admin/properties/21/feature': {
        status: 400,
        body: { success: false, message: LISTING_ACTION_MESSAGES.untilTooFar },
      },
    });
    storeSession();
    renderPage(AdminAllPropertiesPage, PATHS.adminAllProperties);
    await screen.findByText(UI.total(1));
    fireEvent.click(within(rowOf('2 BHK flat in Arera Colony')).getByRole('button', { name: UI.feature }));
    const dialog = screen.getByRole('dialog', { name: UI.featureTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: UI.confirmFeature }));
    await screen.findByText(LISTING_ACTION_MESSAGES.untilTooFar);
    expect(screen.getByRole('dialog', { name: UI.featureTitle })).toBeTruthy();
  });

  it('bulk-approves the checked rows and says how many were done', async () => {
    const api = stubFetch({
      [LIST]: { status: 200, body: adminPage([adminRow(), adminRow({ id: 22, title: 'Second flat' })]) },
      'POST /api/admin/properties/bulk': {
        status: 200,
        body: { success: true, message: LISTING_ACTION_MESSAGES.bulkDone(2, 2), data: [] },
      },
    });
    storeSession();
    renderPage(AdminAllPropertiesPage, PATHS.adminAllProperties);
    await screen.findByText(UI.total(2));
    expect(screen.queryByRole('button', { name: UI.bulkApprove })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: UI.selectAll }));
    expect(screen.getByText(UI.selected(2))).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: UI.selectRow('Second flat') }));
    expect(screen.getByText(UI.selected(1))).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: UI.selectRow('Second flat') }));
    fireEvent.click(screen.getByRole('button', { name: UI.bulkApprove }));
    await screen.findByText(LISTING_ACTION_MESSAGES.bulkDone(2, 2));
    expect(api.to('POST /api/admin/properties/bulk')[0]?.body).toEqual({ action: 'approve', ids: [21, 22] });
  });

  it('asks in the app’s dialog before deleting: Cancel sends nothing, Delete deletes', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const api = stubFetch({
      [LIST]: { status: 200, body: adminPage([adminRow()]) },
      [`DELETE /api/admin/properties/${adminRow().id}`]: {
        status: 200,
        body: {
          success: true,
          message: 'Deleted.',
          data: { id: adminRow().id, status: 'deleted', featuredUntil: null },
        },
      },
    });
    storeSession();
    renderPage(AdminAllPropertiesPage, PATHS.adminAllProperties);
    await screen.findByText(UI.total(1));
    const question = UI.confirmDelete('2 BHK flat in Arera Colony');
    fireEvent.click(within(rowOf('2 BHK flat in Arera Colony')).getByRole('button', { name: UI.delete }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: question })).getByRole('button', { name: 'Cancel' }),
    );
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(rowOf('2 BHK flat in Arera Colony')).getByRole('button', { name: UI.delete }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: question })).getByRole('button', { name: UI.delete }),
    );
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(confirm).not.toHaveBeenCalled();
  });
  it('sets Delete apart in its own group, away from Approve and Reject', async () => {
    stubFetch({ [LIST]: { status: 200, body: adminPage([adminRow()]) } });
    storeSession();
    renderPage(AdminAllPropertiesPage, PATHS.adminAllProperties);
    await screen.findByText(UI.total(1));
    const title = '2 BHK flat in Arera Colony';
    const row = rowOf(title);
    const moderation = within(row).getByRole('group', { name: UI.moderationActions(title) });
    const danger = within(row).getByRole('group', { name: UI.dangerActions(title) });
    expect(within(moderation).getByRole('button', { name: UI.approve })).toBeTruthy();
    expect(within(moderation).getByRole('button', { name: UI.reject })).toBeTruthy();
    expect(within(moderation).queryByRole('button', { name: UI.delete })).toBeNull();
    expect(
      within(danger)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([UI.delete]);
    expect(danger.contains(moderation) || moderation.contains(danger)).toBe(false);
  });
});
