/**
 * The page's side of a logout made offline (no worker to keep it): the device forgets the session at
 * once, the page keeps the logout with the old token and sends it later (at 'online' and page start, wired in
 * main.tsx: tests/e2e/offline-logout.test.ts covers that in Chromium); 200 and 401 settle
 * it, no answer or a 5xx/429 keeps it, a worker's 202 hands it over, and an old one past a session's
 * lifetime is dropped unsent. It ends only the old session, whoever logs in meanwhile.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { endSessionOnServer, sendPendingLogouts } from '../../src/client/features/accounts/end-session';
import { LOGOUT_OUTBOX } from '../../src/shared/offline/logout-outbox';
import { PATHS } from '../../src/shared/routes';
import { accountUser, storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

const LOGOUT = `POST ${LOGOUT_OUTBOX.path}`;
const pending = () => JSON.parse(localStorage.getItem(LOGOUT_OUTBOX.pendingKey) ?? '[]') as { token: string }[];

describe('logout while offline, without a service worker', () => {
  it('forgets the session at once, keeps the logout, and sends it with the old token when back online', async () => {
    const network = stubFetch();
    storeSession(accountUser({ firstName: 'Asha', lastName: 'Verma' }), 'tok-old');
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    fireEvent.click(await within(header).findByRole('button', { name: 'Asha Verma' }));
    fireEvent.click(within(header).getByRole('button', { name: HEADER_LABELS.logout }));
    await within(header).findByRole('button', { name: HEADER_LABELS.login });
    expect([localStorage.getItem('token'), localStorage.getItem('user')]).toEqual([null, null]);
    await waitFor(() => expect(network.to(LOGOUT)).toHaveLength(1));
    expect(pending().map((entry) => entry.token)).toEqual(['tok-old']);

    // Someone else logs in before the network is back: only the old session is ended.
    storeSession(accountUser({ firstName: 'Ravi', lastName: 'Kumar' }), 'tok-next');
    network.routes[LOGOUT] = { status: 200, body: { success: true, message: 'Logged out' } };
    await sendPendingLogouts();
    expect(pending()).toEqual([]);
    const sent = network.to(LOGOUT);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.authorization).toBe('Bearer tok-old');
    expect(localStorage.getItem('token')).toBe('tok-next');
    // The logout's own clean-up (loaded on demand) finishes before this test does.
    await (await import('../../src/client/features/offline/forget-account-data')).forgetAccountData();
  });

  it('counts 200, 401 and a worker’s 202 as done; keeps it on no answer, 5xx or 429', async () => {
    const network = stubFetch();
    for (const status of [200, 401, 202]) {
      network.routes[LOGOUT] = { status };
      await endSessionOnServer(`tok-${status}`);
      expect(pending()).toEqual([]);
    }
    delete network.routes[LOGOUT];
    await endSessionOnServer('tok-offline');
    for (const status of [503, 429]) {
      network.routes[LOGOUT] = { status };
      await endSessionOnServer(`tok-${status}`);
    }
    expect(pending().map((entry) => entry.token)).toEqual(['tok-offline', 'tok-503', 'tok-429']);

    // Sent again, each a 401 now (already ended, or ended by this very request): done, not retried forever.
    network.routes[LOGOUT] = { status: 401, body: { success: false, message: 'Please log in again.' } };
    await sendPendingLogouts();
    expect(pending()).toEqual([]);
    await sendPendingLogouts();
    expect(network.to(LOGOUT)).toHaveLength(9);
  });

  it('drops, unsent, a kept logout older than a session lives', async () => {
    const network = stubFetch({ [LOGOUT]: { status: 200 } });
    const lifetimeMs = LOGOUT_OUTBOX.maxRetentionMinutes * 60_000;
    localStorage.setItem(
      LOGOUT_OUTBOX.pendingKey,
      JSON.stringify([
        { token: 'tok-ancient', at: Date.now() - lifetimeMs - 1 },
        { token: 'tok-recent', at: Date.now() - 1_000 },
      ]),
    );
    await sendPendingLogouts();
    expect(network.to(LOGOUT).map((request) => request.headers.authorization)).toEqual(['Bearer tok-recent']);
    expect(pending()).toEqual([]);
  });
});
