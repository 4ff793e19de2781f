import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MY_ENQUIRIES_UI as UI } from '../../src/client/features/enquiries/my-enquiries.content';
import type { MyEnquiry } from '../../src/shared/enquiries/my-enquiries';
import { formatPriceRange, formatPriceShort, formatRent } from '../../src/shared/listings/format';
import { mediaUrl } from '../../src/shared/media';
import { PATHS } from '../../src/shared/routes';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

const PHOTO = 'a'.repeat(64);

const enquiry = (id: number, listing: Partial<MyEnquiry['listing']>): MyEnquiry => ({
  id,
  status: 'new',
  message: 'Is this flat still available?',
  preferredTime: 'Evening',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  listing: {
    kind: 'property',
    id: 10 + id,
    title: '2 BHK near Kolar Road',
    city: 'Bhopal',
    locality: 'Kolar Road',
    available: true,
    coverPhoto: PHOTO,
    price: 4_500_000,
    maxPrice: null,
    transactionType: 'Buy',
    ...listing,
  },
  sellerName: 'Kolar Homes',
});

describe('my enquiries', () => {
  it('shows each card with the listing’s photo and its price as listing cards write it', async () => {
    storeSession();
    const sale = enquiry(1, {});
    const rent = enquiry(2, { title: '1 BHK for rent in MP Nagar', price: 18_000, transactionType: 'Rent' });
    const project = enquiry(3, {
      kind: 'project',
      title: 'Lakeview Towers',
      coverPhoto: null,
      price: 3_800_000,
      maxPrice: 9_500_000,
      transactionType: null,
    });
    stubFetch({
      'GET /api/me/enquiries': { status: 200, body: { success: true, data: [sale, rent, project], total: 3 } },
    });
    renderApp(PATHS.myEnquiries);

    const first = await screen.findByRole('listitem', { name: sale.listing.title });
    const photo = within(first).getByRole('img', { name: UI.photoAlt(sale.listing.title) });
    expect(photo.getAttribute('src')).toBe(mediaUrl(PHOTO, 320));
    expect(within(first).getByText(formatPriceShort(4_500_000))).toBeTruthy();

    const second = screen.getByRole('listitem', { name: rent.listing.title });
    expect(within(second).getByText(formatRent(18_000))).toBeTruthy();

    const third = screen.getByRole('listitem', { name: project.listing.title });
    expect(within(third).getByText(formatPriceRange(3_800_000, 9_500_000))).toBeTruthy();
    expect(within(third).queryByRole('img')).toBeNull();
  });
});
