import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyStructuredData } from '../../src/client/features/listing-detail/listing-structured-data';
import { formatDate } from '../../src/shared/date-format';
import { LISTING_FIELD_LABELS as L } from '../../src/shared/listings/listing-fields';
import { PATHS } from '../../src/shared/routes';
import { listingCard, ok, propertyDetail } from '../fixtures/listing-detail';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

beforeAll(async () => {
  await import('../../src/client/features/listing-detail/pages/PropertyDetailPage');
}, 30_000);

const path = `${PATHS.propertyProfile}?id=2067`;
const TITLE = '1 BHK Flat for Sale in Hoshangabad Road, Bhopal';
const fact = (label: string) => screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;

let served = propertyDetail();
function serve(overrides: Parameters<typeof propertyDetail>[0]) {
  served = propertyDetail(overrides);
  stubFetch({
    'GET /api/properties/2067': ok(propertyDetail(overrides)),
    'GET /api/properties/2067/similar': ok([listingCard()]),
  });
  renderApp(path);
  return screen.findByRole('heading', { level: 1, name: TITLE });
}

/** The JSON-LD the server writes into the page for the listing served. */
const homeSchema = () => JSON.stringify(propertyStructuredData(served, ''));

describe('a rental’s terms on the property page', { timeout: 15_000 }, () => {
  it('shows the preferred tenants, pets, the date it is free and the parking, and tells search engines about pets', async () => {
    await serve({
      transactionType: 'Rent',
      price: 25_000,
      deposit: 50_000,
      pricePerSqft: null,
      tenantPreferences: ['Family', 'Company'],
      petsAllowed: false,
      availableFrom: '2027-01-15',
      parking: 'Covered',
      parkingSpaces: 2,
    });
    expect(fact(L.tenantPreferences)).toBe('Family, Company');
    expect(fact(L.petsAllowed)).toBe('No');
    expect(fact(L.availableFrom)).toBe(formatDate('2027-01-15'));
    expect(fact(L.parking)).toBe('Covered, 2 spaces');
    expect(homeSchema()).toContain('"petsAllowed":false');
  });

  it('shows none of them for a sale without them', async () => {
    await serve({});
    expect(fact(L.tenantPreferences)).toBeUndefined();
    expect(fact(L.petsAllowed)).toBeUndefined();
    expect(fact(L.availableFrom)).toBeUndefined();
    expect(homeSchema()).not.toContain('petsAllowed');
  });
});

describe('a building’s carpet area on the property page', { timeout: 15_000 }, () => {
  it('shows the carpet area in the listing’s unit, once (not again among the details)', async () => {
    await serve({ carpetArea: 480 });
    expect(screen.getAllByText(L.carpetArea, { selector: 'dt' })).toHaveLength(1);
    expect(fact(L.carpetArea)).toBe('480 sq.ft');
  });

  it('shows none for a listing without one', async () => {
    await serve({ carpetArea: null, details: {} });
    expect(fact(L.carpetArea)).toBeUndefined();
  });
});
