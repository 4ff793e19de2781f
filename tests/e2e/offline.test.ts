/**
 * The offline shell and the worker's precache, in real Chromium against the real server. A signed-in
 * seller's and admin's pages open with the server unreachable (a loopback proxy whose link is cut:
 * Chromium's offline flag does not stop a worker's own fetches) once they have signed in (every public
 * page: offline-everywhere.test.ts); online, pages the server renders come from the server; a slow or failing server
 * gets the shell; a new version is offered and taken.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { APP_MESSAGES } from '../../src/shared/messages';
import { OFFLINE_MESSAGES, OFFLINE_NAVIGATION } from '../../src/shared/offline/offline-contract';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { storeSessionIn } from '../helpers/e2e-accounts';
import { demoAdminSession, openHomeUnderWorker, registerSellerOverApi, waitUntilControlled } from '../helpers/e2e-api';
import { clearHttpCache, opensOffline, waitUntilRoleCodeKept } from '../helpers/e2e-offline';
import { loopbackProxy, patchyLoopbackProxy } from '../helpers/loopback-proxy';
import { PROJECT_ROOT } from '../helpers/server-process';

const DIST = join(PROJECT_ROOT, 'dist');

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: ROUTES.home.title });

/** The URLs of every entry in the origin's Cache Storage (the worker's caches). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

describeInBrowser('offline app shell', (e2e) => {
  it('keeps a signed-in seller’s and admin’s pages for offline use once they sign in', async () => {
    const proxy = await loopbackProxy(e2e.baseUrl);
    const { context, page } = await e2e.newPage({ baseURL: proxy.url, viewport: PHONE });
    try {
      const [seller, admin] = await Promise.all([
        registerSellerOverApi(e2e.baseUrl, e2e.dataDir),
        demoAdminSession(e2e.baseUrl),
      ]);
      // A seller signed in online: the next start tells the worker, which keeps the seller's code.
      await openHomeUnderWorker(page, seller);
      await page.reload();
      await waitUntilRoleCodeKept(page, 'seller', DIST);
      await clearHttpCache(context, page);

      await proxy.cut();
      for (const key of ['sellerDashboard', 'sellerProperties', 'sellerQueries', 'sellerAddProperty'] as const)
        await opensOffline(page, PATHS[key], ROUTES[key].title);
      // Their lists say they need the network, rather than that something went wrong.
      await opensOffline(page, PATHS.sellerProperties, ROUTES.sellerProperties.title);
      await page.getByText(OFFLINE_MESSAGES.sellerNeedsNetwork).waitFor();

      await proxy.restore();
      await storeSessionIn(page, admin);
      await page.reload();
      await waitUntilRoleCodeKept(page, 'admin', DIST);
      await clearHttpCache(context, page);
      await proxy.cut();
      await opensOffline(page, PATHS.adminDashboard, ROUTES.adminDashboard.title);
      await page.getByText(OFFLINE_MESSAGES.adminNeedsNetwork).waitFor();
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  /**
   * Each page rendered once, straight from the server, before the worker is asked for it: a page's first
   * render loads its code on the server, which on a busy machine can outlast the worker's network timeout
   * (OFFLINE_NAVIGATION.networkTimeoutMs), and then the worker rightly serves the shell. These tests are
   * about where a page comes from, not how fast a cold server renders.
   */
  const warmUp = async (paths: readonly string[]) => {
    for (const path of paths) expect((await fetch(`${e2e.baseUrl}${path}`)).status, path).toBe(200);
  };

  it('online, a page the server renders comes from the server, through the worker, and is not cached', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await warmUp([PATHS.home, PATHS.about, PATHS.contact]);
      await page.goto(PATHS.home);
      await waitUntilControlled(page);
      for (const path of [PATHS.home, PATHS.about, PATHS.contact]) {
        const response = await page.goto(path);
        expect(response?.fromServiceWorker(), path).toBe(true);
        expect(await response?.text(), path).toContain(SERVER_RENDERED_ATTRIBUTE);
      }
      await page.getByRole('heading', { level: 1, name: ROUTES.contact.title }).first().waitFor();
      // A seller page, which the server does not render, is the precached shell at once.
      const seller = await page.goto(PATHS.sellerLogin);
      expect(seller?.fromServiceWorker()).toBe(true);
      expect(await seller?.text()).not.toContain(SERVER_RENDERED_ATTRIBUTE);
      // The server's pages were not kept: the only page the worker holds is the shell.
      const pages = (await cachedUrls(page)).filter((url) => !/\/(?:api|assets|icons|media)\/|\.\w+(?:\?|$)/.test(url));
      expect(pages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('serves the shell when the server is slower than the timeout, or failing', async () => {
    const proxy = await patchyLoopbackProxy(e2e.baseUrl);
    const { context, page } = await e2e.newPage({ baseURL: proxy.url });
    try {
      await page.goto(PATHS.home);
      await waitUntilControlled(page);

      // Slow: the server's page would take 10 s; the shell comes after the timeout and renders the page.
      proxy.navigations = 'slow';
      const started = Date.now();
      const slow = await page.goto(PATHS.contact);
      await page.getByRole('heading', { level: 1, name: ROUTES.contact.title }).first().waitFor();
      const waited = Date.now() - started;
      expect(await slow?.text()).not.toContain(SERVER_RENDERED_ATTRIBUTE);
      expect(waited).toBeGreaterThanOrEqual(OFFLINE_NAVIGATION.networkTimeoutMs - 100);
      expect(waited).toBeLessThan(proxy.holdMs - 1_000);

      // Failing: a 502 from the proxy in front of a restarting server is not shown; the shell is.
      proxy.navigations = 'failing';
      const down = await page.goto(PATHS.about);
      expect(down?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: ROUTES.about.title }).first().waitFor();

      // Fine again: the server's own page.
      await warmUp([PATHS.about]);
      proxy.navigations = 'none';
      expect(await (await page.goto(PATHS.about))?.text()).toContain(SERVER_RENDERED_ATTRIBUTE);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  it('offers the update when a new version is deployed, and reloads into it', async () => {
    const swPath = join(PROJECT_ROOT, 'dist', 'sw.js');
    const original = readFileSync(swPath);
    const { context, page } = await e2e.newPage();
    try {
      await page.goto(PATHS.home);
      await homeHeading(page).waitFor();
      await waitUntilControlled(page);

      // A new release: a different sw.js (and no stale pre-compressed copies of the old one).
      writeFileSync(swPath, `${original.toString()}\n// release ${Date.now()}\n`);
      for (const suffix of ['.br', '.gz']) rmSync(`${swPath}${suffix}`, { force: true });
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

      await page.getByText(APP_MESSAGES.updateAvailable).waitFor({ timeout: 20_000 });
      const hasWaiting = () => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting));
      expect(await hasWaiting()).toBe(true);
      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await page.getByRole('button', { name: APP_MESSAGES.updateReload }).click();
      await reloaded;
      await homeHeading(page).waitFor();
      expect(await hasWaiting()).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(await page.getByText(APP_MESSAGES.updateAvailable).count()).toBe(0);
    } finally {
      writeFileSync(swPath, original);
      await context.close();
    }
  });
});
