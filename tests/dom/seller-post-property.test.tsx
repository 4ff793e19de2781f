/**
 * 'Post property for Free' in the top bar: the seller login (the spec's route) that leads with registering,
 * and ends on adding a property after a login or a sign-up; a seller already signed in goes straight there.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { FIELD_LABELS } from '../../src/client/features/accounts/accounts.content';
import { POST_PROPERTY_LOGIN_HREF } from '../../src/client/features/sellers/auth/post-param';
import { SELLER_AUTH_COPY, SELLER_PHOTO_COPY } from '../../src/client/features/sellers/auth/seller-auth.content';
import { MESSAGES } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { accountUser } from '../fixtures/accounts';
import { loginAnswer, sellerMe, sellerUser, storeSeller } from '../fixtures/seller-accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

const h1 = (key: keyof typeof ROUTES) => screen.findByRole('heading', { level: 1, name: ROUTES[key].title });
const C = SELLER_AUTH_COPY;
const PHONE = '9876543210';

function fill(scope: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

async function clickPostProperty() {
  const header = await screen.findByRole('banner');
  const button = within(header).getByRole('link', { name: HEADER_LABELS.postProperty });
  // Still the seller login route, as the spec has it.
  expect(new URL(button.getAttribute('href') ?? '', 'http://localhost').pathname).toBe(PATHS.sellerLogin);
  fireEvent.click(button);
}

describe("the top bar's 'Post property for Free'", () => {
  it('leads a signed-out owner with registering, the login below it, and logs a seller in to adding a property', async () => {
    stubFetch({ 'POST /api/users/login': loginAnswer(sellerUser()) });
    const { location } = renderApp(PATHS.home);
    await clickPostProperty();
    await h1('sellerLogin');
    const main = screen.getByRole('main');
    const register = within(main).getByRole('link', { name: C.postLead });
    expect(register.getAttribute('href')).toBe(`${PATHS.sellerSignup}?post=1`);
    // Registering comes first on the page, the login form after it.
    const login = within(main).getByRole('heading', { level: 2, name: C.postLoginTitle });
    expect(register.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fill(main, { [FIELD_LABELS.login]: 'asha.verma@example.in', Password: 'correct horse' });
    fireEvent.click(within(main).getByRole('button', { name: 'Login' }));
    await h1('sellerAddProperty');
    expect(location.history?.at(-1)).toBe(PATHS.sellerAddProperty);
    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeTruthy();
  });

  it('takes a signed-in seller straight to adding a property', async () => {
    storeSeller();
    const { location } = renderApp(PATHS.home);
    await clickPostProperty();
    await h1('sellerAddProperty');
    expect(location.history?.at(-1)).toBe(PATHS.sellerAddProperty);
  });

  it('brings a new person through sign-up to adding a property', async () => {
    stubFetch({
      'POST /api/users/register': {
        status: 200,
        body: { success: true, message: 'OTP sent', data: { phoneNumber: PHONE, expiresInSeconds: 300 } },
      },
      'POST /api/users/register/verify-otp': loginAnswer(accountUser(), 201),
      'POST /api/sellers': {
        status: 201,
        body: { success: true, message: SELLER_MESSAGES.becameSeller, data: sellerMe() },
      },
      'GET /api/users/me': { status: 200, body: { success: true, data: sellerUser({ sellerType: 'Individual' }) } },
    });
    renderApp(POST_PROPERTY_LOGIN_HREF);
    await h1('sellerLogin');
    fireEvent.click(screen.getByRole('link', { name: C.postLead }));
    await h1('sellerSignup');
    const main = screen.getByRole('main');
    fill(main, {
      'First name': 'Asha',
      'Last name': 'Verma',
      'E-mail': 'asha.verma@example.in',
      'Mobile number': PHONE,
      Password: 'correct horse',
      'Confirm password': 'correct horse',
    });
    fireEvent.click(within(main).getByRole('button', { name: 'Sign Up' }));
    fireEvent.change(await within(main).findByLabelText(MESSAGES.otpLabel), { target: { value: '123456' } });
    fireEvent.click(within(main).getByRole('button', { name: 'Verify OTP' }));
    const form = await screen.findByRole('form', { name: C.becomeTitle });
    fill(form, { Address: '12 MP Nagar', City: 'Bhopal', State: 'Madhya Pradesh' });
    fireEvent.submit(form);
    const step = await screen.findByRole('region', { name: SELLER_PHOTO_COPY.stepTitle });
    fireEvent.click(within(step).getByRole('button', { name: SELLER_PHOTO_COPY.skip }));
    await h1('sellerAddProperty');
  });

  it('keeps the plain seller login as it was: the login first, the dashboard after', async () => {
    stubFetch({ 'POST /api/users/login': loginAnswer(sellerUser()) });
    renderApp(PATHS.sellerLogin);
    await h1('sellerLogin');
    expect(screen.queryByRole('link', { name: C.postLead })).toBeNull();
    const main = screen.getByRole('main');
    fill(main, { [FIELD_LABELS.login]: 'asha.verma@example.in', Password: 'correct horse' });
    fireEvent.click(within(main).getByRole('button', { name: 'Login' }));
    await h1('sellerDashboard');
  });
});
