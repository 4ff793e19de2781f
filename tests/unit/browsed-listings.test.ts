/**
 * The device's browsed listings (listing-store.ts) on fake-indexeddb: the worker writes every card of every
 * answer it keeps, and once more the cards of answers a page kept before it ran, which may be older than
 * what it already has. The newest copy of a listing always wins, and the store stays within its bound.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import {
  BROWSED_LIMIT,
  readBrowsed,
  readBrowsedListing,
  rememberBrowsed,
} from '../../src/shared/offline/listing-store';

const card = (id: number, price: number): ListingCard => ({
  id,
  title: `Flat ${id}`,
  propertyType: 'Flat/Apartment',
  transactionType: 'Buy',
  price,
  deposit: null,
  area: { value: 1000, unit: 'sq.ft', sqft: 1000 },
  pricePerSqft: Math.round(price / 1000),
  bedrooms: 2,
  bathrooms: 2,
  furnishing: null,
  facing: null,
  possession: 'Ready to Move',
  location: { city: 'Bhopal', state: 'Madhya Pradesh', locality: 'Arera Colony' },
  postedBy: 'Owner',
  verified: false,
  featured: false,
  coverPhoto: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: '2026-11-20T10:00:00.000Z',
  tenantPreferences: [],
  petsAllowed: null,
  availableFrom: null,
  mapPoint: null,
});

describe('browsed listings on the device', () => {
  it('keeps the newest copy of a listing, whatever order the copies come in', async () => {
    await rememberBrowsed([card(1, 4_500_000)], 2_000);
    // A page's older answer, taken in later: the price seen at 2,000 stays.
    await rememberBrowsed([card(1, 4_000_000), card(2, 6_000_000)], 1_000);
    expect((await readBrowsedListing(1))?.price).toBe(4_500_000);
    expect((await readBrowsedListing(2))?.price).toBe(6_000_000);
    await rememberBrowsed([card(1, 4_200_000)], 3_000);
    expect((await readBrowsedListing(1))?.price).toBe(4_200_000);
  });

  it('keeps a card’s fields only, and stays within its bound, the least recently seen going first', async () => {
    const detail = { ...card(3, 9_000_000), description: 'A long description', photos: ['a', 'b'] };
    await rememberBrowsed([detail], 4_000);
    expect(Object.keys((await readBrowsedListing(3)) ?? {})).not.toContain('description');

    const many = Array.from({ length: BROWSED_LIMIT }, (_, index) => card(1_000 + index, 1_000_000));
    await rememberBrowsed(many, 5_000);
    await rememberBrowsed([card(9_999, 2_000_000)], 6_000);
    const kept = (await readBrowsed()).map((listing) => listing.id);
    // Over the bound: down to a few hundred less in one go, so the scan is rare.
    expect(kept.length).toBeLessThan(BROWSED_LIMIT);
    expect(kept.length).toBeGreaterThan(BROWSED_LIMIT / 2);
    // The earliest seen went first; the one just seen stayed.
    expect(kept).not.toContain(1);
    expect(kept).not.toContain(3);
    expect(kept).toContain(9_999);
  });
});
