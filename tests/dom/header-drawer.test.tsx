import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAWER_LABELS, HEADER_LABELS, propertiesInLabel } from '../../src/client/app/layouts/layout.content';
import { BUY_MENU, HELP_MENU, RENT_MENU, SELL_MENU } from '../../src/client/app/layouts/navigation.content';
import { ROUTES } from '../../src/shared/route-titles';
import { MY_PROPERTIES_PATH, PATHS, searchResultsHref } from '../../src/shared/routes';
import { SITE } from '../../src/shared/site';
import { storeSession } from '../fixtures/accounts';
import { rememberCity } from '../fixtures/location';
import { renderApp } from '../helpers/render-app';

// The drawer's code is a lazy chunk, fetched on first open: slow in a busy run.

async function openDrawer(path: string = PATHS.about) {
  const view = renderApp(path);
  const header = await screen.findByRole('banner');
  const menuButton = within(header).getByRole('button', { name: DRAWER_LABELS.menu });
  menuButton.focus();
  fireEvent.click(menuButton);
  const drawer = await within(header).findByRole('dialog', { name: DRAWER_LABELS.menu });
  return { ...view, header, menuButton, drawer };
}

/** Expands a collapsible section and returns its links as name → href. */
function expand(drawer: HTMLElement, title: string) {
  const toggle = within(drawer).getByRole('button', { name: title });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(list.hidden).toBe(true);
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(list.hidden).toBe(false);
  return Object.fromEntries(
    within(list)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  );
}

