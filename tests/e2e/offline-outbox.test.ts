/**
 * The worker's outbox in real Chromium: an enquiry POSTed offline is kept (202 'queued'), sent
 * when the page says it is online again (REPLAY_OUTBOX, the Background Sync fallback), and the seller
 * gets it exactly once: two replays asked for at the same moment, a third later, and the page sending the
 * same Idempotency-Key again all leave one enquiry. What the worker sent while no page was open is told to
 * the next page that opens.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { HOME_LABELS } from '../../src/shared/home';
import { OFFLINE_HEADERS, OFFLINE_MESSAGES, OFFLINE_QUEUE } from '../../src/shared/offline/offline-contract';
import { PATHS } from '../../src/shared/routes';
import { SW_MESSAGES } from '../../src/shared/sw-protocol';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi } from '../helpers/e2e-accounts';
import { api, openHomeUnderWorker, ownerWithApprovedFlat } from '../helpers/e2e-api';
import { loopbackProxy } from '../helpers/loopback-proxy';

/** POST /api/enquiries from the page, as the enquiry form does. */
const sendEnquiry = (page: Page, token: string, key: string, body: object) =>
  page.evaluate(
    async ({ token, key, body, sourceHeader }) => {
      const response = await fetch('/api/enquiries', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
      return { status: response.status, source: response.headers.get(sourceHeader), body: await response.json() };
    },
    { token, key, body, sourceHeader: OFFLINE_HEADERS.source },
  );

/** How many of the seller's enquiries say `message`. */
const enquiriesSaying = (baseUrl: string, sellerToken: string, message: string) =>
  api<{ data: { message: string }[] }>(baseUrl, 'GET', '/api/seller/enquiries', sellerToken).then(
    (body) => body.data.filter((enquiry) => enquiry.message === message).length,
  );

// A server of its own: this file publishes flats in Bhopal.
describeInBrowser('offline outbox', { ownServer: true }, (e2e) => {
  it('queues an enquiry sent offline and delivers it exactly once when back online', async () => {
    const { seller, propertyId } = await ownerWithApprovedFlat(e2e.baseUrl, e2e.dataDir);
    const buyer = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const message = `Is the flat still available? Sent offline ${Date.now()}.`;
    const inbox = () => enquiriesSaying(e2e.baseUrl, seller.token, message);

    const proxy = await loopbackProxy(e2e.baseUrl);
    const { context, page } = await e2e.newPage({ baseURL: proxy.url });
    try {
      await openHomeUnderWorker(page, buyer);
      await page.evaluate((type) => {
        const seen: unknown[] = [];
        Object.assign(window, { outboxMessages: seen });
        navigator.serviceWorker.addEventListener('message', (event) => {
          if ((event.data as { type?: string }).type === type) seen.push(event.data);
        });
      }, SW_MESSAGES.outboxDelivered);

      // Offline: the worker keeps the enquiry and says so.
      await proxy.cut();
      const key = crypto.randomUUID();
      const queued = await sendEnquiry(page, buyer.token, key, { propertyId, message });
      expect(queued).toEqual({
        status: 202,
        source: 'queued',
        body: { success: true, queued: true, message: OFFLINE_MESSAGES.queuedDetail },
      });
      expect(await inbox()).toBe(0);

      // Online again: the page asks for a replay, twice at once (and Background Sync may fire as well).
      await proxy.restore();
      await page.evaluate((type) => {
        navigator.serviceWorker.controller?.postMessage({ type });
        navigator.serviceWorker.controller?.postMessage({ type });
      }, SW_MESSAGES.replayOutbox);
      await expect.poll(inbox, { timeout: 15_000 }).toBe(1);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { outboxMessages: unknown[] }).outboxMessages))
        .toEqual([{ type: SW_MESSAGES.outboxDelivered, delivered: 1, keys: [key] }]);

      // A later replay finds the outbox empty; the same key sent again is answered, not acted on twice.
      await page.evaluate(
        (type) => navigator.serviceWorker.controller?.postMessage({ type }),
        SW_MESSAGES.replayOutbox,
      );
      const again = await sendEnquiry(page, buyer.token, key, { propertyId, message });
      expect({ status: again.status, source: again.source }).toEqual({ status: 200, source: null });
      await page.waitForTimeout(1_000);
      expect(await inbox()).toBe(1);
      expect(
        await page.evaluate(() => (window as unknown as { outboxMessages: unknown[] }).outboxMessages),
      ).toHaveLength(1);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  it('tells the buyer when the server refuses what the outbox kept (their session ended meanwhile)', async () => {
    const { seller, propertyId } = await ownerWithApprovedFlat(e2e.baseUrl, e2e.dataDir);
    const buyer = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const message = `Can I visit on Sunday? Sent offline ${Date.now()}.`;
    const proxy = await loopbackProxy(e2e.baseUrl);
    const { context, page } = await e2e.newPage({ baseURL: proxy.url });
    try {
      await openHomeUnderWorker(page, buyer);

      await proxy.cut();
      const queued = await sendEnquiry(page, buyer.token, crypto.randomUUID(), { propertyId, message });
      expect(queued.status).toBe(202);

      // The session ends elsewhere (a logout on another device) before the phone is back online.
      await api(e2e.baseUrl, 'POST', '/api/users/logout', buyer.token);
      const refusal = await fetch(new URL('/api/enquiries', e2e.baseUrl), {
        method: 'POST',
        headers: { Authorization: `Bearer ${buyer.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ propertyId, message }),
      });
      expect(refusal.status).toBe(401);
      const reason = ((await refusal.json()) as { message: string }).message;

      await proxy.restore();
      await page.evaluate(
        (type) => navigator.serviceWorker.controller?.postMessage({ type }),
        SW_MESSAGES.replayOutbox,
      );
      await page.getByText(OFFLINE_MESSAGES.refused(reason)).waitFor({ timeout: 15_000 });
      expect(await enquiriesSaying(e2e.baseUrl, seller.token, message)).toBe(0);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  it('keeps the news of a delivery made while no page was open, and tells the next page that opens', async () => {
    const { seller, propertyId } = await ownerWithApprovedFlat(e2e.baseUrl, e2e.dataDir);
    const buyer = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const message = `Is parking included? Sent offline ${Date.now()}.`;
    const inbox = () => enquiriesSaying(e2e.baseUrl, seller.token, message);
    const proxy = await loopbackProxy(e2e.baseUrl);
    const { context, page } = await e2e.newPage({ baseURL: proxy.url });
    try {
      await openHomeUnderWorker(page, buyer);
      await proxy.cut();
      expect((await sendEnquiry(page, buyer.token, crypto.randomUUID(), { propertyId, message })).status).toBe(202);

      // The app's only page is closed; a blank tab (no client of the worker) watches over CDP, and
      // Background Sync wakes the worker once the network is back, as Chrome does on a phone.
      const blank = await context.newPage();
      await page.close();
      await proxy.restore();
      const cdp = await context.newCDPSession(blank);
      const registrationId = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((registration) => registration.scopeURL.startsWith(proxy.url));
          if (ours && !ours.isDeleted) resolve(ours.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: new URL(proxy.url).origin,
        registrationId: await registrationId,
        tag: `workbox-background-sync:${OFFLINE_QUEUE.name}`,
        lastChance: false,
      });
      await expect.poll(inbox, { timeout: 15_000 }).toBe(1);

      // No page heard it then: the next page of the app to open is told, once.
      const next = await context.newPage();
      await next.goto(PATHS.home);
      await next.getByText(OFFLINE_MESSAGES.delivered).first().waitFor({ timeout: 15_000 });
      expect(await inbox()).toBe(1);
      const later = await context.newPage();
      await later.goto(PATHS.home);
      await later.getByRole('heading', { level: 2, name: HOME_LABELS.featured }).waitFor();
      await later.waitForTimeout(1_500);
      expect(await later.getByText(OFFLINE_MESSAGES.delivered).count()).toBe(0);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});
