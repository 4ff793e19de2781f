/**
 * The public site in Chromium at a phone and a desktop width: the header's menus and scroll behaviour,
 * the phone drawer, a search from the home page through filters and pages to a property and back, an
 * enquiry and a contact message sent to the real server.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DRAWER_LABELS } from '../../src/client/app/layouts/layout.content';
import { BUY_MENU, HELP_MENU, INSIGHTS_PANEL, SELL_MENU } from '../../src/client/app/layouts/navigation.content';
import { CONTACT_COPY, CONTACT_FIELD_LABELS } from '../../src/client/features/contact/contact.content';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { SEARCH_LABELS } from '../../src/client/features/search/search.content';
import { sellerSignupHref } from '../../src/client/features/sellers/auth/seller-signup-link';
import { CONTACT_MESSAGES } from '../../src/shared/contact/contact-contract';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-contract';
import { HOME_LABELS } from '../../src/shared/home';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi, storeSessionIn } from '../helpers/e2e-accounts';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The panel a header dropdown button controls. */
async function openMenu(page: Page, label: string) {
  const button = page.getByRole('banner').getByRole('button', { name: label, exact: true });
  await button.click();
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await panel.getByRole('link').first().waitFor();
  return { button, panel };
}

const hrefsIn = async (panel: ReturnType<Page['locator']>, name: string) =>
  panel.getByRole('link', { name, exact: true }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describeInBrowser('the public site', (e2e) => {
  it('desktop menus lead where the product says, each with the Insights panel', async () => {
    const { context, page } = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(PATHS.about);
    await h1(page, ROUTES.about.title).waitFor();

    const insights = [
      [INSIGHTS_PANEL.localities, PATHS.insightsLocalities],
      [INSIGHTS_PANEL.reviews, PATHS.insightsReviews],
      [INSIGHTS_PANEL.priceTrends, PATHS.insightsPriceTrends],
      [INSIGHTS_PANEL.tools, PATHS.insightsEmiCalculator],
    ] as const;
    const expectInsights = async (panel: ReturnType<Page['locator']>) => {
      await panel.getByText(INSIGHTS_PANEL.kicker, { exact: true }).waitFor();
      for (const [name, href] of insights) expect(await hrefsIn(panel, name)).toEqual([href]);
    };

    let { panel } = await openMenu(page, BUY_MENU.label);
    for (const type of ['Land', 'Plot', 'Office Space', 'Retail Space'])
      expect(await hrefsIn(panel, type)).toEqual([searchResultsHref({ propertyType: type })]);
    for (const area of BUY_MENU.popularAreas.cities)
      expect(await hrefsIn(panel, area.city)).toEqual([searchResultsHref({ propertyType: 'Flat/Apartment', ...area })]);
    await expectInsights(panel);
    await panel.getByRole('link', { name: 'Plot', exact: true }).click();
    await h1(page, ROUTES.searchResults.title).waitFor();
    expect(new URL(page.url()).search).toBe(new URL(searchResultsHref({ propertyType: 'Plot' }), e2e.baseUrl).search);

    await page.goto(PATHS.about);
    ({ panel } = await openMenu(page, SELL_MENU.label));
    for (const audience of SELL_MENU.audiences) await panel.getByText(audience, { exact: true }).waitFor();
    expect(await hrefsIn(panel, SELL_MENU.login)).toEqual(SELL_MENU.audiences.map(() => PATHS.sellerLogin));
    // Register under FOR BUILDERS and FOR AGENTS opens the sign-up with that kind of seller chosen.
    expect(await hrefsIn(panel, SELL_MENU.register)).toEqual([
      PATHS.sellerSignup,
      sellerSignupHref('Builder'),
      sellerSignupHref('Agent'),
    ]);
    await expectInsights(panel);
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);

    for (const [name, path, title] of [
      [HELP_MENU.contactUs, PATHS.contact, ROUTES.contact.title],
      [HELP_MENU.privacyPolicy, PATHS.privacy, ROUTES.privacy.title],
      [HELP_MENU.termsConditions, PATHS.terms, ROUTES.terms.title],
    ] as const) {
      ({ panel } = await openMenu(page, HELP_MENU.label));
      await expectInsights(panel);
      await panel.getByRole('link', { name, exact: true }).click();
      await h1(page, title).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await context.close();
  });

  it('keeps the bar transparent on the home page until scrolled past 50px, and white elsewhere', async () => {
    const { context, page } = await e2e.newPage({ viewport: DESKTOP });
    const bar = page.getByRole('banner');
    const look = () =>
      bar.evaluate((header) => {
        const style = getComputedStyle(header);
        return { background: style.backgroundColor, shadow: style.boxShadow !== 'none' };
      });
    await page.goto(PATHS.home);
    await h1(page, ROUTES.home.title).waitFor();
    expect(await look()).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: false });
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(300);
    expect((await look()).background).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 120));
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('header') as Element).backgroundColor === 'rgb(255, 255, 255)',
    );
    expect(await look()).toEqual({ background: 'rgb(255, 255, 255)', shadow: true });

    await page.goto(PATHS.about);
    await h1(page, ROUTES.about.title).waitFor();
    await page.waitForTimeout(300);
    expect(await look()).toEqual({ background: 'rgb(255, 255, 255)', shadow: true });
    await context.close();
  });

  it("opens the phone's full-screen drawer with its sections, locks the page and closes with Escape", async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    await page.goto(PATHS.about);
    await h1(page, ROUTES.about.title).waitFor();
    const menuButton = page.getByRole('button', { name: DRAWER_LABELS.menu, exact: true });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: DRAWER_LABELS.menu });
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await drawer.getByText(BUY_MENU.label, { exact: true }).click();
    expect(await drawer.getByRole('link', { name: DRAWER_LABELS.landPlot }).getAttribute('href')).toContain(
      PATHS.searchResults,
    );
    await drawer.getByText(SELL_MENU.label, { exact: true }).click();
    expect(await drawer.getByRole('link', { name: DRAWER_LABELS.loginAsSeller }).getAttribute('href')).toBe(
      PATHS.sellerLogin,
    );
    expect(await drawer.getByRole('link', { name: DRAWER_LABELS.registerAsSeller }).getAttribute('href')).toBe(
      PATHS.sellerSignup,
    );
    await drawer.getByText(HELP_MENU.label, { exact: true }).click();
    await drawer.getByRole('link', { name: /Need help\? Call us/ }).waitFor();

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await menuButton.click();
    await drawer.getByText(HELP_MENU.label, { exact: true }).click();
    await drawer.getByRole('link', { name: HELP_MENU.contactUs }).click();
    await h1(page, ROUTES.contact.title).waitFor();
    expect(await drawer.count()).toBe(0);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`searches from the home page through filters and pages to a property and back (${viewport.width}px)`, async () => {
      const { context, page } = await e2e.newPage({ viewport });
      await page.goto(PATHS.home);
      const box = page.locator('search');
      // All of India (no city detected), flats: enough 2 BHK homes for several pages.
      expect(await box.getByLabel(HOME_LABELS.city).inputValue()).toBe('');
      await box.getByLabel(HOME_LABELS.propertyType).selectOption('Flat/Apartment');
      await box.getByRole('button', { name: HOME_LABELS.search }).click();
      await h1(page, ROUTES.searchResults.title).waitFor();
      expect(page.url()).toBe(new URL(searchResultsHref({ propertyType: 'Flat/Apartment' }), e2e.baseUrl).href);
      const results = page.getByRole('list', { name: SEARCH_LABELS.resultsList });
      await results.getByRole('link').first().waitFor();

      // Refine: 2 BHK only (a sheet with an apply button on phones, a live side panel on desktops).
      const phone = viewport.width < 768;
      const refineButton = page.getByRole('button', { name: new RegExp(SEARCH_LABELS.refine) });
      if (phone) await refineButton.click();
      // Beside the panel on a desktop, the bar has no button for it.
      else expect(await refineButton.count()).toBe(0);
      const form = page.getByRole('form', { name: SEARCH_LABELS.refine });
      await form.getByText('2 BHK', { exact: true }).click();
      if (phone) await form.getByRole('button', { name: SEARCH_LABELS.apply }).click();
      await page.waitForURL((url) => url.searchParams.get('bedrooms') === '2');
      expect(new URL(page.url()).searchParams.get('page')).toBe('1');
      await results.getByRole('link').first().waitFor();
      const firstPageTitles = await results.getByRole('heading').allTextContents();
      expect(firstPageTitles.length).toBeGreaterThan(0);
      for (const title of firstPageTitles) expect(title).toMatch(/^2 BHK/);

      await page
        .getByRole('navigation', { name: SEARCH_LABELS.pagination })
        .getByRole('link', { name: SEARCH_LABELS.next })
        .click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.waitForFunction((first) => !document.body.innerText.includes(first), firstPageTitles[0] ?? '');
      const secondPageUrl = page.url();
      const card = results.getByRole('listitem').first();
      const title = (await card.getByRole('heading').textContent()) ?? '';
      await card.getByRole('link').first().click();
      await h1(page, title).waitFor();
      expect(new URL(page.url()).pathname).toBe(PATHS.propertyProfile);

      await page.goBack();
      await h1(page, ROUTES.searchResults.title).waitFor();
      expect(page.url()).toBe(secondPageUrl);
      await results.getByRole('heading', { name: title }).waitFor();
      await context.close();
    });
  }

  it('sends an enquiry as a logged-in buyer and then shows the seller’s phone', async () => {
    const session = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const found = await fetch(new URL('/api/properties/search?city=Indore', e2e.baseUrl));
    const listing = ((await found.json()) as { data: ListingCard[] }).data[3];
    if (!listing) throw new Error('the demo marketplace has no Indore listings');

    const { context, page } = await e2e.newPage({ viewport: PHONE });
    await page.goto(PATHS.about);
    await storeSessionIn(page, session);
    await page.goto(`${PATHS.propertyProfile}?id=${listing.id}`);
    await h1(page, listing.title).waitFor();
    // Before the enquiry the only phone links are the support number's (header, footer).
    const telLinks = () =>
      page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const before = new Set(await telLinks());

    const form = page.getByRole('region', { name: ENQUIRY_MESSAGES.heading });
    await form.getByLabel(DETAIL_UI.enquiry.message).fill('Is the price negotiable? I can visit this Sunday morning.');
    await form.getByRole('button', { name: DETAIL_UI.enquiry.send }).click();
    await page.getByText(DETAIL_UI.enquiry.sentHeading).first().waitFor();
    const call = form.locator('a[href^="tel:"]');
    await call.waitFor();
    const tel = await call.getAttribute('href');
    expect(tel).toMatch(/^tel:\+?\d{10,12}$/);
    expect(before.has(tel)).toBe(false);

    // The server agrees: this buyer may now see the number, and the enquiry is stored once.
    const contact = await fetch(new URL(`/api/properties/${listing.id}/contact`, e2e.baseUrl), {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(contact.status).toBe(200);
    const { data } = (await contact.json()) as { data: { phoneNumber: string } };
    expect(tel?.replace(/\D/g, '')).toContain(data.phoneNumber.replace(/\D/g, ''));
    await context.close();
  });

  it('sends the contact form to the server', async () => {
    const { context, page } = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(PATHS.contact);
    const form = page.getByRole('form', { name: CONTACT_MESSAGES.heading });
    await form.getByLabel(CONTACT_FIELD_LABELS.name).fill('Anil Verma');
    await form.getByLabel(CONTACT_FIELD_LABELS.email).fill('anil.verma@example.in');
    await form.getByLabel(CONTACT_FIELD_LABELS.phoneNumber).fill('9826012345');
    await form.getByLabel(CONTACT_FIELD_LABELS.topic).selectOption({ index: 1 });
    await form.getByLabel(CONTACT_FIELD_LABELS.message).fill('I would like a valuation of my flat in Arera Colony.');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: CONTACT_COPY.submit }).click();
    expect((await answer).status()).toBe(201);
    await page.getByText(CONTACT_MESSAGES.sent).first().waitFor();
    await context.close();
  });
});
