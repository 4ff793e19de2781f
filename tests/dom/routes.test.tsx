import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSIGHTS_DEFAULT_CITY, INSIGHTS_HEAD } from '../../src/client/features/insights/insights.content';
import { POST_PROPERTY_LOGIN_HREF } from '../../src/client/features/sellers/auth/post-param';
import { APP_MESSAGES, BRAND_NAME } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { brokerPath, PATHS, type RouteKey } from '../../src/shared/routes';
import { accountUser, storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// Lazy page chunks load on first use: slow on a cold start or in a busy run of the whole suite.

// A landing page's heading is its data's ('Flats for sale in Bhopal'): tests/api/landing-pages.test.ts.
const KEYS = (Object.keys(ROUTES) as RouteKey[]).filter((key) => !key.startsWith('landing'));
const pathOf = (key: RouteKey): string => (key === 'broker' ? brokerPath('42') : PATHS[key]);

/** Seller pages other than its login and sign-up need a seller session. */
const OPEN_SELLER_KEYS: readonly RouteKey[] = ['sellerLogin', 'sellerSignup'];
const GATED_SELLER_KEYS = KEYS.filter((key) => key.startsWith('seller') && !OPEN_SELLER_KEYS.includes(key));
const storeSellerSession = () => storeSession(accountUser({ isSeller: true, sellerType: 'Individual' }));
/** Admin pages other than its login need an admin session. */
const GATED_ADMIN_KEYS = KEYS.filter((key) => key.startsWith('admin') && key !== 'adminLogin');
const storeAdminSession = () => storeSession(accountUser({ role: 'admin' }));
/**
 * Results pages name their search in the tab title (what search engines show), here every listing; the
 * insights guides name their city, here the one they open on.
 */
const TAB_TITLES: Partial<Record<RouteKey, string>> = {
  properties: 'Properties for sale or rent in India',
  searchResults: 'Properties for sale or rent in India',
  insightsLocalities: INSIGHTS_HEAD.localitiesTitle(INSIGHTS_DEFAULT_CITY),
  insightsPriceTrends: INSIGHTS_HEAD.trendsTitle(INSIGHTS_DEFAULT_CITY),
  insightsReviews: `${ROUTES.insightsReviews.title} in ${INSIGHTS_DEFAULT_CITY}`,
};

describe('every route of docs/routes.md', () => {
  it.each(KEYS)('%s shows its title as the only h1 and in the tab title', async (key) => {
    // The profile page needs a stored user; without a token it asks the server nothing.
    if (key === 'profile') storeSession(undefined, null);
    // Gated seller pages: a seller session, and a network that answers nothing (the pages say so).
    if (GATED_SELLER_KEYS.includes(key)) {
      storeSellerSession();
      stubFetch();
    }
    if (GATED_ADMIN_KEYS.includes(key)) {
      storeAdminSession();
      stubFetch();
    }
    renderApp(pathOf(key));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(ROUTES[key].title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const tabTitle = TAB_TITLES[key] ?? ROUTES[key].title;
    await waitFor(() => expect(document.title).toBe(`${tabTitle} | ${BRAND_NAME}`));
  });
});

describe('layouts', () => {
  it.each(['home', 'about', 'terms', 'login', 'broker', 'postProperty', 'serviceVaastu'] as const)(
    '%s has the common layout: top bar, main content and footer',
    async (key) => {
      renderApp(pathOf(key));
      await screen.findByRole('heading', { level: 1 });
      const header = screen.getByRole('banner');
      // The seller login route, asked to lead on to posting a property.
      const post = within(header).getByRole('link', { name: 'Post property for Free' }).getAttribute('href') ?? '';
      expect(new URL(post, 'http://localhost').pathname).toBe(PATHS.sellerLogin);
      expect(post).toBe(POST_PROPERTY_LOGIN_HREF);
      expect(screen.getByRole('main')).toBeTruthy();
      expect(
        within(await screen.findByRole('contentinfo')).getByText(/Property Creator\. All rights reserved\./),
      ).toBeTruthy();
    },
  );

  it('search results has no top bar and no footer', async () => {
    renderApp(`${PATHS.searchResults}?propertyType=Plot&transactionType=Buy&page=1&city=Bhopal`);
    await screen.findByRole('heading', { level: 1, name: ROUTES.searchResults.title });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Post property for Free' })).toBeNull();
  });

  it('admin pages sit in the admin area with its menu', async () => {
    storeAdminSession();
    stubFetch();
    renderApp(PATHS.adminDashboard);
    await screen.findByRole('heading', { level: 1, name: ROUTES.adminDashboard.title });
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    const current = within(menu).getByRole('link', { name: ROUTES.adminDashboard.title });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: ROUTES.adminPayments.title }).getAttribute('href')).toBe(
      PATHS.adminPayments,
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('the admin login has no admin menu', async () => {
    renderApp(PATHS.adminLogin);
    await screen.findByRole('heading', { level: 1, name: ROUTES.adminLogin.title });
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
  });

  it.each(GATED_SELLER_KEYS)('%s sends a visitor with no seller session to the seller login', async (key) => {
    const { location } = renderApp(PATHS[key]);
    await screen.findByRole('heading', { level: 1, name: ROUTES.sellerLogin.title });
    // Replaced, not pushed: Back does not return to the page that turned the visitor away.
    expect(location.history).toEqual([PATHS.sellerLogin]);
  });

  it.each(GATED_ADMIN_KEYS)('%s sends a visitor with no admin session to the admin login', async (key) => {
    const { location } = renderApp(PATHS[key]);
    await screen.findByRole('heading', { level: 1, name: ROUTES.adminLogin.title });
    expect(location.history).toEqual([PATHS.adminLogin]);
  });

  it('seller pages sit in the seller area with its menu', async () => {
    storeSellerSession();
    stubFetch();
    renderApp(PATHS.sellerQueries);
    await screen.findByRole('heading', { level: 1, name: ROUTES.sellerQueries.title });
    const menu = screen.getByRole('navigation', { name: 'Seller menu' });
    expect(within(menu).getByRole('link', { name: ROUTES.sellerAddProperty.title })).toBeTruthy();
  });

  it.each(['/nope', '/admin/nope', '/services/unknown'])(
    '%s shows the not-found page in the common layout',
    async (path) => {
      renderApp(path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(APP_MESSAGES.notFoundTitle);
      expect(screen.getByText(APP_MESSAGES.notFoundBody)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(PATHS.home);
      expect(await screen.findByRole('contentinfo')).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`${APP_MESSAGES.notFoundTitle} | ${BRAND_NAME}`));
    },
  );
});
