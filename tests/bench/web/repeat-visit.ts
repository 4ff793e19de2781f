/**
 * The repeat visit (target: under 20 kB before the first listing shows): Chromium at 360x800 opens `/`,
 * waits until the service worker controls the page (active, so its install has precached every public
 * page's code), then opens `/` again
 * in the same context and counts what crossed the network from navigation start until the first listing
 * card is visible. The page's requests come from CDP (`Network.*` on the page: encodedDataLength, and
 * whether the service worker, the memory or the disk cache answered); the worker's own fetches (the
 * network-first API answers, image revalidation) are network traffic too and come from Playwright's
 * service-worker request events.
 */

import type { Browser, Request } from 'playwright-core';
import { PATHS } from '../../../src/shared/routes';
import { PHONE } from '../../helpers/browser';

/** A listing card: the card's article, found by its title link to the property page. */
export const LISTING_CARD = `article:has(a[href^="${PATHS.propertyProfile}?id="])`;

export interface RepeatRequest {
  url: string;
  status: number;
  /** Bytes that crossed the network (headers and encoded body); 0 when a cache or the worker answered. */
  bytes: number;
  via:
    | 'network'
    | 'service worker'
    | 'disk cache'
    | 'memory cache'
    | 'worker → network'
    | 'worker → HTTP cache'
    | 'worker → network, size unmeasured';
}

export interface RepeatVisit {
  totalBytes: number;
  requests: RepeatRequest[];
  cardVisibleMs: number;
}

async function poll(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `promise`'s value, or null when it failed or took longer than `ms`. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  Promise.race([promise.catch(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

export async function measureRepeatVisit(browser: Browser, baseUrl: string): Promise<RepeatVisit> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow', baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto(PATHS.home, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await poll('the service worker to control the page', () =>
      page.evaluate(() => navigator.serviceWorker.controller !== null),
    );
    await page.locator(LISTING_CARD).first().waitFor({ state: 'visible' });
    // Let the worker finish writing what the first visit fetched (answers, images) before the second one.
    await page.waitForLoadState('networkidle');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    const tracked = new Map<string, RepeatRequest>();
    const workerRequests: Request[] = [];
    let counting = true;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (counting) tracked.set(event.requestId, { url: event.request.url, status: 0, bytes: 0, via: 'network' });
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const entry = tracked.get(event.requestId);
      if (entry) entry.via = 'memory cache';
    });
    cdp.on('Network.responseReceived', (event) => {
      const entry = tracked.get(event.requestId);
      if (!entry) return;
      entry.status = event.response.status;
      if (event.response.fromServiceWorker) entry.via = 'service worker';
      else if (event.response.fromDiskCache) entry.via = 'disk cache';
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = tracked.get(event.requestId);
      if (entry && entry.via === 'network') entry.bytes = event.encodedDataLength;
    });
    const onRequest = (request: Request) => {
      if (counting && request.serviceWorker()) workerRequests.push(request);
    };
    context.on('request', onRequest);

    const started = Date.now();
    await page.goto(PATHS.home, { waitUntil: 'commit' });
    await page.locator(LISTING_CARD).first().waitFor({ state: 'visible' });
    const cardVisibleMs = Date.now() - started;
    counting = false;
    context.off('request', onRequest);

    const requests: RepeatRequest[] = [...tracked.values()];
    for (const request of workerRequests) {
      // A request the worker started and never finished (a navigation preload it did not use) has no answer
      // to wait for: give each a few seconds.
      const response = await within(request.response(), 5_000);
      const sizes = response ? await within(request.sizes(), 5_000) : null;
      const bytes =
        response && !response.fromServiceWorker()
          ? (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0)
          : 0;
      // A worker fetch answered by the HTTP cache (a revalidated photo still fresh there) reports no bytes; one
      // whose size Chromium never reports (the page's HTML by navigation preload) is said to be unmeasured.
      const via =
        bytes > 0
          ? 'worker → network'
          : sizes === null && response
            ? 'worker → network, size unmeasured'
            : 'worker → HTTP cache';
      requests.push({ url: request.url(), status: response?.status() ?? 0, bytes, via });
    }
    const short = requests.map((request) => ({ ...request, url: request.url.replace(baseUrl, '') }));
    return { totalBytes: short.reduce((sum, r) => sum + r.bytes, 0), requests: short, cardVisibleMs };
  } finally {
    await context.close();
  }
}
