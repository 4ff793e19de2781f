/**
 * Per-file browser (and, when asked, server) lifecycle for end-to-end tests; the suite is skipped (loudly,
 * in setup) without Chromium.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { PAGE_READY_ATTRIBUTE } from '../../src/shared/page-head';
import { launchChromium, launchWithProfile } from './browser';
import { dropTraces, keepFailure, traceContext } from './e2e-failures';
import { serveCopyOf } from './e2e-server';
import type { ServerProcess } from './server-process';

export interface E2eContext {
  /** The server's address: read it in a hook or a test (a file's own server starts in beforeAll). */
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
    // A dialog closed just now takes its history entry away with a Back of its own (use-back-closes.ts),
    // and a navigation started before that Back lands is cancelled by it, as in any browser. A person
    // does not type an address that fast: wait for the Back (an overlay still open stays, after a second).
    await page
      .waitForFunction(
        () => !(history.state && typeof history.state === 'object' && 'overlay' in history.state),
        undefined,
        { timeout: 1000 },
      )
      .catch(() => undefined);
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

export interface BrowserSuiteOptions {
  /**
   * A server of the file's own, on a fresh copy of the seeded demo marketplace, for a file that publishes
   * or changes what other files read (listings approved, sold or taken down, plans, verified agents): the
   * files that read the demo marketplace then always find it as seeded, whatever ran before them.
   */
  ownServer?: boolean;
}

type BrowserSuite = (e2e: E2eContext) => void;

export function describeInBrowser(title: string, suite: BrowserSuite): void;
export function describeInBrowser(title: string, options: BrowserSuiteOptions, suite: BrowserSuite): void;
export function describeInBrowser(title: string, ...args: [BrowserSuite] | [BrowserSuiteOptions, BrowserSuite]): void {
  const [{ ownServer = false }, suite] = args.length === 1 ? [{}, args[0]] : args;
  const chromiumPath = inject('chromiumPath');
  describe.skipIf(!chromiumPath)(title, () => {
    let browser: Browser | undefined;
    let server: ServerProcess | undefined;
    beforeAll(async () => {
      if (ownServer) server = await serveCopyOf(inject('templateDir'));
      if (chromiumPath) browser = await launchChromium(chromiumPath);
    });
    // A failed test keeps screenshots of its pages (and traces with E2E_TRACE=1) before the browser closes.
    beforeEach(({ task, onTestFinished }) => {
      onTestFinished(() => (task.result?.state === 'fail' ? keepFailure(task.fullName, browser) : dropTraces(browser)));
    });
    afterAll(async () => {
      await browser?.close();
      const code = await server?.stop();
      if (code !== 0 && code !== undefined) console.warn(`the file's server exited with ${code}:\n${server?.output()}`);
    });
    const current = () => {
      if (!browser) throw new Error('the browser is not running');
      return browser;
    };
    const where = () => {
      if (!ownServer) return { url: inject('baseUrl'), dataDir: inject('dataDir') };
      if (!server) throw new Error("the file's own server is not running: read baseUrl in a hook or a test");
      return server;
    };
    suite({
      get baseUrl() {
        return where().url;
      },
      get dataDir() {
        return where().dataDir;
      },
      browser: current,
      newPage: async (options) => {
        const context = await current().newContext({ baseURL: where().url, ...options });
        await traceContext(context);
        const page = await context.newPage();
        if (options?.javaScriptEnabled !== false) waitForLivePages(page);
        return { context, page };
      },
      newProfilePage: async () => {
        if (!chromiumPath) throw new Error('no Chromium');
        const context = await launchWithProfile(chromiumPath, where().url);
        return { context, page: context.pages()[0] ?? (await context.newPage()) };
      },
    });
  });
}
