import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { ROUTES } from '../../src/shared/route-titles';
import { MY_PROPERTIES_PATH, PATHS } from '../../src/shared/routes';
import { accountUser, storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// Lazy chunks (the dialog, the pages) load on first use: slow in a busy run of the whole suite.

describe('the top bar with a stored user', () => {
  it('shows no name and the Login and Sign Up buttons when nobody is logged in', async () => {
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: HEADER_LABELS.login })).toBeTruthy();
    expect(within(header).getByRole('button', { name: HEADER_LABELS.signUp })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'Asha Verma' })).toBeNull();
  });

  it("shows the user's first and last name with My Profile, My Properties and Logout", async () => {
    storeSession();
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('button', { name: HEADER_LABELS.login })).toBeNull();
    const name = await within(header).findByRole('button', { name: 'Asha Verma' });
    expect(name.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(name);
    expect(name.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(name.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(menu).getByRole('link', { name: HEADER_LABELS.myProfile }).getAttribute('href')).toBe(PATHS.profile);
    expect(within(menu).getByRole('link', { name: HEADER_LABELS.myProperties }).getAttribute('href')).toBe(
      MY_PROPERTIES_PATH,
    );
    expect(within(menu).getByRole('button', { name: HEADER_LABELS.logout })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(name.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(name);
  });

  it('counts as logged in with a stored user even without a token', async () => {
    storeSession(accountUser({ firstName: 'Ravi', lastName: 'Kumar' }), null);
    renderApp(PATHS.about);
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Ravi Kumar' })).toBeTruthy();
  });

  it('logout tells the server, removes the user and the token and goes home', async () => {
    const api = stubFetch({
      'POST /api/users/logout': { status: 200, body: { success: true, message: 'Logged out' } },
    });
    storeSession(accountUser(), 'tok-9');
    const { location } = renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    fireEvent.click(await within(header).findByRole('button', { name: 'Asha Verma' }));
    fireEvent.click(within(header).getByRole('button', { name: HEADER_LABELS.logout }));

    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    await screen.findByRole('heading', { level: 1, name: ROUTES.home.title });
    expect(location.history?.at(-1)).toBe(PATHS.home);
    expect(within(header).getByRole('button', { name: HEADER_LABELS.login })).toBeTruthy();
    const [request] = api.to('POST /api/users/logout');
    expect(request?.headers.authorization).toBe('Bearer tok-9');
  });

  it('logout still works offline: the server call may fail, the browser forgets the session', async () => {
    stubFetch();
    storeSession();
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    fireEvent.click(await within(header).findByRole('button', { name: 'Asha Verma' }));
    fireEvent.click(within(header).getByRole('button', { name: HEADER_LABELS.logout }));
    await screen.findByRole('heading', { level: 1, name: ROUTES.home.title });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('the phone menu shows the same user actions', async () => {
    storeSession();
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    fireEvent.click(within(header).getByRole('button', { name: 'Menu' }));
    // The drawer's code loads on first open.
    const section = await within(header).findByRole('region', { name: 'Asha Verma' });
    expect(within(section).getByRole('link', { name: HEADER_LABELS.myProfile })).toBeTruthy();
    expect(within(section).getByRole('link', { name: HEADER_LABELS.myProperties })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: HEADER_LABELS.logout }));
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
  });

  it('follows a login or logout in another tab', async () => {
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    storeSession();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(await within(header).findByRole('button', { name: 'Asha Verma' })).toBeTruthy();
  });
});
