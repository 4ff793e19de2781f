import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_MESSAGES } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { accountUser } from '../fixtures/accounts';
import { describeInBrowser } from '../helpers/e2e';
import { headingOf, NOT_FOUND_PATHS, urlOf } from '../helpers/route-urls';

describeInBrowser('every route of docs/routes.md', (e2e) => {
  // One page walks every route, as a visitor would; a test per route, so each has its own time and the
  // report names the route that failed (one test for all of them ran out of time on a busy machine).
  let page: Page;
  let context: BrowserContext;
  const problems: string[] = [];
  beforeAll(async () => {
    ({ context, page } = await e2e.newPage());
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // A not-found document is reported by the browser as a failed load: expected for those pages.
      const notFound = NOT_FOUND_PATHS.some((path) => page.url().includes(urlOf(path)));
      if (notFound && message.text().includes('status of 404')) return;
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    // A blocked eval or inline script is reported to the page even when the code that tried it caught the
    // error (zod 4 probes `new Function` unless told it is jitless): Lighthouse counts each one.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
  });
  afterAll(() => context?.close());

  it.each(Object.values(ROUTES).map((route) => [route.path, route] as const))(
    '%s renders with its page heading and no script or CSP errors',
    async (path, route) => {
      problems.length = 0;
      // The profile needs a stored user; the login page sends a logged-in user home.
      const user = path === PATHS.profile ? JSON.stringify(accountUser()) : null;
      if (page.url().startsWith('http'))
        await page.evaluate(
          (value) => (value ? localStorage.setItem('user', value) : localStorage.removeItem('user')),
          user,
        );
      const response = await page.goto(urlOf(path));
      expect(response?.status()).toBe(NOT_FOUND_PATHS.includes(path) ? 404 : 200);
      await page.getByRole('heading', { level: 1, name: headingOf(route), exact: true }).waitFor({ timeout: 10_000 });
      expect(problems).toEqual([]);
    },
  );

  it('has a test above for every path of docs/routes.md', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(PATHS).sort());
  });

  it('shows not-found (status 404) for any other path', async () => {
    // The status is the server's answer: keep the service worker (which serves the shell) out of it.
    const { context, page } = await e2e.newPage({ serviceWorkers: 'block' });
    for (const path of ['/no-such-page', '/admin', '/services/unknown', '/broker/1/extra']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: APP_MESSAGES.notFoundTitle }).waitFor();
    }
    await context.close();
  });

  it('gives public pages the common layout and the search results none', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto(PATHS.about);
    await page.getByRole('heading', { level: 1, name: ROUTES.about.title }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);

    await page.goto(`${PATHS.searchResults}?propertyType=Plot&transactionType=Buy&page=1&city=&state=&locality=`);
    await page.getByRole('heading', { level: 1, name: ROUTES.searchResults.title }).waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await context.close();
  });

  it('scrolls smoothly back to the top when the path changes', async () => {
    const { context, page } = await e2e.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(PATHS.about);
    await page.getByRole('heading', { level: 1, name: ROUTES.about.title }).waitFor();
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 2500);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).first().click();
    await page.getByRole('heading', { level: 1, name: ROUTES.privacy.title }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    await context.close();
  });
});
