import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CARD_LABELS } from '../../src/client/features/listings/components/listing-card.content';
import { EMPTY_RESULTS, SEARCH_LABELS } from '../../src/client/features/search/search.content';
import { BRAND_NAME, MESSAGES } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';
import { BHOPAL_FLATS, listingCard, queryOf, SEARCH, searchAnswer, searchQueries } from '../helpers/search-dom';

// Lazy chunks (the page) load on first use: slow in a busy run of the whole suite.
vi.setConfig({ testTimeout: 15_000 });

const panel = () => screen.getByRole('complementary', { name: SEARCH_LABELS.refine });
/** The list of results once loaded (while loading it holds skeletons and is marked busy). */
async function results(): Promise<HTMLElement> {
  return waitFor(() => {
    const list = screen.getByRole('list', { name: SEARCH_LABELS.resultsList });
    expect(list.getAttribute('aria-busy')).toBeNull();
    return list;
  });
}
const lastPath = (location: ReturnType<typeof renderApp>['location']) => location.history?.at(-1);

describe('search results: the URL is the search', () => {
  it('reads every filter of the URL into the request, the panel and the headings', async () => {
    const api = stubFetch({ [SEARCH]: searchAnswer(3, { total: 1234, page: 2 }) });
    renderApp(
      `${BHOPAL_FLATS.replace('page=1', 'page=2')}&minPrice=2000000&maxPrice=5000000&bedrooms=2,3&postedBy=Owner&furnishing=Furnished&verified=true&sort=price_asc`,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(ROUTES.searchResults.title);
    expect(screen.getByText('Flat/Apartment for sale in Bhopal')).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: '1,234 properties' });

    const [query] = searchQueries(api);
    expect(Object.fromEntries(query ?? [])).toEqual({
      propertyType: 'Flat/Apartment',
      transactionType: 'Buy',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
      minPrice: '2000000',
      maxPrice: '5000000',
      bedrooms: '2,3',
      postedBy: 'Owner',
      furnishing: 'Furnished',
      verified: 'true',
      sort: 'price_asc',
      page: '2',
    });

    const form = within(panel());
    expect(form.getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
    expect(form.getByLabelText(SEARCH_LABELS.propertyType)).toHaveProperty('value', 'Flat/Apartment');
    expect(form.getByLabelText(SEARCH_LABELS.city)).toHaveProperty('value', 'Bhopal');
    expect(form.getByLabelText(SEARCH_LABELS.state)).toHaveProperty('value', 'Madhya Pradesh');
    expect(form.getByLabelText(SEARCH_LABELS.minBudget)).toHaveProperty('value', '2000000');
    expect(form.getByLabelText(SEARCH_LABELS.maxBudget)).toHaveProperty('value', '5000000');
    expect(form.getByRole('checkbox', { name: '2 BHK' })).toHaveProperty('checked', true);
    expect(form.getByRole('checkbox', { name: '3 BHK' })).toHaveProperty('checked', true);
    expect(form.getByRole('checkbox', { name: '1 BHK' })).toHaveProperty('checked', false);
    expect(form.getByRole('checkbox', { name: 'Owner' })).toHaveProperty('checked', true);
    expect(form.getByRole('checkbox', { name: 'Furnished' })).toHaveProperty('checked', true);
    expect(form.getByRole('checkbox', { name: SEARCH_LABELS.verified })).toHaveProperty('checked', true);
    expect(screen.getByLabelText(SEARCH_LABELS.sort)).toHaveProperty('value', 'price_asc');
    // Type, budget, BHK, posted by, furnishing and verified: six refinements on the button.
    expect(screen.getByRole('button', { name: /Refine Search/ }).textContent).toContain('6');
  });

  it('shows each listing with its photo, Indian price, facts, place and badges', async () => {
    stubFetch({
      [SEARCH]: {
        status: 200,
        body: {
          success: true,
          data: [
            listingCard({
              title: 'Sunrise Towers 3 BHK',
              price: 12_000_000,
              bedrooms: 3,
              postedBy: 'Agent',
              verified: true,
              featured: true,
            }),
            listingCard({
              title: 'Kolar Road rental',
              transactionType: 'Rent',
              price: 18_000,
              postedBy: 'Builder',
              coverPhoto: null,
              tenantPreferences: ['Family', 'Company'],
              petsAllowed: true,
            }),
          ],
          total: 2,
          totalCapped: false,
          page: 1,
          pageSize: 20,
        },
      },
    });
    renderApp(BHOPAL_FLATS);
    const [first, second] = within(await results()).getAllByRole('article');
    const card = within(first as HTMLElement);
    expect(card.getByRole('link', { name: 'Sunrise Towers 3 BHK' }).getAttribute('href')).toMatch(
      /^\/property-profile\?id=\d+$/,
    );
    expect(card.getByText('₹1.2 Cr')).toBeTruthy();
    expect(card.getByText('3 BHK · 1,000 sq.ft · Semi-Furnished')).toBeTruthy();
    expect(card.getByText('Kolar Road, Bhopal')).toBeTruthy();
    expect(card.getByText('Agent')).toBeTruthy();
    expect(card.getByText('Verified')).toBeTruthy();
    expect(card.getByText('Featured')).toBeTruthy();
    const photo = (first as HTMLElement).querySelector('img');
    expect(photo?.getAttribute('loading')).toBe('eager');
    expect(photo?.getAttribute('fetchpriority')).toBe('high');
    expect(photo?.getAttribute('width')).toBe('320');
    expect(photo?.getAttribute('height')).toBe('240');
    expect(photo?.getAttribute('srcset')).toContain('640w');

    const rental = within(second as HTMLElement);
    expect(rental.getByText('₹18,000/month')).toBeTruthy();
    expect(rental.getByText('Builder')).toBeTruthy();
    expect(
      rental.getByText(
        `2 BHK · 1,000 sq.ft · Semi-Furnished · ${CARD_LABELS.tenants(['Family', 'Company'])} · ${CARD_LABELS.pets}`,
      ),
    ).toBeTruthy();
    expect(rental.queryByText('Verified')).toBeNull();
    expect(rental.queryByText('Featured')).toBeNull();
    expect((second as HTMLElement).querySelector('img')).toBeNull();
  });

  it('says "more than" when the count stopped at its cap', async () => {
    stubFetch({ [SEARCH]: searchAnswer(20, { total: 10_000, totalCapped: true }) });
    renderApp(BHOPAL_FLATS);
    expect(await screen.findByRole('heading', { level: 2, name: 'more than 10,000 properties' })).toBeTruthy();
  });

  it('holds the cards’ place with skeletons while loading, and marks the list busy', async () => {
    stubFetch({ [SEARCH]: () => new Promise(() => undefined) });
    renderApp(BHOPAL_FLATS);
    const list = await screen.findByRole('list', { name: SEARCH_LABELS.resultsList });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).queryAllByRole('article')).toHaveLength(0);
    expect(list.querySelectorAll('li')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: SEARCH_LABELS.searching })).toBeTruthy();
  });

  it('changing a filter writes it into the URL and goes back to page 1', async () => {
    const api = stubFetch({ [SEARCH]: searchAnswer(20, { total: 200, page: 3 }) });
    const { location } = renderApp(BHOPAL_FLATS.replace('page=1', 'page=3'));
    await results();
    fireEvent.click(within(panel()).getByRole('checkbox', { name: '3 BHK' }));

    const query = queryOf(lastPath(location));
    expect(query.get('page')).toBe('1');
    expect(query.get('bedrooms')).toBe('3');
    expect(query.get('city')).toBe('Bhopal');
    // The search-results link's seven parameters come first, in their order (docs/routes.md), then the filters.
    expect([...query.keys()].slice(0, 7)).toEqual([
      'propertyType',
      'transactionType',
      'page',
      'city',
      'state',
      'locality',
      'searchQuery',
    ]);
    await waitFor(() => expect(searchQueries(api).at(-1)?.get('bedrooms')).toBe('3'));
    expect(searchQueries(api).at(-1)?.get('page')).toBe('1');

    fireEvent.change(screen.getByLabelText(SEARCH_LABELS.sort), { target: { value: 'price_desc' } });
    expect(queryOf(lastPath(location)).get('sort')).toBe('price_desc');
    expect(queryOf(lastPath(location)).get('bedrooms')).toBe('3');
  });

  it('typed text waits for Apply; Clear keeps the place and Buy/Rent', async () => {
    stubFetch({ [SEARCH]: searchAnswer(1) });
    const { location } = renderApp(`${BHOPAL_FLATS}&bedrooms=2`);
    await results();
    const form = within(panel());
    fireEvent.change(form.getByLabelText(SEARCH_LABELS.minArea), { target: { value: '1,200' } });
    expect(queryOf(lastPath(location)).get('minArea')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: SEARCH_LABELS.apply }));
    expect(queryOf(lastPath(location)).get('minArea')).toBe('1200');

    fireEvent.click(form.getByRole('button', { name: SEARCH_LABELS.clear }));
    const cleared = queryOf(lastPath(location));
    expect(Object.fromEntries(cleared)).toEqual({
      propertyType: '',
      transactionType: 'Buy',
      page: '1',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
      locality: '',
      searchQuery: '',
    });
  });

  it('links every page, marks the current one, and scrolls to the top of a new page', async () => {
    const api = stubFetch({ [SEARCH]: searchAnswer(20, { total: 95 }) });
    const { location } = renderApp(BHOPAL_FLATS);
    await results();
    const pages = screen.getByRole('navigation', { name: SEARCH_LABELS.pagination });
    expect(within(pages).getByText('Page 1 of 5')).toBeTruthy();
    expect(within(pages).queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(within(pages).getByText(SEARCH_LABELS.pageLink(1)).closest('[aria-current="page"]')).toBeTruthy();
    const page2 = within(pages).getByRole('link', { name: SEARCH_LABELS.pageLink(2) });
    expect(queryOf(page2.getAttribute('href') ?? '').get('page')).toBe('2');
    expect(queryOf(page2.getAttribute('href') ?? '').get('city')).toBe('Bhopal');
    expect(within(pages).getByRole('link', { name: SEARCH_LABELS.pageLink(5) })).toBeTruthy();

    api.routes[SEARCH] = searchAnswer(20, { total: 95, page: 2 });
    fireEvent.click(within(pages).getByRole('link', { name: /Next/ }));
    expect(queryOf(lastPath(location)).get('page')).toBe('2');
    await waitFor(() => expect(searchQueries(api).at(-1)?.get('page')).toBe('2'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })));
    const count = await screen.findByRole('heading', { level: 2, name: '95 properties' });
    expect(document.activeElement).toBe(count);
    const next = within(screen.getByRole('navigation', { name: SEARCH_LABELS.pagination }));
    expect(next.getByRole('link', { name: /Previous/ }).getAttribute('href')).toContain('page=1');
  });

  it('names the search in the tab title', async () => {
    stubFetch({ [SEARCH]: searchAnswer(3) });
    renderApp(`${BHOPAL_FLATS}&bedrooms=2`);
    await results();
    await waitFor(() => expect(document.title).toBe(`2 BHK flats for sale in Bhopal | ${BRAND_NAME}`));
  });

  it('shows a page seen before at once when coming back to it, without asking again', async () => {
    const api = stubFetch({ [SEARCH]: searchAnswer(20, { total: 95 }) });
    renderApp(BHOPAL_FLATS);
    await results();
    api.routes[SEARCH] = searchAnswer(20, { total: 95, page: 2 });
    fireEvent.click(
      within(screen.getByRole('navigation', { name: SEARCH_LABELS.pagination })).getByRole('link', { name: /Next/ }),
    );
    await waitFor(() => expect(searchQueries(api)).toHaveLength(2));
    await results();

    fireEvent.click(
      within(screen.getByRole('navigation', { name: SEARCH_LABELS.pagination })).getByRole('link', {
        name: /Previous/,
      }),
    );
    // No skeletons in between: the cards are there as soon as the address changes.
    const list = screen.getByRole('list', { name: SEARCH_LABELS.resultsList });
    expect(list.getAttribute('aria-busy')).toBeNull();
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    expect(searchQueries(api)).toHaveLength(2);
  });

  it('an empty result offers to clear the filters and leads to popular cities', async () => {
    stubFetch({ [SEARCH]: searchAnswer(0) });
    const { location } = renderApp(`${BHOPAL_FLATS}&bedrooms=5&verified=true`);
    expect(await screen.findByRole('heading', { name: EMPTY_RESULTS.title })).toBeTruthy();
    expect(screen.getByText(EMPTY_RESULTS.withFilters)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pune' }).getAttribute('href')).toBe(
      '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=1&city=Pune&state=Maharashtra&locality=&searchQuery=',
    );
    expect(screen.queryByRole('navigation', { name: SEARCH_LABELS.pagination })).toBeNull();
    const main = screen.getByRole('main');
    fireEvent.click(within(main).getAllByRole('button', { name: SEARCH_LABELS.clear }).at(-1) as HTMLElement);
    const query = queryOf(lastPath(location));
    expect(query.get('bedrooms')).toBeNull();
    expect(query.get('verified')).toBeNull();
    expect(query.get('city')).toBe('Bhopal');
  });
});

