import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { clear, createStore, entries } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedSearchesPanel } from '../../src/client/features/alerts/SavedSearchesPanel';
import { SaveSearchButton } from '../../src/client/features/alerts/SaveSearchButton';
import { saveSearchLocally } from '../../src/client/features/alerts/saved-searches-store';
import { SAVED_SEARCH_MESSAGES as M, type SavedSearch } from '../../src/shared/alerts/saved-search-constants';
import { OFFLINE_STORES } from '../../src/shared/offline/offline-contract';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';

const store = createStore(OFFLINE_STORES.savedSearches.db, OFFLINE_STORES.savedSearches.store);
const QUERY = 'propertyType=Flat%2FApartment&transactionType=Buy&city=Bhopal';
const LABEL = 'Flat/Apartment for sale in Bhopal';
const DAY = 86_400_000;

const stored = async () => Object.fromEntries((await entries(store)) as [string, Record<string, unknown>][]);

const accountSearch = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 41,
  query: QUERY,
  label: LABEL,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-01T10:00:00.000Z',
  paused: false,
  delivery: 'none',
  lastFiredAt: null,
  ...overrides,
});

/** A browser with Web Push: permission asked, a subscription made by the worker's registration. */
function stubPushBrowser(permission: NotificationPermission) {
  const subscription = { endpoint: 'https://push.example.test/abc', keys: { p256dh: 'BKey', auth: 'secret' } };
  const subscribe = vi.fn(async () => ({ toJSON: () => subscription }));
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission: 'default',
      requestPermission: vi.fn(async () => permission),
    }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) },
  });
  return { subscription, subscribe };
}

describe('saving a search', () => {
  beforeEach(() => clear(store));

  it('saves on this device for a visitor, and stops the alerts again', async () => {
    const api = stubFetch();
    render(<SaveSearchButton query={QUERY} label={LABEL} />);
    fireEvent.click(await screen.findByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    const record = (await stored())[QUERY];
    expect(record).toMatchObject({ query: QUERY, label: LABEL, schemaVersion: 1 });
    expect(typeof record?.savedAt).toBe('number');
    expect(Date.now() - Date.parse(String(record?.lastSeenAt))).toBeLessThan(5_000);
    // Not logged in: nothing goes to the account, and push is not offered.
    expect(api.requests).toEqual([]);
    expect(screen.queryByRole('button', { name: M.enablePush })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: M.remove }));
    expect(await screen.findByText(M.removed)).toBeTruthy();
    expect(await stored()).toEqual({});
    expect(screen.getByRole('button', { name: M.save })).toBeTruthy();
  });

  it('saves on the account too when logged in, then turns on notifications for this phone', async () => {
    storeSession();
    const { subscription } = stubPushBrowser('granted');
    const api = stubFetch({
      'POST /api/me/saved-searches': { status: 201, body: { success: true, data: accountSearch() } },
      'GET /api/push/public-key': { status: 200, body: { success: true, data: { publicKey: 'BPublicKey_-' } } },
      'POST /api/me/push-subscriptions': { status: 201, body: { success: true } },
    });
    render(<SaveSearchButton query={QUERY} label={LABEL} />);
    fireEvent.click(await screen.findByRole('button', { name: M.save }));
    // Not a promise yet: notifications still have to be turned on.
    expect(await screen.findByText(M.savedAskPush)).toBeTruthy();
    expect(api.to('POST /api/me/saved-searches')[0]).toMatchObject({
      body: { query: QUERY, label: LABEL },
      headers: { authorization: 'Bearer test-token' },
    });
    expect((await stored())[QUERY]).toMatchObject({ serverId: 41 });

    fireEvent.click(await screen.findByRole('button', { name: M.enablePush }));
    expect(await screen.findByText(M.pushEnabled)).toBeTruthy();
    expect(api.to('POST /api/me/push-subscriptions')[0]?.body).toEqual(subscription);
  });

  it('says so when notifications are blocked', async () => {
    storeSession();
    stubPushBrowser('denied');
    stubFetch({
      'POST /api/me/saved-searches': { status: 201, body: { success: true, data: accountSearch() } },
      'GET /api/push/public-key': { status: 200, body: { success: true, data: { publicKey: 'BPublicKey' } } },
    });
    render(<SaveSearchButton query={QUERY} label={LABEL} />);
    fireEvent.click(await screen.findByRole('button', { name: M.save }));
    fireEvent.click(await screen.findByRole('button', { name: M.enablePush }));
    expect(await screen.findByText(M.pushBlocked)).toBeTruthy();
  });

  it('does not offer notifications when the server has no push keys', async () => {
    storeSession();
    stubPushBrowser('granted');
    const api = stubFetch({
      'POST /api/me/saved-searches': { status: 201, body: { success: true, data: accountSearch() } },
      'GET /api/push/public-key': { status: 404, body: { success: false, message: M.pushNotConfigured } },
    });
    render(<SaveSearchButton query={QUERY} label={LABEL} />);
    fireEvent.click(await screen.findByRole('button', { name: M.save }));
    expect(await screen.findByText(M.savedNoPushServer)).toBeTruthy();
    expect(screen.queryByText(M.saved)).toBeNull();
    await waitFor(() => expect(api.to('GET /api/push/public-key').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: M.enablePush })).toBeNull();
  });

  it('tells the truth when this browser has notifications blocked, and offers texts instead', async () => {
    storeSession();
    stubPushBrowser('denied');
    Object.assign(Notification, { permission: 'denied' });
    const api = stubFetch({
      'POST /api/me/saved-searches': { status: 201, body: { success: true, data: accountSearch() } },
      'GET /api/push/public-key': { status: 200, body: { success: true, data: { publicKey: 'BPublicKey' } } },
      'PATCH /api/me/saved-searches/41': {
        status: 200,
        body: { success: true, data: accountSearch({ delivery: 'sms' }) },
      },
    });
    render(<SaveSearchButton query={QUERY} label={LABEL} />);
    fireEvent.click(await screen.findByRole('button', { name: M.save }));
    expect(await screen.findByText(M.savedNoPushBlocked)).toBeTruthy();
    expect(screen.queryByText(M.saved)).toBeNull();
    expect(screen.queryByRole('button', { name: M.enablePush })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: M.smsOffer }));
    expect(await screen.findByText(M.smsOn)).toBeTruthy();
    expect(api.to('PATCH /api/me/saved-searches/41')[0]?.body).toEqual({ sms: true });
  });

  it('tells the truth when this browser cannot show notifications at all, and shows a second text search refused', async () => {
    storeSession();
    stubFetch({
      'POST /api/me/saved-searches': { status: 201, body: { success: true, data: accountSearch() } },
      'GET /api/push/public-key': { status: 200, body: { success: true, data: { publicKey: 'BPublicKey' } } },
      'PATCH /api/me/saved-searches/41': { status: 409, body: { success: false, message: M.smsOnlyOne } },
    });
    render(<SaveSearchButton query={QUERY} label={LABEL} />);
    fireEvent.click(await screen.findByRole('button', { name: M.save }));
    expect(await screen.findByText(M.savedNoPushUnsupported)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: M.smsOffer }));
    expect(await screen.findByText(M.smsOnlyOne)).toBeTruthy();
  });

  it("shows the account's refusal (too many searches)", async () => {
    storeSession();
    stubFetch({ 'POST /api/me/saved-searches': { status: 409, body: { success: false, message: M.tooMany } } });
    render(<SaveSearchButton query={QUERY} label={LABEL} />);
    fireEvent.click(await screen.findByRole('button', { name: M.save }));
    expect(await screen.findByText(M.tooMany)).toBeTruthy();
  });

  it('counts opening the results of a saved search as seeing them', async () => {
    await saveSearchLocally(QUERY, LABEL, new Date(Date.now() - 3 * DAY));
    render(<SaveSearchButton query={QUERY} label={LABEL} />);
    expect(await screen.findByRole('button', { name: M.remove })).toBeTruthy();
    await waitFor(async () =>
      expect(Date.now() - Date.parse(String((await stored())[QUERY]?.lastSeenAt))).toBeLessThan(5_000),
    );
  });
});

