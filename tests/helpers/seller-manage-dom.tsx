/**
 * Renders one seller page on its own (no dispatcher, no gate) with an in-memory address bar, toasts and
 * a fresh API cache (as a page load has).
 */
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppToaster } from '../../src/client/app/AppToaster';
import { createBrowserApiCache } from '../../src/client/lib/browser-api-cache';
import { ApiCacheProvider } from '../../src/client/lib/use-api';
import type { SellerListing } from '../../src/shared/sellers/seller-constants';
import type { SellerEnquiry } from '../../src/shared/sellers/seller-enquiries';
import type { stubFetch } from './fetch-stub';

export function renderPage(Page: ComponentType, path: string) {
  const location = memoryLocation({ path, record: true });
  const cache = createBrowserApiCache();
  const view = render(
    <ApiCacheProvider value={cache}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Page />
        <AppToaster />
      </Router>
    </ApiCacheProvider>,
  );
  return { ...view, location, cache };
}

/** The query strings sent to `path`, in order (the stub records paths only). */
export const queriesTo = (api: ReturnType<typeof stubFetch>, path: string): URLSearchParams[] =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

export const sellerListing = (overrides: Partial<SellerListing> = {}): SellerListing => ({
  id: 11,
  status: 'active',
  rejectionReason: null,
  heldForReportsAt: null,
  title: '2 BHK flat near Arera Colony market',
  description: 'Sunny corner flat on the third floor.',
  propertyType: 'Flat/Apartment',
  transactionType: 'Buy',
  price: 4_500_000,
  deposit: null,
  priceNegotiable: false,
  area: { value: 1100, unit: 'sq.ft', sqft: 1100 },
  carpetArea: null,
  parking: null,
  parkingSpaces: null,
  tenantPreferences: [],
  petsAllowed: null,
  availableFrom: null,
  bedrooms: 2,
  bathrooms: 2,
  balconies: 1,
  furnishing: null,
  floor: 3,
  totalFloors: 8,
  facing: null,
  possession: 'Ready to Move',
  possessionDate: null,
  ageYears: 4,
  reraId: null,
  amenities: [],
  location: {
    state: 'Madhya Pradesh',
    city: 'Bhopal',
    locality: 'Arera Colony',
    subLocality: null,
    society: null,
    coordinates: null,
  },
  postedBy: 'Owner',
  coverPhoto: null,
  photos: [],
  views: 120,
  enquiries: { new: 2, total: 5 },
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-02T10:00:00.000Z',
  publishedAt: '2026-09-02T10:00:00.000Z',
  confirmedAt: '2026-09-02T10:00:00.000Z',
  lapsesAt: '2026-11-01T10:00:00.000Z',
  remindedAt: null,
  featuredUntil: null,
  ...overrides,
});

export const listingPage = (data: SellerListing[], total = data.length, page = 1) => ({
  success: true,
  data,
  total,
  page,
  pageSize: 20,
});

export const sellerEnquiry = (overrides: Partial<SellerEnquiry> = {}): SellerEnquiry => ({
  id: 7,
  status: 'new',
  message: 'Is the price negotiable? I can visit on Sunday.',
  preferredTime: 'Evening',
  createdAt: '2026-10-28T18:30:00.000Z',
  updatedAt: '2026-10-28T18:30:00.000Z',
  listing: { kind: 'property', id: 11, title: '2 BHK flat near Arera Colony market' },
  buyer: { name: 'Rohan Mehta', phoneNumber: '9812345678', email: 'rohan@example.in' },
  ...overrides,
});

export const enquiryPage = (
  data: SellerEnquiry[],
  counts: Partial<Record<string, number>> = {},
  total = data.length,
) => ({
  success: true,
  data,
  total,
  page: 1,
  pageSize: 20,
  counts: { new: 0, seen: 0, responded: 0, closed: 0, all: total, ...counts },
});
