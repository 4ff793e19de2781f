import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BUY_MENU,
  HELP_MENU,
  INSIGHTS_PANEL,
  RENT_MENU,
  SELL_MENU,
} from '../../src/client/app/layouts/navigation.content';
import { sellerSignupHref } from '../../src/client/features/sellers/auth/seller-signup-link';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { SITE } from '../../src/shared/site';
import { rememberCity } from '../fixtures/location';
import { renderApp } from '../helpers/render-app';

// The panels' code is a lazy chunk: the first open may wait for it in a busy run.

const MENU_LABELS = [BUY_MENU.label, RENT_MENU.label, SELL_MENU.label, HELP_MENU.label];
const INSIGHTS_NAME = `${INSIGHTS_PANEL.kicker} ${INSIGHTS_PANEL.title}`;

const menuButton = (label: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: label });

/** The panel a menu button controls. */
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

async function openMenu(label: string) {
  await screen.findByRole('navigation', { name: 'Main' });
  const button = menuButton(label);
  fireEvent.click(button);
  const panel = panelOf(button);
  await within(panel).findByRole('region', { name: INSIGHTS_NAME });
  return { button, panel };
}

/** Each link's visible words (without the decorative arrow) and where it leads. */
const hrefsIn = (root: HTMLElement) =>
  Object.fromEntries(
    within(root)
      .getAllByRole('link')
      .map((link) => [link.textContent?.replace('→', '').trim(), link.getAttribute('href')]),
  );

