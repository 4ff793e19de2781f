import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdminSellersPage from '../../src/client/features/admin/pages/AdminSellersPage';
import AdminUsersPage from '../../src/client/features/admin/pages/AdminUsersPage';
import { ADMIN_PEOPLE_UI as UI } from '../../src/client/features/admin/people/admin-people.content';
import {
  ADMIN_PEOPLE_MESSAGES,
  type AdminSellerRow,
  type AdminUserDetail,
  type AdminUserRow,
} from '../../src/shared/admin/admin-people-contract';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { storeAdmin } from '../helpers/admin-dom';
import { stubFetch } from '../helpers/fetch-stub';
import { queriesTo, renderPage } from '../helpers/seller-manage-dom';

const person = (overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 7,
  name: 'Ravi Sharma',
  email: 'ravi@example.in',
  phoneNumber: '9876543210',
  role: 'user',
  status: 'active',
  sellerType: null,
  createdAt: '2026-11-01T06:00:00.000Z',
  ...overrides,
});

const detail = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...person(),
  seller: null,
  counts: { listings: 0, activeListings: 0, projects: 0, enquiriesSent: 3, liveSessions: 2 },
  ...overrides,
});

const page = <T,>(data: T[], total = data.length) => ({
  status: 200,
  body: { success: true, data, total, page: 1, pageSize: 20 },
});

