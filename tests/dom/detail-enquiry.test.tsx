import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_COPY, FIELD_LABELS } from '../../src/client/features/accounts/accounts.content';
import { ENQUIRY_LOGIN_RETURN } from '../../src/client/features/enquiries/EnquiryForm';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-constants';
import { MESSAGES } from '../../src/shared/messages';
import { PATHS } from '../../src/shared/routes';
import { accountUser, storeSession } from '../fixtures/accounts';
import { fail, ok, propertyDetail } from '../fixtures/listing-detail';
import { type StubRoute, stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// The pages are lazy chunks: transform them once before the first test, not inside its time limit.
beforeAll(async () => {
  await import('../../src/client/features/listing-detail/pages/PropertyDetailPage');
  await import('../../src/client/features/accounts/components/LoginDialog');
}, 30_000);

const TITLE = '1 BHK Flat for Sale in Hoshangabad Road, Bhopal';
const DETAIL = 'GET /api/properties/2067';
const CONTACT = 'GET /api/properties/2067/contact';
const ENQUIRE = 'POST /api/enquiries';
const path = `${PATHS.propertyProfile}?id=2067`;
const PHONE = '9876543210';

const receipt = (enquiredAt = '2025-11-02T05:00:00.000Z') => ({
  id: 9,
  propertyId: 2067,
  projectId: null,
  status: 'new',
  createdAt: enquiredAt,
  seller: { name: 'Parmar Property Solutions', phoneNumber: PHONE, enquiredAt },
});

function serve(routes: Record<string, StubRoute> = {}) {
  return stubFetch({
    [DETAIL]: ok(propertyDetail()),
    'GET /api/properties/2067/similar': ok([]),
    [CONTACT]: fail(403, ENQUIRY_MESSAGES.contactLocked),
    ...routes,
  });
}

async function open() {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return view;
}

const enquiry = () => screen.getByRole('region', { name: ENQUIRY_MESSAGES.heading });
const seller = () => screen.getByRole('region', { name: DETAIL_UI.seller.heading });
const messageField = () => within(enquiry()).getByLabelText(DETAIL_UI.enquiry.message) as HTMLTextAreaElement;
const send = () => fireEvent.click(within(enquiry()).getByRole('button', { name: DETAIL_UI.enquiry.send }));
const telLinks = () => Array.from(document.querySelectorAll('a[href^="tel:+919876543210"]'));
const whatsappLinks = () => Array.from(document.querySelectorAll('a[href^="https://wa.me/"]'));

describe('the seller’s phone and the enquiry form', { timeout: 15_000 }, () => {
  it('hides the phone from visitors and asks them to log in, without asking the server for it', async () => {
    const api = serve();
    await open();
    expect(within(seller()).getByText(ENQUIRY_MESSAGES.contactLocked)).toBeTruthy();
    // Said once on the page, not again under the enquiry's heading.
    expect(screen.getAllByText(ENQUIRY_MESSAGES.contactLocked)).toHaveLength(1);
    expect(telLinks()).toEqual([]);
    expect(whatsappLinks()).toEqual([]);
    expect(screen.queryByText(/98765/)).toBeNull();
    expect(within(enquiry()).getByText(ENQUIRY_MESSAGES.loginRequired)).toBeTruthy();
    expect(within(enquiry()).queryByLabelText(DETAIL_UI.enquiry.message)).toBeNull();
    expect(api.to(CONTACT)).toEqual([]);

    fireEvent.click(within(enquiry()).getByRole('button', { name: DETAIL_UI.enquiry.login }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('opens the login dialog when a visitor presses Call', async () => {
    serve();
    await open();
    fireEvent.click(
      within(seller()).getByRole('button', { name: DETAIL_UI.seller.callLabel('Parmar Property Solutions') }),
    );
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('keeps the phone locked for a buyer who has not enquired, and Call leads to the form', async () => {
    storeSession();
    const api = serve();
    await open();
    await waitFor(() => expect(api.to(CONTACT)).toHaveLength(1));
    expect(api.to(CONTACT)[0]?.headers.authorization).toBe('Bearer test-token');
    expect(telLinks()).toEqual([]);
    expect(messageField().value).toBe(ENQUIRY_MESSAGES.defaultMessage);
    expect(
      within(enquiry()).getByText(
        DETAIL_UI.enquiry.counter(ENQUIRY_MESSAGES.defaultMessage.length, ENQUIRY_LIMITS.messageMaxLength),
      ),
    ).toBeTruthy();

    fireEvent.click(
      within(seller()).getByRole('button', { name: DETAIL_UI.seller.callLabel('Parmar Property Solutions') }),
    );
    // The notice and the focus follow the click's state update: wait for them rather than assume one tick.
    expect((await within(enquiry()).findByRole('status')).textContent).toBe(ENQUIRY_MESSAGES.contactLocked);
    await waitFor(() => expect(document.activeElement).toBe(messageField()));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the enquiry once, then shows the seller’s phone with Call and WhatsApp', async () => {
    storeSession();
    const api = serve({
      [ENQUIRE]: { status: 201, body: { success: true, message: ENQUIRY_MESSAGES.sent, data: receipt() } },
    });
    await open();
    fireEvent.change(messageField(), { target: { value: '  Is the price negotiable? I can visit on Sunday.  ' } });
    fireEvent.click(within(enquiry()).getByLabelText('Evening'));
    send();

    // The toast says it (and so does the form, now showing the receipt).
    await waitFor(() =>
      expect(screen.getAllByText(ENQUIRY_MESSAGES.sent).some((text) => text.closest('[role="status"]'))).toBe(true),
    );
    const [request] = api.to(ENQUIRE);
    expect(request?.body).toEqual({
      propertyId: 2067,
      message: 'Is the price negotiable? I can visit on Sunday.',
      preferredTime: 'Evening',
    });
    expect(request?.headers.authorization).toBe('Bearer test-token');
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(api.to(ENQUIRE)).toHaveLength(1);

    expect(within(seller()).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    const call = within(seller()).getByRole('link', { name: DETAIL_UI.seller.callLabel('Parmar Property Solutions') });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
    const whatsapp = within(seller()).getByRole('link', {
      name: DETAIL_UI.seller.whatsappLabel('Parmar Property Solutions'),
    });
    const chat = new URL(whatsapp.getAttribute('href') ?? '');
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/919876543210');
    expect(chat.searchParams.get('text')).toContain(`"${TITLE}"`);
    expect(chat.searchParams.get('text')).toMatch(/\/property-profile\?id=2067$/);
    expect(within(enquiry()).getByText(DETAIL_UI.enquiry.sentHeading)).toBeTruthy();
    expect(within(enquiry()).queryByRole('button', { name: DETAIL_UI.enquiry.send })).toBeNull();
  });

  it.each([
    [429, ENQUIRY_MESSAGES.dailyLimit],
    [400, 'Your message must be at least 10 characters'],
    [403, ENQUIRY_MESSAGES.ownListing],
  ])('shows the server’s message for a %i and puts the cursor back in the message', async (status, message) => {
    storeSession();
    serve({ [ENQUIRE]: fail(status, message) });
    await open();
    send();
    const alert = await within(enquiry()).findByText(message);
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(messageField()));
    expect(messageField().getAttribute('aria-invalid')).toBe('true');
    expect(telLinks()).toEqual([]);
  });

  it('after a 409 (already enquired) asks for the phone again and shows it', async () => {
    storeSession();
    const api = serve({ [ENQUIRE]: fail(409, ENQUIRY_MESSAGES.alreadySent) });
    await open();
    await waitFor(() => expect(api.to(CONTACT)).toHaveLength(1));
    api.routes[CONTACT] = ok(receipt().seller);
    send();
    await waitFor(() => expect(api.to(CONTACT)).toHaveLength(2));
    expect(await within(enquiry()).findByText(/^You have already sent an enquiry about this listing/)).toBeTruthy();
    expect(within(seller()).getByRole('link', { name: '+91 98765 43210' })).toBeTruthy();
  });

  it('retries a submission that got no answer with the same Idempotency-Key, and a changed one with a new key', async () => {
    storeSession();
    const api = serve();
    await open();
    send();
    expect(await within(enquiry()).findByText(DETAIL_UI.enquiry.offline)).toBeTruthy();
    send();
    await waitFor(() => expect(api.to(ENQUIRE)).toHaveLength(2));
    await within(enquiry()).findByText(DETAIL_UI.enquiry.offline);
    fireEvent.change(messageField(), { target: { value: 'A different question about the parking.' } });
    api.routes[ENQUIRE] = { status: 201, body: { success: true, message: ENQUIRY_MESSAGES.sent, data: receipt() } };
    send();
    await within(enquiry()).findByText(DETAIL_UI.enquiry.sentHeading);
    const keys = api.to(ENQUIRE).map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('checks the message length before sending', async () => {
    storeSession();
    const api = serve();
    await open();
    expect(messageField().getAttribute('maxlength')).toBe(String(ENQUIRY_LIMITS.messageMaxLength));
    fireEvent.change(messageField(), { target: { value: '  hi  ' } });
    send();
    expect(
      await within(enquiry()).findByText(DETAIL_UI.enquiry.tooShort(ENQUIRY_LIMITS.messageMinLength)),
    ).toBeTruthy();
    expect(api.to(ENQUIRE)).toEqual([]);
  });

  it('shows the phone at once to a buyer who enquired before', async () => {
    storeSession();
    serve({ [CONTACT]: ok(receipt().seller) });
    await open();
    expect(await within(seller()).findByRole('link', { name: '+91 98765 43210' })).toBeTruthy();
    expect(
      within(enquiry()).getByText(/^You have already sent an enquiry about this listing.*\(2 Nov 2025\)$/),
    ).toBeTruthy();
    expect(within(enquiry()).queryByRole('button', { name: DETAIL_UI.enquiry.send })).toBeNull();
  });

  it('keeps the phone locked, without breaking, when the contact answer is missing', async () => {
    storeSession();
    serve({ [CONTACT]: fail(404, 'Not found') });
    await open();
    await waitFor(() => expect(within(seller()).getByText(ENQUIRY_MESSAGES.contactLocked)).toBeTruthy());
    expect(within(enquiry()).getByRole('button', { name: DETAIL_UI.enquiry.send })).toBeTruthy();
  });

  it('tells the seller looking at their own listing that it is theirs', async () => {
    storeSession(accountUser({ id: 73, isSeller: true, sellerType: 'Agent' }));
    serve({ [CONTACT]: ok({ name: 'Parmar Property Solutions', phoneNumber: PHONE, enquiredAt: null }) });
    await open();
    expect(within(enquiry()).getByText(DETAIL_UI.seller.ownListing)).toBeTruthy();
    expect(within(enquiry()).queryByRole('button', { name: DETAIL_UI.enquiry.send })).toBeNull();
  });

  it('ends a session the server no longer accepts and offers the login dialog', async () => {
    storeSession();
    serve({ [CONTACT]: fail(401, 'Please log in to continue.') });
    await open();
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('a login from the enquiry form', { timeout: 15_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('reloads the page at the form with the message focused, once', async () => {
    storeSession();
    sessionStorage.setItem('loginReturn', ENQUIRY_LOGIN_RETURN);
    serve();
    await open();
    await waitFor(() => expect(document.activeElement).toBe(messageField()));
    expect(sessionStorage.getItem('loginReturn')).toBeNull();
  });

  it('offers a visitor’s first enquiry a sign-up that signs them in and comes back to the form', async () => {
    const phone = '9876543210';
    const api = serve({
      'POST /api/users/register': ok({ phoneNumber: phone, expiresInSeconds: 300, resendToken: 'resend-1' }),
      'POST /api/users/register/verify-otp': {
        status: 201,
        body: {
          success: true,
          message: MESSAGES.registrationSuccess,
          data: { token: 'new-token', user: accountUser() },
        },
      },
    });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await open();
    fireEvent.click(within(enquiry()).getByRole('button', { name: DETAIL_UI.enquiry.signUp }));
    const dialog = await screen.findByRole('dialog', { name: AUTH_COPY.signupTitle });
    const fields = {
      [FIELD_LABELS.firstName]: 'Asha',
      [FIELD_LABELS.lastName]: 'Verma',
      [FIELD_LABELS.email]: 'asha@example.in',
      [FIELD_LABELS.phoneNumber]: phone,
      [FIELD_LABELS.password]: 'correct horse',
      [FIELD_LABELS.confirmPassword]: 'correct horse',
    };
    for (const [label, value] of Object.entries(fields))
      fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_COPY.signupSubmit }));
    fireEvent.change(await within(dialog).findByLabelText(MESSAGES.otpLabel), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_COPY.otpSubmit }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('new-token'));
    expect(api.to('POST /api/users/login')).toHaveLength(0);
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 2000 });
    expect(sessionStorage.getItem('loginReturn')).toBe(ENQUIRY_LOGIN_RETURN);
  });

  // Last in the file: the page that kept a return never takes one, as a reloaded page would.
  it('keeps the return for the reload, not for the page signing in meanwhile', async () => {
    const api = serve({ 'POST /api/users/login': ok({ token: 'test-token', user: accountUser() }) });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await open();
    fireEvent.click(within(enquiry()).getByRole('button', { name: DETAIL_UI.enquiry.login }));
    const dialog = await screen.findByRole('dialog', { name: AUTH_COPY.loginTitle });
    fireEvent.change(within(dialog).getByLabelText(FIELD_LABELS.login), { target: { value: 'asha@example.in' } });
    fireEvent.change(within(dialog).getByLabelText(FIELD_LABELS.password), { target: { value: 'correct horse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_COPY.loginSubmit }));
    // Signed in before the reload: the form is drawn for the buyer, and left alone.
    await waitFor(() => expect(api.to(CONTACT)).toHaveLength(1));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 2000 });
    expect(document.activeElement).not.toBe(messageField());
    expect(sessionStorage.getItem('loginReturn')).toBe(ENQUIRY_LOGIN_RETURN);
  });
});
