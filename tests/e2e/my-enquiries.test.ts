/**
 * "My enquiries" in Chromium against the real server: a buyer sends an enquiry from a property page,
 * finds it from the shortlist page with its date and status, reveals the seller's phone, and sees all of
 * it again offline from what the device kept; an enquiry written offline is listed as waiting to send,
 * then as sent once the network is back, without a reload.
 */
import { expect, it } from 'vitest';
import { MY_ENQUIRIES_UI } from '../../src/client/features/enquiries/my-enquiries.content';
import { DETAIL_UI, displayPhone } from '../../src/client/features/listing-detail/detail.content';
import { formatDate } from '../../src/shared/date-format';
import { ENQUIRY_MESSAGES, type SellerContact } from '../../src/shared/enquiries/enquiry-constants';
import { MY_ENQUIRY_STATUS_LABELS } from '../../src/shared/enquiries/my-enquiries';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { OFFLINE_MESSAGES } from '../../src/shared/offline/offline-contract';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi, storeSessionIn } from '../helpers/e2e-accounts';
import { api, waitUntilControlled } from '../helpers/e2e-api';
import { loopbackProxy } from '../helpers/loopback-proxy';

describeInBrowser('my enquiries', (e2e) => {
  it('lists a sent enquiry with its date and status, reveals the phone, and shows it all offline', async () => {
    const { baseUrl, dataDir } = e2e;
    const buyer = await registerOverApi(baseUrl, dataDir);
    const [listing, other] = (
      await api<{ data: ListingCard[] }>(baseUrl, 'GET', '/api/properties/featured?city=Indore&limit=2', buyer.token)
    ).data;
    if (!listing || !other) throw new Error('the demo marketplace has no two featured listings in Indore');

    const proxy = await loopbackProxy(baseUrl);
    const { context, page } = await e2e.newPage({ baseURL: proxy.url, viewport: PHONE });
    try {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(PATHS.about);
      await storeSessionIn(page, buyer);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

      // 1. The enquiry, sent from the property's page.
      await page.goto(`${PATHS.propertyProfile}?id=${listing.id}`);
      await waitUntilControlled(page);
      const form = page.getByRole('region', { name: ENQUIRY_MESSAGES.heading });
      await form.getByLabel(DETAIL_UI.enquiry.message).fill('Is this flat still available? I can visit on Sunday.');
      await form.getByRole('button', { name: DETAIL_UI.enquiry.send }).click();
      await form.getByText(DETAIL_UI.enquiry.sentHeading).waitFor();

      // 2. Where buyers look for it: the shortlist page leads to My enquiries.
      await page.goto(PATHS.shortlist);
      await page.getByRole('link', { name: ROUTES.myEnquiries.title }).click();
      await page.getByRole('heading', { level: 1, name: ROUTES.myEnquiries.title }).waitFor();
      const item = page.getByRole('listitem', { name: listing.title });
      await item.waitFor();
      await item.getByText(MY_ENQUIRY_STATUS_LABELS.new, { exact: true }).waitFor();
      expect(await item.textContent()).toContain(`${MY_ENQUIRIES_UI.sentOn}: ${formatDate(new Date().toISOString())}`);
      // Only this buyer's one enquiry (the demo marketplace holds many others').
      expect(await page.getByRole('listitem').filter({ hasText: MY_ENQUIRIES_UI.sentOn }).count()).toBe(1);

      // 3. The seller's phone, revealed on request (the server's rule: this buyer has enquired).
      const contact = await api<{ data: SellerContact }>(
        baseUrl,
        'GET',
        `/api/properties/${listing.id}/contact`,
        buyer.token,
      );
      const phone = displayPhone(contact.data.phoneNumber);
      expect(await item.getByText(phone).count()).toBe(0);
      await item.getByRole('button', { name: MY_ENQUIRIES_UI.showPhone }).click();
      await item.getByRole('link', { name: phone }).waitFor();

      // Another listing the buyer looked at, online.
      await page.goto(`${PATHS.propertyProfile}?id=${other.id}`);
      await page.getByRole('heading', { level: 1, name: other.title }).waitFor();

      // 4. Offline, the list, its status and the phone come from what this device kept.
      await proxy.cut();
      await page.goto(PATHS.myEnquiries);
      await page.getByText(/^Offline, saved on /).waitFor();
      await item.getByRole('link', { name: phone }).waitFor();
      await item.getByText(MY_ENQUIRY_STATUS_LABELS.new, { exact: true }).waitFor();

      // 5. An enquiry written offline (the phone told it is offline too) is listed as waiting to send...
      await context.setOffline(true);
      await page.goto(`${PATHS.propertyProfile}?id=${other.id}`);
      const offlineForm = page.getByRole('region', { name: ENQUIRY_MESSAGES.heading });
      await offlineForm.getByLabel(DETAIL_UI.enquiry.message).fill('Written on the train. Is it still available?');
      await offlineForm.getByRole('button', { name: DETAIL_UI.enquiry.send }).click();
      await page.getByText(OFFLINE_MESSAGES.queued).first().waitFor();
      await page.goto(PATHS.myEnquiries);
      const waiting = page.getByRole('listitem', { name: other.title });
      await waiting.getByText(MY_ENQUIRIES_UI.waiting, { exact: true }).waitFor();
      expect(await waiting.textContent()).toContain('Written on the train.');

      // ...and, back online, as sent, in place, without a reload.
      await page.evaluate(() => Object.assign(window, { sameVisit: true }));
      await proxy.restore();
      await context.setOffline(false);
      await waiting.getByText(MY_ENQUIRIES_UI.sent, { exact: true }).waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => (window as { sameVisit?: boolean }).sameVisit)).toBe(true);
      expect(await page.getByRole('listitem', { name: other.title }).count()).toBe(1);
      // Sent once: the seller has exactly one enquiry from this buyer about it.
      const mine = await api<{ data: { listing: { id: number } }[] }>(baseUrl, 'GET', '/api/me/enquiries', buyer.token);
      expect(mine.data.filter((enquiry) => enquiry.listing.id === other.id)).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});
