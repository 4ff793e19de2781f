import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_COPY, CONTACT_FIELD_LABELS } from '../../src/client/features/contact/contact.content';
import { CONTACT_MESSAGES } from '../../src/shared/contact/contact-contract';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SITE } from '../../src/shared/site';
import { accountUser, storeSession } from '../fixtures/accounts';
import { type StubRoute, stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// The page's chunk loads on first use: slow in a busy run of the whole suite.

const SEND = 'POST /api/contact';
const sent: StubRoute = { status: 201, body: { success: true, message: CONTACT_MESSAGES.sent } };

async function openForm() {
  renderApp(PATHS.contact);
  await screen.findByRole('heading', { level: 1, name: ROUTES.contact.title });
  return screen.getByRole('form', { name: CONTACT_MESSAGES.heading });
}

const input = (form: HTMLElement, field: keyof typeof CONTACT_FIELD_LABELS) =>
  within(form).getByLabelText(CONTACT_FIELD_LABELS[field]) as HTMLInputElement;

function fill(form: HTMLElement, values: Partial<Record<keyof typeof CONTACT_FIELD_LABELS, string>>) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(input(form, field as keyof typeof CONTACT_FIELD_LABELS), { target: { value } });
  }
}

const submit = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: CONTACT_COPY.submit }));

const GOOD = {
  name: 'Ravi Sharma',
  email: 'Ravi@Example.in',
  phoneNumber: '9826012345',
  topic: 'Report a listing',
  message: 'The 2 BHK on Kolar Road is already sold.',
};

/** The error text tied to a field by aria-describedby. */
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the contact page', { timeout: 20_000 }, () => {
  it('shows the support phone, e-mail, the Bhopal office and its hours beside the form', async () => {
    await openForm();
    const details = screen.getByRole('region', { name: CONTACT_COPY.detailsHeading });
    expect(within(details).getByRole('link', { name: SITE.phone }).getAttribute('href')).toBe('tel:+917554001234');
    expect(within(details).getByRole('link', { name: SITE.email }).getAttribute('href')).toBe(`mailto:${SITE.email}`);
    expect(within(details).getByText(/Bhopal, Madhya Pradesh 462030/)).toBeTruthy();
    expect(within(details).getByText(CONTACT_COPY.hours[0][1])).toBeTruthy();
  });

  it('checks the form before sending: messages next to the fields, focus on the first, no request', async () => {
    const api = stubFetch({ [SEND]: sent });
    const form = await openForm();
    fill(form, { email: 'not-an-email', phoneNumber: '12345', message: 'Hi' });
    submit(form);

    const name = input(form, 'name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(name)).toContain('Name is required');
    expect(describedText(input(form, 'email'))).toContain('E-mail must be a valid e-mail address');
    expect(describedText(input(form, 'phoneNumber'))).toContain(
      'Mobile number must be a 10-digit Indian mobile number',
    );
    expect(describedText(input(form, 'topic'))).toContain(CONTACT_COPY.topicRequired);
    expect(describedText(input(form, 'message'))).toContain('Message must be at least 10 characters');
    expect(document.activeElement).toBe(name);
    expect(api.requests).toHaveLength(0);
  });

  it('sends the message with an Idempotency-Key, says it was sent and clears the form', async () => {
    const api = stubFetch({ [SEND]: sent });
    const form = await openForm();
    fill(form, GOOD);
    submit(form);

    const status = within(form).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(CONTACT_MESSAGES.sent));
    const [request] = api.to(SEND);
    expect(request?.body).toEqual({ ...GOOD, email: 'ravi@example.in' });
    expect(request?.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    expect(input(form, 'message').value).toBe('');
    expect(input(form, 'name').value).toBe('');
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText(CONTACT_MESSAGES.sent)).toHaveLength(2));
  });

  it('leaves out an empty mobile number', async () => {
    const api = stubFetch({ [SEND]: sent });
    const form = await openForm();
    fill(form, { ...GOOD, phoneNumber: '' });
    submit(form);
    await waitFor(() => expect(api.to(SEND)).toHaveLength(1));
    expect(api.to(SEND)[0]?.body).not.toHaveProperty('phoneNumber');
  });

  it("shows the server's message when it refuses, and the fallback when nothing answers", async () => {
    const api = stubFetch({
      [SEND]: { status: 429, body: { success: false, message: 'Too many messages. Try later.' } },
    });
    const form = await openForm();
    fill(form, GOOD);
    submit(form);
    // The alert region is always there (so screen readers hear what lands in it): wait for the words.
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Too many messages. Try later.'));
    // The form takes a second send once the first has finished.
    await waitFor(() => expect(form.getAttribute('aria-busy')).toBe('false'));

    api.routes[SEND] = () => {
      throw new TypeError('Failed to fetch');
    };
    submit(form);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(CONTACT_MESSAGES.failed));
    expect(input(form, 'message').value).toBe(GOOD.message);
    expect(within(form).getByRole('status').textContent).toBe('');
  });

  it('retries the same message with the same key, and a changed message with a new one', async () => {
    let answer: StubRoute = () => {
      throw new TypeError('Failed to fetch');
    };
    const api = stubFetch({ [SEND]: (request) => (typeof answer === 'function' ? answer(request) : answer) });
    const form = await openForm();
    fill(form, GOOD);
    submit(form);
    await within(form).findByText(CONTACT_MESSAGES.failed);
    submit(form);
    await waitFor(() => expect(api.to(SEND)).toHaveLength(2));
    fill(form, { message: `${GOOD.message} Please remove it.` });
    answer = sent;
    submit(form);
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe(CONTACT_MESSAGES.sent));

    const keys = api.to(SEND).map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('puts a field message from the server next to its field', async () => {
    stubFetch({
      [SEND]: { status: 400, body: { success: false, message: 'message must be at most 2000 characters' } },
    });
    const form = await openForm();
    fill(form, GOOD);
    submit(form);
    const message = input(form, 'message');
    await waitFor(() => expect(describedText(message)).toContain('Message must be at most 2000 characters'));
    expect(message.getAttribute('aria-invalid')).toBe('true');
  });

  it('fills in the logged-in user and a topic named in the address', async () => {
    storeSession(accountUser());
    renderApp(`${PATHS.contact}?topic=${encodeURIComponent('Report a listing')}`);
    const form = await screen.findByRole('form', { name: CONTACT_MESSAGES.heading });
    expect(input(form, 'name').value).toBe('Asha Verma');
    expect(input(form, 'email').value).toBe('asha.verma@example.in');
    expect(input(form, 'topic').value).toBe('Report a listing');
  });
});
