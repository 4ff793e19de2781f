/**
 * A seller's phone photo made small in the browser before it goes up, in Chromium against the real
 * server: a 4000 x 3000 JPEG chosen in the add-property wizard's photo step arrives at the server under
 * 500 kB, the server stores it (zoom width included), and the step shows it uploaded.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import {
  ADD_PROPERTY_COPY,
  ADD_PROPERTY_STEP_TITLES,
} from '../../src/client/features/sellers/add-property/add-property.content';
import { MEDIA_ZOOM_WIDTH, mediaUrl } from '../../src/shared/media';
import { MEDIA_UPLOAD_PATH } from '../../src/shared/media-upload';
import { PATHS } from '../../src/shared/routes';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi, storeSessionIn } from '../helpers/e2e-accounts';
import { api } from '../helpers/e2e-api';

const MAX_ARRIVING_BYTES = 500 * 1024;

/** A 12 MP phone photo: a flat's front with windows under a sky, and the grain of a camera sensor. */
async function phonePhoto(): Promise<Buffer> {
  const windows = Array.from(
    { length: 60 },
    (_, i) =>
      `<rect x="${800 + (i % 10) * 250}" y="${1000 + Math.floor(i / 10) * 320}" width="160" height="220" fill="#${((i + 1) * 40503).toString(16).padStart(6, '0').slice(0, 6)}"/>`,
  ).join('');
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#9cf"/><stop offset="1" stop-color="#fed"/></linearGradient></defs><rect width="4000" height="3000" fill="url(#g)"/><rect x="700" y="900" width="2600" height="2100" fill="#d9a066"/>${windows}<circle cx="3400" cy="500" r="260" fill="#fd6"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

const next = (page: Page) => page.getByRole('button', { name: ADD_PROPERTY_COPY.next }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();

describeInBrowser('a phone photo resized before upload', (e2e) => {
  it('sends a 4000 x 3000 JPEG chosen in the photo step at under 500 kB, and the server stores it', async () => {
    const { baseUrl, dataDir } = e2e;
    const owner = await registerOverApi(baseUrl, dataDir);
    await api(baseUrl, 'POST', '/api/sellers', owner.token, {
      sellerType: 'Individual',
      address: '14 MP Nagar Zone 2',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
    });
    // Logged in again: the session's user now has the seller profile the wizard asks for.
    const login = await fetch(new URL('/api/users/login', baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: owner.person.email, password: owner.person.password }),
    });
    const seller = ((await login.json()) as { data: Parameters<typeof storeSessionIn>[1] }).data;
    const original = await phonePhoto();
    expect(await sharp(original).metadata()).toMatchObject({ width: 4000, height: 3000, format: 'jpeg' });

    const { page } = await e2e.newPage({ viewport: PHONE });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // What the browser sent, as the request left it (our server is not mocked: it answers as ever).
    const sent: number[] = [];
    page.on('request', async (request) => {
      if (!request.url().endsWith(MEDIA_UPLOAD_PATH) || request.method() !== 'POST') return;
      sent.push(Number((await request.allHeaders())['content-length'] ?? request.postDataBuffer()?.byteLength));
    });
    await page.goto(PATHS.home);
    await storeSessionIn(page, seller);
    await page.goto(PATHS.sellerAddProperty);
    await stepHeading(page, ADD_PROPERTY_STEP_TITLES.basics);
    await page.getByLabel('Title').fill('2 BHK flat near Arera Colony market with a sunny balcony');
    await page.getByLabel('Description').fill('Sunny corner flat on the third floor, two minutes from the market.');
    await page.getByLabel('Property type').selectOption('Flat/Apartment');
    await page.getByRole('radio', { name: ADD_PROPERTY_COPY.buy }).check();
    await next(page);
    await stepHeading(page, ADD_PROPERTY_STEP_TITLES.details);
    await page.getByLabel('Carpet area', { exact: true }).fill('1100');
    await page.getByLabel('Bedrooms (BHK)').fill('2');
    await page.getByLabel('Bathrooms').fill('2');
    await next(page);
    await stepHeading(page, ADD_PROPERTY_STEP_TITLES.location);
    // Typed and picked from the suggestions: the city brings its state.
    await page.getByRole('combobox', { name: 'City' }).fill('Bhop');
    await page.getByRole('option', { name: 'Bhopal, Madhya Pradesh' }).click();
    await page.getByLabel('Locality', { exact: true }).fill('Arera Colony');
    await next(page);
    await stepHeading(page, ADD_PROPERTY_STEP_TITLES.amenities);
    await next(page);
    await stepHeading(page, ADD_PROPERTY_STEP_TITLES.price);
    await page.getByLabel('Price (₹)').fill('4500000');
    await next(page);
    await stepHeading(page, ADD_PROPERTY_STEP_TITLES.photos);

    const answered = page.waitForResponse(
      (response) => response.url().endsWith(MEDIA_UPLOAD_PATH) && response.request().method() === 'POST',
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'IMG_20260101_101010.jpg', mimeType: 'image/jpeg', buffer: original });
    const response = await answered;
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { hash: string; width: number; height: number } };
    await page.getByAltText(ADD_PROPERTY_COPY.photoAlt(1)).waitFor();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeLessThan(MAX_ARRIVING_BYTES);
    expect(sent[0]).toBeLessThan(original.byteLength / 4);
    // Upright, at the zoom width, which the server (re-encoding it) stored and serves.
    expect(data).toMatchObject({ width: MEDIA_ZOOM_WIDTH, height: 1200 });
    const zoom = await fetch(new URL(mediaUrl(data.hash, MEDIA_ZOOM_WIDTH), baseUrl));
    expect(zoom.status).toBe(200);
    expect(problems).toEqual([]);
  });
});
