import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdminBrokerRequestsPage from '../../src/client/features/admin/pages/AdminBrokerRequestsPage';
import { BROKER_REQUESTS_UI as UI } from '../../src/client/features/admin/people/admin-people.content';
import { type AdminBrokerRequest, BROKER_REQUEST_MESSAGES } from '../../src/shared/admin/broker-request-contract';
import { mediaUrl } from '../../src/shared/media';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { storeAdmin } from '../helpers/admin-dom';
import { stubFetch } from '../helpers/fetch-stub';
import { queriesTo, renderPage } from '../helpers/seller-manage-dom';

const HASH = 'a'.repeat(64);
const request = (overrides: Partial<AdminBrokerRequest> = {}): AdminBrokerRequest => ({
  id: 31,
  status: 'pending',
  experienceYears: 6,
  reraAgentNumber: 'MP-RERA-AG-0042',
  documents: [{ hash: HASH, urls: { 320: mediaUrl(HASH, 320), 640: mediaUrl(HASH, 640), 1024: mediaUrl(HASH, 1024) } }],
  message: 'Seven years in Bhopal resale.',
  reason: null,
  createdAt: '2026-11-20T06:00:00.000Z',
  decidedAt: null,
  seller: {
    id: 9,
    name: 'Anil Gupta',
    companyName: 'Arera Estates',
    email: 'anil@example.in',
    phoneNumber: '9876500000',
    verified: false,
  },
  ...overrides,
});
const queue = (data: AdminBrokerRequest[]) => ({
  status: 200,
  body: { success: true, data, total: data.length, page: 1, pageSize: 20 },
});
const decided = (status: 'approved' | 'rejected', message: string) => ({
  status: 200,
  body: { success: true, message, data: { ...request({ status }), seller: undefined } },
});

describe('the broker requests queue', () => {
  it('shows waiting requests with their documents as thumbnails, approves one and rejects another with a reason', async () => {
    storeAdmin();
    const other = request({ id: 32, seller: { ...request().seller, id: 10, name: 'Sunita Rao', companyName: null } });
    const api = stubFetch({
      'GET /api/admin/broker-requests': queue([request(), other]),
      'POST /api/admin/broker-requests/31/approve': decided('approved', BROKER_REQUEST_MESSAGES.approved),
      'POST /api/admin/broker-requests/32/reject': decided('rejected', BROKER_REQUEST_MESSAGES.rejected),
    });
    renderPage(AdminBrokerRequestsPage, PATHS.adminBrokerRequests);
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.adminBrokerRequests.title })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: 'Anil Gupta (Arera Estates)' })).closest(
      'li',
    ) as HTMLElement;
    expect(queriesTo(api, '/api/admin/broker-requests')[0]?.get('status')).toBe('pending');
    expect(within(card).getByText('MP-RERA-AG-0042')).toBeTruthy();
    expect(within(card).getByText(UI.experience(6))).toBeTruthy();
    const thumb = within(card).getByRole('img', { name: UI.document(1) });
    expect(thumb.getAttribute('src')).toBe(mediaUrl(HASH, 320));
    expect(thumb.closest('a')?.getAttribute('href')).toBe(mediaUrl(HASH, 1024));

    fireEvent.click(within(card).getByRole('button', { name: `${UI.approve} Anil Gupta (Arera Estates)` }));
    expect(await screen.findByText(BROKER_REQUEST_MESSAGES.approved)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Anil Gupta (Arera Estates)' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `${UI.reject} Sunita Rao` }));
    const dialog = screen.getByRole('alertdialog', { name: UI.rejectTitle('Sunita Rao') });
    fireEvent.change(within(dialog).getByLabelText(UI.reason), {
      target: { value: 'The certificate is unreadable' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: UI.reject }));
    expect(await screen.findByText(BROKER_REQUEST_MESSAGES.rejected)).toBeTruthy();
    expect(api.to('POST /api/admin/broker-requests/32/reject')[0]?.body).toEqual({
      reason: 'The certificate is unreadable',
    });
    expect(screen.getByText(UI.empty)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(UI.statusFilter), { target: { value: 'approved' } });
    await vi.waitFor(() => expect(queriesTo(api, '/api/admin/broker-requests')[1]?.get('status')).toBe('approved'));
  });
});
