/**
 * Logout while offline, in real Chromium: the device forgets the session at once (the header shows
 * Login), and the server is told once the network is back, so the old token stops working there too.
 * Under the service worker the logout waits in the worker's outbox; without a worker the page keeps it and
 * sends it at the next 'online'. Either way it is silent (no 'sent' or 'refused' news for the next person on
 * the phone), and it ends only the old session: someone who logs in on the phone meanwhile stays logged in.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { LOGOUT_OUTBOX } from '../../src/shared/offline/logout-outbox';
import { OFFLINE_MESSAGES } from '../../src/shared/offline/offline-contract';
import { PATHS } from '../../src/shared/routes';
import { SW_MESSAGES } from '../../src/shared/sw-protocol';
import { DESKTOP } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi, storeSessionIn } from '../helpers/e2e-accounts';
import { waitUntilControlled } from '../helpers/e2e-api';
import { type LoopbackProxy, loopbackProxy } from '../helpers/loopback-proxy';

type Session = Awaited<ReturnType<typeof registerOverApi>>;

/** What the server answers `token` on the signed-in user's own endpoint: 200 while its session lives, else 401. */
const sessionStatus = (baseUrl: string, token: string) =>
  fetch(new URL('/api/users/me', baseUrl), { headers: { Authorization: `Bearer ${token}` } }).then(
    (response) => response.status,
  );