describe('search results: errors', () => {
  it("shows 'Failed to search properties' on a server error, and Try again searches again", async () => {
    const api = stubFetch({ [SEARCH]: { status: 500, body: { success: false, message: 'boom' } } });
    renderApp(BHOPAL_FLATS);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.searchFailed);
    expect(alert.textContent).not.toContain('boom');
    api.routes[SEARCH] = searchAnswer(2);
    fireEvent.click(within(alert).getByRole('button', { name: SEARCH_LABELS.retry }));
    expect(within(await results()).getAllByRole('article')).toHaveLength(2);
    expect(searchQueries(api)).toHaveLength(2);
  });

  it("shows 'Failed to search properties' when the network does not answer", async () => {
    stubFetch();
    renderApp(BHOPAL_FLATS);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.searchFailed);
  });

  it("shows 'Invalid search response format' for an answer without a data array", async () => {
    stubFetch({ [SEARCH]: { status: 200, body: { success: true, results: [] } } });
    renderApp(BHOPAL_FLATS);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.invalidSearchResponse);
  });

  it('sends an invalid URL value as typed and shows the API’s 400 message, without breaking the page', async () => {
    const message = 'page must be a whole number from 1 to 500';
    const api = stubFetch({ [SEARCH]: { status: 400, body: { success: false, message } } });
    const { location } = renderApp(`${BHOPAL_FLATS.replace('page=1', 'page=abc')}&bedrooms=2&sort=cheapest`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(searchQueries(api)[0]?.get('page')).toBe('abc');
    expect(searchQueries(api)[0]?.get('sort')).toBe('cheapest');
    // The valid values still fill the panel, and applying repairs the URL.
    const form = within(panel());
    expect(form.getByLabelText(SEARCH_LABELS.city)).toHaveProperty('value', 'Bhopal');
    expect(form.getByRole('checkbox', { name: '2 BHK' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText(SEARCH_LABELS.sort)).toHaveProperty('value', 'relevance');
    fireEvent.click(form.getByRole('button', { name: SEARCH_LABELS.apply }));
    const repaired = queryOf(lastPath(location));
    expect(repaired.get('page')).toBe('1');
    expect(repaired.get('sort')).toBeNull();
    expect(repaired.get('bedrooms')).toBe('2');
  });
});

describe('search results: the top strip', () => {
  it('leads home, and searching with an empty box does nothing but say why', async () => {
    const api = stubFetch({ [SEARCH]: searchAnswer(1) });
    const { location } = renderApp(BHOPAL_FLATS);
    await results();
    expect(screen.getByRole('link', { name: 'Property Creator home' }).getAttribute('href')).toBe('/');
    const box = screen.getByRole('searchbox', { name: SEARCH_LABELS.searchBox });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(location.history).toHaveLength(1);
    expect(searchQueries(api)).toHaveLength(1);
    expect(screen.getByText(SEARCH_LABELS.emptyText)).toBeTruthy();
  });

  it('shows what a typed phrase set in the panel and the subtitle, and Apply keeps it as filters', async () => {
    const api = stubFetch({ [SEARCH]: searchAnswer(2) });
    const { location } = renderApp(
      `/search-results?searchQuery=${encodeURIComponent('2 bhk flats in bhopal under 50 lakh')}`,
    );
    await results();
    // The API reads the phrase itself: the page sends it as typed.
    expect(Object.fromEntries(searchQueries(api)[0] ?? [])).toMatchObject({
      searchQuery: '2 bhk flats in bhopal under 50 lakh',
    });
    expect(screen.getByText('Flat/Apartment for sale or rent in Bhopal')).toBeTruthy();
    const chips = screen.getByRole('list', { name: SEARCH_LABELS.understoodList });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Property type: Flat/Apartment',
      'City: Bhopal',
      'Maximum budget: Up to ₹50 lakh',
      'Bedrooms (BHK): 2 BHK',
    ]);

    const form = within(panel());
    expect(form.getByLabelText(SEARCH_LABELS.propertyType)).toHaveProperty('value', 'Flat/Apartment');
    expect(form.getByLabelText(SEARCH_LABELS.city)).toHaveProperty('value', 'Bhopal');
    expect(form.getByLabelText(SEARCH_LABELS.state)).toHaveProperty('value', 'Madhya Pradesh');
    expect(form.getByLabelText(SEARCH_LABELS.maxBudget)).toHaveProperty('value', '5000000');
    expect(form.getByRole('checkbox', { name: '2 BHK' })).toHaveProperty('checked', true);
    expect(form.getByLabelText(SEARCH_LABELS.text)).toHaveProperty('value', '');
    // Type, budget and BHK: what the words set counts on the button as if chosen in the panel.
    expect(screen.getByRole('button', { name: /Refine Search/ }).textContent).toContain('3');

    // Changing one filter keeps the others the words set, now as the search's own filters.
    fireEvent.click(form.getByRole('checkbox', { name: '3 BHK' }));
    const query = queryOf(lastPath(location));
    expect(query.get('city')).toBe('Bhopal');
    expect(query.get('propertyType')).toBe('Flat/Apartment');
    expect(query.get('maxPrice')).toBe('5000000');
    expect(query.get('bedrooms')).toBe('2,3');
    expect(query.get('searchQuery') ?? '').toBe('');
  });

  it('a typed phrase is a new search: what it names replaces the page’s own filters', async () => {
    stubFetch({ [SEARCH]: searchAnswer(1) });
    const { location } = renderApp(`${BHOPAL_FLATS}&bedrooms=3`);
    await results();
    const box = screen.getByRole('searchbox', { name: SEARCH_LABELS.searchBox });
    fireEvent.change(box, { target: { value: 'kolar road' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    let query = queryOf(lastPath(location));
    expect(query.get('searchQuery')).toBe('kolar road');
    expect(query.get('city')).toBe('Bhopal');
    expect(query.get('transactionType')).toBe('Buy');
    expect(query.get('bedrooms')).toBeNull();

    await act(async () => undefined);
    fireEvent.change(box, { target: { value: '2 bhk for rent in indore' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    query = queryOf(lastPath(location));
    expect(query.get('searchQuery')).toBe('2 bhk for rent in indore');
    expect(query.get('city')).toBe('');
    expect(query.get('state')).toBe('');
    expect(query.get('transactionType')).toBe('');
  });
});
