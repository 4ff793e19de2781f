/** What the search DOM tests share: listing cards, search answers and the requests the page made. */
import type { ListingCard, SearchResponse } from '../../src/shared/listings/listing-types';
import type { stubFetch } from './fetch-stub';

export const SEARCH = 'GET /api/properties/search';
export const SUGGEST = 'GET /api/locations/suggest';

/** The search-results link (docs/routes.md) for flats for sale in Bhopal, as the header's menus write it. */
export const BHOPAL_FLATS =
  '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=1&city=Bhopal&state=Madhya%20Pradesh&locality=&searchQuery=';

let nextId = 1;

export function listingCard(overrides: Partial<ListingCard> = {}): ListingCard {
  const id = nextId++;
  return {
    id,
    title: `2 BHK Flat for Sale in Kolar Road, Bhopal #${id}`,
    propertyType: 'Flat/Apartment',
    transactionType: 'Buy',
    price: 4_500_000,
    deposit: null,
    area: { value: 1000, unit: 'sq.ft', sqft: 1000 },
    pricePerSqft: 4500,
    bedrooms: 2,
    bathrooms: 2,
    furnishing: 'Semi-Furnished',
    facing: null,
    possession: 'Ready to Move',
    location: { city: 'Bhopal', state: 'Madhya Pradesh', locality: 'Kolar Road' },
    postedBy: 'Owner',
    verified: false,
    featured: false,
    coverPhoto: 'a'.repeat(64),
    publishedAt: '2026-01-10T10:00:00.000Z',
    confirmedAt: '2026-01-10T10:00:00.000Z',
    tenantPreferences: [],
    petsAllowed: null,
    availableFrom: null,
    mapPoint: { latitude: 23.1765, longitude: 77.4185, approximate: true },
    ...overrides,
  };
}

/** A search answer with `count` cards on this page out of `total`. */
export function searchAnswer(
  count: number,
  { total = count, page = 1, totalCapped = false }: { total?: number; page?: number; totalCapped?: boolean } = {},
): { status: number; body: SearchResponse } {
  return {
    status: 200,
    body: {
      success: true,
      data: Array.from({ length: count }, () => listingCard()),
      total,
      totalCapped,
      page,
      pageSize: 20,
    },
  };
}

/** The query of every search request the page sent, oldest first. */
export function searchQueries(api: ReturnType<typeof stubFetch>): URLSearchParams[] {
  return api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/properties/search')
    .map((url) => url.searchParams);
}

/** The query of the address bar after the last navigation. */
export const queryOf = (path: string | undefined) => new URLSearchParams(path?.split('?')[1] ?? '');
