import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { formatPhone } from '../../src/shared/accounts/phone-number';
import { MESSAGES } from '../../src/shared/messages';
import { PATHS } from '../../src/shared/routes';
import { accountUser } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// Lazy chunks (the dialog, the pages) load on first use: slow in a busy run of the whole suite.

const PHONE = '9876543210';
const FORM = {
  'First name': 'Asha',
  'Last name': 'Verma',
  'E-mail': 'asha.verma@example.in',
  'Mobile number': PHONE,
  Password: 'correct horse',
  'Confirm password': 'correct horse',
};

const VERIFY = 'POST /api/users/register/verify-otp';

const OTP_SENT = {
  status: 200,
  body: { success: true, message: 'OTP sent', data: { phoneNumber: PHONE, expiresInSeconds: 300 } },
};

/** Opens the dialog from the header and switches it to the sign-up panel. */
async function openSignup() {
  renderApp(PATHS.about);
  fireEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: HEADER_LABELS.login }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
  return screen.findByRole('dialog', { name: 'Sign Up' });
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const submit = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));

async function reachOtpStep() {
  const api = stubFetch({ 'POST /api/users/register': OTP_SENT });
  const dialog = await openSignup();
  fill(dialog, FORM);
  submit(dialog, 'Sign Up');
  await within(dialog).findByLabelText(MESSAGES.otpLabel);
  return { api, dialog };
}

