import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { AUTH_COPY, FIELD_LABELS } from '../../src/client/features/accounts/accounts.content';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { MESSAGES } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { accountUser } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// Lazy chunks (the dialog, the pages) load on first use: slow in a busy run of the whole suite.

const LOGIN = 'POST /api/users/login';
const OTP_ASK = 'POST /api/users/login/otp';
const OTP_VERIFY = 'POST /api/users/login/otp/verify';

async function openLogin(path: string = PATHS.about) {
  const view = renderApp(path);
  const button = within(await screen.findByRole('banner')).getByRole('button', { name: HEADER_LABELS.login });
  button.focus();
  fireEvent.click(button);
  return { ...view, button, dialog: await screen.findByRole('dialog', { name: 'Login' }) };
}

function logIn(dialog: HTMLElement, login = 'asha.verma@example.in', password = 'correct horse') {
  fireEvent.change(within(dialog).getByLabelText(FIELD_LABELS.login), { target: { value: login } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
}

describe('the login dialog', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
  });

  it('has one field for the mobile number or e-mail and a password field, both required', async () => {
    const { dialog } = await openLogin();
    const login = within(dialog).getByLabelText(FIELD_LABELS.login);
    // Text, not email: a mobile number must be accepted by the browser as well.
    expect(login.getAttribute('type')).toBe('text');
    expect(login.getAttribute('autocomplete')).toBe('username');
    expect(login.hasAttribute('required')).toBe(true);
    expect(within(dialog).getByLabelText('Password').hasAttribute('required')).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('on success stores the token and the user, says so, closes and reloads the page', async () => {
    const user = accountUser();
    const api = stubFetch({
      [LOGIN]: { status: 200, body: { success: true, message: 'OK', data: { token: 'tok-1', user } } },
    });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { dialog } = await openLogin();
    logIn(dialog);

    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeTruthy();
    expect(api.to(LOGIN)[0]?.body).toEqual({ login: 'asha.verma@example.in', password: 'correct horse' });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 2000 });
  });

  it('logs in with a mobile number written with +91 and spaces', async () => {
    const user = accountUser();
    const api = stubFetch({
      [LOGIN]: { status: 200, body: { success: true, message: 'OK', data: { token: 'tok-phone', user } } },
    });
    vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { dialog } = await openLogin();
    logIn(dialog, '+91 98765 43210');

    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeTruthy();
    expect(api.to(LOGIN)[0]?.body).toEqual({ login: '+91 98765 43210', password: 'correct horse' });
    expect(localStorage.getItem('token')).toBe('tok-phone');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: `${user.firstName} ${user.lastName}` })).toBeTruthy();
  });

  it('says what the field takes when it is neither an e-mail nor a mobile number, and sends nothing', async () => {
    const api = stubFetch();
    const { dialog } = await openLogin();
    logIn(dialog, '12345');
    expect(
      await within(dialog).findByText(
        `${FIELD_LABELS.login} must be a valid e-mail address or a 10-digit mobile number`,
      ),
    ).toBeTruthy();
    expect(api.to(LOGIN)).toHaveLength(0);
  });

  it('logs in with an OTP: the number, then the code texted to it', async () => {
    const user = accountUser();
    const api = stubFetch({
      [OTP_ASK]: {
        status: 200,
        body: {
          success: true,
          message: ACCOUNT_MESSAGES.loginOtpSent,
          data: { phoneNumber: '9876543210', expiresInSeconds: 300 },
        },
      },
      [OTP_VERIFY]: { status: 200, body: { success: true, message: 'OK', data: { token: 'tok-otp', user } } },
    });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { dialog } = await openLogin();
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_COPY.loginWithOtp }));
    expect(within(dialog).queryByLabelText('Password')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(FIELD_LABELS.phoneNumber), { target: { value: '098765 43210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_COPY.otpLoginSend }));
    const code = await within(dialog).findByLabelText(MESSAGES.otpLabel);
    expect(api.to(OTP_ASK)[0]?.body).toEqual({ phoneNumber: '9876543210' });
    // Kept as written: the intro joins +91 and the number with a no-break space.
    expect(
      within(dialog).getByText(AUTH_COPY.otpLoginCodeIntro('9876543210'), { normalizer: (text) => text }),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: /Resend OTP in \d+s/ })
        .hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_COPY.otpSubmit }));
    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeTruthy();
    expect(api.to(OTP_VERIFY)[0]?.body).toEqual({ phoneNumber: '9876543210', otp: '123456' });
    expect(localStorage.getItem('token')).toBe('tok-otp');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 2000 });
  });

  it('shows the server message for a wrong login OTP and keeps the code step', async () => {
    stubFetch({
      [OTP_ASK]: {
        status: 200,
        body: { success: true, message: 'sent', data: { phoneNumber: '9876543210', expiresInSeconds: 300 } },
      },
      [OTP_VERIFY]: { status: 400, body: { success: false, code: 'validation_failed', message: MESSAGES.otpInvalid } },
    });
    const { dialog } = await openLogin();
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_COPY.loginWithOtp }));
    fireEvent.change(within(dialog).getByLabelText(FIELD_LABELS.phoneNumber), { target: { value: '9876543210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_COPY.otpLoginSend }));
    fireEvent.change(await within(dialog).findByLabelText(MESSAGES.otpLabel), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_COPY.otpSubmit }));
    expect(await within(dialog).findByText(MESSAGES.otpInvalid)).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    // Back to the password.
    fireEvent.click(within(dialog).getByRole('button', { name: AUTH_COPY.loginWithPassword }));
    expect(within(dialog).getByLabelText(FIELD_LABELS.login)).toBeTruthy();
  });

  it('shows the server message in the panel and the failure toast', async () => {
    stubFetch({ [LOGIN]: { status: 401, body: { success: false, message: 'Invalid email or password' } } });
    const { dialog } = await openLogin();
    logIn(dialog);
    expect(await within(dialog).findByText('Invalid email or password')).toBeTruthy();
    expect(await screen.findByText(MESSAGES.loginFailedToast)).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('falls back to "An error occurred during login" when no answer comes', async () => {
    stubFetch();
    const { dialog } = await openLogin();
    logIn(dialog);
    expect(await within(dialog).findByText(MESSAGES.loginFailed)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.loginFailedToast)).toBeTruthy();
  });

  it('closes itself when a token is already stored', async () => {
    stubFetch();
    localStorage.setItem('token', 'from-another-tab');
    renderApp(PATHS.about);
    fireEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: HEADER_LABELS.login }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes itself when another tab logs in while it is open', async () => {
    const { dialog } = await openLogin();
    expect(dialog).toBeTruthy();
    localStorage.setItem('token', 'from-another-tab');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'from-another-tab' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks the page scroll while open and gives it back when closed', async () => {
    const { button } = await openLogin();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await openLogin();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    const last = within(dialog).getByRole('link', { name: ROUTES.sellerLogin.title });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });

  it('toggles between the login and sign-up panels, each with its promotional side panel', async () => {
    const { dialog } = await openLogin();
    expect(within(dialog).getByRole('heading', { name: MESSAGES.welcomeBack })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBe(dialog);
    expect(within(dialog).getByRole('heading', { name: MESSAGES.join })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Sign Up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBe(dialog);
  });

  it("the header's Sign Up opens the buyer's sign-up; Register as seller goes to the seller sign-up", async () => {
    const { location } = renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    fireEvent.click(within(header).getByRole('button', { name: HEADER_LABELS.signUp }));
    const dialog = await screen.findByRole('dialog', { name: HEADER_LABELS.signUp });
    expect(within(dialog).getByRole('heading', { name: MESSAGES.join })).toBeTruthy();
    expect(location.history?.at(-1)).toBe(PATHS.about);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(header).getByRole('link', { name: HEADER_LABELS.registerAsSeller }));
    await screen.findByRole('heading', { level: 1, name: ROUTES.sellerSignup.title });
    expect(location.history?.at(-1)).toBe(PATHS.sellerSignup);
  });
});

describe('the login page', () => {
  it('shows the login form under its heading', async () => {
    renderApp(PATHS.login);
    await screen.findByRole('heading', { level: 1, name: ROUTES.login.title });
    expect(screen.getByLabelText(FIELD_LABELS.login).getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: AUTH_COPY.loginWithOtp })).toBeTruthy();
  });
});
