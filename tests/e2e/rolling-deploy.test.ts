/**
 * A rolling deploy as a browser lives it: a page loaded on release A, with its service worker installed,
 * while the server it talks to is replaced by one on release B (stopped and started again on the same
 * port, as each process of a roll is). Two real builds, stamped A and B so that their chunks differ, are
 * made once for the file (tests/helpers/release-build.ts), and real server processes serve them.
 *
 * A's worker precaches every public page's code, so what a page of A can still need from the server is a
 * seller's code when the seller signs in after the deploy (the worker keeps a role's code only once such a
 * person signs in):
 * - With A kept in the asset archive, A's seller pages load from it and no /assets request fails. And an
 *   update never breaks offline: B's worker installs (with B's seller code, as A's worker kept A's) and
 *   waits; with the server unreachable every page still opens on A, and the update taken offline (the
 *   prompt's Reload) opens them on B.
 * - With A older than the releases kept, A's chunk is gone: the page reloads into B once, by itself.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ROLE_ROOTS } from '../../build/code-roles';
import { AUTH_COPY } from '../../src/client/features/accounts/accounts.content';
import { addBuild, pruneArchive } from '../../src/server/features/client/asset-archive';
import { APP_MESSAGES } from '../../src/shared/messages';
import { PAGE_READY_ATTRIBUTE } from '../../src/shared/page-head';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { describeInBrowser } from '../helpers/e2e';
import type { Person } from '../helpers/e2e-accounts';
import { registerSellerOverApi, waitUntilControlled } from '../helpers/e2e-api';
import { clearHttpCache, opensOffline, waitUntilRoleCodeKept } from '../helpers/e2e-offline';
import { loopbackProxy } from '../helpers/loopback-proxy';
import { buildRelease, builtFile } from '../helpers/release-build';
import { type ServerProcess, startServer } from '../helpers/server-process';

/** A seller's page, which the worker keeps only once a seller has signed in. */
const DASHBOARD_MODULE = 'src/client/features/sellers/pages/DashboardPage.tsx';
/** A public page, which the worker precaches at install. */
const ABOUT_MODULE = 'src/client/features/content/pages/AboutPage.tsx';
/**
 * Each test restarts the server twice (a start is several seconds on a busy machine) and installs two
 * releases' workers.
 */
