import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELLER_AUTH_COPY } from '../../src/client/features/sellers/auth/seller-auth.content';
import { MESSAGES } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { sellerMe, storeSeller } from '../fixtures/seller-accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// Lazy chunks (the seller area, its pages) load on first use: slow in a busy run of the whole suite.

const GET_ME = 'GET /api/sellers/me';
const PATCH_ME = 'PATCH /api/sellers/me';

const profileForm = () => screen.findByRole('form', { name: SELLER_AUTH_COPY.profileTitle });
const input = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;

describe('the seller profile page', () => {
  it("shows the server's details with the seller type read-only, and sends only what changed", async () => {
    storeSeller();
    const api = stubFetch({
      [GET_ME]: { status: 200, body: { success: true, data: sellerMe() } },
      [PATCH_ME]: {
        status: 200,
        body: {
          success: true,
          message: SELLER_MESSAGES.profileUpdated,
          data: sellerMe({ city: 'Indore', experienceYears: 7 }),
        },
      },
    });
    renderApp(PATHS.sellerUpdateProfile);
    await screen.findByRole('heading', { level: 1, name: ROUTES.sellerUpdateProfile.title });
    const form = await profileForm();
    expect(api.to(GET_ME)[0]?.headers.authorization).toBe('Bearer test-token');

    const type = input(form, 'I am');
    expect(type.value).toBe('Agent');
    expect(type.disabled).toBe(true);
    expect(within(form).getByText(SELLER_AUTH_COPY.sellerTypeNote)).toBeTruthy();
    expect(input(form, 'Company name').value).toBe('Verma Realty');
    expect(input(form, 'City').value).toBe('Bhopal');
    const save = within(form).getByRole('button', { name: SELLER_AUTH_COPY.profileSubmit });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(input(form, 'City'), { target: { value: 'Indore' } });
    fireEvent.change(input(form, 'Years of experience'), { target: { value: '7' } });
    fireEvent.click(save);
    expect(await screen.findByText(SELLER_MESSAGES.profileUpdated)).toBeTruthy();
    expect(api.to(PATCH_ME)[0]?.body).toEqual({ city: 'Indore', experienceYears: 7 });
    expect(input(form, 'City').value).toBe('Indore');
    expect(save).toHaveProperty('disabled', true);
  });

  it('a required field cannot be cleared: the form says so and sends nothing', async () => {
    storeSeller();
    const api = stubFetch({ [GET_ME]: { status: 200, body: { success: true, data: sellerMe() } } });
    renderApp(PATHS.sellerUpdateProfile);
    const form = await profileForm();
    fireEvent.change(input(form, 'City'), { target: { value: '' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('City is required')).toBeTruthy();
    expect(api.to(PATCH_ME)).toHaveLength(0);
  });

  it("shows the server's refusal in the form", async () => {
    storeSeller();
    stubFetch({
      [GET_ME]: { status: 200, body: { success: true, data: sellerMe() } },
      [PATCH_ME]: { status: 400, body: { success: false, message: SELLER_MESSAGES.companyNameRequired } },
    });
    renderApp(PATHS.sellerUpdateProfile);
    const form = await profileForm();
    fireEvent.change(input(form, 'Company name'), { target: { value: '' } });
    fireEvent.submit(form);
    expect(await within(form).findByText(SELLER_MESSAGES.companyNameRequired)).toBeTruthy();
  });

  it('offers to try again when the details cannot be loaded', async () => {
    storeSeller();
    const api = stubFetch();
    renderApp(PATHS.sellerUpdateProfile);
    expect(await screen.findByText(SELLER_AUTH_COPY.profileLoadFailed)).toBeTruthy();
    api.routes[GET_ME] = { status: 200, body: { success: true, data: sellerMe() } };
    fireEvent.click(screen.getByRole('button', { name: SELLER_AUTH_COPY.retry }));
    expect(await profileForm()).toBeTruthy();
  });

  it('a 403 (no longer a seller) sends the account to "become a seller"', async () => {
    storeSeller();
    stubFetch({ [GET_ME]: { status: 403, body: { success: false, message: SELLER_MESSAGES.sellerRequired } } });
    renderApp(PATHS.sellerUpdateProfile);
    await screen.findByRole('heading', { level: 1, name: ROUTES.sellerSignup.title });
    expect(await screen.findByRole('form', { name: SELLER_AUTH_COPY.becomeTitle })).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it('a 401 (session gone) forgets the session and shows the seller login', async () => {
    storeSeller();
    stubFetch({ [GET_ME]: { status: 401, body: { success: false, message: 'Login required' } } });
    renderApp(PATHS.sellerUpdateProfile);
    await screen.findByRole('heading', { level: 1, name: ROUTES.sellerLogin.title });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('the seller change-password page', () => {
  it('changes the password with the account form', async () => {
    storeSeller();
    const api = stubFetch({
      'POST /api/users/change-password': { status: 200, body: { success: true, message: 'Password changed' } },
    });
    renderApp(PATHS.sellerChangePassword);
    await screen.findByRole('heading', { level: 1, name: ROUTES.sellerChangePassword.title });
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

  it('checks that the new passwords match before sending', async () => {
    storeSeller();
    const api = stubFetch();
    renderApp(PATHS.sellerChangePassword);
    await screen.findByRole('heading', { level: 1, name: ROUTES.sellerChangePassword.title });
    const main = screen.getByRole('main');
    fireEvent.change(within(main).getByLabelText('Current password'), { target: { value: 'correct horse' } });
    fireEvent.change(within(main).getByLabelText('New password'), { target: { value: 'battery staple' } });
    fireEvent.change(within(main).getByLabelText('Confirm password'), { target: { value: 'battery stable' } });
    fireEvent.click(within(main).getByRole('button', { name: 'Change password' }));
    expect(await within(main).findByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