describe('sign-up, step 1: the form', () => {
  it('shows "Passwords do not match" and sends nothing when the passwords differ', async () => {
    const api = stubFetch();
    const dialog = await openSignup();
    fill(dialog, { ...FORM, 'Confirm password': 'correct horse!' });
    submit(dialog, 'Sign Up');
    expect(await within(dialog).findByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('compares the passwords even when another field is wrong too', async () => {
    const api = stubFetch();
    const dialog = await openSignup();
    fill(dialog, { ...FORM, Password: 'abc', 'Confirm password': 'abd' });
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Sign Up' }).closest('form') as HTMLFormElement);
    expect(await within(dialog).findByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('requires every field and a phone number of exactly 10 digits', async () => {
    const api = stubFetch();
    const dialog = await openSignup();
    for (const label of Object.keys(FORM))
      expect(within(dialog).getByLabelText(label).hasAttribute('required')).toBe(true);
    const phone = within(dialog).getByLabelText('Mobile number');
    expect(phone.getAttribute('pattern')).toBe('[0-9]{10}');
    expect(phone.getAttribute('inputmode')).toBe('numeric');

    fill(dialog, { ...FORM, 'Mobile number': '987654321' });
    fireEvent.submit(phone.closest('form') as HTMLFormElement);
    expect(await within(dialog).findByText('Mobile number must be exactly 10 digits')).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a number typed with +91 or spaces as its 10 digits', async () => {
    stubFetch();
    const dialog = await openSignup();
    fill(dialog, { 'Mobile number': '+91 98765 43210' });
    expect((within(dialog).getByLabelText('Mobile number') as HTMLInputElement).value).toBe(PHONE);
  });

  it('registers without confirmPassword, saves the registration session and shows the OTP step', async () => {
    const { api, dialog } = await reachOtpStep();
    const [request] = api.to('POST /api/users/register');
    expect(request?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha.verma@example.in',
      phoneNumber: PHONE,
      password: 'correct horse',
    });
    const session = JSON.parse(localStorage.getItem('registrationSession') ?? 'null');
    expect(session).toEqual({ phoneNumber: PHONE, timestamp: expect.any(Number) });
    expect(await screen.findByText(MESSAGES.otpSent(formatPhone(PHONE)))).toBeTruthy();

    const otp = within(dialog).getByLabelText(MESSAGES.otpLabel);
    expect(otp.hasAttribute('required')).toBe(true);
    expect(otp.getAttribute('maxlength')).toBe('6');
    expect(otp.getAttribute('pattern')).toBe('[0-9]{6}');
    expect(otp.getAttribute('inputmode')).toBe('numeric');
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('shows the server message and the failure toast when registration fails', async () => {
    stubFetch({
      'POST /api/users/register': {
        status: 400,
        body: { success: false, message: 'This e-mail address cannot be used.' },
      },
    });
    const dialog = await openSignup();
    fill(dialog, FORM);
    submit(dialog, 'Sign Up');
    expect(await within(dialog).findByText('This e-mail address cannot be used.')).toBeTruthy();
    expect(await screen.findByText(MESSAGES.registrationFailed)).toBeTruthy();
    expect(localStorage.getItem('registrationSession')).toBeNull();
  });

  it('falls back to "Registration failed. Please try again." when no answer comes', async () => {
    stubFetch();
    const dialog = await openSignup();
    fill(dialog, FORM);
    submit(dialog, 'Sign Up');
    await waitFor(() => expect(screen.getAllByText(MESSAGES.registrationFailed)).toHaveLength(2));
    expect(within(dialog).getByText(MESSAGES.registrationFailed)).toBeTruthy();
  });

  it('gives the register call a 10 second timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await reachOtpStep();
    expect(timeout).toHaveBeenCalledWith(10_000);
  });
});

describe('sign-up, step 2: the OTP', () => {
  it('"Back to Registration" returns to the form with what was typed', async () => {
    const { dialog } = await reachOtpStep();
    submit(dialog, MESSAGES.backToRegistration);
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Asha');
    expect(within(dialog).queryByLabelText(MESSAGES.otpLabel)).toBeNull();
  });

  it('on status 201 signs the new account in: the session is stored, the dialog closes, the user menu shows', async () => {
    const user = accountUser();
    const { api, dialog } = await reachOtpStep();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    api.routes[VERIFY] = { status: 201, body: { success: true, message: 'Created', data: { token: 'tok-new', user } } };
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.otpLabel), { target: { value: '123456' } });
    submit(dialog, 'Verify OTP');
    expect(await screen.findByText(MESSAGES.registrationSuccess)).toBeTruthy();
    expect(api.requests.at(-1)?.body).toEqual({ phoneNumber: PHONE, otp: '123456' });
    expect(localStorage.getItem('registrationSession')).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok-new');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    // No login form to fill in: the dialog is gone and the header names the person.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: `${user.firstName} ${user.lastName}` })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: HEADER_LABELS.login })).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 2000 });
  });

  it('returns to the form with the expired message when the registration session is missing', async () => {
    const { api, dialog } = await reachOtpStep();
    localStorage.removeItem('registrationSession');
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.otpLabel), { target: { value: '123456' } });
    submit(dialog, 'Verify OTP');
    expect(await within(dialog).findByText(MESSAGES.registrationSessionExpired)).toBeTruthy();
    expect(within(dialog).getByLabelText('First name')).toBeTruthy();
    expect(api.to(VERIFY)).toHaveLength(0);
  });

  it('shows the server text for a wrong OTP, with the failure toast', async () => {
    const { api, dialog } = await reachOtpStep();
    api.routes[VERIFY] = { status: 400, body: { success: false, message: 'Invalid OTP' } };
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.otpLabel), { target: { value: '000000' } });
    submit(dialog, 'Verify OTP');
    expect(await within(dialog).findByText(MESSAGES.otpInvalid)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.otpVerificationFailedToast)).toBeTruthy();
    expect(localStorage.getItem('registrationSession')).not.toBeNull();
  });

  it('says "OTP verification failed" for a success-looking answer that is not 201', async () => {
    const { api, dialog } = await reachOtpStep();
    api.routes[VERIFY] = { status: 200, body: { success: true } };
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.otpLabel), { target: { value: '123456' } });
    submit(dialog, 'Verify OTP');
    expect(await within(dialog).findByText(MESSAGES.otpVerificationFailed)).toBeTruthy();
  });

  it('falls back to "Invalid OTP" when the server gives no message', async () => {
    const { api, dialog } = await reachOtpStep();
    api.routes[VERIFY] = { status: 502 };
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.otpLabel), { target: { value: '123456' } });
    submit(dialog, 'Verify OTP');
    expect(await within(dialog).findByText(MESSAGES.otpInvalid)).toBeTruthy();
  });
});
