/**
 * What offline end-to-end tests check in the page: that the worker keeps a role's code, and that a page
 * opens with the server unreachable. Cut the link with loopback-proxy.ts (Chromium's offline flag does not
 * stop a worker's own fetches), and empty the HTTP cache first, so what opens can only come from the
 * worker's caches.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { readPrecacheList } from '../../build/precache-figures';
import { APP_MESSAGES } from '../../src/shared/messages';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { type CodeRole, roleCodeCacheName } from '../../src/shared/sw-protocol';

/**
 * Resolves once the worker keeps every file of `role`'s code that the build in `buildDir` lists (the page
 * told it who is signed in), in the role's own cache.
 */
export async function waitUntilRoleCodeKept(page: Page, role: CodeRole, buildDir: string): Promise<void> {
  const files = readPrecacheList(buildDir)
    .filter((entry) => entry.roles?.includes(role))
    .map((entry) => `/${entry.url}`);
  expect(files.length).toBeGreaterThan(0);
  const missing = () =>
    page.evaluate(
      async ({ cacheName, files }) => {
        if (!(await caches.has(cacheName))) return files;
        const cache = await caches.open(cacheName);
        const absent: string[] = [];
        for (const file of files) if (!(await cache.match(new URL(file, location.href).href))) absent.push(file);
        return absent;
      },
      { cacheName: roleCodeCacheName(role), files },
    );
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
}

/** Empties the browser's HTTP cache: what a page then loads offline can only come from the worker's caches. */
export async function clearHttpCache(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * Opens `path` with the server unreachable: the worker's shell comes (never the server's HTML), the page's
 * code renders it (its heading), and the chunk-load error never shows. The page may say its data needs
 * the network; its code must be there.
 */
export async function opensOffline(page: Page, path: string, heading: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.fromServiceWorker(), path).toBe(true);
  expect(await response?.text(), path).not.toContain(SERVER_RENDERED_ATTRIBUTE);
  const pageHeading = page.getByRole('heading', { level: 1, name: heading, exact: true });
  const chunkError = page.getByText(APP_MESSAGES.chunkLoadFailed);
  await pageHeading.or(chunkError).first().waitFor();
  expect(await chunkError.count(), path).toBe(0);
  expect(await pageHeading.count(), path).toBeGreaterThan(0);
}
