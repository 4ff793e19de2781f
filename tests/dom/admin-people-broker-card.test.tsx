import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BROKER_CARD_UI as UI } from '../../src/client/features/sellers/auth/broker-card.content';
import { SELLER_PHOTO_COPY } from '../../src/client/features/sellers/auth/seller-auth.content';
import { BROKER_REQUEST_MESSAGES, type BrokerRequestView } from '../../src/shared/admin/broker-request-contract';
import { PATHS } from '../../src/shared/routes';
import { sellerMe, storeSeller } from '../fixtures/seller-accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';
import { FakeXhr, uploadedPhoto } from '../helpers/seller-add-property-dom';

// The seller area and its pages are lazy chunks: slow in a busy run of the whole suite.

const GET_ME = 'GET /api/sellers/me';
const REQUEST = 'GET /api/seller/broker-request';
const SEND = 'POST /api/seller/broker-request';
const HASH = 'c'.repeat(64);

const view = (overrides: Partial<BrokerRequestView> = {}): BrokerRequestView => ({
  id: 4,
  status: 'pending',
  experienceYears: 6,
  reraAgentNumber: 'MP-AG-1',
  documents: [uploadedPhoto(HASH)],
  message: null,
  reason: null,
  createdAt: '2026-11-20T06:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

async function card(routes: Parameters<typeof stubFetch>[0], me = sellerMe()) {
  storeSeller({ sellerType: me.sellerType });
  const api = stubFetch({ [GET_ME]: { status: 200, body: { success: true, data: me } }, ...routes });
  renderApp(PATHS.sellerUpdateProfile);
  const region = await screen.findByRole('region', { name: UI.title });
  return { api, region };
}

describe('the agent’s Get verified card', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('asks with experience, RERA number and an uploaded document, then shows the request waiting', async () => {
    const { api, region } = await card({
      [REQUEST]: { status: 200, body: { success: true, data: null } },
      [SEND]: { status: 201, body: { success: true, message: BROKER_REQUEST_MESSAGES.sent, data: view() } },
    });
    const send = await within(region).findByRole('button', { name: UI.send });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(within(region).getByLabelText(UI.experience), { target: { value: '6' } });
    fireEvent.change(within(region).getByLabelText(UI.rera), { target: { value: ' MP-AG-1 ' } });
    fireEvent.change(within(region).getByLabelText(UI.addDocument), {
      target: { files: [new File(['x'], 'rera.jpg', { type: 'image/jpeg' })] },
    });
    const upload = FakeXhr.sent.at(-1) as FakeXhr;
    expect(upload.url).toBe('/api/media');
    upload.answer(201, { success: true, data: uploadedPhoto(HASH) });
    expect(await within(region).findByRole('button', { name: UI.removeDocument(1) })).toBeTruthy();
    fireEvent.click(send);
    expect(await within(region).findByText(UI.status.pending)).toBeTruthy();
    expect(api.to(SEND)[0]?.body).toEqual({ experienceYears: 6, reraAgentNumber: 'MP-AG-1', documents: [HASH] });
    expect(within(region).queryByRole('button', { name: UI.send })).toBeNull();
  });

  it("shows a rejection's reason and lets the agent ask again; shows the server's refusal", async () => {
    const { region } = await card({
      [REQUEST]: { status: 200, body: { success: true, data: view({ status: 'rejected', reason: 'Blurred scan' }) } },
      [SEND]: { status: 409, body: { success: false, message: BROKER_REQUEST_MESSAGES.pendingExists } },
    });
    expect(await within(region).findByText(UI.reason('Blurred scan'))).toBeTruthy();
    expect(within(region).getByText(UI.status.rejected)).toBeTruthy();
    fireEvent.change(within(region).getByLabelText(UI.experience), { target: { value: '6' } });
    fireEvent.change(within(region).getByLabelText(UI.rera), { target: { value: 'MP-AG-1' } });
    fireEvent.change(within(region).getByLabelText(UI.addDocument), {
      target: { files: [new File(['x'], 'rera.jpg', { type: 'image/jpeg' })] },
    });
    (FakeXhr.sent.at(-1) as FakeXhr).answer(201, { success: true, data: uploadedPhoto(HASH) });
    await within(region).findByRole('button', { name: UI.removeDocument(1) });
    fireEvent.click(within(region).getByRole('button', { name: UI.send }));
    expect(await within(region).findByText(BROKER_REQUEST_MESSAGES.pendingExists)).toBeTruthy();
  });

  it('tells a verified agent so, with no form', async () => {
    const { region } = await card(
      { [REQUEST]: { status: 200, body: { success: true, data: view({ status: 'approved' }) } } },
      sellerMe({ verified: true }),
    );
    expect(await within(region).findByText(UI.status.approved)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: UI.send })).toBeNull();
  });

  it('is not shown to an owner', async () => {
    storeSeller({ sellerType: 'Individual' });
    const api = stubFetch({
      [GET_ME]: {
        status: 200,
        body: { success: true, data: sellerMe({ sellerType: 'Individual', companyName: null }) },
      },
    });
    renderApp(PATHS.sellerUpdateProfile);
    // The profile has loaded (its photo section shows) and there is no card beside it.
    await screen.findByRole('heading', { name: SELLER_PHOTO_COPY.title });
    expect(screen.queryByRole('region', { name: UI.title })).toBeNull();
    expect(api.to(REQUEST)).toHaveLength(0);
  });
});