/** Records, from now on, every outbox message the worker posts to the page and every toast-worthy text shown. */
const watchForOutboxNews = (page: Page) =>
  page.evaluate(
    ({ types, texts }) => {
      const seen: string[] = [];
      Object.assign(window, { outboxNews: seen });
      navigator.serviceWorker?.addEventListener('message', (event) => {
        const type = (event.data as { type?: string } | null)?.type;
        if (type && (types as string[]).includes(type)) seen.push(type);
      });
      new MutationObserver(() => {
        const text = document.body.innerText;
        for (const words of texts) if (text.includes(words) && !seen.includes(words)) seen.push(words);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    {
      types: [SW_MESSAGES.outboxDelivered, SW_MESSAGES.outboxRefused],
      texts: [OFFLINE_MESSAGES.delivered, OFFLINE_MESSAGES.refused('')],
    },
  );

const outboxNews = (page: Page) => page.evaluate(() => (window as unknown as { outboxNews: string[] }).outboxNews);

/**
 * Opens the home page with `session` already stored, as a login leaves it (set before the app's scripts
 * run, once per tab), and waits for the header to show the person: no second load, whose chunks a
 * just-installed worker would have to serve.
 */
async function openLoggedIn(context: BrowserContext, page: Page, session: Session) {
  await context.addInitScript(
    ({ token, user }) => {
      if (location.protocol !== 'http:' || sessionStorage.getItem('session-seeded')) return;
      sessionStorage.setItem('session-seeded', 'yes');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
  await page.goto(PATHS.home);
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${session.person.firstName} ${session.person.lastName}` })
    .waitFor();
}

/** Logs out from the header's user menu (the desktop header) and waits until the page shows the visitor logged out. */
async function logOutFromHeader(page: Page, session: Session) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: `${session.person.firstName} ${session.person.lastName}` }).click();
  await header.getByRole('button', { name: HEADER_LABELS.logout }).click();
  await header.getByRole('button', { name: HEADER_LABELS.login }).waitFor();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
}

/** Logouts the worker keeps in its outbox (its workbox-background-sync queue in IndexedDB). */
const logoutsInWorkerOutbox = (page: Page) =>
  page.evaluate(
    (queueName) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return resolve(0);
          const count = db
            .transaction('requests')
            .objectStore('requests')
            .index('queueName')
            .count(IDBKeyRange.only(queueName));
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
    LOGOUT_OUTBOX.queueName,
  );

/**
 * The old session ends on the server within a bounded wait once online, the next person's session is left
 * alone, and nothing was announced on the page.
 */
async function expectRevokedSilently(baseUrl: string, page: Page, old: Session, next: Session) {
  await expect.poll(() => sessionStatus(baseUrl, old.token), { timeout: 20_000, interval: 200 }).toBe(401);
  expect(await sessionStatus(baseUrl, next.token)).toBe(200);
  // The worker would post its news right after the answer: a moment for it to arrive before saying none did.
  await page.waitForTimeout(1_000);
  expect(await outboxNews(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(next.token);
}

/**
 * The phone loses its network: the server is out of reach (the link is cut) and the page knows it is
 * offline (the browser's flag), as the app's reconnect listens for the page's 'online'.
 */
async function goOffline(proxy: LoopbackProxy, context: BrowserContext) {
  await proxy.cut();
  await context.setOffline(true);
}

/**
 * The network comes back. Chromium's emulation lifts the page's offline state (firing its 'online') before
 * the worker's, which may then still find no network; a phone gets both at once. So the page hears
 * 'online' again once both are back, and the app's own reconnect (the page's 'online' listener) does the rest.
 */
async function backOnline(proxy: LoopbackProxy, context: BrowserContext, page: Page) {
  await proxy.restore();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

describeInBrowser('logout while offline', (e2e) => {
  it('under the service worker: the worker keeps the logout and ends the session once back online', async () => {
    const buyer = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const nextPerson = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const proxy = await loopbackProxy(e2e.baseUrl);
    const { context, page } = await e2e.newPage({ baseURL: proxy.url, viewport: DESKTOP });
    try {
      await openLoggedIn(context, page, buyer);
      await waitUntilControlled(page);
      await watchForOutboxNews(page);

      await goOffline(proxy, context);
      await logOutFromHeader(page, buyer);
      // Not told yet: the session still works on the server, and the worker holds the logout.
      await expect.poll(() => logoutsInWorkerOutbox(page), { timeout: 10_000 }).toBe(1);
      expect(await sessionStatus(e2e.baseUrl, buyer.token)).toBe(200);

      // Someone else logs in on the phone before it is back online: the old logout must not end their session.
      await storeSessionIn(page, nextPerson);

      await backOnline(proxy, context, page);
      await expectRevokedSilently(e2e.baseUrl, page, buyer, nextPerson);
      expect(await logoutsInWorkerOutbox(page)).toBe(0);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  it('a kept logout whose session already ended is done (401), dropped without a word', async () => {
    const buyer = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const proxy = await loopbackProxy(e2e.baseUrl);
    const { context, page } = await e2e.newPage({ baseURL: proxy.url, viewport: DESKTOP });
    try {
      await openLoggedIn(context, page, buyer);
      await waitUntilControlled(page);
      await watchForOutboxNews(page);
      await goOffline(proxy, context);
      await logOutFromHeader(page, buyer);
      await expect.poll(() => logoutsInWorkerOutbox(page), { timeout: 10_000 }).toBe(1);

      // The session ends meanwhile (a logout sent before an answer was lost, or from another device).
      const ended = await fetch(new URL('/api/users/logout', e2e.baseUrl), {
        method: 'POST',
        headers: { Authorization: `Bearer ${buyer.token}` },
      });
      expect(ended.status).toBe(200);

      await backOnline(proxy, context, page);
      await expect.poll(() => logoutsInWorkerOutbox(page), { timeout: 20_000, interval: 200 }).toBe(0);
      await page.waitForTimeout(1_000);
      expect(await outboxNews(page)).toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  it('without a service worker: the page keeps the logout and sends it at the next online', async () => {
    const buyer = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const nextPerson = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const proxy = await loopbackProxy(e2e.baseUrl);
    const { context, page } = await e2e.newPage({ baseURL: proxy.url, viewport: DESKTOP, serviceWorkers: 'block' });
    try {
      await openLoggedIn(context, page, buyer);
      await watchForOutboxNews(page);

      await goOffline(proxy, context);
      await logOutFromHeader(page, buyer);
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), LOGOUT_OUTBOX.pendingKey), { timeout: 10_000 })
        .toContain(buyer.token);
      expect(await sessionStatus(e2e.baseUrl, buyer.token)).toBe(200);
      await storeSessionIn(page, nextPerson);

      await proxy.restore();
      await context.setOffline(false);
      await expectRevokedSilently(e2e.baseUrl, page, buyer, nextPerson);
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LOGOUT_OUTBOX.pendingKey)).toBeNull();
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});
