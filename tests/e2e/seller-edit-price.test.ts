/**
 * An owner changes the price of a live listing, in Chromium at 360x800 against the file's own server: the
 * price step says saving sends the listing back to review, the save asks to confirm with the new price,
 * and afterwards My properties shows the listing pending review.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  ADD_PROPERTY_STEP_TITLES,
  ADD_PROPERTY_COPY as C,
} from '../../src/client/features/sellers/add-property/add-property.content';
import { LISTING_STATUS_LABELS } from '../../src/client/ui/ui.content';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { formatPriceShort } from '../../src/shared/listings/format';
import { PATHS } from '../../src/shared/routes';
import { LISTING_LABELS } from '../../src/shared/sellers/seller-labels';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { type Person, storeSessionIn } from '../helpers/e2e-accounts';
import { ownerWithApprovedFlat, uniqueWord } from '../helpers/e2e-api';

const NEW_PRICE = 4_800_000;

async function logIn(baseUrl: string, person: Person): Promise<{ token: string; user: AccountUser }> {
  const response = await fetch(new URL('/api/users/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  return ((await response.json()) as { data: { token: string; user: AccountUser } }).data;
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();

describeInBrowser('an owner edits a live listing’s price', { ownServer: true }, (e2e) => {
  it('is told the new price goes back to review, confirms, and sees the listing pending review', async () => {
    const title = `2 BHK flat in ${uniqueWord('Pricevihar')} near the market`;
    const { seller, propertyId } = await ownerWithApprovedFlat(e2e.baseUrl, e2e.dataDir, { title });
    const { page } = await e2e.newPage({ viewport: PHONE });
    await page.goto(PATHS.home);
    // Logged in again: the session from before the seller profile does not know they are a seller.
    await storeSessionIn(page, await logIn(e2e.baseUrl, seller.person));

    await page.goto(`${PATHS.sellerAddProperty}?id=${propertyId}`);
    await page.getByRole('heading', { level: 1, name: C.editTitle }).waitFor();
    for (const step of ['details', 'location', 'amenities', 'price'] as const) {
      await page.getByRole('button', { name: C.next }).click();
      await stepHeading(page, ADD_PROPERTY_STEP_TITLES[step]);
    }
    // The notice comes only once the price differs from the live one.
    expect(await page.getByRole('note').filter({ hasText: C.priceReviewNotice }).count()).toBe(0);
    await page.getByRole('spinbutton', { name: LISTING_LABELS.price }).fill(String(NEW_PRICE));
    await page.getByRole('note').filter({ hasText: C.priceReviewNotice }).waitFor();

    for (const step of ['photos', 'review'] as const) {
      await page.getByRole('button', { name: C.next }).click();
      await stepHeading(page, ADD_PROPERTY_STEP_TITLES[step]);
    }
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: C.saveChanges }).click();
    await page.getByRole('heading', { name: C.updatedTitle }).waitFor();
    expect(asked).toEqual([C.priceReviewConfirm(formatPriceShort(NEW_PRICE))]);

    await page.goto(PATHS.sellerProperties);
    const row = page.getByRole('listitem', { name: title });
    await row.getByText(LISTING_STATUS_LABELS.pending, { exact: true }).waitFor();
    expect(await row.textContent()).toContain(formatPriceShort(NEW_PRICE));
  });
});
