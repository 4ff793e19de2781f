/** Rows and pages of the admin moderation tables, as the API sends them. */

import type { AdminListingRow, AdminListingsPage } from '../../src/shared/admin/admin-listings-contract';
import type { ListingReview } from '../../src/shared/admin/listing-review-contract';

export const adminRow = (overrides: Partial<AdminListingRow> = {}): AdminListingRow => ({
  id: 21,
  kind: 'property',
  title: '2 BHK flat in Arera Colony',
  type: 'Flat/Apartment',
  transactionType: 'Buy',
  city: 'Bhopal',
  locality: 'Arera Colony',
  price: 4_500_000,
  maxPrice: null,
  pricePerSqft: 4500,
  views: 120,
  status: 'pending',
  rejectionReason: null,
  featuredUntil: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  seller: { id: 7, name: 'Asha Verma', sellerType: 'Individual', postedBy: 'Owner' },
  flags: [],
  ...overrides,
});

export const adminPage = (rows: AdminListingRow[], total = rows.length, page = 1): AdminListingsPage => ({
  success: true,
  data: rows,
  total,
  page,
  pageSize: 20,
});

/** One property's review as GET /api/admin/properties/:id/review sends it: a pending flat with two photos. */
export function reviewOf(id: number, overrides: Partial<ListingReview> = {}): ListingReview {
  const photo = (seed: string) => ({
    hash: seed.repeat(64).slice(0, 64),
    urls: { 320: `/media/${seed}-320.webp`, 640: `/media/${seed}-640.webp`, 1024: `/media/${seed}-1024.webp` },
  });
  return {
    listing: {
      id,
      status: 'pending',
      rejectionReason: null,
      featuredUntil: null,
      title: `3 BHK flat ${id} in Arera Colony`,
      description: 'Corner flat with cross ventilation, two covered parkings.',
      propertyType: 'Flat/Apartment',
      transactionType: 'Buy',
      price: 5_100_000,
      deposit: null,
      priceNegotiable: false,
      area: { value: 1100, unit: 'sq.ft', sqft: 1100 },
      pricePerSqft: 4636,
      bedrooms: 3,
      bathrooms: 2,
      balconies: 1,
      furnishing: 'Semi-Furnished',
      floor: 3,
      totalFloors: 8,
      facing: 'East',
      possession: 'Ready to Move',
      possessionDate: null,
      ageYears: 4,
      reraId: null,
      amenities: ['Lift', 'Parking'],
      details: {},
      location: {
        state: 'Madhya Pradesh',
        city: 'Bhopal',
        locality: 'Arera Colony',
        subLocality: null,
        society: null,
        coordinates: null,
      },
      postedBy: 'Owner',
      views: 12,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      publishedAt: '2026-11-01T12:00:00.000Z',
      confirmedAt: '2026-11-01T12:00:00.000Z',
      href: `/property-profile?id=${id}`,
      photos: [photo('a'), photo('b')],
    },
    seller: {
      id: 7,
      name: 'Asha Verma',
      companyName: null,
      sellerType: 'Individual',
      accountCreatedAt: '2025-01-15T10:00:00.000Z',
      verified: false,
      verifiedAt: null,
      blocked: false,
      listings: { active: 2, pending: 1 },
      rejections: 1,
      reports: 0,
    },
    flags: [],
    matches: [],
    priceCheck: null,
    reviewChanges: null,
    heldForReportsAt: null,
    openReports: { total: 0, byReason: {} },
    queue: { status: 'pending', previousId: null, nextId: null, position: 1, total: 2 },
    ...overrides,
  };
}
