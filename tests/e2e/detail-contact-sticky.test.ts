/**
 * On a desktop, the seller's card and the enquiry form beside a property stay in view while the buyer
 * reads down the page (under the fixed header, never behind it); on a phone they sit in the page's flow
 * and the action bar at the bottom does that job.
 */
import { expect, it } from 'vitest';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { PATHS } from '../../src/shared/routes';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';

async function demoPropertyPath(baseUrl: string): Promise<string> {
  const cards = (await (await fetch(new URL('/api/properties/featured?limit=1', baseUrl))).json()) as {
    data: ListingCard[];
  };
  const [card] = cards.data;
  if (!card) throw new Error('the demo marketplace has no featured property');
  return `${PATHS.propertyProfile}?id=${card.id}`;
}

describeInBrowser("the seller's card beside a property", (e2e) => {
  it('desktop: stays in view below the header while the page scrolls past the photos', async () => {
    const { context, page } = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(await demoPropertyPath(e2e.baseUrl));
    const card = page.getByRole('region', { name: DETAIL_UI.seller.heading });
    await card.waitFor();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY >= 1000);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const box = await card.boundingBox();
    expect(box, 'the card is laid out').not.toBeNull();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(DESKTOP.height);
    await context.close();
  });

  it('phone: stays in the flow of the page (the action bar is what stays in view)', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE, hasTouch: true });
    await page.goto(await demoPropertyPath(e2e.baseUrl));
    const card = page.getByRole('region', { name: DETAIL_UI.seller.heading });
    await card.waitFor();
    const before = await card.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const after = await card.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(after).toBe(before);
    await context.close();
  });
});
