import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { accountUser, storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// Lazy chunks (the dialog, the pages) load on first use: slow in a busy run of the whole suite.

const ME = 'GET /api/users/me';

const form = (name: string) => screen.getByRole('form', { name });

describe('the profile page', () => {
  it('sends a visitor without a stored user home, replacing the history entry', async () => {
    const { location } = renderApp(PATHS.profile);
    await screen.findByRole('heading', { level: 1, name: ROUTES.home.title });
    expect(location.history).toEqual([PATHS.home]);
  });

  it("shows the stored user's details and refreshes them from the server", async () => {
    const api = stubFetch({
      [ME]: { status: 200, body: { success: true, data: accountUser({ isSeller: true, sellerType: 'Agent' }) } },
    });
    storeSession(accountUser(), 'tok-1');
    renderApp(PATHS.profile);
    await screen.findByRole('heading', { level: 1, name: ROUTES.profile.title });
    expect(within(screen.getByRole('main')).getByText('asha.verma@example.in')).toBeTruthy();
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
    expect(await screen.findByText('Seller: Agent')).toBeTruthy();
    expect(api.to(ME)[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').sellerType).toBe('Agent');
  });

  it('saves a changed name, updates the stored user and the top bar', async () => {
    const api = stubFetch({
      [ME]: { status: 200, body: { success: true, data: accountUser() } },
      'PATCH /api/users/me': ({ body }) => ({
        status: 200,
        body: { success: true, message: 'Profile updated', data: { ...accountUser(), ...(body as object) } },
      }),
    });
    storeSession();
    renderApp(PATHS.profile);
    await screen.findByRole('heading', { level: 1, name: ROUTES.profile.title });
    await waitFor(() => expect(api.to(ME)).toHaveLength(1));
    const details = form('Personal details');
    const save = within(details).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(details).getByLabelText('First name'), { target: { value: 'Ashima' } });
    fireEvent.click(save);

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(api.to('PATCH /api/users/me')[0]?.body).toEqual({ firstName: 'Ashima' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').firstName).toBe('Ashima');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Ashima Verma' })).toBeTruthy();
  });

  it('checks that the new passwords match before sending anything', async () => {
    const api = stubFetch({ [ME]: { status: 200, body: { success: true, data: accountUser() } } });
    storeSession();
    renderApp(PATHS.profile);
    await screen.findByRole('heading', { level: 1, name: ROUTES.profile.title });
    const passwords = form('Change password');
    fireEvent.change(within(passwords).getByLabelText('Current password'), { target: { value: 'old password' } });
    fireEvent.change(within(passwords).getByLabelText('New password'), { target: { value: 'new password 1' } });
    fireEvent.change(within(passwords).getByLabelText('Confirm password'), { target: { value: 'new password 2' } });
    fireEvent.click(within(passwords).getByRole('button', { name: 'Change password' }));
    expect(await within(passwords).findByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(api.to('POST /api/users/change-password')).toHaveLength(0);
  });

  it('changes the password and shows the server message on failure', async () => {
    const api = stubFetch({
      [ME]: { status: 200, body: { success: true, data: accountUser() } },
      'POST /api/users/change-password': {
        status: 400,
        body: { success: false, message: 'Current password is incorrect' },
      },
    });
    storeSession();
    renderApp(PATHS.profile);
    await screen.findByRole('heading', { level: 1, name: ROUTES.profile.title });
    const passwords = form('Change password');
    const fill = (label: string, value: string) =>
      fireEvent.change(within(passwords).getByLabelText(label), { target: { value } });
    fill('Current password', 'old password');
    fill('New password', 'new password 1');
    fill('Confirm password', 'new password 1');
    fireEvent.click(within(passwords).getByRole('button', { name: 'Change password' }));
    expect(await within(passwords).findByText('Current password is incorrect')).toBeTruthy();
    expect(api.to('POST /api/users/change-password')[0]?.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password 1',
    });

    api.routes['POST /api/users/change-password'] = {
      status: 200,
      body: { success: true, message: 'Password changed' },
    };
    fireEvent.click(within(passwords).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect((within(passwords).getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('a revoked session (401) logs out here too, says so and goes home', async () => {
    stubFetch({ [ME]: { status: 401, body: { success: false, message: 'Please log in to continue.' } } });
    storeSession();
    const { location } = renderApp(PATHS.profile);
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: ROUTES.home.title });
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(location.history?.at(-1)).toBe(PATHS.home);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('offline, shows the stored details', async () => {
    stubFetch();
    storeSession();
    renderApp(PATHS.profile);
    await screen.findByRole('heading', { level: 1, name: ROUTES.profile.title });
    expect(within(screen.getByRole('main')).getByText('asha.verma@example.in')).toBeTruthy();
  });
});
