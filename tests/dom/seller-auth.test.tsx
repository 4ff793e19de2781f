import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { sessionStorageChangedAtom } from '../../src/client/features/accounts/accounts.atoms';
import { AUTH_COPY, FIELD_LABELS } from '../../src/client/features/accounts/accounts.content';
import { ADD_PROPERTY_COPY } from '../../src/client/features/sellers/add-property/add-property.content';
import { SELLER_AUTH_COPY, SELLER_PHOTO_COPY } from '../../src/client/features/sellers/auth/seller-auth.content';
import { MANAGE_UI } from '../../src/client/features/sellers/manage/manage.content';
import { contactDetailsMessage } from '../../src/shared/contact-details';
import { INDIAN_STATES } from '../../src/shared/location/indian-states';
import { MESSAGES } from '../../src/shared/messages';
import { platformNameMessage } from '../../src/shared/platform-names';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { accountUser, storeSession } from '../fixtures/accounts';
import { loginAnswer, sellerMe, sellerUser, storeSeller } from '../fixtures/seller-accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// Lazy chunks (the seller area, its pages) load on first use: slow in a busy run of the whole suite.

const LOGIN = 'POST /api/users/login';
const BECOME = 'POST /api/sellers';
const ME = 'GET /api/users/me';

const h1 = (key: keyof typeof ROUTES) => screen.findByRole('heading', { level: 1, name: ROUTES[key].title });

function fill(scope: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

function logIn(login = 'asha.verma@example.in', password = 'correct horse') {
  const main = screen.getByRole('main');
  fill(main, { [FIELD_LABELS.login]: login, Password: password });
  fireEvent.click(within(main).getByRole('button', { name: 'Login' }));
}

const C = SELLER_AUTH_COPY;
const N = C.signupStepNames;

const becomeForm = () => screen.findByRole('form', { name: SELLER_AUTH_COPY.becomeTitle });

/** The optional photo step after "become a seller": skipped (seller-auth-photo.test.tsx adds a photo). */
async function skipPhoto() {
  const step = await screen.findByRole('region', { name: SELLER_PHOTO_COPY.stepTitle });
  fireEvent.click(within(step).getByRole('button', { name: SELLER_PHOTO_COPY.skip }));
}

describe('the seller gate', () => {
  it('sends a visitor on a seller page to the seller login, replacing the entry', async () => {
    const { location } = renderApp(PATHS.sellerDashboard);
    await h1('sellerLogin');
    expect(location.history).toEqual([PATHS.sellerLogin]);
  });

  it('sends a buyer on to "become a seller" by way of the seller login', async () => {
    storeSession(accountUser());
    const { location } = renderApp(PATHS.sellerUpdateProfile);
    await h1('sellerSignup');
    expect(await becomeForm()).toBeTruthy();
    expect(location.history).toEqual([PATHS.sellerSignup]);
  });

  it('needs the token as well as the stored user', async () => {
    storeSession(sellerUser(), null);
    renderApp(PATHS.sellerQueries);
    await h1('sellerLogin');
  });

  it('lets a seller in, with the seller menu', async () => {
    storeSeller();
    renderApp(PATHS.sellerProperties);
    await h1('sellerProperties');
    expect(screen.getByRole('navigation', { name: 'Seller menu' })).toBeTruthy();
  });

  it('lets a seller log out from the seller top bar', async () => {
    storeSeller();
    const api = stubFetch({ 'POST /api/users/logout': { status: 200, body: { success: true, message: 'Bye' } } });
    const { location } = renderApp(PATHS.sellerChangePassword);
    await h1('sellerChangePassword');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: HEADER_LABELS.logout }));
    await h1('home');
    expect(location.history?.at(-1)).toBe(PATHS.home);
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.to('POST /api/users/logout')[0]?.headers.authorization).toBe('Bearer test-token');
  });

  it("forgets the seller's figures at logout: the next seller on the device never sees them", async () => {
    storeSeller();
    const counts = (quotaLeft: number) => ({ ...sellerMe().counts, quota: 9, quotaLeft });
    // The next seller's figures come when the test says: until then the page can only show what it held.
    let answerNext: () => void = () => undefined;
    const nextAnswered = new Promise<void>((resolve) => {
      answerNext = resolve;
    });
    const api = stubFetch({
      'POST /api/users/logout': { status: 200, body: { success: true, message: 'Bye' } },
      // Each session's own figures: 4 free listings left for the first seller, 7 for the next.
      'GET /api/sellers/me': async ({ headers }) => {
        const next = headers.authorization === 'Bearer tok-2';
        if (next) await nextAnswered;
        return { status: 200, body: { success: true, data: sellerMe({ counts: counts(next ? 7 : 4) }) } };
      },
      'GET /api/seller/properties': { status: 200, body: { success: true, data: [], total: 0, page: 1, pageSize: 50 } },
      'GET /api/seller/plans': { status: 200, body: { success: true, data: [], providers: [] } },
    });
    const { location, store } = renderApp(PATHS.sellerDashboard);
    expect(await screen.findByText(MANAGE_UI.dashboard.quotaLeft(4, 9))).toBeTruthy();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: HEADER_LABELS.logout }));
    await h1('home');

    storeSession(sellerUser({ id: 8, firstName: 'Neha' }), 'tok-2');
    act(() => store.set(sessionStorageChangedAtom));
    act(() => location.navigate(PATHS.sellerDashboard));
    await h1('sellerDashboard');
    const tokens = () => api.to('GET /api/sellers/me').map((request) => request.headers.authorization);
    await waitFor(() => expect(tokens()).toContain('Bearer tok-2'));
    expect(screen.getByRole('status').textContent).toBe(MANAGE_UI.loading);
    expect(screen.queryByText(MANAGE_UI.dashboard.quotaLeft(4, 9))).toBeNull();
    answerNext();
    expect(await screen.findByText(MANAGE_UI.dashboard.quotaLeft(7, 9))).toBeTruthy();
    // The first seller's reads carry only their token, every read after the switch only the next one's.
    const seen = tokens();
    const switchedAt = seen.indexOf('Bearer tok-2');
    expect(new Set(seen.slice(0, switchedAt))).toEqual(new Set(['Bearer test-token']));
    expect(new Set(seen.slice(switchedAt))).toEqual(new Set(['Bearer tok-2']));
  });

  it('has no Logout button on the seller login', async () => {
    renderApp(PATHS.sellerLogin);
    await h1('sellerLogin');
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: HEADER_LABELS.logout })).toBeNull();
  });

  it.each([PATHS.sellerLogin, PATHS.sellerSignup])('sends a seller from %s to the dashboard', async (path) => {
    storeSeller();
    const { location } = renderApp(path);
    await h1('sellerDashboard');
    expect(location.history).toEqual([PATHS.sellerDashboard]);
  });
});