describe("the header's desktop menus", () => {
  it("'Sell Properties': FOR SELLERS, FOR BUILDERS and FOR AGENTS, each with Login and Register", async () => {
    renderApp(PATHS.about);
    const { panel } = await openMenu(SELL_MENU.label);
    const registerFor = {
      'FOR SELLERS': PATHS.sellerSignup,
      'FOR BUILDERS': sellerSignupHref('Builder'),
      'FOR AGENTS': sellerSignupHref('Agent'),
    };
    for (const audience of SELL_MENU.audiences) {
      const column = within(panel).getByRole('region', { name: audience });
      expect(hrefsIn(column)).toEqual({
        [SELL_MENU.login]: PATHS.sellerLogin,
        [SELL_MENU.register]: registerFor[audience],
      });
    }
  });

  it("'Help': Contact Us, Saved for offline, Privacy Policy, Terms & Conditions", async () => {
    renderApp(PATHS.about);
    const { panel } = await openMenu(HELP_MENU.label);
    const links = within(panel).getByRole('region', { name: 'HELP' });
    expect(hrefsIn(links)).toEqual({
      [HELP_MENU.contactUs]: PATHS.contact,
      [ROUTES.savedOffline.title]: PATHS.savedOffline,
      [HELP_MENU.privacyPolicy]: PATHS.privacy,
      [HELP_MENU.termsConditions]: PATHS.terms,
    });
  });

  it("'Buy Property': BUY A HOME (homes first, then land and plots) and COMMERCIAL search their types", async () => {
    renderApp(PATHS.about);
    const { panel } = await openMenu(BUY_MENU.label);
    const home = hrefsIn(within(panel).getByRole('region', { name: BUY_MENU.buyAHome.heading }));
    expect(Object.keys(home)).toEqual(['Flat/Apartment', 'Independent House/Villa', 'Builder Floor', 'Land', 'Plot']);
    expect(home['Builder Floor']).toBe(searchResultsHref({ propertyType: 'Builder Floor' }));
    expect(home.Land).toBe(
      '/search-results?propertyType=Land&transactionType=Buy&page=1&city=&state=&locality=&searchQuery=',
    );
    const commercial = hrefsIn(within(panel).getByRole('region', { name: BUY_MENU.commercial.heading }));
    expect(Object.keys(commercial)).toEqual(['Office Space', 'Retail Space']);
    expect(commercial['Retail Space']).toContain('propertyType=Retail%20Space&');
  });

  it("'Rent Property': homes, commercial space and the popular areas' flats, every one a rent search", async () => {
    rememberCity('Bhopal', 'Madhya Pradesh');
    renderApp(PATHS.about);
    const { panel } = await openMenu(RENT_MENU.label);
    const here = { city: 'Bhopal', state: 'Madhya Pradesh', transactionType: 'Rent' };
    const homes = hrefsIn(within(panel).getByRole('region', { name: RENT_MENU.rentAHome.heading }));
    expect(homes).toEqual({
      'Flat/Apartment': searchResultsHref({ propertyType: 'Flat/Apartment', ...here }),
      'Independent House/Villa': searchResultsHref({ propertyType: 'Independent House/Villa', ...here }),
      'Builder Floor': searchResultsHref({ propertyType: 'Builder Floor', ...here }),
    });
    const commercial = hrefsIn(within(panel).getByRole('region', { name: RENT_MENU.commercial.heading }));
    expect(Object.keys(commercial)).toEqual(['Office Space', 'Retail Space', 'Warehouse']);
    const areas = hrefsIn(within(panel).getByRole('region', { name: RENT_MENU.popularAreas.heading }));
    expect(areas.Pune).toBe(
      searchResultsHref({
        propertyType: 'Flat/Apartment',
        transactionType: 'Rent',
        city: 'Pune',
        state: 'Maharashtra',
      }),
    );
  });

  it("'Buy Property' carries the FOR RENT column for the widths with no Rent Property button", async () => {
    renderApp(PATHS.about);
    const { panel } = await openMenu(BUY_MENU.label);
    const rent = hrefsIn(within(panel).getByRole('region', { name: RENT_MENU.forRent }));
    expect(Object.keys(rent)).toEqual(['Flat/Apartment', 'Independent House/Villa', 'Builder Floor', 'Office Space']);
    expect(rent['Office Space']).toContain('transactionType=Rent');
  });

  it.each(MENU_LABELS)("'%s' has the INTRODUCING Insights panel and the support phone and e-mail", async (label) => {
    renderApp(PATHS.about);
    const { panel } = await openMenu(label);
    const insights = within(panel).getByRole('region', { name: INSIGHTS_NAME });
    expect(within(insights).getByRole('heading', { name: INSIGHTS_PANEL.title })).toBeTruthy();
    expect(within(insights).getByText(INSIGHTS_PANEL.kicker)).toBeTruthy();
    expect(hrefsIn(insights)).toEqual({
      [INSIGHTS_PANEL.localities]: PATHS.insightsLocalities,
      [INSIGHTS_PANEL.reviews]: PATHS.insightsReviews,
      [INSIGHTS_PANEL.priceTrends]: PATHS.insightsPriceTrends,
      [INSIGHTS_PANEL.tools]: PATHS.insightsEmiCalculator,
    });
    expect(within(panel).getByRole('link', { name: SITE.phone }).getAttribute('href')).toBe('tel:+917554001234');
    expect(within(panel).getByRole('link', { name: SITE.email }).getAttribute('href')).toBe(`mailto:${SITE.email}`);
  });

  it('opens one menu at a time', async () => {
    renderApp(PATHS.about);
    const buy = await openMenu(BUY_MENU.label);
    const help = await openMenu(HELP_MENU.label);
    expect(buy.button.getAttribute('aria-expanded')).toBe('false');
    expect(buy.panel.hidden).toBe(true);
    expect(help.button.getAttribute('aria-expanded')).toBe('true');
    expect(help.panel.hidden).toBe(false);
    fireEvent.click(help.button);
    expect(help.button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the open menu and gives focus back to its button', async () => {
    renderApp(PATHS.about);
    const { button, panel } = await openMenu(SELL_MENU.label);
    within(panel).getAllByRole('link')[0]?.focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('a press outside the menu closes it', async () => {
    renderApp(PATHS.about);
    const { button } = await openMenu(BUY_MENU.label);
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('arrow keys: ArrowDown on the button opens the menu on its first link; Up, Down, Home and End move', async () => {
    renderApp(PATHS.about);
    await screen.findByRole('navigation', { name: 'Main' });
    const button = menuButton(HELP_MENU.label);
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const panel = panelOf(button);
    const first = await within(panel).findByRole('link', { name: HELP_MENU.contactUs });
    await vi.waitFor(() => expect(document.activeElement).toBe(first));

    const links = within(panel).getAllByRole('link');
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links.at(-1));
    fireEvent.keyDown(links.at(-1) as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(links.at(-1));
  });

  it('a link leads to its page and the menu closes', async () => {
    const { location } = renderApp(PATHS.about);
    const { button, panel } = await openMenu(HELP_MENU.label);
    fireEvent.click(within(panel).getByRole('link', { name: HELP_MENU.termsConditions }));
    await screen.findByRole('heading', { level: 1, name: ROUTES.terms.title });
    expect(location.history?.at(-1)).toBe(PATHS.terms);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a mouse resting on a menu opens it after a short delay and leaving closes it; touch opens nothing', async () => {
    renderApp(PATHS.about);
    await screen.findByRole('navigation', { name: 'Main' });
    vi.useFakeTimers();
    const button = menuButton(SELL_MENU.label);
    fireEvent.pointerOver(button, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.pointerOut(button, { pointerType: 'touch', relatedTarget: document.body });

    fireEvent.pointerOver(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(50));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(200));
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerOut(button, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(400));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a menu opened by a press stays open when the mouse leaves', async () => {
    renderApp(PATHS.about);
    await screen.findByRole('navigation', { name: 'Main' });
    vi.useFakeTimers();
    const button = menuButton(BUY_MENU.label);
    fireEvent.pointerOver(button, { pointerType: 'mouse' });
    fireEvent.click(button);
    fireEvent.pointerOut(button, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(1000));
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
