/**
 * The full-screen photo viewer of a property page, in Chromium against the demo marketplace: a tap on
 * the photo opens it (its code loads only then), a double-tap zooms, a swipe or an arrow key goes to the
 * next photo, Escape closes it and the page's gallery shows the photo last seen. Demo photos have no
 * zoom width, so the viewer falls back to their largest width, asking for nothing that is not there.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { VIEWER_UI } from '../../src/client/features/photos/photo-viewer.content';
import type { ListingCard, PropertyDetail } from '../../src/shared/listings/listing-types';
import { PATHS } from '../../src/shared/routes';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';

/** A demo property with three photos or more. */
async function propertyWithPhotos(baseUrl: string): Promise<PropertyDetail> {
  const cards = (await (await fetch(new URL('/api/properties/featured?limit=20', baseUrl))).json()) as {
    data: ListingCard[];
  };
  for (const card of cards.data) {
    const detail = (await (await fetch(new URL(`/api/properties/${card.id}`, baseUrl))).json()) as {
      data: PropertyDetail;
    };
    if (detail.data.photos.length >= 3) return detail.data;
  }
  throw new Error('no demo property has three photos');
}

/** A one-finger swipe from right to left across the middle of the screen, as touch events. */
async function swipeLeft(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const y = 400;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
  await touch('touchStart', 300);
  for (const x of [260, 200, 140, 80]) await touch('touchMove', x);
  await touch('touchEnd');
}

const transformOf = (page: Page) =>
  page
    .getByTestId('photo-stage')
    .getByRole('img')
    .evaluate((img) => (img as HTMLImageElement).style.transform);

describeInBrowser('the full-screen photo viewer of a property', (e2e) => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`opens with a tap, zooms, moves to the next photo and closes with Escape on a ${name}`, async () => {
      const listing = await propertyWithPhotos(e2e.baseUrl);
      const total = listing.photos.length;
      const phone = name === 'phone';
      // A phone's screen has 3 device pixels to the CSS pixel: the viewer wants its sharpest photo.
      const { page } = await e2e.newPage({ viewport, hasTouch: phone, deviceScaleFactor: phone ? 3 : 1 });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      // The viewer's code (the script holding its stage) comes only with the first tap.
      const viewerCode: string[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('.js')) return;
        if ((await response.text().catch(() => '')).includes('photo-stage')) viewerCode.push(response.url());
      });
      page.on('response', (response) => {
        if (response.url().includes('/media/') && response.status() >= 400)
          problems.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`${PATHS.propertyProfile}?id=${listing.id}`);
      const first = page.getByRole('img', { name: DETAIL_UI.gallery.alt(listing.title, 1, total) });
      await first.waitFor();
      expect(viewerCode).toEqual([]);

      if (phone) await first.tap();
      else await first.click();
      const viewer = page.getByRole('dialog', { name: VIEWER_UI.label(1, total) });
      await viewer.waitFor();
      await expect.poll(() => viewerCode.length).toBe(1);
      // The demo's photos have no zoom width: the largest they have, and no request for the missing one.
      const photo = page.getByTestId('photo-stage').getByRole('img');
      await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/-1024\.webp$/);

      if (phone) {
        await swipeLeft(page);
        await page.getByRole('dialog', { name: VIEWER_UI.label(2, total) }).waitFor();
        const box = await page.getByTestId('photo-stage').boundingBox();
        const centre = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
        await page.touchscreen.tap(centre.x, centre.y);
        await page.touchscreen.tap(centre.x, centre.y);
        await expect.poll(() => transformOf(page)).toContain('scale(2)');
      } else {
        await page.getByTestId('photo-stage').dblclick();
        await expect.poll(() => transformOf(page)).toContain('scale(2)');
        await page.keyboard.press('ArrowRight');
        await page.getByRole('dialog', { name: VIEWER_UI.label(2, total) }).waitFor();
        // The next photo starts fitted.
        expect(await transformOf(page)).toContain('scale(1)');
      }

      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // Back on the page, the gallery shows the photo last seen full screen.
      await page.getByText(DETAIL_UI.gallery.counter(2, total), { exact: true }).waitFor();
      expect(problems).toEqual([]);
    });
  }
});