describe('the seller login', () => {
  it('logs a seller in and goes to the dashboard', async () => {
    const api = stubFetch({ [LOGIN]: loginAnswer(sellerUser()) });
    renderApp(PATHS.sellerLogin);
    await h1('sellerLogin');
    expect(screen.queryByRole('navigation', { name: 'Seller menu' })).toBeNull();
    logIn();
    await h1('sellerDashboard');
    expect(api.to(LOGIN)[0]?.body).toEqual({ login: 'asha.verma@example.in', password: 'correct horse' });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeTruthy();
  });

  it('sends an account that is not a seller to "become a seller"', async () => {
    stubFetch({ [LOGIN]: loginAnswer(accountUser()) });
    renderApp(PATHS.sellerLogin);
    await h1('sellerLogin');
    logIn();
    await h1('sellerSignup');
    expect(await becomeForm()).toBeTruthy();
    // Only the 'become a seller' form: no new-account fields.
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
  });

  it('logs a seller in with an OTP texted to their number and goes to the dashboard', async () => {
    const api = stubFetch({
      'POST /api/users/login/otp': {
        status: 200,
        body: { success: true, message: 'sent', data: { phoneNumber: '9876543210', expiresInSeconds: 300 } },
      },
      'POST /api/users/login/otp/verify': loginAnswer(sellerUser()),
    });
    renderApp(PATHS.sellerLogin);
    await h1('sellerLogin');
    const main = screen.getByRole('main');
    fireEvent.click(within(main).getByRole('button', { name: AUTH_COPY.loginWithOtp }));
    fill(main, { [FIELD_LABELS.phoneNumber]: '+91 98765 43210' });
    fireEvent.click(within(main).getByRole('button', { name: AUTH_COPY.otpLoginSend }));
    fireEvent.change(await within(main).findByLabelText(MESSAGES.otpLabel), { target: { value: '654321' } });
    fireEvent.click(within(main).getByRole('button', { name: AUTH_COPY.otpSubmit }));
    await h1('sellerDashboard');
    expect(api.to('POST /api/users/login/otp/verify')[0]?.body).toEqual({ phoneNumber: '9876543210', otp: '654321' });
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it("shows the server's message and stays on the page when the login fails", async () => {
    stubFetch({ [LOGIN]: { status: 401, body: { success: false, message: 'Invalid email or password' } } });
    renderApp(PATHS.sellerLogin);
    await h1('sellerLogin');
    logIn();
    expect(await within(screen.getByRole('main')).findByText('Invalid email or password')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('links to the seller sign-up', async () => {
    renderApp(PATHS.sellerLogin);
    await h1('sellerLogin');
    const link = screen.getByRole('link', { name: SELLER_AUTH_COPY.toSignup });
    expect(link.getAttribute('href')).toBe(PATHS.sellerSignup);
  });
});

const PHONE = '9876543210';
const ACCOUNT = {
  'First name': 'Asha',
  'Last name': 'Verma',
  'E-mail': 'asha.verma@example.in',
  'Mobile number': PHONE,
  Password: 'correct horse',
  'Confirm password': 'correct horse',
};

describe('the seller sign-up', () => {
  it('takes a new person through account, OTP (which signs them in), "become a seller" and the photo step to the dashboard', async () => {
    const buyer = accountUser();
    const seller = sellerUser({ sellerType: 'Agent' });
    const api = stubFetch({
      'POST /api/users/register': {
        status: 200,
        body: { success: true, message: 'OTP sent', data: { phoneNumber: PHONE, expiresInSeconds: 300 } },
      },
      'POST /api/users/register/verify-otp': loginAnswer(buyer, 201),
      [BECOME]: { status: 201, body: { success: true, message: SELLER_MESSAGES.becameSeller, data: sellerMe() } },
      [ME]: { status: 200, body: { success: true, data: seller } },
    });
    renderApp(PATHS.sellerSignup);
    await h1('sellerSignup');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: C.signupStep(1, 4, N.account) })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'Step 1 of 4: your account' })).toBeTruthy();

    fill(main, ACCOUNT);
    fireEvent.click(within(main).getByRole('button', { name: 'Sign Up' }));
    fireEvent.change(await within(main).findByLabelText(MESSAGES.otpLabel), { target: { value: '123456' } });
    expect(within(main).getByRole('heading', { name: C.signupStep(2, 4, N.otp) })).toBeTruthy();
    fireEvent.click(within(main).getByRole('button', { name: 'Verify OTP' }));

    // No login step: the verified OTP signed the account in, so 'become a seller' is the last step.
    expect(await within(main).findByText(C.signupStep(3, 4, N.seller))).toBeTruthy();
    expect(api.to('POST /api/users/register/verify-otp')[0]?.body).toEqual({ phoneNumber: PHONE, otp: '123456' });
    expect(api.to(LOGIN)).toHaveLength(0);
    expect(within(main).queryByLabelText(FIELD_LABELS.login)).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(within(main).queryByText(/Step \d of \d: log in/i)).toBeNull();

    const form = await becomeForm();
    fireEvent.click(within(form).getByRole('radio', { name: 'Agent' }));
    fill(form, { 'Company name': 'Verma Realty', Address: '12 MP Nagar', City: 'Bhopal', State: 'Madhya Pradesh' });
    fireEvent.click(within(form).getByRole('button', { name: SELLER_AUTH_COPY.becomeSubmit }));

    expect(await within(main).findByText(C.signupStep(4, 4, N.photo))).toBeTruthy();
    await skipPhoto();
    await h1('sellerDashboard');
    expect(api.to(BECOME)[0]?.body).toEqual({
      sellerType: 'Agent',
      companyName: 'Verma Realty',
      address: '12 MP Nagar',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
    });
    expect(api.to(BECOME)[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ isSeller: true, sellerType: 'Agent' });
    expect(await screen.findByText(SELLER_MESSAGES.becameSeller)).toBeTruthy();
  });

  it('shows a logged-in buyer only the "become a seller" form', async () => {
    storeSession(accountUser());
    renderApp(PATHS.sellerSignup);
    await h1('sellerSignup');
    const form = await becomeForm();
    expect(within(form).getByRole('radio', { name: 'Individual owner' })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    // Two steps left for a buyer: the seller details and the photo.
    expect(screen.getByText(C.signupStep(1, 2, N.seller))).toBeTruthy();
  });

  it("numbers a buyer's photo step 2 of 2", async () => {
    storeSession(accountUser());
    stubFetch({
      [BECOME]: { status: 201, body: { success: true, message: SELLER_MESSAGES.becameSeller, data: sellerMe() } },
      [ME]: { status: 200, body: { success: true, data: sellerUser({ sellerType: 'Individual' }) } },
    });
    renderApp(PATHS.sellerSignup);
    const form = await becomeForm();
    fill(form, { Address: '12 MP Nagar', City: 'Bhopal', State: 'Madhya Pradesh' });
    fireEvent.submit(form);
    expect(await screen.findByText(C.signupStep(2, 2, N.photo))).toBeTruthy();
  });

  it('asks only agents and builders for a company name, and the state from the list of states and union territories', async () => {
    storeSession(accountUser());
    renderApp(PATHS.sellerSignup);
    const form = await becomeForm();
    expect(within(form).queryByLabelText('Company name')).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: 'Builder' }));
    expect(within(form).getByLabelText('Company name')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Individual owner' }));
    expect(within(form).queryByLabelText('Company name')).toBeNull();

    const state = within(form).getByLabelText('State');
    expect(state.tagName).toBe('SELECT');
    const options = within(state)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Madhya Pradesh', 'Ladakh', 'Puducherry', 'West Bengal']));
    expect(options.filter((name) => name !== ADD_PROPERTY_COPY.chooseOne)).toEqual([...INDIAN_STATES]);
    expect(INDIAN_STATES).toHaveLength(36);
  });

  it('does not send a company name typed as an agent once the person switches to owner', async () => {
    storeSession(accountUser());
    const api = stubFetch({
      [BECOME]: { status: 201, body: { success: true, message: SELLER_MESSAGES.becameSeller, data: sellerMe() } },
      [ME]: { status: 200, body: { success: true, data: sellerUser({ sellerType: 'Individual' }) } },
    });
    renderApp(PATHS.sellerSignup);
    const form = await becomeForm();
    fireEvent.click(within(form).getByRole('radio', { name: 'Agent' }));
    fill(form, { 'Company name': 'Verma Realty', Address: '12 MP Nagar', City: 'Bhopal', State: 'Goa' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Individual owner' }));
    fireEvent.submit(form);
    await skipPhoto();
    expect(api.to(BECOME)[0]?.body).toMatchObject({ sellerType: 'Individual', companyName: null, state: 'Goa' });
  });

  it('requires a company name for an agent and sends nothing without it', async () => {
    storeSession(accountUser());
    const api = stubFetch();
    renderApp(PATHS.sellerSignup);
    const form = await becomeForm();
    fireEvent.click(within(form).getByRole('radio', { name: 'Agent' }));
    expect(within(form).getByLabelText('Company name').hasAttribute('required')).toBe(true);
    fill(form, { Address: '12 MP Nagar', City: 'Bhopal', State: 'Madhya Pradesh' });
    fireEvent.submit(form);
    expect(await within(form).findByText('Company name is required for agents and builders')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Company name'));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a company name that passes for the platform, and a phone in the address, sending nothing', async () => {
    storeSession(accountUser());
    const api = stubFetch();
    renderApp(PATHS.sellerSignup);
    const form = await becomeForm();
    fireEvent.click(within(form).getByRole('radio', { name: 'Agent' }));
    fill(form, {
      'Company name': 'Property Creator Official',
      Address: '12 MP Nagar, call 98765 43210',
      City: 'Bhopal',
      State: 'Madhya Pradesh',
    });
    fireEvent.submit(form);
    expect(await within(form).findByText(platformNameMessage('Company name'))).toBeTruthy();
    expect(within(form).getByText(contactDetailsMessage('Address'))).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('lets an individual owner leave the company name out, and names missing fields by label', async () => {
    storeSession(accountUser());
    const api = stubFetch({
      [BECOME]: { status: 201, body: { success: true, message: SELLER_MESSAGES.becameSeller, data: sellerMe() } },
      [ME]: { status: 200, body: { success: true, data: sellerUser({ sellerType: 'Individual' }) } },
    });
    renderApp(PATHS.sellerSignup);
    const form = await becomeForm();
    expect(within(form).queryByLabelText('Company name')).toBeNull();
    fireEvent.submit(form);
    expect(await within(form).findByText('Address is required')).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();

    fill(form, { Address: '12 MP Nagar', City: 'Bhopal', State: 'Madhya Pradesh' });
    fireEvent.submit(form);
    await skipPhoto();
    await h1('sellerDashboard');
    expect(api.to(BECOME)[0]?.body).toEqual({
      sellerType: 'Individual',
      companyName: null,
      address: '12 MP Nagar',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
    });
  });

  it("shows the server's message when becoming a seller is refused", async () => {
    storeSession(accountUser());
    stubFetch({ [BECOME]: { status: 400, body: { success: false, message: 'City must be at most 80 characters' } } });
    renderApp(PATHS.sellerSignup);
    const form = await becomeForm();
    fill(form, { Address: '12 MP Nagar', City: 'Bhopal', State: 'Madhya Pradesh' });
    fireEvent.submit(form);
    expect(await within(form).findByText('City must be at most 80 characters')).toBeTruthy();
    await waitFor(() => expect(within(form).getByRole('button', { name: SELLER_AUTH_COPY.becomeSubmit })).toBeTruthy());
  });
});
