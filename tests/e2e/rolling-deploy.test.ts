/**
 * A rolling deploy as a browser lives it: a page loaded on release A, with its service worker installed,
 * while the server it talks to is replaced by one on release B (stopped and started again on the same
 * port, as each process of a roll is). Two real builds, stamped A and B so that their chunks differ, are
 * made once for the file (tests/helpers/release-build.ts), and real server processes serve them.
 *
 * - With A kept in the asset archive, a page of A not opened yet still loads: A's chunk comes from the
 *   archive, no /assets request fails, and the page moves to B through the worker's update prompt.
 * - With A older than the releases kept, A's chunk is gone: the page reloads into B once, by itself.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { addBuild, pruneArchive } from '../../src/server/features/client/asset-archive';
import { APP_MESSAGES } from '../../src/shared/messages';
import { PAGE_READY_ATTRIBUTE } from '../../src/shared/page-head';
import { PATHS, ROUTES } from '../../src/shared/routes';
import { describeInBrowser } from '../helpers/e2e';
import { waitUntilControlled } from '../helpers/e2e-api';
import { buildRelease, builtFile } from '../helpers/release-build';
import { type ServerProcess, startServer } from '../helpers/server-process';

/** A page no other page loads and the worker does not warm for offline use (offline-pages.ts). */
const ABOUT_MODULE = 'src/client/features/content/pages/AboutPage.tsx';
/** Each test restarts the server twice (a start is several seconds on a busy machine). */
const TEST_TIMEOUT_MS = 120_000;
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

const aboutHeading = (page: Page) => page.getByRole('heading', { level: 1, name: ROUTES.about.title });

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

  /** An archive holding releases A then B, pruned to the newest `keep`. */
  function archiveOf(name: string, keep: number): string {
    const archive = join(root, name);
    addBuild(archive, releaseA, { release: 'A', now: new Date(Date.UTC(2026, 10, 26, 10)) });
    addBuild(archive, releaseB, { release: 'B', now: new Date(Date.UTC(2026, 10, 26, 11)) });
    pruneArchive(archive, keep);
    return archive;
  }

  /** A fresh browser on the home page of the running release, its service worker in control. */
  async function openHome(url: string) {
    const context = await e2e.browser().newContext({ baseURL: url });
    const log = assetLog(context);
    const page = await context.newPage();
    await page.goto(PATHS.home);
    await waitUntilControlled(page);
    return { context, page, log };
  }

  it(
    'serves A’s chunks from the archive to a page on A, then moves the page to B on its update',
    async () => {
      const archive = archiveOf('archive-kept', 3);
      const aboutA = builtFile(releaseA, ABOUT_MODULE);
      // The test says something only if B has no file of that name.
      expect(existsSync(join(releaseB, aboutA))).toBe(false);

      const { context, page, log } = await openHome(await serve(releaseA, archive));
      try {
        expect(await pageRelease(page)).toBe('A');
        expect(log.map((entry) => entry.path)).not.toContain(aboutA);

        await serve(releaseB, archive);
        await openInApp(page, PATHS.about);
        await aboutHeading(page).waitFor();
        expect(await pageRelease(page)).toBe('A');
        expect(log).toContainEqual({ path: aboutA, status: 200 });
        expect(log.filter((entry) => entry.status >= 400)).toEqual([]);

        // The worker finds B's sw.js; the visitor takes the update from the prompt.
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
        await page.getByText(APP_MESSAGES.updateAvailable).waitFor({ timeout: 30_000 });
        const reloaded = page.waitForEvent('load', { timeout: 30_000 });
        await page.getByRole('button', { name: APP_MESSAGES.updateReload }).click();
        await reloaded;
        await aboutHeading(page).waitFor();
        await waitUntilLive(page);
        expect(await pageRelease(page)).toBe('B');
        expect(log).toContainEqual({ path: builtFile(releaseB, ABOUT_MODULE), status: 200 });
        expect(log.filter((entry) => entry.status >= 400)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'reloads a page on A into B once when A is older than the releases kept',
    async () => {
      const archive = archiveOf('archive-pruned', 1);
      const aboutA = builtFile(releaseA, ABOUT_MODULE);
      expect(existsSync(join(archive, aboutA))).toBe(false);

      const { context, page, log } = await openHome(await serve(releaseA));
      try {
        expect(await pageRelease(page)).toBe('A');
        await serve(releaseB, archive);
        let loads = 0;
        page.on('load', () => {
          loads += 1;
        });
        await openInApp(page, PATHS.about);

        await expect.poll(() => pageRelease(page).catch(() => undefined), { timeout: 40_000 }).toBe('B');
        await aboutHeading(page).waitFor();
        await waitUntilLive(page);
        expect(loads).toBe(1);
        expect(log).toContainEqual({ path: builtFile(releaseB, ABOUT_MODULE), status: 200 });
        expect(log).toContainEqual({ path: aboutA, status: 404 });
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
