/**
 * A first visit on a slow link, until it works offline: Chromium at 360x800 opens `/` in a fresh context
 * through a slow-4G link (throttled-link.ts: the page's bytes and its worker's alike), and the bench reads
 * the page's LCP, when "Ready to work offline" shows (the worker installed with every public page's code)
 * and the bytes the link carried by then. The same visit with service workers blocked gives the LCP the
 * worker must not move: it installs after the page's load event. Then one visit with the position granted
 * at Bhopal, until the worker has saved the city (its listings and their card photos), and what that cost.
 */
import type { Browser, Page } from 'playwright-core';
import { APP_MESSAGES } from '../../../src/shared/messages';
import { LISTING_STORES } from '../../../src/shared/offline/listing-store';
import type { SavedCity } from '../../../src/shared/offline/saved-cities';
import { PATHS } from '../../../src/shared/routes';
import { PHONE } from '../../helpers/browser';
import { storeRecords } from '../../helpers/e2e-offline';
import { SLOW_4G, throttledLink } from './throttled-link';

/** New Market, Bhopal. */
const BHOPAL = { latitude: 23.2599, longitude: 77.4126 };
const RUNS = 3;
const TIMEOUT_MS = 180_000;

export interface FirstVisitFigures {
  profile: typeof SLOW_4G;
  runs: number;
  /** Medians over the runs. */
  lcpMs: number;
  lcpWithoutWorkerMs: number;
  readyMs: number;
  /** What the page downloaded until its load event, and the visit by the time it was ready offline. */
  bytesAtLoad: number;
  bytesAtReady: number;
  /** The visit with the position granted. */
  city: { name: string; savedMs: number; bytes: number; listings: number; photos: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The page's largest contentful paint so far, in ms from navigation start. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );

/** When (ms from navigation start) the page first says it is ready to work offline. */
const readyAt = async (page: Page) =>
  (await (
    await page.waitForFunction(
      (text) => (document.body?.textContent?.includes(text) ? performance.now() : false),
      APP_MESSAGES.offlineReady,
      { polling: 50, timeout: TIMEOUT_MS },
    )
  ).jsonValue()) as number;

export async function measureFirstVisitOffline(browser: Browser, baseUrl: string): Promise<FirstVisitFigures> {
  const link = await throttledLink(baseUrl);
  const visit = async (
    serviceWorkers: 'allow' | 'block',
    measure: (page: Page, started: number) => Promise<void>,
    position = false,
  ) => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers, baseURL: link.url });
    try {
      if (position) {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(BHOPAL);
      }
      const page = await context.newPage();
      link.resetCounts();
      const started = Date.now();
      await page.goto(PATHS.home, { waitUntil: 'load', timeout: TIMEOUT_MS });
      await measure(page, started);
    } finally {
      await context.close();
    }
  };
  try {
    const lcp: number[] = [];
    const ready: number[] = [];
    const bytes: number[] = [];
    const bytesAtLoad: number[] = [];
    const lcpWithoutWorker: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await visit('allow', async (page) => {
        bytesAtLoad.push(link.received);
        ready.push(await readyAt(page));
        bytes.push(link.received);
        lcp.push(await largestPaint(page));
      });
      await visit('block', async (page) => {
        await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
        lcpWithoutWorker.push(await largestPaint(page));
      });
    }

    let city: FirstVisitFigures['city'] | undefined;
    await visit(
      'allow',
      async (page, started) => {
        const deadline = Date.now() + TIMEOUT_MS;
        let saved: SavedCity | undefined;
        while (!saved) {
          if (Date.now() > deadline) throw new Error('the worker did not save Bhopal');
          saved = (await storeRecords<SavedCity>(page, LISTING_STORES.savedCities)).bhopal;
          if (!saved) await page.waitForTimeout(200);
        }
        city = {
          name: saved.city,
          savedMs: Date.now() - started,
          bytes: link.received,
          listings: saved.listings.length,
          photos: saved.photos.length,
        };
      },
      true,
    );
    if (!city) throw new Error('the city visit measured nothing');
    return {
      profile: SLOW_4G,
      runs: RUNS,
      lcpMs: median(lcp),
      lcpWithoutWorkerMs: median(lcpWithoutWorker),
      readyMs: median(ready),
      bytesAtLoad: median(bytesAtLoad),
      bytesAtReady: median(bytes),
      city,
    };
  } finally {
    await link.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kB = (bytes: number) => `${Math.round(bytes / 1000)} kB`;

/** The figures as the bench prints them and docs/benchmarks.md shows them. */
export function describeFirstVisit(figures: FirstVisitFigures): string[] {
  const { profile, city } = figures;
  return [
    `First visit of / on slow 4G (${profile.rttMs} ms round trip, ${(profile.downKbps / 1000).toFixed(1)} Mbps down, ` +
      `${profile.upKbps} kbps up, for the page and its worker alike; 360x800, no CPU slowdown; medians of ${figures.runs}):`,
    `- LCP ${seconds(figures.lcpMs)} (${seconds(figures.lcpWithoutWorkerMs)} with service workers blocked: the worker installs after the load event)`,
    `- "${APP_MESSAGES.offlineReady}" after ${seconds(figures.readyMs)}, ${kB(figures.bytesAtReady)} downloaded by then: ` +
      `${kB(figures.bytesAtLoad)} by the page's load event, then the app's code, the page's photos and every public page's code`,
    `- with the position granted at ${city.name}: the city saved for offline after ${seconds(city.savedMs)}, ` +
      `${kB(city.bytes)} downloaded by then (${city.listings} listings, ${city.photos} card photos)`,
  ];
}
