/**
 * A/B of a results page's search preload: Bhopal flats opened with the HTML as served and with
 * its `<link rel="preload" as="fetch">` removed, alternately, in Chromium with applied (DevTools) slow-4G
 * network (150 ms latency, 1.6 Mbit/s) and 4x CPU throttling at 412x823 and 1.75x, no cache and no
 * service worker. Lighthouse's simulated throttling does not model a preloaded fetch being reused, so this
 * measures the page's own LCP and long tasks (PerformanceObserver). Prints each run and the medians.
 *
 *   npm run bench:preload [-- --runs 7]      (builds ./dist first if it is stale)
 */
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { findChromium, launchChromium } from '../helpers/browser';
import { startServer } from '../helpers/server-process';

const { values: flags } = parseArgs({ options: { runs: { type: 'string' } } });
const RUNS = Number(flags.runs ?? 7);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: 96_000 };

interface Figures {
  lcpMs: number;
  blockingMs: number;
}

async function openOnce(browser: Browser, url: string, withPreload: boolean): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (!withPreload)
      await page.route(
        (address) => address.pathname === PATHS.searchResults,
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(/<link rel="preload" as="fetch"[^>]*>/, '');
          await route.fulfill({ response, body });
        },
      );
    await page.addInitScript(() => {
      const figures = { lcpMs: 0, blockingMs: 0 };
      Object.assign(window, { benchFigures: figures });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) figures.lcpMs = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) figures.blockingMs += Math.max(0, entry.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await page.locator('li article img').first().waitFor();
    await page.waitForTimeout(2_500);
    return await page.evaluate(() => {
      const { lcpMs, blockingMs } = (window as unknown as { benchFigures: Figures }).benchFigures;
      return { lcpMs: Math.round(lcpMs), blockingMs: Math.round(blockingMs) };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const chromiumPath = findChromium();
if (!chromiumPath) throw new Error('no Chromium: install Debian chromium');
await buildClientIfNeeded();
const server = await startServer({ LOG_LEVEL: 'warn', DEMO_MODE: 'true', RATE_LIMIT_SCALE: '20' });
const browser = await launchChromium(chromiumPath);
try {
  const url = `${server.url}${searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Bhopal', state: 'Madhya Pradesh' })}`;
  const runs: Record<'with preload' | 'without', Figures[]> = { 'with preload': [], without: [] };
  for (let run = 0; run < RUNS; run++) {
    runs['with preload'].push(await openOnce(browser, url, true));
    runs.without.push(await openOnce(browser, url, false));
  }
  console.log(`Bhopal flats, ${RUNS} runs each, applied slow 4G + 4x CPU:`);
  for (const [name, figures] of Object.entries(runs)) {
    const lcp = figures.map((f) => f.lcpMs);
    const blocking = figures.map((f) => f.blockingMs);
    console.log(
      `  ${name.padEnd(12)} LCP median ${median(lcp)} ms (${lcp.join(', ')}); long-task time over 50 ms median ${median(blocking)} ms (${blocking.join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
