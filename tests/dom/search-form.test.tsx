import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { POPULAR_SEARCHES, SEARCH_LABELS } from '../../src/client/features/search/search.content';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';
import { queryOf, SEARCH, SUGGEST, searchAnswer, searchQueries } from '../helpers/search-dom';

vi.setConfig({ testTimeout: 15_000 });

async function searchForm() {
  await screen.findByRole('heading', { level: 1, name: ROUTES.search.title });
  return screen.getByRole('button', { name: SEARCH_LABELS.search }).closest('form') as HTMLFormElement;
}

describe('/search', () => {
  it('does nothing with every field empty, and says what is missing', async () => {
    const api = stubFetch();
    const { location } = renderApp(PATHS.search);
    const form = await searchForm();
    // Buy is chosen from the start; on its own it is not a search.
    expect(within(form).getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
    fireEvent.click(within(form).getByRole('button', { name: SEARCH_LABELS.search }));
    expect(location.history).toEqual([PATHS.search]);
    expect(within(form).getByText(SEARCH_LABELS.emptySearch).getAttribute('role')).toBe('status');
    expect(searchQueries(api)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(SEARCH_LABELS.searchBox), { target: { value: '   ' } });
    fireEvent.submit(form);
    expect(location.history).toEqual([PATHS.search]);
  });

  it('leads to /search-results in its fixed link shape, with the other filters after it', async () => {
    const api = stubFetch({
      [SUGGEST]: {
        status: 200,
        body: {
          success: true,
          data: [{ kind: 'city', city: 'Indore', state: 'Madhya Pradesh', locality: null, listings: 9 }],
        },
      },
      [SEARCH]: searchAnswer(1),
    });
    const { location } = renderApp(PATHS.search);
    const form = within(await searchForm());
    fireEvent.change(form.getByRole('combobox', { name: SEARCH_LABELS.city }), { target: { value: 'Indo' } });
    fireEvent.click(await form.findByRole('option', { name: /Indore/ }));
    fireEvent.change(form.getByLabelText(SEARCH_LABELS.propertyType), { target: { value: 'Flat/Apartment' } });
    fireEvent.change(form.getByLabelText(SEARCH_LABELS.maxBudget), { target: { value: '5000000' } });
    fireEvent.click(form.getByRole('checkbox', { name: '2 BHK' }));
    fireEvent.click(form.getByRole('button', { name: SEARCH_LABELS.search }));

    expect(location.history?.at(-1)).toBe(
      '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=1&city=Indore&state=Madhya%20Pradesh&locality=&searchQuery=&maxPrice=5000000&bedrooms=2',
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(ROUTES.searchResults.title);
    await waitFor(() => expect(searchQueries(api).at(-1)?.get('city')).toBe('Indore'));
  });

  it('a phrase decides what it names: "for rent" is not sent beside Buy', async () => {
    stubFetch({ [SEARCH]: searchAnswer(1) });
    const { location } = renderApp(PATHS.search);
    const form = within(await searchForm());
    fireEvent.change(form.getByLabelText(SEARCH_LABELS.searchBox), { target: { value: '1 RK for rent in Mumbai' } });
    fireEvent.click(form.getByRole('button', { name: SEARCH_LABELS.search }));
    const query = queryOf(location.history?.at(-1));
    expect(query.get('searchQuery')).toBe('1 RK for rent in Mumbai');
    expect(query.get('transactionType')).toBe('');
  });

  it('offers example phrases and popular cities as ready-made searches', async () => {
    renderApp(PATHS.search);
    await searchForm();
    const example = screen.getByRole('link', { name: POPULAR_SEARCHES[0] });
    const query = queryOf(example.getAttribute('href') ?? '');
    expect(query.get('searchQuery')).toBe(POPULAR_SEARCHES[0]);
    expect(screen.getByRole('link', { name: SEARCH_LABELS.browseCity('Delhi') }).getAttribute('href')).toBe(
      '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=1&city=Delhi&state=Delhi&locality=&searchQuery=',
    );
  });
});

describe('/properties', () => {
  it('lists every active listing newest first, with type chips and pages', async () => {
    const api = stubFetch({ [SEARCH]: searchAnswer(20, { total: 2604 }) });
    const { location } = renderApp(PATHS.properties);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(ROUTES.properties.title);
    await screen.findByRole('heading', { level: 2, name: '2,604 properties' });
    expect(Object.fromEntries(searchQueries(api)[0] ?? [])).toEqual({ sort: 'newest', page: '1' });
    expect(screen.getByLabelText(SEARCH_LABELS.sort)).toHaveProperty('value', 'newest');

    const types = within(screen.getByRole('navigation', { name: SEARCH_LABELS.quickTypes }));
    expect(types.getByRole('link', { name: SEARCH_LABELS.allTypes }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(types.getByRole('link', { name: 'Plot' }));
    expect(location.history?.at(-1)).toBe('/properties?propertyType=Plot&sort=newest');
    await waitFor(() => expect(searchQueries(api).at(-1)?.get('propertyType')).toBe('Plot'));
    expect(types.getByRole('link', { name: 'Plot' }).getAttribute('aria-current')).toBe('page');

    const pages = within(screen.getByRole('navigation', { name: SEARCH_LABELS.pagination }));
    expect(pages.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '/properties?propertyType=Plot&page=2&sort=newest',
    );
  });
});
