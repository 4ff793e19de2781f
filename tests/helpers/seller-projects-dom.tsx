/**
 * Shared by the builder project DOM tests: a page rendered with its own jotai store (the pages read the
 * stored seller's type through an atom, which a shared store would keep from the test before), a stored
 * builder session and a project as the API answers it.
 */
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppToaster } from '../../src/client/app/AppToaster';
import { createStore, Provider } from '../../src/client/app/store';
import { createBrowserApiCache } from '../../src/client/lib/browser-api-cache';
import { ApiCacheProvider } from '../../src/client/lib/use-api';
import type { SellerProject } from '../../src/shared/sellers/seller-project-constants';
import { storeSeller } from '../fixtures/seller-accounts';

export function renderProjectPage(Page: ComponentType, path: string) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Provider store={createStore()}>
      <ApiCacheProvider value={createBrowserApiCache()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Page />
          <AppToaster />
        </Router>
      </ApiCacheProvider>
    </Provider>,
  );
  return { ...view, location };
}

export const storeBuilder = () => storeSeller({ sellerType: 'Builder' });

export const sellerProject = (overrides: Partial<SellerProject> = {}): SellerProject => ({
  id: 5,
  status: 'active',
  rejectionReason: null,
  heldForReportsAt: null,
  name: 'Lakeview Residency',
  projectType: 'Residential',
  description: 'Two towers beside the Upper Lake.',
  location: {
    state: 'Madhya Pradesh',
    city: 'Bhopal',
    locality: 'Kolar Road',
    address: 'Plot 14, Kolar Road',
    coordinates: null,
  },
  totalUnits: 240,
  availableUnits: 180,
  unitConfigurations: [
    { label: '2 BHK', bedrooms: 2, minAreaSqft: 1050, maxAreaSqft: 1180, minPrice: 5_200_000, maxPrice: 5_900_000 },
    { label: '3 BHK', bedrooms: 3, minAreaSqft: 1450, maxAreaSqft: 1620, minPrice: 7_400_000, maxPrice: 8_300_000 },
  ],
  minPrice: 5_200_000,
  maxPrice: 8_300_000,
  launchDate: '2026-01-15',
  completionDate: '2029-06-30',
  reraId: 'P-BPL-26-4821',
  amenities: ['Club House'],
  upcoming: false,
  photos: [],
  views: 41,
  enquiries: { new: 1, total: 3 },
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-02T10:00:00.000Z',
  publishedAt: '2026-09-02T10:00:00.000Z',
  ...overrides,
});

export const projectPage = (data: SellerProject[], total = data.length, page = 1) => ({
  success: true,
  data,
  total,
  page,
  pageSize: 20,
});
