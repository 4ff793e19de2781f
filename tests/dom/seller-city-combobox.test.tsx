/**
 * The add-property wizard's city: any Indian town, typed with suggestions from GET /api/places, picked
 * with the keyboard (arrows, Enter, Escape) or a tap, bringing its state with it; offline, the product's
 * own cities are still offered.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLACE_PICKER_COPY } from '../../src/client/features/sellers/shared/place-picker.content';
import { DELHI_NCR } from '../../src/shared/location/place-label';
import type { PlaceMatch } from '../../src/shared/location/places-contract';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { next, renderAddProperty, stepHeading, type } from '../helpers/seller-add-property-dom';
import { clearDrafts } from '../helpers/seller-add-property-drafts';

const UJJAIN: PlaceMatch = { city: 'Ujjain', state: 'Madhya Pradesh', latitude: 23.18, longitude: 75.78 };

async function toLocation() {
  await stepHeading('Basic details');
  type('Title', '2 BHK flat near Mahakal temple');
  type('Property type', 'Flat/Apartment');
  fireEvent.click(screen.getByRole('radio', { name: 'Sell (Buy)' }));
  next();
  await stepHeading('Property details');
  type('Carpet area', '1100');
  type('Bedrooms (BHK)', '2');
  type('Bathrooms', '2');
  next();
  await stepHeading('Location');
  return screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
}

describe('the city picker of the add property wizard', () => {
  afterEach(() => clearDrafts());

  it('finds a town beyond the product’s cities and picks it with the keyboard, with its state', async () => {
    const stub = stubFetch({ 'GET /api/places': { status: 200, body: { success: true, data: [UJJAIN] } } });
    storeSession();
    renderAddProperty();
    const city = await toLocation();
    fireEvent.focus(city);
    type('City', 'ujj');
    const option = await screen.findByRole('option', { name: 'Ujjain, Madhya Pradesh' });
    expect(stub.requests.some((r) => r.path === '/api/places')).toBe(true);
    expect(city.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(PLACE_PICKER_COPY.suggestionCount(1)).getAttribute('aria-live')).toBe('polite');

    fireEvent.keyDown(city, { key: 'ArrowDown' });
    expect(city.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(city, { key: 'Enter' });
    expect(city.value).toBe('Ujjain');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Madhya Pradesh');
    expect(city.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the product’s cities offline, Delhi as Delhi NCR, and closes on Escape', async () => {
    stubFetch();
    storeSession();
    renderAddProperty();
    const city = await toLocation();
    fireEvent.focus(city);
    type('City', 'del');
    await waitFor(() => expect(screen.getByRole('option', { name: DELHI_NCR })).toBeTruthy());
    fireEvent.keyDown(city, { key: 'Escape' });
    expect(city.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(city, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('option', { name: DELHI_NCR }));
    expect(city.value).toBe('Delhi');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Delhi');
  });
});
