import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_INBOX_UI } from '../../src/client/features/enquiries/enquiries.content';
import QueriesPage from '../../src/client/features/sellers/pages/QueriesPage';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SELLER_ENQUIRY_MESSAGES } from '../../src/shared/sellers/seller-enquiries';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { enquiryPage, queriesTo, renderPage, sellerEnquiry } from '../helpers/seller-manage-dom';

const LIST = 'GET /api/seller/enquiries';
const UI = ENQUIRY_INBOX_UI;
const item = () => screen.findByRole('listitem', { name: 'Rohan Mehta: 2 BHK flat near Arera Colony market' });

describe('the seller enquiry inbox', () => {
  it("shows each enquiry with the buyer's contact, the listing, the message and an Indian date", async () => {
    stubFetch({ [LIST]: { status: 200, body: enquiryPage([sellerEnquiry()], { new: 1 }) } });
    storeSession();
    renderPage(QueriesPage, PATHS.sellerQueries);
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.sellerQueries.title })).toBeTruthy();
    const enquiry = await item();
    expect(within(enquiry).getByRole('link', { name: '+91 98123 45678' }).getAttribute('href')).toMatch(
      /^tel:\+919812345678/,
    );
    expect(within(enquiry).getByRole('link', { name: 'rohan@example.in' }).getAttribute('href')).toBe(
      'mailto:rohan@example.in',
    );
    expect(
      within(enquiry).getByRole('link', { name: '2 BHK flat near Arera Colony market' }).getAttribute('href'),
    ).toBe(`${PATHS.propertyProfile}?id=11`);
    expect(within(enquiry).getByText('Is the price negotiable? I can visit on Sunday.')).toBeTruthy();
    expect(within(enquiry).getByText('Evening')).toBeTruthy();
    // 18:30 UTC on the 28th is past midnight in India.
    expect(within(enquiry).getByText('29 Oct 2026')).toBeTruthy();
    expect(within(enquiry).getByText('New')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New (1)' })).toBeTruthy();
  });

  it('offers a WhatsApp chat with the buyer beside the phone, naming the listing, and none without a phone', async () => {
    stubFetch({
      [LIST]: {
        status: 200,
        body: enquiryPage(
          [
            sellerEnquiry(),
            sellerEnquiry({
              id: 8,
              buyer: { name: 'Former buyer', phoneNumber: '', email: '' },
            }),
          ],
          { new: 2 },
        ),
      },
    });
    storeSession();
    renderPage(QueriesPage, PATHS.sellerQueries);
    const enquiry = await item();
    const chat = within(enquiry).getByRole('link', { name: UI.whatsappLabel('Rohan Mehta') });
    const message = UI.whatsappMessage('Rohan Mehta', '2 BHK flat near Arera Colony market');
    expect(message).toContain('2 BHK flat near Arera Colony market');
    expect(chat.getAttribute('href')).toBe(`https://wa.me/919812345678?text=${encodeURIComponent(message)}`);
    const gone = screen.getByRole('listitem', { name: 'Former buyer: 2 BHK flat near Arera Colony market' });
    expect(within(gone).queryByRole('link', { name: UI.whatsappLabel('Former buyer') })).toBeNull();
    expect(gone.querySelector('a[href^="https://wa.me"]')).toBeNull();
  });

  it('asks the server for the chosen status tab', async () => {
    const api = stubFetch({ [LIST]: { status: 200, body: enquiryPage([sellerEnquiry()], { new: 1 }) } });
    storeSession();
    renderPage(QueriesPage, PATHS.sellerQueries);
    await item();
    expect(queriesTo(api, '/api/seller/enquiries')[0]?.get('status')).toBeNull();
    api.routes[LIST] = { status: 200, body: enquiryPage([], { new: 1 }, 0) };
    fireEvent.click(screen.getByRole('button', { name: 'Responded (0)' }));
    expect(screen.getByRole('button', { name: 'New (1)' })).toBeTruthy();
    expect(await screen.findByText(UI.empty)).toBeTruthy();
    expect(queriesTo(api, '/api/seller/enquiries').at(-1)?.get('status')).toBe('responded');
    expect(screen.getByRole('button', { name: 'Responded (0)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers only the moves forward, and marks an enquiry seen at once', async () => {
    const api = stubFetch({
      [LIST]: { status: 200, body: enquiryPage([sellerEnquiry({ status: 'seen' })], { seen: 1 }) },
      'PATCH /api/seller/enquiries/7': {
        status: 200,
        body: { success: true, message: SELLER_ENQUIRY_MESSAGES.updated, data: sellerEnquiry({ status: 'responded' }) },
      },
    });
    storeSession();
    renderPage(QueriesPage, PATHS.sellerQueries);
    const enquiry = await item();
    expect(within(enquiry).queryByRole('button', { name: UI.markSeen })).toBeNull();
    fireEvent.click(within(enquiry).getByRole('button', { name: UI.markResponded }));
    expect(within(enquiry).getByText('Responded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Responded (1)' })).toBeTruthy();
    await waitFor(() => expect(api.to('PATCH /api/seller/enquiries/7')[0]?.body).toEqual({ status: 'responded' }));
    expect(within(enquiry).getByRole('button', { name: UI.close })).toBeTruthy();
  });

  it("puts the status back with the server's message when it refuses", async () => {
    const refusal = SELLER_ENQUIRY_MESSAGES.notAllowed('closed', 'seen');
    stubFetch({
      [LIST]: { status: 200, body: enquiryPage([sellerEnquiry()], { new: 1 }) },
      'PATCH /api/seller/enquiries/7': { status: 409, body: { success: false, message: refusal } },
    });
    storeSession();
    renderPage(QueriesPage, PATHS.sellerQueries);
    const enquiry = await item();
    fireEvent.click(within(enquiry).getByRole('button', { name: UI.close }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(within(enquiry).getByText('New')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New (1)' })).toBeTruthy();
    expect(within(enquiry).getByRole('button', { name: UI.markSeen })).toBeTruthy();
  });

  it('shows a closed enquiry without actions', async () => {
    stubFetch({ [LIST]: { status: 200, body: enquiryPage([sellerEnquiry({ status: 'closed' })], { closed: 1 }) } });
    storeSession();
    renderPage(QueriesPage, PATHS.sellerQueries);
    expect(within(await item()).queryByRole('button')).toBeNull();
  });

  it('shows the server message when the inbox cannot load', async () => {
    stubFetch({ [LIST]: { status: 403, body: { success: false, message: 'A seller account is needed for this.' } } });
    storeSession();
    renderPage(QueriesPage, PATHS.sellerQueries);
    expect((await screen.findByRole('alert')).textContent).toContain('A seller account is needed for this.');
  });
});