const TEST_TIMEOUT_MS = 150_000;
/** This file's ports: a restart must come back on the same origin, or the worker would not be the same. */
const PORTS = { from: 4400, to: 4499 } as const;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePortInRange(): Promise<number> {
  for (let port = PORTS.from; port <= PORTS.to; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${PORTS.from}-${PORTS.to}`);
}

/** The release the page's HTML says it is (release.vite.config.ts stamps it). */
const pageRelease = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="release"]')?.getAttribute('content'));

/** Client-side navigation, as a link in the app does it: the router follows the history. */
const openInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: ROUTES.sellerDashboard.title });

/** The seller signs in through the seller login, reached in the app; it then opens the dashboard itself. */
async function signInAsSeller(page: Page, seller: Person): Promise<void> {
  await openInApp(page, PATHS.sellerLogin);
  await page.getByLabel('E-mail').fill(seller.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: AUTH_COPY.loginSubmit }).click();
}

/** Waits until the page's code has taken over the server's HTML: its chunks have all arrived. */
const waitUntilLive = (page: Page) =>
  page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), PAGE_READY_ATTRIBUTE, {
    timeout: 30_000,
  });

/** Every /assets response the page or its worker got, in order. */
function assetLog(context: BrowserContext): { path: string; status: number }[] {
  const log: { path: string; status: number }[] = [];
  context.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/')) log.push({ path: pathname, status: response.status() });
  });
  return log;
}

describeInBrowser('a rolling deploy from release A to release B', (e2e) => {
  let root: string;
  let releaseA: string;
  let releaseB: string;
  let dataDir: string;
  let port: number;
  let server: ServerProcess | undefined;
  let seller: Awaited<ReturnType<typeof registerSellerOverApi>> | undefined;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pc-rolling-'));
    releaseA = join(root, 'release-a');
    releaseB = join(root, 'release-b');
    await Promise.all([buildRelease(releaseA, 'A'), buildRelease(releaseB, 'B')]);
    // One database for both releases, as a roll shares it.
    dataDir = join(root, 'data');
    cpSync(inject('templateDir'), dataDir, { recursive: true });
    port = await freePortInRange();
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  /** Replaces the running server by one on `build`, serving `archive` too: one step of the roll. */
  async function serve(build: string, archive?: string): Promise<string> {
    await server?.stop();
    server = undefined;
    server = await startServer({
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '10',
      DATA_DIR: dataDir,
      CLIENT_DIR: build,
      PORT: String(port),
      ...(archive ? { ASSET_ARCHIVE_DIR: archive } : {}),
    });
    return server.url;
  }

  /** The file's one seller (registered over the running server the first time it is asked for). */
  const theSeller = async (url: string) => {
    seller ??= await registerSellerOverApi(url, dataDir);
    return seller;
  };

  /** An archive holding releases A then B, pruned to the newest `keep`. */
  function archiveOf(name: string, keep: number): string {
    const archive = join(root, name);
    addBuild(archive, releaseA, { release: 'A', now: new Date(Date.UTC(2026, 10, 26, 10)) });
    addBuild(archive, releaseB, { release: 'B', now: new Date(Date.UTC(2026, 10, 26, 11)) });
    pruneArchive(archive, keep);
    return archive;
  }

  /** A fresh browser on the home page at `url` (the server's, or a proxy's), its service worker in control. */
  async function openHome(url: string) {
    const context = await e2e.browser().newContext({ baseURL: url });
    const log = assetLog(context);
    const page = await context.newPage();
    await page.goto(PATHS.home);
    await waitUntilControlled(page);
    return { context, page, log };
  }

  it(
    'gets A’s seller code from the archive for a seller signing in after the deploy; offline, the update moves every page to B',
    async () => {
      const archive = archiveOf('archive-kept', 3);
      const dashboardA = builtFile(releaseA, DASHBOARD_MODULE);
      // The test says something only if B has no file of that name.
      expect(existsSync(join(releaseB, dashboardA))).toBe(false);

      const url = await serve(releaseA, archive);
      const { person } = await theSeller(url);
      // Through a link the test can cut, so that "offline" below means the server is unreachable.
      const proxy = await loopbackProxy(url);
      const { context, page, log } = await openHome(proxy.url);
      try {
        expect(await pageRelease(page)).toBe('A');
        // The worker's install fetched every public page's code, and no seller's.
        expect(log.map((entry) => entry.path)).toContain(builtFile(releaseA, ABOUT_MODULE));
        expect(log.map((entry) => entry.path)).not.toContain(dashboardA);

        // B is deployed; then the seller signs in on the page still on A: A's code comes from the archive,
        // and A's worker keeps it.
        await serve(releaseB, archive);
        await signInAsSeller(page, person);
        await dashboardHeading(page).waitFor();
        expect(await pageRelease(page)).toBe('A');
        expect(log).toContainEqual({ path: dashboardA, status: 200 });
        await waitUntilRoleCodeKept(page, 'seller', releaseA);

        // The worker finds B's sw.js: B's worker installs, with B's seller code, and waits for the visitor.
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
        await page.getByText(APP_MESSAGES.updateAvailable).waitFor({ timeout: 30_000 });
        await waitUntilRoleCodeKept(page, 'seller', releaseB);
        expect(log.filter((entry) => entry.status >= 400)).toEqual([]);

        // The link is cut: every page still opens, on A, the seller's too.
        await clearHttpCache(context, page);
        await proxy.cut();
        await opensOffline(page, PATHS.about, ROUTES.about.title);
        await opensOffline(page, PATHS.sellerProperties, ROUTES.sellerProperties.title);
        expect(await pageRelease(page)).toBe('A');

        // The visitor takes the update while cut: B's worker takes over, and the pages open on B.
        const reloaded = page.waitForEvent('load', { timeout: 30_000 });
        await page.getByRole('button', { name: APP_MESSAGES.updateReload }).click();
        await reloaded;
        await page.getByRole('heading', { level: 1, name: ROUTES.sellerProperties.title }).waitFor();
        expect(await pageRelease(page)).toBe('B');
        await opensOffline(page, PATHS.sellerDashboard, ROUTES.sellerDashboard.title);
        await opensOffline(page, PATHS.insightsEmiCalculator, ROUTES.insightsEmiCalculator.title);
        expect(await pageRelease(page)).toBe('B');
        expect(log).toContainEqual({ path: builtFile(releaseB, DASHBOARD_MODULE), status: 200 });
      } finally {
        await context.close();
        await proxy.close();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'reloads a page on A into B once when A is older than the releases kept',
    async () => {
      const archive = archiveOf('archive-pruned', 1);
      const signedInA = builtFile(releaseA, ROLE_ROOTS.seller);
      expect(existsSync(join(archive, signedInA))).toBe(false);

      const url = await serve(releaseA);
      const { person } = await theSeller(url);
      const { context, page, log } = await openHome(url);
      try {
        expect(await pageRelease(page)).toBe('A');
        await serve(releaseB, archive);
        let loads = 0;
        page.on('load', () => {
          loads += 1;
        });
        await signInAsSeller(page, person);

        await expect.poll(() => pageRelease(page).catch(() => undefined), { timeout: 40_000 }).toBe('B');
        await dashboardHeading(page).waitFor();
        await waitUntilLive(page);
        expect(loads).toBe(1);
        expect(log).toContainEqual({ path: builtFile(releaseB, DASHBOARD_MODULE), status: 200 });
        expect(log).toContainEqual({ path: signedInA, status: 404 });
        expect(await page.getByText(APP_MESSAGES.chunkLoadFailed).count()).toBe(0);
        // B's worker took over on the way, so every page now comes from B.
        expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
        expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !r?.waiting))).toBe(
          true,
        );
      } finally {
        await context.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
