import { describe, expect, it } from 'vitest';
import { searchName, understoodChips, withPhraseRead } from '../../src/client/features/search/understood';

describe('what a search understood', () => {
  it('shows the filters a phrase filled as chips, explicit filters left out', () => {
    expect(understoodChips({ searchQuery: '2 BHK under 60 lakh' }).map((chip) => chip.text)).toEqual([
      'Up to ₹60 lakh',
      '2 BHK',
    ]);
    expect(understoodChips({ searchQuery: 'plots over 20 lakh' }).map((chip) => chip.text)).toEqual([
      'Plot',
      'From ₹20 lakh',
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

  it('reads a phrase into filters of their own, keeping only its other words as text', () => {
    expect(withPhraseRead({ searchQuery: '2 bhk flats in bhopal under 50 lakh near lake' })).toEqual({
      // The API's reading too: 'near' says nothing a listing can match.
      searchQuery: 'lake',
      propertyType: 'Flat/Apartment',
      bedrooms: [2],
      city: 'Bhopal',
      state: 'Madhya Pradesh',
      maxPrice: 5_000_000,
    });
    // A filter set explicitly stays; the phrase's other reading of it is dropped, as the API drops it.
    expect(withPhraseRead({ city: 'Indore', state: 'Madhya Pradesh', searchQuery: '3 bhk in pune' })).toEqual({
      city: 'Indore',
      state: 'Madhya Pradesh',
      bedrooms: [3],
      searchQuery: undefined,
    });
    const plain = { city: 'Bhopal' };
    expect(withPhraseRead(plain)).toBe(plain);
  });
});
