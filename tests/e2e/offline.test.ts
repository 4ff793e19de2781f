import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { APP_MESSAGES } from '../../src/shared/messages';
import { PATHS, ROUTES } from '../../src/shared/routes';
import { describeInBrowser } from '../helpers/e2e';
import { waitUntilControlled } from '../helpers/e2e-api';
import { PROJECT_ROOT } from '../helpers/server-process';

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: ROUTES.home.title });

describeInBrowser('offline app shell', (e2e) => {
  it('renders the shell offline once the service worker controls the page', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto(PATHS.home);
    await homeHeading(page).waitFor();
    await waitUntilControlled(page);
    await page.getByText(APP_MESSAGES.offlineReady).waitFor();

    await context.setOffline(true);
    await page.reload();
    await homeHeading(page).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    // 'Ready to work offline' is said once, not on every load.
    await page.waitForTimeout(500);
    expect(await page.getByText(APP_MESSAGES.offlineReady).count()).toBe(0);

    // Any app route opened offline renders the app, not the browser's error page.
    const response = await page.goto(PATHS.contact).catch(() => null);
    expect(response === null || response.ok()).toBe(true);
    await page.getByRole('banner').waitFor();
    // The worker's shell is route-neutral: the home page's server-painted heading is not in it.
    if (response) expect(await response.text()).not.toContain(ROUTES.home.title);
    expect(await homeHeading(page).count()).toBe(0);
    await context.close();
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
