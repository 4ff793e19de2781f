import { beforeAll, expect, it } from 'vitest';
import { CONDITION_ORDER, SEARCH_CONDITIONS } from '../../src/server/features/listings/search-conditions';
import type { ListingCard, SearchResponse } from '../../src/shared/listings/listing-types';
import {
  filterColumn,
  SEARCH_FILTER_NAMES,
  type SearchFilterName,
  type SearchParamValue,
  writeParam,
} from '../../src/shared/listings/search-filters';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

type Listing = 'areraFlat' | 'kolarFlat' | 'kolarPlot' | 'indoreRent' | 'mumbaiVilla';
const ALL: Listing[] = ['areraFlat', 'kolarFlat', 'kolarPlot', 'indoreRent', 'mumbaiVilla'];

/**
 * One value of every filter of the shared table, and the listings it leaves. Typed by the table: a
 * filter added to it does not compile here until it shows its condition narrowing a search.
 */
const NARROWS: { [K in SearchFilterName]: { value: SearchParamValue<K>; leaves: Listing[] } } = {
  propertyType: { value: 'Plot', leaves: ['kolarPlot'] },
  transactionType: { value: 'Rent', leaves: ['indoreRent'] },
  city: { value: 'Indore', leaves: ['indoreRent'] },
  state: { value: 'Maharashtra', leaves: ['mumbaiVilla'] },
  locality: { value: 'Kolar Road', leaves: ['kolarFlat', 'kolarPlot'] },
  searchQuery: { value: 'lake view', leaves: ['areraFlat'] },
  minPrice: { value: 7_000_000, leaves: ['kolarFlat', 'mumbaiVilla'] },
  maxPrice: { value: 4_000_000, leaves: ['kolarPlot', 'indoreRent'] },
  bedrooms: { value: [5], leaves: ['mumbaiVilla'] },
  minArea: { value: 1700, leaves: ['kolarPlot', 'mumbaiVilla'] },
  maxArea: { value: 1100, leaves: ['indoreRent'] },
  postedBy: { value: ['Builder'], leaves: ['indoreRent', 'mumbaiVilla'] },
  possession: { value: ['Under Construction'], leaves: ['mumbaiVilla'] },
  furnishing: { value: ['Furnished'], leaves: ['kolarFlat'] },
  facing: { value: ['East', 'North'], leaves: ['areraFlat', 'mumbaiVilla'] },
  verified: { value: true, leaves: ['kolarFlat', 'indoreRent', 'mumbaiVilla'] },
  tenants: { value: ['Bachelors'], leaves: ['indoreRent'] },
  pets: { value: true, leaves: ['indoreRent'] },
  availableBy: { value: '2027-02-01', leaves: ['indoreRent'] },
  // Arera Colony's point is in the box; Kolar Road's, a few kilometres south, is not; the rest have none.
  bbox: { value: { west: 77.42, south: 23.2, east: 77.45, north: 23.23 }, leaves: ['areraFlat'] },
};

describeEachDatabase('each search filter', (database) => {
  const ids = {} as Record<Listing, number>;
  let app: ReturnType<typeof createTestApp>;

  const found = async (query: string) => {
    const res = await app.request(`/api/properties/search?${query}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as SearchResponse;
    return data.map((card: ListingCard) => card.id).sort((a, b) => a - b);
  };
  const idsOf = (names: Listing[]) => names.map((name) => ids[name]).sort((a, b) => a - b);

  beforeAll(async () => {
    const db = database().db;
    app = createTestApp(database());
    const owner = await insertSeller(db, { sellerType: 'Individual' });
    const agent = await insertSeller(db, { sellerType: 'Agent', verified: true });
    const builder = await insertSeller(db, { sellerType: 'Builder', verified: true });
    const base = { seller: owner, city: 'Bhopal', state: 'Madhya Pradesh', transactionType: 'Buy' } as const;
    ids.areraFlat = await insertProperty(db, {
      ...base,
      locality: 'Arera Colony',
      bedrooms: 2,
      price: 4_500_000,
      areaValue: 1200,
      furnishing: 'Semi-Furnished',
      facing: 'East',
      description: 'A lake view from every room.',
      latitude: 23.2167,
      longitude: 77.4331,
    });
    ids.kolarFlat = await insertProperty(db, {
      ...base,
      seller: agent,
      locality: 'Kolar Road',
      bedrooms: 3,
      price: 7_200_000,
      areaValue: 1650,
      furnishing: 'Furnished',
      latitude: 23.1765,
      longitude: 77.4185,
    });
    ids.kolarPlot = await insertProperty(db, {
      ...base,
      locality: 'Kolar Road',
      propertyType: 'Plot',
      price: 3_000_000,
      areaValue: 200,
      areaUnit: 'sq.yd',
    });
    ids.indoreRent = await insertProperty(db, {
      ...base,
      seller: builder,
      city: 'Indore',
      locality: 'Vijay Nagar',
      transactionType: 'Rent',
      bedrooms: 2,
      price: 18_000,
      deposit: 36_000,
      areaValue: 1000,
      furnishing: 'Unfurnished',
      tenantPreferences: ['Bachelors'],
      petsAllowed: true,
      availableFrom: '2027-01-10',
    });
    ids.mumbaiVilla = await insertProperty(db, {
      ...base,
      seller: builder,
      city: 'Mumbai',
      state: 'Maharashtra',
      locality: 'Andheri West',
      propertyType: 'Independent House/Villa',
      bedrooms: 5,
      price: 21_000_000,
      areaValue: 3200,
      possession: 'Under Construction',
      facing: 'North',
    });
  });

  it('finds every listing with no filter', async () => {
    expect(await found('')).toEqual(idsOf(ALL));
  });

  it.each(SEARCH_FILTER_NAMES)('%s narrows the listings to those its condition matches', async (name) => {
    const { value, leaves } = NARROWS[name];
    expect(leaves.length, 'an example that narrows').toBeLessThan(ALL.length);
    const text = writeParam(name, value as SearchParamValue<typeof name>) ?? '';
    expect(await found(`${name}=${encodeURIComponent(text)}`)).toEqual(idsOf(leaves));
  });

  it('has a condition for every filter of the shared table, or does not compile', () => {
    const { verified: _verified, ...withoutOne } = SEARCH_CONDITIONS;
    // @ts-expect-error a filter of the shared table without its condition
    const incomplete: typeof SEARCH_CONDITIONS = withoutOne;
    const own = SEARCH_FILTER_NAMES.filter((name) => !filterColumn(name));
    expect(Object.keys(incomplete).sort()).toEqual(own.filter((n) => n !== 'verified').sort());
  });

  it('derives the condition of a filter declared with its column, and orders every filter in the WHERE', () => {
    expect(SEARCH_FILTER_NAMES.filter((name) => filterColumn(name))).toEqual([
      'postedBy',
      'possession',
      'furnishing',
      'facing',
    ]);
    expect([...CONDITION_ORDER].sort()).toEqual([...SEARCH_FILTER_NAMES].sort());
  });
});
