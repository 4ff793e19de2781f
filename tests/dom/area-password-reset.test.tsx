import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_COPY } from '../../src/client/features/accounts/accounts.content';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// "Forgot password?" on the admin's and the seller's login opens the reset on that same login page, in
// that area's layout, instead of the buyer's /login.
describe.each([
  ['adminLogin', PATHS.adminLogin],
  ['sellerLogin', PATHS.sellerLogin],
] as const)('forgot password from %s', (key, path) => {
  it('shows the reset in the same area, under its own login heading', async () => {
    stubFetch();
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: ROUTES[key].title });
    fireEvent.click(within(screen.getByRole('main')).getByRole('link', { name: AUTH_COPY.forgotPassword }));
    expect(await screen.findByRole('heading', { name: AUTH_COPY.resetTitle })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: ROUTES[key].title })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: ROUTES.login.title })).toBeNull();
  });
});
