/**
 * The profile page's "Your data": downloading the export and deleting the account. The network answers
 * as the API does (tests/api/privacy-*.test.ts prove the server's side; the DOM project cannot load the
 * server's modules, which Vite transforms for the browser here).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import {
  type AccountExport,
  exportFileName,
  PRIVACY_MESSAGES,
  PRIVACY_PATHS,
  PRIVACY_UI,
} from '../../src/shared/accounts/privacy-contract';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { accountUser, storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// Lazy chunks (the page, then the section) load on first use: slow in a busy run of the whole suite.

const ME = 'GET /api/users/me';
const EXPORT = `GET ${PRIVACY_PATHS.export}`;
const DELETE = `POST ${PRIVACY_PATHS.delete}`;
const me = { status: 200, body: { success: true, data: accountUser() } };

const exported = (): AccountExport => ({
  exportedAt: new Date().toISOString(),
  account: {
    ...accountUser(),
    status: 'active',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
  },
  sellerProfile: null,
  properties: [],
  projects: [],
  enquiriesSent: [],
  enquiriesReceived: [],
  shortlist: [{ kind: 'property', listingId: 42, at: '2026-02-03T04:05:06.000Z' }],
  recentlyViewed: [],
  savedSearches: [],
  pushSubscriptions: [],
  payments: [],
  brokerRequests: [],
  contactMessages: [],
  listingReports: [],
  localityReviews: [],
});

async function dataSection() {
  renderApp(PATHS.profile);
  await screen.findByRole('heading', { level: 1, name: ROUTES.profile.title });
  return screen.findByRole('region', { name: PRIVACY_UI.title });
}

function openConfirm(region: HTMLElement) {
  fireEvent.click(within(region).getByRole('button', { name: PRIVACY_UI.delete }));
  return within(region).getByRole('form', { name: PRIVACY_UI.deleteTitle });
}

const typePassword = (form: HTMLElement, value: string) =>
  fireEvent.change(within(form).getByLabelText(PRIVACY_UI.passwordLabel), { target: { value } });

describe("the profile page's data section", () => {
  it('downloads the export with the session and saves it as a file named for today', async () => {
    const data = exported();
    const api = stubFetch({ [ME]: me, [EXPORT]: { status: 200, body: { success: true, data } } });
    storeSession(accountUser(), 'tok-export');
    const saved: { blob?: Blob; name?: string } = {};
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.blob = blob as Blob;
      return 'blob:privacy-export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });

    const region = await dataSection();
    fireEvent.click(within(region).getByRole('button', { name: PRIVACY_UI.download }));
    expect(await screen.findByText(PRIVACY_UI.downloaded)).toBeTruthy();
    expect(api.to(EXPORT)[0]?.headers.authorization).toBe('Bearer tok-export');
    expect(saved.name).toBe(exportFileName(new Date()));
    expect(saved.blob?.type).toBe('application/json');
    expect(JSON.parse((await saved.blob?.text()) ?? '')).toEqual(data);
    // The link was only a means: nothing is left in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("says so when the export fails, with the server's message when it sent one", async () => {
    const tooMany = ACCOUNT_MESSAGES.tooManyAttempts(60);
    stubFetch({ [ME]: me, [EXPORT]: { status: 429, body: { success: false, message: tooMany } } });
    storeSession();
    const region = await dataSection();
    fireEvent.click(within(region).getByRole('button', { name: PRIVACY_UI.download }));
    expect(await screen.findByText(tooMany)).toBeTruthy();
    expect((within(region).getByRole('button', { name: PRIVACY_UI.download }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('asks for the password before sending anything, and can be cancelled', async () => {
    const api = stubFetch({ [ME]: me });
    storeSession();
    const region = await dataSection();
    const confirm = openConfirm(region);
    expect(within(confirm).getByText(PRIVACY_UI.deleteWarning)).toBeTruthy();
    const password = within(confirm).getByLabelText(PRIVACY_UI.passwordLabel) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    // Empty, the browser's own check stops the form: nothing reaches the server.
    expect(password.required).toBe(true);
    fireEvent.click(within(confirm).getByRole('button', { name: PRIVACY_UI.confirm }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.to(DELETE)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: PRIVACY_UI.cancel }));
    expect(within(region).queryByRole('form', { name: PRIVACY_UI.deleteTitle })).toBeNull();
  });

  it("shows the server's refusal and keeps the session", async () => {
    const api = stubFetch({
      [ME]: me,
      [DELETE]: { status: 400, body: { success: false, message: PRIVACY_MESSAGES.wrongPassword } },
    });
    storeSession(accountUser(), 'tok-keep');
    const confirm = openConfirm(await dataSection());
    typePassword(confirm, 'not my password');
    fireEvent.click(within(confirm).getByRole('button', { name: PRIVACY_UI.confirm }));
    expect(await within(confirm).findByText(PRIVACY_MESSAGES.wrongPassword)).toBeTruthy();
    expect(api.to(DELETE)[0]?.body).toEqual({ password: 'not my password' });
    expect(api.to(DELETE)[0]?.headers.authorization).toBe('Bearer tok-keep');
    expect(localStorage.getItem('token')).toBe('tok-keep');
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.profile.title })).toBeTruthy();
  });

  it('on success forgets the session like logout and goes home with a toast', async () => {
    const api = stubFetch({
      [ME]: me,
      [DELETE]: { status: 200, body: { success: true, message: PRIVACY_MESSAGES.accountDeleted } },
      'POST /api/users/logout': { status: 401, body: { success: false, message: ACCOUNT_MESSAGES.loginRequired } },
    });
    storeSession(accountUser(), 'tok-gone');
    const renderedAt = await dataSection();
    const confirm = openConfirm(renderedAt);
    typePassword(confirm, 'correct horse battery');
    fireEvent.click(within(confirm).getByRole('button', { name: PRIVACY_UI.confirm }));

    expect(await screen.findByText(PRIVACY_MESSAGES.accountDeleted)).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: ROUTES.home.title });
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.to(DELETE)[0]?.body).toEqual({ password: 'correct horse battery' });
    // The top bar offers login again.
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Asha Verma' })).toBeNull();
  });

  it('a session that ended meanwhile (401) ends here too', async () => {
    stubFetch({
      [ME]: me,
      [DELETE]: { status: 401, body: { success: false, message: ACCOUNT_MESSAGES.loginRequired } },
    });
    storeSession();
    const confirm = openConfirm(await dataSection());
    typePassword(confirm, 'correct horse battery');
    fireEvent.click(within(confirm).getByRole('button', { name: PRIVACY_UI.confirm }));
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
