import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAWER_LABELS, HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { AUTH_COPY, FIELD_LABELS } from '../../src/client/features/accounts/accounts.content';
import { ADMIN_AREA_COPY } from '../../src/client/features/admin/admin-area.content';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { accountUser, storeSession } from '../fixtures/accounts';
import { loginAnswer, sellerUser } from '../fixtures/seller-accounts';
import { adminUser, dashboardAnswer, storeAdmin } from '../helpers/admin-dom';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// Lazy chunks (the admin area, its pages) load on first use: slow in a busy run of the whole suite.

const DASHBOARD = 'GET /api/admin/dashboard';
const h1 = (key: keyof typeof ROUTES) => screen.findByRole('heading', { level: 1, name: ROUTES[key].title });

function logIn(login: string, password = 'correct horse') {
  const main = screen.getByRole('main');
  fireEvent.change(within(main).getByLabelText(FIELD_LABELS.login), { target: { value: login } });
  fireEvent.change(within(main).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(main).getByRole('button', { name: 'Login' }));
}

describe('the admin gate', () => {
  it('sends a visitor on an admin page to the admin login, replacing the entry', async () => {
    const { location } = renderApp(PATHS.adminDashboard);
    await h1('adminLogin');
    expect(location.history).toEqual([PATHS.adminLogin]);
  });

  it('needs the token as well as the stored user', async () => {
    storeSession(adminUser(), null);
    renderApp(PATHS.adminChangePassword);
    await h1('adminLogin');
  });

  it('tells a signed-in buyer or seller the area is for admins only, with a way home', async () => {
    for (const user of [accountUser(), sellerUser()]) {
      storeSession(user);
      const view = renderApp(PATHS.adminDashboard);
      expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_AREA_COPY.adminsOnly);
      expect(screen.getByRole('link', { name: ADMIN_AREA_COPY.backHome }).getAttribute('href')).toBe(PATHS.home);
      expect(screen.queryByRole('heading', { level: 1, name: ROUTES.adminDashboard.title })).toBeNull();
      // No logout for a non-admin in the admin bar: this is not their area.
      expect(within(screen.getByRole('banner')).queryByRole('button', { name: HEADER_LABELS.logout })).toBeNull();
      view.unmount();
    }
  });

  // Loads the admin area, then the home page after the logout: two cold chunks in a busy run.
  it('lets an admin in, with the admin menu (readable labels, no login or plan editor entry) and a logout', async () => {
    storeAdmin();
    const api = stubFetch({
      [DASHBOARD]: dashboardAnswer(),
      'POST /api/users/logout': { status: 200, body: { success: true, message: 'Bye' } },
    });
    const { location } = renderApp(PATHS.adminDashboard);
    await h1('adminDashboard');
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toContain(ROUTES.adminAllProperties.title);
    expect(labels).toContain(ROUTES.adminChangePassword.title);
    expect(labels).not.toContain(ROUTES.adminLogin.title);
    expect(labels).not.toContain(ROUTES.adminSubscriptionEdit.title);
    expect(within(menu).getByRole('link', { name: ROUTES.adminDashboard.title }).getAttribute('aria-current')).toBe(
      'page',
    );
    // On a phone the menu is folded behind a button naming the current page.
    const fold = within(menu).getByRole('button', { name: `${DRAWER_LABELS.menu}: ${ROUTES.adminDashboard.title}` });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: HEADER_LABELS.logout }));
    await h1('home');
    expect(location.history?.at(-1)).toBe(PATHS.home);
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.to('POST /api/users/logout')[0]?.headers.authorization).toBe('Bearer test-token');
  }, 15_000);
  it('forgets a session the server no longer accepts (401): back to the admin login', async () => {
    storeAdmin();
    stubFetch({ [DASHBOARD]: { status: 401, body: { success: false, message: 'Please log in to continue.' } } });
    renderApp(PATHS.adminDashboard);
    await h1('adminLogin');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('believes the server when an account is no longer an admin (403): admins only', async () => {
    storeAdmin();
    stubFetch({
      [DASHBOARD]: { status: 403, body: { success: false, message: 'Only an administrator can do this.' } },
    });
    renderApp(PATHS.adminDashboard);
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_AREA_COPY.adminsOnly);
  });
});

describe('the admin login', () => {
  it('takes an admin to the dashboard', async () => {
    const api = stubFetch({ 'POST /api/users/login': loginAnswer(adminUser()), [DASHBOARD]: dashboardAnswer() });
    const { location } = renderApp(PATHS.adminLogin);
    await h1('adminLogin');
    // Admins log in with the password only: the server texts them no login code either.
    expect(screen.queryByRole('button', { name: AUTH_COPY.loginWithOtp })).toBeNull();
    logIn('admin@example.in');
    await h1('adminDashboard');
    expect(location.history?.at(-1)).toBe(PATHS.adminDashboard);
    expect(api.to('POST /api/users/login')[0]?.body).toEqual({ login: 'admin@example.in', password: 'correct horse' });
    expect(api.to(DASHBOARD)[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('refuses a non-admin account and ends the session it just got', async () => {
    const api = stubFetch({
      'POST /api/users/login': loginAnswer(accountUser()),
      'POST /api/users/logout': { status: 200, body: { success: true, message: 'Bye' } },
    });
    const { location } = renderApp(PATHS.adminLogin);
    await h1('adminLogin');
    logIn('asha.verma@example.in');
    const main = screen.getByRole('main');
    await waitFor(() => expect(within(main).getByText(ADMIN_AREA_COPY.notAdmin)).toBeTruthy());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(api.to('POST /api/users/logout')).toHaveLength(1));
    expect(api.to('POST /api/users/logout')[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(location.history?.at(-1)).toBe(PATHS.adminLogin);
    expect(api.to(DASHBOARD)).toHaveLength(0);
    // The form is ready for another try at once.
    expect((within(main).getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server’s refusal of a wrong password', async () => {
    stubFetch({ 'POST /api/users/login': { status: 401, body: { success: false, message: 'Invalid credentials' } } });
    renderApp(PATHS.adminLogin);
    await h1('adminLogin');
    logIn('admin@example.in', 'wrong password');
    expect(await within(screen.getByRole('main')).findByText('Invalid credentials')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends an admin who is already signed in straight to the dashboard', async () => {
    storeAdmin();
    stubFetch({ [DASHBOARD]: dashboardAnswer() });
    const { location } = renderApp(PATHS.adminLogin);
    await h1('adminDashboard');
    expect(location.history).toEqual([PATHS.adminDashboard]);
  });
});

describe('the admin change-password page', () => {
  it('changes the admin’s password with the account form', async () => {
    storeAdmin();
    const api = stubFetch({
      'POST /api/users/change-password': { status: 200, body: { success: true, message: 'Password changed' } },
    });
    renderApp(PATHS.adminChangePassword);
    await h1('adminChangePassword');
    const main = screen.getByRole('main');
    fireEvent.change(within(main).getByLabelText('Current password'), { target: { value: 'correct horse' } });
    fireEvent.change(within(main).getByLabelText('New password'), { target: { value: 'battery staple' } });
    fireEvent.change(within(main).getByLabelText('Confirm password'), { target: { value: 'battery staple' } });
    fireEvent.click(within(main).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(api.to('POST /api/users/change-password')[0]?.body).toEqual({
      currentPassword: 'correct horse',
      newPassword: 'battery staple',
    });
  });
});
