import { describe, expect, it } from 'vitest';
import { searchName, understoodChips } from '../../src/client/features/search/understood';

describe('what a search understood', () => {
  it('shows the filters a phrase filled as chips, explicit filters left out', () => {
    expect(understoodChips({ searchQuery: '2 BHK under 60 lakh' }).map((chip) => chip.text)).toEqual([
      'Under ₹60 lakh',
      '2 BHK',
    ]);
    expect(understoodChips({ searchQuery: '2 BHK under 60 lakh' }).map((chip) => chip.filter)).toEqual([
      'Maximum budget',
      'Bedrooms (BHK)',
    ]);
    // Set explicitly, the budget is not what the words said.
    expect(understoodChips({ searchQuery: '2 BHK under 60 lakh', maxPrice: 9_000_000 }).map((c) => c.text)).toEqual([
      '2 BHK',
    ]);
    expect(understoodChips({ searchQuery: 'lake view' })).toEqual([]);
    expect(understoodChips({})).toEqual([]);
  });

  it('names a saved search by its filters', () => {
    expect(searchName({ city: 'Bhopal', searchQuery: '2 BHK flats under 60 lakh' })).toBe(
      '2 BHK flats in Bhopal under ₹60 lakh',
    );
    expect(searchName({ propertyType: 'Flat/Apartment', bedrooms: [2], city: 'Bhopal', maxPrice: 6_000_000 })).toBe(
      '2 BHK flats in Bhopal under ₹60 lakh',
    );
    expect(searchName({ propertyType: 'Land/Plot', city: 'Bhopal' })).toBe('Land and plots in Bhopal');
    expect(searchName({ propertyType: 'Office Space', transactionType: 'Rent', city: 'Pune' })).toBe(
      'Offices for rent in Pune',
    );
    expect(searchName({ searchQuery: 'lake view', minPrice: 15_000_000 })).toBe(
      'Properties in India over ₹1.5 crore matching “lake view”',
    );
  });
});
