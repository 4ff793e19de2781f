/** Rows and pages of the admin moderation tables, as the API sends them. */
import type { AdminListingRow, AdminListingsPage } from '../../src/shared/admin/admin-listings-contract';

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