describe("the phone's menu drawer", () => {
  it('opens full-screen as a modal dialog, with focus on its close button and the page scroll locked', async () => {
    const { menuButton, drawer } = await openDrawer();
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(menuButton.getAttribute('aria-controls')).toBe(drawer.id);
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(drawer.className).toMatch(/\bfixed\b/);
    expect(drawer.className).toMatch(/\binset-0\b/);
    // Focus moves in an effect after the drawer's code has rendered: on a busy machine that is a moment later.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: DRAWER_LABELS.closeMenu })),
    );
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(within(drawer).getByRole('button', { name: DRAWER_LABELS.closeMenu }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes it and gives focus back to the menu button', async () => {
    const { menuButton } = await openDrawer();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { drawer } = await openDrawer();
    const last = within(drawer).getByRole('link', { name: new RegExp(SITE.email) });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(within(drawer).getByRole('link', { name: 'Property Creator home' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('Buy Property: Land/Plot (land and plots), Office Space and Retail Space searches, and the page of the visitor’s city', async () => {
    rememberCity('Bhopal', 'Madhya Pradesh');
    const { drawer } = await openDrawer();
    const here = { city: 'Bhopal', state: 'Madhya Pradesh' };
    expect(expand(drawer, BUY_MENU.label)).toEqual({
      'Flat/Apartment': searchResultsHref({ propertyType: 'Flat/Apartment', ...here }),
      'Independent House/Villa': searchResultsHref({ propertyType: 'Independent House/Villa', ...here }),
      'Builder Floor': searchResultsHref({ propertyType: 'Builder Floor', ...here }),
      [DRAWER_LABELS.landPlot]: searchResultsHref({ propertyType: 'Land/Plot', ...here }),
      [DRAWER_LABELS.officeSpace]: searchResultsHref({ propertyType: 'Office Space', ...here }),
      [DRAWER_LABELS.retailSpace]: searchResultsHref({ propertyType: 'Retail Space', ...here }),
      [propertiesInLabel('Bhopal')]: '/in/bhopal',
    });
  });

  it('Rent Property: homes and offices to rent in the visitor’s city', async () => {
    rememberCity('Bhopal', 'Madhya Pradesh');
    const { drawer } = await openDrawer();
    const here = { city: 'Bhopal', state: 'Madhya Pradesh', transactionType: 'Rent' };
    expect(expand(drawer, RENT_MENU.label)).toEqual({
      'Flat/Apartment': searchResultsHref({ propertyType: 'Flat/Apartment', ...here }),
      'Independent House/Villa': searchResultsHref({ propertyType: 'Independent House/Villa', ...here }),
      'Builder Floor': searchResultsHref({ propertyType: 'Builder Floor', ...here }),
      'Office Space': searchResultsHref({ propertyType: 'Office Space', ...here }),
    });
  });

  it('Buy Property: Properties in a city that is not one of the product’s searches it', async () => {
    rememberCity('Sehore', 'Madhya Pradesh');
    const { drawer } = await openDrawer();
    expect(expand(drawer, BUY_MENU.label)[propertiesInLabel('Sehore')]).toBe(
      searchResultsHref({ propertyType: '', city: 'Sehore', state: 'Madhya Pradesh' }),
    );
  });

  it('Buy Property without a known city searches all of India and has no city entry', async () => {
    const { drawer } = await openDrawer();
    const links = expand(drawer, BUY_MENU.label);
    expect(Object.keys(links)).toEqual([
      'Flat/Apartment',
      'Independent House/Villa',
      'Builder Floor',
      DRAWER_LABELS.landPlot,
      DRAWER_LABELS.officeSpace,
      DRAWER_LABELS.retailSpace,
    ]);
    expect(links[DRAWER_LABELS.landPlot]).toBe(
      '/search-results?propertyType=Land%2FPlot&transactionType=Buy&page=1&city=&state=&locality=&searchQuery=',
    );
  });

  it('Sell Properties: Login As Seller and Register As Seller; Help: Contact Us, Saved for offline, Privacy Policy, Terms & Conditions', async () => {
    const { drawer } = await openDrawer();
    expect(expand(drawer, SELL_MENU.label)).toEqual({
      [DRAWER_LABELS.loginAsSeller]: PATHS.sellerLogin,
      [DRAWER_LABELS.registerAsSeller]: PATHS.sellerSignup,
    });
    expect(expand(drawer, HELP_MENU.label)).toEqual({
      [HELP_MENU.contactUs]: PATHS.contact,
      [ROUTES.savedOffline.title]: PATHS.savedOffline,
      [HELP_MENU.privacyPolicy]: PATHS.privacy,
      [HELP_MENU.termsConditions]: PATHS.terms,
    });
  });

  it("'Need help? Call us' calls the configured number", async () => {
    const { drawer } = await openDrawer();
    const call = within(drawer).getByRole('link', { name: new RegExp(HEADER_LABELS.needHelp.replace('?', '\\?')) });
    expect(call.textContent).toContain(SITE.phone);
    expect(call.getAttribute('href')).toBe('tel:+917554001234');
  });

  it("logged out: Sign Up opens the buyer's sign-up in place of the drawer; the seller's sign-up is linked once, under Sell Properties", async () => {
    const { drawer } = await openDrawer();
    expand(drawer, SELL_MENU.label);
    expect(
      within(drawer)
        .queryAllByRole('link', { name: /register as seller/i })
        .map((link) => link.getAttribute('href')),
    ).toEqual([PATHS.sellerSignup]);
    fireEvent.click(within(drawer).getByRole('button', { name: HEADER_LABELS.signUp }));
    expect(await screen.findByRole('dialog', { name: HEADER_LABELS.signUp })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: DRAWER_LABELS.menu })).toBeNull();
  });

  it('logged out: Login opens the login dialog in place of the drawer', async () => {
    const { drawer } = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: HEADER_LABELS.login }));
    expect(await screen.findByRole('dialog', { name: HEADER_LABELS.login })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: DRAWER_LABELS.menu })).toBeNull();
  });

  it("logged in: the user's name with My Profile, My Properties and Logout instead of Login", async () => {
    storeSession();
    const { drawer } = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: HEADER_LABELS.login })).toBeNull();
    const account = within(drawer).getByRole('region', { name: 'Asha Verma' });
    expect(within(account).getByRole('link', { name: HEADER_LABELS.myProfile }).getAttribute('href')).toBe(
      PATHS.profile,
    );
    expect(within(account).getByRole('link', { name: HEADER_LABELS.myProperties }).getAttribute('href')).toBe(
      MY_PROPERTIES_PATH,
    );
    expect(within(account).getByRole('button', { name: HEADER_LABELS.logout })).toBeTruthy();
  });

  it('following a link closes it', async () => {
    const { drawer, location } = await openDrawer();
    expand(drawer, HELP_MENU.label);
    fireEvent.click(within(drawer).getByRole('link', { name: HELP_MENU.contactUs }));
    await screen.findByRole('heading', { level: 1, name: ROUTES.contact.title });
    expect(location.history?.at(-1)).toBe(PATHS.contact);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
