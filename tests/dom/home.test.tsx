import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_CITIES, HOME_INSIGHTS, HOME_SECTION_LABELS } from '../../src/client/features/home/home-sections.content';
import { HOME_LABELS } from '../../src/shared/home';
import { landingPath } from '../../src/shared/landing/landing-paths';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { MESSAGES } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

// The page is a lazy chunk: transform it once before the first test, not inside its time limit (the
// first test timed out in busy runs).
beforeAll(async () => {
  await import('../../src/client/features/home/HomePage');
}, 30_000);

const card = (id: number, title: string): ListingCard => ({
  id,
  title,
  propertyType: 'Flat/Apartment',
  transactionType: 'Buy',
  price: 4_550_000,
  deposit: null,
  area: { value: 1200, unit: 'sq.ft', sqft: 1200 },
  pricePerSqft: 3792,
  bedrooms: 2,
  bathrooms: 2,
  furnishing: null,
  facing: null,
  possession: 'Ready to Move',
  location: { city: 'Bhopal', state: 'Madhya Pradesh', locality: 'Kolar Road' },
  postedBy: 'Owner',
  verified: false,
  featured: true,
  coverPhoto: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
  confirmedAt: '2026-11-01T00:00:00.000Z',
  tenantPreferences: [],
  petsAllowed: null,
  availableFrom: null,
  mapPoint: null,
});

const featuredUrl = (api: ReturnType<typeof stubFetch>) =>
  api.fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/properties/featured'));

describe('home page', () => {
  it('shows featured properties from the featured call, priced the Indian way', async () => {
    const api = stubFetch({
      'GET /api/properties/featured': { status: 200, body: { success: true, data: [card(7, 'Sunny 2 BHK')] } },
    });
    renderApp(PATHS.home);
    const section = (await screen.findByRole('heading', { name: HOME_LABELS.featured })).closest(
      'section',
    ) as HTMLElement;
    const link = await within(section).findByRole('link', { name: /Sunny 2 BHK/ });
    expect(link.getAttribute('href')).toBe(`${PATHS.propertyProfile}?id=7`);
    expect(within(section).getByText('₹45.5 L')).toBeTruthy();
    expect(featuredUrl(api)).toContain('limit=8');
  });

  it("says 'Invalid response format' when the answer has no data array, and retries", async () => {
    const api = stubFetch({ 'GET /api/properties/featured': { status: 200, body: { success: true, items: [] } } });
    renderApp(PATHS.home);
    // Waits for the words, not the first alert region to appear.
    expect(
      (await screen.findByText(MESSAGES.invalidResponse, { exact: false })).closest('[role="alert"]'),
    ).not.toBeNull();
    api.routes['GET /api/properties/featured'] = {
      status: 200,
      body: { success: true, data: [card(8, 'Back again')] },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Back again/ })).toBeTruthy();
  });

  it("says 'Failed to fetch properties' when the server fails", async () => {
    stubFetch({ 'GET /api/properties/featured': { status: 500, body: { success: false, message: 'boom' } } });
    renderApp(PATHS.home);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.propertiesFetchFailed);
  });

  it('searches with the search-results link shape, and an all-empty search does nothing', async () => {
    stubFetch({ 'GET /api/properties/featured': { status: 200, body: { success: true, data: [] } } });
    const { location } = renderApp(PATHS.home);
    // jsdom has no role for the <search> element; Chromium maps it to the search landmark.
    const search = (await screen.findByLabelText(HOME_LABELS.city)).closest('search') as HTMLElement;
    expect(search.getAttribute('aria-label')).toBe(HOME_LABELS.searchLabel);
    fireEvent.click(within(search).getByRole('button', { name: HOME_LABELS.search }));
    expect(location.history).toEqual([PATHS.home]);
    expect(within(search).getByRole('status').textContent).toBe(HOME_LABELS.emptySearch);

    fireEvent.click(within(search).getByRole('radio', { name: HOME_LABELS.rent }));
    fireEvent.change(within(search).getByLabelText(HOME_LABELS.city), { target: { value: 'Bhopal' } });
    fireEvent.change(within(search).getByLabelText(HOME_LABELS.propertyType), { target: { value: 'Plot' } });
    fireEvent.change(within(search).getByLabelText(HOME_LABELS.searchText), { target: { value: 'near lake' } });
    fireEvent.click(within(search).getByRole('button', { name: HOME_LABELS.search }));
    expect(location.history.at(-1)).toBe(
      searchResultsHref({
        propertyType: 'Plot',
        transactionType: 'Rent',
        city: 'Bhopal',
        state: 'Madhya Pradesh',
        searchQuery: 'near lake',
      }),
    );
  });

  it('links popular cities to their landing pages, and property types, insights and posting', async () => {
    stubFetch({ 'GET /api/properties/featured': { status: 200, body: { success: true, data: [] } } });
    renderApp(PATHS.home);
    await screen.findByRole('heading', { level: 1, name: ROUTES.home.title });
    // Far below the fold: its code comes once the visitor scrolls near (happy-dom says at once).
    const cities = (await screen.findByRole('heading', { name: HOME_SECTION_LABELS.popularCities })).closest(
      'section',
    ) as HTMLElement;
    expect(within(cities).getAllByRole('link')).toHaveLength(HOME_CITIES.length);
    expect(
      within(cities)
        .getByRole('link', { name: /Indore/ })
        .getAttribute('href'),
    ).toBe(landingPath({ city: 'Indore' }));
    const insights = screen
      .getByRole('heading', { name: HOME_SECTION_LABELS.insights })
      .closest('section') as HTMLElement;
    expect(
      within(insights)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(HOME_INSIGHTS.map((entry) => PATHS[entry.key]));
    const post = screen
      .getByRole('heading', { name: HOME_SECTION_LABELS.postHeading })
      .closest('section') as HTMLElement;
    expect(within(post).getByRole('link', { name: HOME_SECTION_LABELS.postCta }).getAttribute('href')).toBe(
      PATHS.postProperty,
    );
    expect(await screen.findByText(HOME_LABELS.featuredNone)).toBeTruthy();
  });
});
