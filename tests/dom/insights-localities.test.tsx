import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  INSIGHTS_HEAD,
  INSIGHTS_LOAD_FAILED,
  LOCALITIES_COPY,
} from '../../src/client/features/insights/insights.content';
import { documentTitle } from '../../src/client/lib/use-document-title';
import type { CityInsight, LocalityInsight } from '../../src/shared/insights/insights-contract';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { rememberCity } from '../fixtures/location';
import { type StubRoute, stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

const CITIES: CityInsight[] = [
  { city: 'Mumbai', state: 'Maharashtra', listings: 136, medianPricePerSqft: 38_787 },
  { city: 'Indore', state: 'Madhya Pradesh', listings: 60, medianPricePerSqft: 5200 },
  { city: 'Bhopal', state: 'Madhya Pradesh', listings: 50, medianPricePerSqft: 4900 },
];

const locality = (name: string, listings: number, median: number, commonType = 'Flat/Apartment'): LocalityInsight => ({
  locality: name,
  city: 'Indore',
  state: 'Madhya Pradesh',
  listings,
  medianPricePerSqft: median,
  minPrice: 3_350_000,
  maxPrice: 30_500_000,
  commonType,
  byType: [{ propertyType: commonType, medianPricePerSqft: median, listings }],
});

const INDORE = [
  locality('Vijay Nagar', 12, 6400),
  {
    ...locality('Rau', 3, 2100, 'Plot'),
    byType: [
      { propertyType: 'Plot', medianPricePerSqft: 2100, listings: 2 },
      { propertyType: 'Flat/Apartment', medianPricePerSqft: 3900, listings: 1 },
    ],
  },
  locality('Palasia', 5, 8800),
];

/** Answers localities by the `city` parameter: Indore's three, nothing elsewhere. */
function stubInsights(localities: StubRoute = { status: 200, body: { success: true, data: INDORE } }) {
  return stubFetch({
    'GET /api/insights/cities': { status: 200, body: { success: true, data: CITIES } },
    'GET /api/insights/localities': localities,
  });
}

const askedCities = (api: ReturnType<typeof stubFetch>) =>
  api.fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/insights/localities')
    .map((url) => url.searchParams.get('city'));

const cards = () => screen.getAllByRole('article');
const names = () => cards().map((card) => within(card).getByRole('heading').textContent);

async function open(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: ROUTES.insightsLocalities.title }, { timeout: 5000 });
  return view;
}

describe('locality guide', () => {
  it('shows each locality of the city in the address bar: listings, median, range, usual type, search links', async () => {
    const api = stubInsights();
    await open(`${PATHS.insightsLocalities}?city=Indore`);
    expect(await screen.findByText(LOCALITIES_COPY.intro(20, 'Indore'))).toBeTruthy();
    expect(askedCities(api)).toEqual(['Indore']);
    expect(document.title).toBe(documentTitle(INSIGHTS_HEAD.localitiesTitle('Indore')));
    expect(names()).toEqual(['Vijay Nagar', 'Palasia', 'Rau']);
    const vijay = cards()[0] as HTMLElement;
    expect(within(vijay).getByText('12 listings')).toBeTruthy();
    expect(within(vijay).getByText('₹6,400/sq.ft')).toBeTruthy();
    expect(within(vijay).getByText('₹33.5 L - ₹3.05 Cr')).toBeTruthy();
    const place = { city: 'Indore', state: 'Madhya Pradesh', locality: 'Vijay Nagar' };
    expect(within(vijay).getByRole('link', { name: 'Vijay Nagar' }).getAttribute('href')).toBe(
      searchResultsHref({ propertyType: '', ...place }),
    );
    expect(within(vijay).getByRole('link', { name: 'Flat/Apartment' }).getAttribute('href')).toBe(
      searchResultsHref({ propertyType: 'Flat/Apartment', ...place }),
    );
    // The median names its type, and a locality listing several types has each one's median.
    expect(within(vijay).getByText(LOCALITIES_COPY.medianOf('Flat/Apartment'))).toBeTruthy();
    expect(within(vijay).queryByRole('list', { name: LOCALITIES_COPY.byType })).toBeNull();
    const rau = cards()[2] as HTMLElement;
    expect(within(rau).getByText(LOCALITIES_COPY.medianOf('Plot'))).toBeTruthy();
    const types = within(rau).getByRole('list', { name: LOCALITIES_COPY.byType });
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Plot₹2,100/sq.ft', 'Flat/Apartment₹3,900/sq.ft']);
    const chooser = screen.getByRole('navigation', { name: 'City' });
    expect(within(chooser).getByRole('link', { name: 'Indore' }).getAttribute('aria-current')).toBe('page');
    expect(within(chooser).getByRole('link', { name: 'Mumbai' }).getAttribute('href')).toBe(
      `${PATHS.insightsLocalities}?city=Mumbai`,
    );
  });

  it('sorts by price per sq.ft and keeps the order in the address bar', async () => {
    stubInsights();
    const { location } = await open(`${PATHS.insightsLocalities}?city=Indore`);
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByRole('combobox', { name: LOCALITIES_COPY.sortLabel }), {
      target: { value: 'priceHigh' },
    });
    await waitFor(() => expect(names()).toEqual(['Palasia', 'Vijay Nagar', 'Rau']));
    expect(location.history?.at(-1)).toBe(`${PATHS.insightsLocalities}?city=Indore&sort=priceHigh`);
    fireEvent.change(screen.getByRole('combobox', { name: LOCALITIES_COPY.sortLabel }), {
      target: { value: 'priceLow' },
    });
    await waitFor(() => expect(names()).toEqual(['Rau', 'Vijay Nagar', 'Palasia']));
  });

  it("opens on the visitor's city when the address bar names none, else on Bhopal", async () => {
    const api = stubInsights({ status: 200, body: { success: true, data: [] } });
    rememberCity('Indore', 'Madhya Pradesh');
    const first = await open(PATHS.insightsLocalities);
    // (The stored city reaches the page as the location atom mounts: the test's store was made before it was saved.)
    expect(await screen.findByText(LOCALITIES_COPY.empty('Indore'))).toBeTruthy();
    expect(askedCities(api).at(-1)).toBe('Indore');
    first.unmount();
    localStorage.clear();
    await open(PATHS.insightsLocalities);
    await waitFor(() => expect(askedCities(api).at(-1)).toBe('Bhopal'));
    expect(await screen.findByText(LOCALITIES_COPY.empty('Bhopal'))).toBeTruthy();
  });

  it('switches city from a chip, and says so when a city has no listings', async () => {
    const api = stubInsights({ status: 200, body: { success: true, data: [] } });
    await open(`${PATHS.insightsLocalities}?city=Indore`);
    const chooser = await screen.findByRole('navigation', { name: 'City' });
    fireEvent.click(await within(chooser).findByRole('link', { name: 'Mumbai' }));
    expect(await screen.findByText(LOCALITIES_COPY.empty('Mumbai'))).toBeTruthy();
    expect(askedCities(api)).toEqual(['Indore', 'Mumbai']);
    expect(screen.getByRole('heading', { level: 2, name: LOCALITIES_COPY.heading('Mumbai') })).toBeTruthy();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    const api = stubInsights({ status: 503, body: { success: false, message: 'down' } });
    await open(`${PATHS.insightsLocalities}?city=Indore`);
    expect((await screen.findByRole('alert')).textContent).toContain(INSIGHTS_LOAD_FAILED);
    api.routes['GET /api/insights/localities'] = { status: 200, body: { success: true, data: INDORE } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Vijay Nagar' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
