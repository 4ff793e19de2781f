/**
 * The seller's journey, in Chromium at 360x800 against the real server: a seller signs up (OTP from the
 * outbox), posts a flat with three photos and sees it pending review; an admin approves it over the API
 * and it shows in public search; a buyer sends an enquiry; the seller sees it and marks it responded;
 * the seller marks the flat sold and it leaves search.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { ENQUIRY_INBOX_UI } from '../../src/client/features/enquiries/enquiries.content';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import {
  ADD_PROPERTY_COPY,
  ADD_PROPERTY_STEP_TITLES,
} from '../../src/client/features/sellers/add-property/add-property.content';
import { DRAFT_DB } from '../../src/client/features/sellers/add-property/listing-draft.storage';
import { SELLER_AUTH_COPY, SELLER_PHOTO_COPY } from '../../src/client/features/sellers/auth/seller-auth.content';
import { MANAGE_UI } from '../../src/client/features/sellers/manage/manage.content';
import { ENQUIRY_STATUS_LABELS, LISTING_STATUS_LABELS } from '../../src/client/ui/ui.content';
import { DEMO_ADMIN } from '../../src/shared/admin/demo-admin';
import { moderationPath } from '../../src/shared/admin/moderation-contract';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-contract';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { MESSAGES } from '../../src/shared/messages';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { SELLER_TYPE_LABELS } from '../../src/shared/sellers/seller-constants';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { newPerson, otpFor, registerOverApi, storeSessionIn } from '../helpers/e2e-accounts';

/** A JPEG photo of one colour, different for each `n`, as a phone would send it. */
async function photoFile(n: number) {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40 * n, g: 120, b: 200 - 30 * n } },
  })
    .jpeg()
    .toBuffer();
  return { name: `flat-${n}.jpg`, mimeType: 'image/jpeg', buffer };
}

const next = (page: Page) => page.getByRole('button', { name: ADD_PROPERTY_COPY.next }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();

/** The step of the add-property draft saved in IndexedDB (saved a moment after each change), if any. */
const savedDraftStep = (page: Page) =>
  page.evaluate(async ({ name, store }) => {
    // Opening a database that does not exist yet would create it without its store: look first.
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return null;
    return new Promise<string | null>((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const read = open.result.transaction(store).objectStore(store).get('new');
        read.onsuccess = () => resolve((read.result as { step?: string } | undefined)?.step ?? null);
        read.onerror = () => resolve(null);
      };
    });
  }, DRAFT_DB);

async function searchTitles(baseUrl: string, word: string): Promise<string[]> {
  const response = await fetch(new URL(`/api/properties/search?city=Bhopal&searchQuery=${word}`, baseUrl));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ListingCard[] }).data.map((card) => card.title);
}

/**
 * The whole journey is one test, a dozen pages and forms on a phone: about 30 s on a quiet machine and
 * just over a minute at load 20, past the suite's 60 s for one test.
 */
const JOURNEY_MS = 180_000;

