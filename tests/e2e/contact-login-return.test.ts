/**
 * Logging in from 'Contact the seller' on a property page: the login reloads the page,
 * and the page comes back at the enquiry form, focused, not wherever the browser restores the scroll.
 */
import { expect, it } from 'vitest';
import { AUTH_COPY, FIELD_LABELS } from '../../src/client/features/accounts/accounts.content';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-constants';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { PATHS } from '../../src/shared/routes';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi } from '../helpers/e2e-accounts';

describeInBrowser('accounts: a login from the enquiry form returns to it', (e2e) => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width}px the page reloads at the enquiry form with the message focused`, async () => {
      const { person } = await registerOverApi(e2e.baseUrl, e2e.dataDir);
      const found = await fetch(new URL('/api/properties/search?city=Indore', e2e.baseUrl));
      const listing = ((await found.json()) as { data: ListingCard[] }).data[1];
      if (!listing) throw new Error('the demo marketplace has no Indore listings');

      const { context, page } = await e2e.newPage({ viewport });
      await page.goto(`${PATHS.propertyProfile}?id=${listing.id}`);
      const section = page.getByRole('region', { name: ENQUIRY_MESSAGES.heading });
      await section.getByRole('button', { name: DETAIL_UI.enquiry.login }).click();
      const login = page.getByRole('dialog', { name: AUTH_COPY.loginTitle });
      await login.getByLabel(FIELD_LABELS.login).fill(person.email);
      await login.getByLabel(FIELD_LABELS.password).fill(person.password);
      // Where the browser would restore the scroll: the bottom of the page.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const reloaded = page.waitForEvent('load');
      await login.getByRole('button', { name: AUTH_COPY.loginSubmit }).click();
      await reloaded;

      const message = section.getByLabel(DETAIL_UI.enquiry.message);
      await expect
        .poll(() => message.evaluate((field) => field === document.activeElement), { timeout: 15_000 })
        .toBe(true);
      const box = await section.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        // On screen: the form is in the viewport, not above or below it.
        expect(box.y + box.height).toBeGreaterThan(0);
        expect(box.y).toBeLessThan(viewport.height);
      }
      // Once: a later reload does not jump to the form again.
      expect(await page.evaluate(() => sessionStorage.getItem('loginReturn'))).toBeNull();
      await context.close();
    });
  }
});
