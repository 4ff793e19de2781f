/** Per-file browser lifecycle for end-to-end tests; the suite is skipped (loudly, in setup) without Chromium. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { PAGE_READY_ATTRIBUTE } from '../../src/shared/page-head';
import { launchChromium, launchWithProfile } from './browser';

export interface E2eContext {
  readonly baseUrl: string;
  /** The server's DATA_DIR. */
  readonly dataDir: string;
  browser(): Browser;
  /** A fresh context (own storage, own service worker registrations) and page. */
  newPage(options?: Parameters<Browser['newContext']>[0]): Promise<{ context: BrowserContext; page: Page }>;
  /** A separate browser with a real profile (not incognito), for installability. */
  newProfilePage(): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Makes `page.goto` resolve once the page is live: a server-rendered page is on screen before its
 * scripts have hydrated it, and a journey that fills a form at once would have hydration reset it (a
 * person is not that quick). Pages the browser renders itself are live as they appear.
 */
function waitForLivePages(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const ok = response?.headers()['content-type']?.includes('text/html');
    if (ok)
      await page
        .waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), PAGE_READY_ATTRIBUTE, {
          timeout: 15_000,
        })
        // A page that never goes live (offline shell without its code, an error page) is the test's to judge.
        .catch(() => undefined);
    return response;
  };
}

export function describeInBrowser(title: string, suite: (e2e: E2eContext) => void): void {
  const chromiumPath = inject('chromiumPath');
  const baseUrl = inject('baseUrl');
  describe.skipIf(!chromiumPath)(title, () => {
    let browser: Browser | undefined;
    beforeAll(async () => {
      if (chromiumPath) browser = await launchChromium(chromiumPath);
    });
    afterAll(async () => {
      await browser?.close();
    });
    const current = () => {
      if (!browser) throw new Error('the browser is not running');
      return browser;
    };
    suite({
      baseUrl,
      dataDir: inject('dataDir'),
      browser: current,
      newPage: async (options) => {
        const context = await current().newContext({ baseURL: baseUrl, ...options });
        const page = await context.newPage();
        if (options?.javaScriptEnabled !== false) waitForLivePages(page);
        return { context, page };
      },
      newProfilePage: async () => {
        if (!chromiumPath) throw new Error('no Chromium');
        const context = await launchWithProfile(chromiumPath, baseUrl);
        return { context, page: context.pages()[0] ?? (await context.newPage()) };
      },
    });
  });
}