// A server of its own: this file publishes a flat in Bhopal, then marks it sold.
describeInBrowser('seller journey: a flat from sign-up to sold', { ownServer: true }, (e2e) => {
  it(
    'goes from sign-up to a sold flat that has left search, on a 360x800 phone',
    async () => {
      const { context, page } = await e2e.newPage({ viewport: PHONE });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('dialog', (dialog) => void dialog.accept());
      const seller = newPerson();
      // A word nobody else's listing has, so search finds this flat alone (letters only: the search splits
      // digits from letters, as in '2bhk').
      const word = `Saffronview${Date.now()
        .toString(36)
        .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`;
      const title = `2 BHK flat in ${word} near Arera Colony market`;

      // 1. Sign up as a seller: account, OTP from the outbox (which signs in), seller details, skip the photo.
      await page.goto(PATHS.sellerSignup);
      await page.getByLabel('First name').fill(seller.firstName);
      await page.getByLabel('Last name').fill(seller.lastName);
      await page.getByLabel('E-mail').fill(seller.email);
      await page.getByLabel('Mobile number').fill(seller.phoneNumber);
      await page.getByLabel('Password', { exact: true }).fill(seller.password);
      await page.getByLabel('Confirm password').fill(seller.password);
      const askedAt = Date.now() - 1000;
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByLabel(MESSAGES.otpLabel).fill(await otpFor(e2e.dataDir, seller.phoneNumber, askedAt));
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      // The verified OTP signs the account in: 'become a seller' is the next and last step.
      await page.getByText(SELLER_AUTH_COPY.signupStep(3, 4, SELLER_AUTH_COPY.signupStepNames.seller)).waitFor();
      await page.getByRole('heading', { name: SELLER_AUTH_COPY.becomeTitle }).waitFor();
      await page.getByRole('radio', { name: SELLER_TYPE_LABELS.Individual }).check();
      await page.getByLabel('Address').fill('12 Arera Colony, E-3');
      await page.getByLabel('City').fill('Bhopal');
      await page.getByLabel('State').selectOption('Madhya Pradesh');
      await page.getByRole('button', { name: SELLER_AUTH_COPY.becomeSubmit }).click();
      await page.getByRole('heading', { name: SELLER_PHOTO_COPY.title }).waitFor();
      await page.getByRole('button', { name: SELLER_PHOTO_COPY.skip }).click();
      await page.waitForURL((url) => url.pathname === PATHS.sellerDashboard);

      // 2. Post a flat, step by step, with three photos; a reload halfway keeps the draft.
      await page.goto(PATHS.sellerAddProperty);
      await stepHeading(page, ADD_PROPERTY_STEP_TITLES.basics);
      await page.getByLabel('Title').fill(title);
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
      await expect.poll(() => savedDraftStep(page)).toBe('location');
      await page.reload();
      await page.getByText(/^Your draft from .* was restored\.$/).waitFor();
      await stepHeading(page, ADD_PROPERTY_STEP_TITLES.location);
      // Typed and picked from the suggestions: the city brings its state.
      await page.getByRole('combobox', { name: 'City' }).fill('Bhop');
      await page.getByRole('option', { name: 'Bhopal, Madhya Pradesh' }).click();
      expect(await page.getByLabel('State').inputValue()).toBe('Madhya Pradesh');
      await page.getByLabel('Locality', { exact: true }).fill('Arera Colony');
      await next(page);
      await stepHeading(page, ADD_PROPERTY_STEP_TITLES.amenities);
      await next(page);
      await stepHeading(page, ADD_PROPERTY_STEP_TITLES.price);
      await page.getByLabel('Price (₹)').fill('4500000');
      await next(page);
      await stepHeading(page, ADD_PROPERTY_STEP_TITLES.photos);
      const uploads = Promise.all(
        [1, 2, 3].map(() =>
          page.waitForResponse((response) => response.url().endsWith('/api/media') && response.status() === 201),
        ),
      );
      await page.locator('input[type="file"]').setInputFiles(await Promise.all([1, 2, 3].map(photoFile)));
      await uploads;
      for (const n of [1, 2, 3]) await page.getByAltText(ADD_PROPERTY_COPY.photoAlt(n)).waitFor();
      await next(page);
      await stepHeading(page, ADD_PROPERTY_STEP_TITLES.review);
      const posted = page.waitForResponse(
        (response) => response.url().endsWith('/api/seller/properties') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: ADD_PROPERTY_COPY.submit }).click();
      const created = (await (await posted).json()) as { data: { id: number; photos: unknown[] } };
      expect((await posted).status()).toBe(201);
      expect(created.data.photos).toHaveLength(3);
      await page.getByRole('heading', { name: ADD_PROPERTY_COPY.successTitle }).waitFor();
      const id = created.data.id;

      // 3. My properties says it is pending review; search does not show it yet.
      await page.goto(PATHS.sellerProperties);
      const row = page.getByRole('listitem', { name: title });
      await row.getByText(LISTING_STATUS_LABELS.pending, { exact: true }).waitFor();
      expect(await searchTitles(e2e.baseUrl, word)).toEqual([]);

      // 4. The demo admin approves it over the API; now it is in public search, photos and all.
      const adminLogin = await fetch(new URL('/api/users/login', e2e.baseUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
      });
      expect(adminLogin.status).toBe(200);
      const adminToken = ((await adminLogin.json()) as { data: { token: string } }).data.token;
      const approved = await fetch(new URL(moderationPath('property', id, 'approve'), e2e.baseUrl), {
        method: 'POST',
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      expect(approved.status).toBe(200);
      expect(await searchTitles(e2e.baseUrl, word)).toEqual([title]);
      await page.goto(searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Bhopal', searchQuery: word }));
      await page.getByRole('heading', { name: title }).waitFor();
      await page.goto(PATHS.sellerProperties);
      await row.getByText(LISTING_STATUS_LABELS.active, { exact: true }).waitFor();

      // 5. A buyer sends an enquiry from the property's page.
      const buyer = await registerOverApi(e2e.baseUrl, e2e.dataDir);
      const buyerSide = await e2e.newPage({ viewport: PHONE });
      await buyerSide.page.goto(PATHS.about);
      await storeSessionIn(buyerSide.page, buyer);
      await buyerSide.page.goto(`${PATHS.propertyProfile}?id=${id}`);
      await buyerSide.page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await buyerSide.page.locator('img[src*="/media/"]').count()).toBeGreaterThanOrEqual(1);
      const form = buyerSide.page.getByRole('region', { name: ENQUIRY_MESSAGES.heading });
      await form.getByLabel(DETAIL_UI.enquiry.message).fill('Is the flat still available? I can visit on Saturday.');
      await form.getByRole('button', { name: DETAIL_UI.enquiry.send }).click();
      await buyerSide.page.getByText(DETAIL_UI.enquiry.sentHeading).first().waitFor();
      await buyerSide.context.close();

      // 6. The seller sees it in the inbox with the buyer's name and marks it responded.
      await page.goto(PATHS.sellerQueries);
      const buyerName = `${buyer.person.firstName} ${buyer.person.lastName}`;
      const enquiry = page.getByRole('listitem', { name: `${buyerName}: ${title}` });
      await enquiry.getByText('Is the flat still available? I can visit on Saturday.').waitFor();
      await enquiry.getByRole('link', { name: buyer.person.email }).waitFor();
      expect(await enquiry.locator('a[href^="tel:"]').getAttribute('href')).toContain(buyer.person.phoneNumber);
      await enquiry.getByRole('button', { name: ENQUIRY_INBOX_UI.markResponded }).click();
      await enquiry.getByText(ENQUIRY_STATUS_LABELS.responded, { exact: true }).first().waitFor();

      // 7. The seller marks the flat sold: it says Sold, and search no longer has it.
      await page.goto(PATHS.sellerProperties);
      await row.getByRole('button', { name: MANAGE_UI.properties.markSold }).click();
      await row.getByText(LISTING_STATUS_LABELS.sold, { exact: true }).waitFor();
      expect(await searchTitles(e2e.baseUrl, word)).toEqual([]);
      await page.goto(searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Bhopal', searchQuery: word }));
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: title }).count()).toBe(0);

      expect(problems).toEqual([]);
      await context.close();
    },
    JOURNEY_MS,
  );
});