describe('saved searches on the home page', () => {
  beforeEach(() => clear(store));

  it('shows nothing for a visitor whose saved searches are all gone', async () => {
    const api = stubFetch();
    const { container } = render(<SavedSearchesPanel />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(api.requests).toEqual([]);
  });

  it("shows each saved search with the listings new since the visitor's last visit", async () => {
    const since = new Date(Date.now() - 3 * DAY);
    await saveSearchLocally(QUERY, LABEL, since);
    await saveSearchLocally('city=Indore', 'Properties for sale or rent in Indore', new Date(Date.now() - DAY));
    const api = stubFetch({
      'POST /api/saved-searches/new-counts': { status: 200, body: { success: true, data: [0, 3] } },
    });
    render(<SavedSearchesPanel />);
    expect(await screen.findByText(M.newSince(3))).toBeTruthy();
    expect(screen.getByRole('heading', { name: M.savedSearchesTitle })).toBeTruthy();
    // Newest saved first, each counted from its own last visit.
    expect(api.to('POST /api/saved-searches/new-counts')[0]?.body).toEqual({
      searches: [
        { query: 'city=Indore', since: expect.any(String) },
        { query: QUERY, since: since.toISOString() },
      ],
    });
    const link = screen.getByRole('link', { name: `${LABEL} ${M.newSince(3)}` });
    expect(link.getAttribute('href')).toBe(`/search-results?${QUERY}`);
    expect(screen.getByRole('link', { name: 'Properties for sale or rent in Indore' })).toBeTruthy();

    fireEvent.click(link);
    await waitFor(async () =>
      expect(Date.now() - Date.parse(String((await stored())[QUERY]?.lastSeenAt))).toBeLessThan(5_000),
    );
  });

  it("brings in the account's searches when logged in, and tells the account when one is opened", async () => {
    storeSession();
    const api = stubFetch({
      'GET /api/me/saved-searches': { status: 200, body: { success: true, data: [accountSearch()] } },
      'POST /api/saved-searches/new-counts': { status: 200, body: { success: true, data: [2] } },
      'POST /api/me/saved-searches/41/seen': { status: 200, body: { success: true, data: accountSearch() } },
    });
    render(<SavedSearchesPanel />);
    fireEvent.click(await screen.findByRole('link', { name: `${LABEL} ${M.newSince(2)}` }));
    await waitFor(() => expect(api.to('POST /api/me/saved-searches/41/seen')).toHaveLength(1));
    expect((await stored())[QUERY]).toMatchObject({ serverId: 41 });
  });
});
