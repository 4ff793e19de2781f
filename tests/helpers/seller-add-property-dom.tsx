/**
 * Shared by the add-property DOM tests: renders the page directly (inside a router with an in-memory
 * address bar), a fake XMLHttpRequest for uploads, and a stored listing. The drafts are the real
 * IndexedDB store on fake-indexeddb (see seller-add-property-drafts.ts).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createStore, Provider } from '../../src/client/app/store';
import AddPropertyPage from '../../src/client/features/sellers/pages/AddPropertyPage';
import { createBrowserApiCache } from '../../src/client/lib/browser-api-cache';
import { ApiCacheProvider } from '../../src/client/lib/use-api';
import type { UploadedPhoto } from '../../src/shared/media-upload';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';

export function renderAddProperty(path = '/saller/property/add') {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Provider store={createStore()}>
      <ApiCacheProvider value={createBrowserApiCache()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <AddPropertyPage />
        </Router>
      </ApiCacheProvider>
    </Provider>,
  );
  return { ...view, location };
}

/** Types into the field labelled `label`. */
export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** One uploaded photo as POST /api/media answers it. */
export const uploadedPhoto = (hash: string): UploadedPhoto => ({
  hash,
  width: 1024,
  height: 768,
  urls: { 320: `/media/${hash}-320.webp`, 640: `/media/${hash}-640.webp`, 1024: `/media/${hash}-1024.webp` },
});

/**
 * A stand-in XMLHttpRequest: every request waits in `FakeXhr.sent` until the test calls `progress` and
 * `answer` on it.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(share: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: share * 100, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** A stored listing as GET /api/seller/properties/:id answers it. */
export const storedListing = (overrides: Partial<SellerListing> = {}): SellerListing => ({
  id: 7,
  status: 'active',
  rejectionReason: null,
  heldForReportsAt: null,
  title: '3 BHK villa with a garden in Kolar Road',
  description: 'Corner plot, two car parks.',
  propertyType: 'Independent House/Villa',
  transactionType: 'Buy',
  price: 12_500_000,
  deposit: null,
  priceNegotiable: true,
  area: { value: 2400, unit: 'sq.ft', sqft: 2400 },
  carpetArea: 2000,
  parking: 'Covered',
  parkingSpaces: 2,
  tenantPreferences: [],
  petsAllowed: null,
  availableFrom: null,
  bedrooms: 3,
  bathrooms: 3,
  balconies: 2,
  furnishing: 'Furnished',
  floor: null,
  totalFloors: 2,
  facing: 'North',
  possession: 'Ready to Move',
  possessionDate: null,
  ageYears: 5,
  reraId: null,
  amenities: ['Power Backup'],
  location: {
    state: 'Madhya Pradesh',
    city: 'Bhopal',
    locality: 'Kolar Road',
    subLocality: null,
    society: null,
    coordinates: null,
  },
  postedBy: 'Owner',
  coverPhoto: null,
  photos: [],
  views: 10,
  enquiries: { new: 0, total: 1 },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-02T00:00:00.000Z',
  confirmedAt: '2026-01-02T00:00:00.000Z',
  lapsesAt: '2026-03-03T00:00:00.000Z',
  remindedAt: null,
  featuredUntil: null,
  ...overrides,
});
