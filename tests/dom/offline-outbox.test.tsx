/**
 * Enquiries and contact messages sent offline: the service worker keeps them (202, 'queued') and the
 * form shows 'Will be sent when online' until the worker says its outbox delivered them.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_COPY, CONTACT_FIELD_LABELS } from '../../src/client/features/contact/contact.content';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { CONTACT_MESSAGES } from '../../src/shared/contact/contact-contract';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-constants';
import { OFFLINE_MESSAGES } from '../../src/shared/offline/offline-contract';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { storeSession } from '../fixtures/accounts';
import { fail, ok, propertyDetail } from '../fixtures/listing-detail';
import { installWorkerContainer, queuedAnswer, removeWorkerContainer, serveAsWorker } from '../helpers/offline-dom';
import { renderApp } from '../helpers/render-app';

beforeAll(async () => {
  await import('../../src/client/features/listing-detail/pages/PropertyDetailPage');
  await import('../../src/client/features/contact/ContactPage');
}, 30_000);

/** A logged-in buyer sends an enquiry from a property page while the worker answers 'queued'. */
async function sendEnquiryOffline() {
  storeSession();
  const api = serveAsWorker({
    'GET /api/properties/2067': ok(propertyDetail()),
    'GET /api/properties/2067/similar': ok([]),
    'GET /api/properties/2067/contact': fail(403, ENQUIRY_MESSAGES.contactLocked),
    'POST /api/enquiries': queuedAnswer,
  });
  renderApp(`${PATHS.propertyProfile}?id=2067`);
  await screen.findByRole('heading', { level: 1, name: propertyDetail().title });
  const enquiry = screen.getByRole('region', { name: ENQUIRY_MESSAGES.heading });
  fireEvent.change(within(enquiry).getByLabelText(DETAIL_UI.enquiry.message), {
    target: { value: 'Is the price negotiable? I can visit on Sunday.' },
  });
  fireEvent.click(within(enquiry).getByRole('button', { name: DETAIL_UI.enquiry.send }));
  return { api, enquiry };
}

describe('the offline outbox', { timeout: 20_000 }, () => {
  let worker: ReturnType<typeof installWorkerContainer>;
  beforeEach(() => {
    worker = installWorkerContainer();
  });
  afterEach(removeWorkerContainer);

  it('an enquiry sent offline is pending, not sent and not an error, until the outbox delivers it', async () => {
    const { api, enquiry } = await sendEnquiryOffline();

    const pending = await within(enquiry).findByText(OFFLINE_MESSAGES.queued);
    expect(pending.closest('[role="status"]')).not.toBeNull();
    expect(within(enquiry).getByText(OFFLINE_MESSAGES.queuedDetail)).toBeTruthy();
    expect(within(enquiry).queryByText(DETAIL_UI.enquiry.sentHeading)).toBeNull();
    expect(within(enquiry).queryByRole('alert')).toBeNull();
    expect(within(enquiry).queryByLabelText(DETAIL_UI.enquiry.message)).toBeNull();
    expect(api.to('POST /api/enquiries')[0]?.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    const contactChecks = api.to('GET /api/properties/2067/contact').length;

    worker.deliver();
    expect(await within(enquiry).findByText(OFFLINE_MESSAGES.delivered)).toBeTruthy();
    expect(within(enquiry).getByText(DETAIL_UI.enquiry.sentHeading)).toBeTruthy();
    expect(within(enquiry).queryByText(OFFLINE_MESSAGES.queued)).toBeNull();
    // Delivered: the page asks again whether the seller's phone may now be shown.
    await waitFor(() => expect(api.to('GET /api/properties/2067/contact').length).toBeGreaterThan(contactChecks));
    expect(api.to('POST /api/enquiries')).toHaveLength(1);
  });

  it('a contact message sent offline clears the form, is pending, then says it was delivered', async () => {
    const api = serveAsWorker({ 'POST /api/contact': queuedAnswer });
    renderApp(PATHS.contact);
    await screen.findByRole('heading', { level: 1, name: ROUTES.contact.title });
    const form = screen.getByRole('form', { name: CONTACT_MESSAGES.heading });
    const field = (name: keyof typeof CONTACT_FIELD_LABELS) =>
      within(form).getByLabelText(CONTACT_FIELD_LABELS[name]) as HTMLInputElement;
    const values = {
      name: 'Ravi Sharma',
      email: 'ravi@example.in',
      phoneNumber: '9826012345',
      topic: 'Report a listing',
      message: 'The 2 BHK on Kolar Road is already sold.',
    };
    for (const [name, value] of Object.entries(values)) {
      fireEvent.change(field(name as keyof typeof values), { target: { value } });
    }
    fireEvent.click(within(form).getByRole('button', { name: CONTACT_COPY.submit }));

    const status = within(form).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(OFFLINE_MESSAGES.queued + OFFLINE_MESSAGES.queuedDetail));
    expect(field('message').value).toBe('');
    expect(field('name').value).toBe('');
    expect(screen.queryByText(CONTACT_MESSAGES.sent)).toBeNull();
    expect(screen.queryByText(CONTACT_MESSAGES.failed)).toBeNull();
    expect(api.to('POST /api/contact')[0]?.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);

    worker.deliver();
    await waitFor(() => expect(status.textContent).toBe(OFFLINE_MESSAGES.delivered));
    expect(api.to('POST /api/contact')).toHaveLength(1);
  });

  it("says so in the form when the server refuses what the outbox kept, instead of 'will be sent'", async () => {
    const { enquiry } = await sendEnquiryOffline();
    await within(enquiry).findByText(OFFLINE_MESSAGES.queued);

    // The page listens once its effects have run; the worker's message comes whenever the phone is back.
    const refused = await waitFor(() => {
      worker.refuse('Please log in again.');
      return within(enquiry).getByText(OFFLINE_MESSAGES.refused('Please log in again.'));
    });
    expect(refused.getAttribute('role')).toBe('alert');
    expect(within(enquiry).queryByText(OFFLINE_MESSAGES.queued)).toBeNull();
  });
});
