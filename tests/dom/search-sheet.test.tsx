import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_LABELS } from '../../src/client/features/search/search.content';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';
import { BHOPAL_FLATS, queryOf, SEARCH, SUGGEST, searchAnswer } from '../helpers/search-dom';

vi.setConfig({ testTimeout: 15_000 });

/**
 * A phone: the window is narrower than the 768px breakpoint (docs/product-rules.md, Screens and navigation).
 */
function phoneWindow() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const refineButton = () => screen.getByRole('button', { name: /Refine Search/ });

async function openSheet() {
  await waitFor(() =>
    expect(screen.getByRole('list', { name: SEARCH_LABELS.resultsList }).getAttribute('aria-busy')).toBeNull(),
  );
  // A tap focuses the button (the sheet gives focus back to it on closing).
  refineButton().focus();
  fireEvent.click(refineButton());
  return screen.getByRole('dialog', { name: SEARCH_LABELS.refine });
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('Refine Search on a phone', () => {
  beforeEach(phoneWindow);

  it('is a dialog that traps focus, locks the page and closes on Escape, giving focus back', async () => {
    stubFetch({ [SEARCH]: searchAnswer(3) });
    renderApp(BHOPAL_FLATS);
    await screen.findByRole('heading', { level: 1 });
    // No side panel on a phone: the filters wait behind the button. The panel is hidden below 768px by
    // CSS (the server's HTML is the same for every width), which the test's DOM does not apply.
    const aside = screen.getByRole('complementary', { name: SEARCH_LABELS.refine });
    expect(aside.classList.contains('hidden')).toBe(true);
    expect(aside.classList.contains('md:block')).toBe(true);
    expect(refineButton().getAttribute('aria-expanded')).toBe('false');

    const sheet = await openSheet();
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(refineButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    const close = within(sheet).getByRole('button', { name: SEARCH_LABELS.close });
    expect(document.activeElement).toBe(close);

    // Shift+Tab from the first control goes to the last, Tab from the last back to the first.
    tab(true);
    const apply = within(sheet).getByRole('button', { name: SEARCH_LABELS.apply });
    expect(document.activeElement).toBe(apply);
    tab();
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(refineButton());
  });

  it('changes nothing until Apply, then closes and searches from page 1', async () => {
    stubFetch({ [SEARCH]: searchAnswer(3, { total: 60, page: 2 }) });
    const { location } = renderApp(BHOPAL_FLATS.replace('page=1', 'page=2'));
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('checkbox', { name: '2 BHK' }));
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Rent' }));
    expect(location.history).toHaveLength(1);

    fireEvent.click(within(sheet).getByRole('button', { name: SEARCH_LABELS.apply }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const query = queryOf(location.history?.at(-1));
    expect(query.get('bedrooms')).toBe('2');
    expect(query.get('transactionType')).toBe('Rent');
    expect(query.get('page')).toBe('1');
    await waitFor(() => expect(refineButton().textContent).toContain('2'));
  });

  it('offers a rental’s terms for Rent only, and searches by them', async () => {
    stubFetch({ [SEARCH]: searchAnswer(3) });
    const { location } = renderApp(BHOPAL_FLATS);
    const sheet = await openSheet();
    expect(within(sheet).queryByRole('group', { name: SEARCH_LABELS.tenants })).toBeNull();
    expect(within(sheet).queryByLabelText(SEARCH_LABELS.availableBy)).toBeNull();

    fireEvent.click(within(sheet).getByRole('radio', { name: 'Rent' }));
    const tenants = within(sheet).getByRole('group', { name: SEARCH_LABELS.tenants });
    fireEvent.click(within(tenants).getByRole('checkbox', { name: 'Bachelors' }));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: SEARCH_LABELS.pets }));
    fireEvent.change(within(sheet).getByLabelText(SEARCH_LABELS.availableBy), { target: { value: '2027-03-01' } });
    fireEvent.click(within(sheet).getByRole('button', { name: SEARCH_LABELS.apply }));
    const query = queryOf(location.history?.at(-1));
    expect(query.get('tenants')).toBe('Bachelors');
    expect(query.get('pets')).toBe('true');
    expect(query.get('availableBy')).toBe('2027-03-01');

    // Back to Buy: a sale has no such terms, so they leave the search.
    const again = await openSheet();
    fireEvent.click(within(again).getByRole('radio', { name: 'Buy' }));
    expect(within(again).queryByRole('group', { name: SEARCH_LABELS.tenants })).toBeNull();
    fireEvent.click(within(again).getByRole('button', { name: SEARCH_LABELS.apply }));
    const bought = queryOf(location.history?.at(-1));
    expect(bought.get('transactionType')).toBe('Buy');
    expect([bought.get('tenants'), bought.get('pets'), bought.get('availableBy')]).toEqual([null, null, null]);
  });

  it('closes on the × button, and a tap on the shade', async () => {
    stubFetch({ [SEARCH]: searchAnswer(1) });
    renderApp(BHOPAL_FLATS);
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('button', { name: SEARCH_LABELS.close }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(refineButton());
    const shade = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    fireEvent.click(shade);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('suggests cities as you type; Escape closes the suggestions, not the sheet', async () => {
    const api = stubFetch({
      [SEARCH]: searchAnswer(1),
      [SUGGEST]: {
        status: 200,
        body: {
          success: true,
          data: [
            { kind: 'city', city: 'Indore', state: 'Madhya Pradesh', locality: null, listings: 1200 },
            { kind: 'locality', city: 'Indore', state: 'Madhya Pradesh', locality: 'Vijay Nagar', listings: 85 },
          ],
        },
      },
    });
    const { location } = renderApp(BHOPAL_FLATS);
    const sheet = await openSheet();
    const city = within(sheet).getByRole('combobox', { name: SEARCH_LABELS.city });
    fireEvent.change(city, { target: { value: 'Ind' } });
    const list = await within(sheet).findByRole('listbox', { name: SEARCH_LABELS.suggestions });
    const options = await within(list).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Indore, Madhya Pradesh1,200 properties',
      'Vijay Nagar, Indore85 properties',
    ]);
    const [request] = api.fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('suggest'));
    expect(request).toBe('/api/locations/suggest?q=Ind&limit=8');
    expect(city.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(city, { key: 'Escape' });
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog')).toBe(sheet);

    fireEvent.keyDown(city, { key: 'ArrowDown' });
    fireEvent.keyDown(city, { key: 'ArrowDown' });
    expect(city.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(city, { key: 'Enter' });
    expect(city).toHaveProperty('value', 'Indore');
    expect(within(sheet).getByRole('combobox', { name: SEARCH_LABELS.locality })).toHaveProperty(
      'value',
      'Vijay Nagar',
    );
    expect(within(sheet).getByLabelText(SEARCH_LABELS.state)).toHaveProperty('value', 'Madhya Pradesh');
    fireEvent.click(within(sheet).getByRole('button', { name: SEARCH_LABELS.apply }));
    const query = queryOf(location.history?.at(-1));
    expect([query.get('city'), query.get('state'), query.get('locality')]).toEqual([
      'Indore',
      'Madhya Pradesh',
      'Vijay Nagar',
    ]);
  });
});
