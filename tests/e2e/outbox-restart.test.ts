/**
 * The offline outbox survives a browser restart. In Chromium with a real profile on disk, a
 * buyer opens a flat under the service worker, goes offline and sends an enquiry from the form ('Will be
 * sent when online'); the whole browser is closed and launched again on the same profile with no network
 * (nothing may be sent, nothing is lost), then again with the network back: the seller gets the enquiry
 * exactly once and the buyer is told on the page that it was sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, expect, inject, it } from 'vitest';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-contract';
import { OFFLINE_MESSAGES } from '../../src/shared/offline/offline-contract';
import { PATHS } from '../../src/shared/routes';
import { SW_MESSAGES } from '../../src/shared/sw-protocol';
import { CHROMIUM_ARGS, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi } from '../helpers/e2e-accounts';
import { api, openHomeUnderWorker, ownerWithApprovedFlat, uniqueWord, waitUntilControlled } from '../helpers/e2e-api';
import { type LoopbackProxy, loopbackProxy } from '../helpers/loopback-proxy';

// A server of its own: this file publishes a flat in Bhopal.
describeInBrowser('offline outbox across a browser restart', { ownServer: true }, (e2e) => {
  // The profile outlives the first browser (launchWithProfile would delete it on close): ours, removed at the end.
  const profile = mkdtempSync(join(tmpdir(), 'pc-outbox-restart-'));
  // The app's origin is the proxy's: while it is cut, the page and its worker both find no server, as on
  // a phone with no signal, whichever browser is running.
  let proxy: LoopbackProxy | undefined;
  /** Chromium on the shared profile. */
  const launch = (): Promise<BrowserContext> =>
    chromium.launchPersistentContext(profile, {
      executablePath: inject('chromiumPath') ?? undefined,
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: proxy?.url,
      viewport: PHONE,
    });
  let open: BrowserContext | undefined;
  afterAll(async () => {
    await open?.close();
    await proxy?.close();
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  });

  it('keeps an enquiry sent offline through a restart and delivers it once when back online', async () => {
    const { seller, propertyId } = await ownerWithApprovedFlat(e2e.baseUrl, e2e.dataDir);
    const buyer = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const message = `Is the flat near ${uniqueWord('Bhadbhada')} still available? Sent before a restart.`;
    const received = () =>
      api<{ data: { message: string }[] }>(
        e2e.baseUrl,
        'GET',
        `/api/seller/enquiries?propertyId=${propertyId}`,
        seller.token,
      ).then((body) => body.data.filter((enquiry) => enquiry.message === message).length);

    // 1. Online: the buyer, logged in, opens the flat under the service worker.
    proxy = await loopbackProxy(e2e.baseUrl);
    open = await launch();
    let page = open.pages()[0] ?? (await open.newPage());
    await openHomeUnderWorker(page, buyer);
    await page.goto(`${PATHS.propertyProfile}?id=${propertyId}`);
    const form = page.getByRole('region', { name: ENQUIRY_MESSAGES.heading });
    await form.getByLabel(DETAIL_UI.enquiry.message).waitFor();

    // 2. Offline: the enquiry is kept in the outbox, and the form says so.
    await proxy.cut();
    await form.getByLabel(DETAIL_UI.enquiry.message).fill(message);
    await form.getByRole('button', { name: DETAIL_UI.enquiry.send }).click();
    await form.getByText(OFFLINE_MESSAGES.queued).first().waitFor();
    expect(await received()).toBe(0);

    // 3. The whole browser is closed (the outbox is in the profile's IndexedDB, nowhere else)...
    await open.close();
    open = undefined;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await received()).toBe(0);

    // 4. ...and launched again on the same profile, the link still cut: the worker starts, cannot send,
    // keeps it.
    open = await launch();
    page = open.pages()[0] ?? (await open.newPage());
    await page.goto(`${PATHS.propertyProfile}?id=${propertyId}`);
    await waitUntilControlled(page);
    await page.waitForTimeout(1_500);
    expect(await received()).toBe(0);
    await open.close();
    open = undefined;

    // 5. Launched again, online: the worker sends what it kept, once, and the buyer is told on the page.
    await proxy.restore();
    open = await launch();
    page = open.pages()[0] ?? (await open.newPage());
    await page.goto(`${PATHS.propertyProfile}?id=${propertyId}`);
    await page.getByText(OFFLINE_MESSAGES.delivered).first().waitFor({ timeout: 20_000 });
    await expect.poll(received, { timeout: 10_000 }).toBe(1);

    // Another replay (the page's reconnect, a sync event racing it) finds the outbox empty.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.evaluate((type) => navigator.serviceWorker.controller?.postMessage({ type }), SW_MESSAGES.replayOutbox);
    await page.waitForTimeout(1_000);
    expect(await received()).toBe(1);
  });
});