describe('the admin people pages', () => {
  it('lists accounts, searches with the status filter, opens a person and blocks them after a confirm', async () => {
    storeAdmin();
    const api = stubFetch({
      'GET /api/admin/users': page([person(), person({ id: 8, name: 'Meera Iyer', role: 'admin' })], 45),
      'GET /api/admin/users/7': { status: 200, body: { success: true, data: detail() } },
      'POST /api/admin/users/7/block': {
        status: 200,
        body: {
          success: true,
          message: ADMIN_PEOPLE_MESSAGES.blocked,
          data: detail({ status: 'blocked', counts: { ...detail().counts, liveSessions: 0 } }),
        },
      },
    });
    renderPage(AdminUsersPage, PATHS.adminUsers);
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.adminUsers.title })).toBeTruthy();
    const table = await screen.findByRole('table', { name: UI.usersCaption });
    expect(screen.getByText(UI.total(45))).toBeTruthy();
    const ravi = within(table).getByRole('row', { name: /Ravi Sharma/ });
    expect(within(ravi).getByText(UI.buyer)).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /Meera Iyer/ })).getByText(UI.admin)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: ROUTES.adminUsers.title })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(UI.searchLabel), { target: { value: ' ravi@ ' } });
    fireEvent.change(screen.getByLabelText(UI.statusLabel), { target: { value: 'active' } });
    fireEvent.click(screen.getByRole('button', { name: UI.searchButton }));
    await vi.waitFor(() => expect(queriesTo(api, '/api/admin/users')).toHaveLength(2));
    const sent = queriesTo(api, '/api/admin/users')[1];
    expect([sent?.get('q'), sent?.get('status'), sent?.get('page')]).toEqual(['ravi@', 'active', '1']);
    expect(api.to('GET /api/admin/users')[1]?.headers.authorization).toBe('Bearer test-token');

    fireEvent.click(await screen.findByRole('button', { name: `${UI.view} Ravi Sharma` }));
    expect(await screen.findByText(UI.counts.enquiriesSent)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: UI.block }));
    let dialog = screen.getByRole('alertdialog', { name: UI.confirmBlock('Ravi Sharma') });
    fireEvent.click(within(dialog).getByRole('button', { name: UI.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.to('POST /api/admin/users/7/block')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: UI.block }));
    dialog = screen.getByRole('alertdialog', { name: UI.confirmBlock('Ravi Sharma') });
    fireEvent.click(within(dialog).getByRole('button', { name: UI.block }));
    expect(await screen.findByText(ADMIN_PEOPLE_MESSAGES.blocked)).toBeTruthy();
    expect(api.to('POST /api/admin/users/7/block')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: UI.unblock })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Ravi Sharma/ });
    expect(within(row).getByText(UI.statuses.blocked)).toBeTruthy();
  });

  it("shows the server's refusal and keeps the person as they were", async () => {
    storeAdmin();
    stubFetch({
      'GET /api/admin/users': page([person()]),
      'GET /api/admin/users/7': { status: 200, body: { success: true, data: detail() } },
      'POST /api/admin/users/7/block': {
        status: 403,
        body: { success: false, message: ADMIN_PEOPLE_MESSAGES.cannotBlockAdmin },
      },
    });
    renderPage(AdminUsersPage, PATHS.adminUsers);
    fireEvent.click(await screen.findByRole('button', { name: `${UI.view} Ravi Sharma` }));
    fireEvent.click(await screen.findByRole('button', { name: UI.block }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: UI.block }));
    expect(await screen.findByText(ADMIN_PEOPLE_MESSAGES.cannotBlockAdmin)).toBeTruthy();
    expect(screen.getByRole('button', { name: UI.block })).toBeTruthy();
  });

  it('lists sellers with company, counts and verified flag, filters by type and changes a seller type', async () => {
    storeAdmin();
    const agent: AdminSellerRow = {
      ...person({ sellerType: 'Agent' }),
      sellerType: 'Agent',
      companyName: 'Lakeview Realty',
      city: 'Bhopal',
      verified: true,
      listings: 5,
      activeListings: 3,
    };
    const agentDetail = detail({
      sellerType: 'Agent',
      seller: {
        sellerType: 'Agent',
        companyName: 'Lakeview Realty',
        address: 'MP Nagar',
        city: 'Bhopal',
        state: 'Madhya Pradesh',
        verified: true,
        verifiedAt: null,
        reraAgentNumber: 'MP-1',
        experienceYears: 4,
      },
    });
    const api = stubFetch({
      'GET /api/admin/sellers': page([agent]),
      'GET /api/admin/users/7': { status: 200, body: { success: true, data: agentDetail } },
      'POST /api/admin/sellers/7/type': {
        status: 200,
        body: {
          success: true,
          message: ADMIN_PEOPLE_MESSAGES.typeChanged('Builder'),
          data: { ...agentDetail, sellerType: 'Builder', seller: { ...agentDetail.seller, sellerType: 'Builder' } },
        },
      },
    });
    renderPage(AdminSellersPage, PATHS.adminSellers);
    const table = await screen.findByRole('table', { name: UI.sellersCaption });
    const row = within(table).getByRole('row', { name: /Ravi Sharma/ });
    expect(within(row).getByText('Lakeview Realty')).toBeTruthy();
    expect(within(row).getByText(`${UI.sellerTypes.Agent} · ${UI.verified}`)).toBeTruthy();
    expect(within(row).getByText(UI.listingsCount(3, 5))).toBeTruthy();

    fireEvent.change(screen.getByLabelText(UI.typeLabel), { target: { value: 'Agent' } });
    fireEvent.click(screen.getByRole('button', { name: UI.searchButton }));
    await vi.waitFor(() => expect(queriesTo(api, '/api/admin/sellers')[1]?.get('sellerType')).toBe('Agent'));

    fireEvent.click(await screen.findByRole('button', { name: `${UI.view} Ravi Sharma` }));
    const select = await screen.findByLabelText(UI.newType);
    const change = screen.getByRole('button', { name: UI.changeType }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'Builder' } });
    fireEvent.click(change);
    const dialog = screen.getByRole('alertdialog', { name: UI.confirmType('Ravi Sharma', UI.sellerTypes.Builder) });
    fireEvent.click(within(dialog).getByRole('button', { name: UI.changeType }));
    expect(await screen.findByText(ADMIN_PEOPLE_MESSAGES.typeChanged('Builder'))).toBeTruthy();
    expect(api.to('POST /api/admin/sellers/7/type')[0]?.body).toEqual({ sellerType: 'Builder' });
    expect(within(screen.getByRole('row', { name: /Ravi Sharma/ })).getByText(/^Builder/)).toBeTruthy();
  });
});
