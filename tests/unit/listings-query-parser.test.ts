import { describe, expect, it } from 'vitest';
import { canonicalCity } from '../../src/shared/listings/query-cities';
import { type ParsedPhrase, parseSearchPhrase } from '../../src/shared/listings/query-parser';

const CITIES = [
  'Indore',
  'Bhopal',
  'Pune',
  'Mumbai',
  'Navi Mumbai',
  'Bangalore',
  'Noida',
  'Delhi',
  'New Delhi',
  'Gurgaon',
  'Kolkata',
  'Chennai',
  'Thiruvananthapuram',
  'Visakhapatnam',
  'Meerut',
];

const parse = (text: string, cities: readonly string[] = CITIES) => parseSearchPhrase(text, cities);

describe('parseSearchPhrase: the phrases buyers type', () => {
  it.each<[string, ParsedPhrase]>([
    [
      '2 bhk flat in indore under 50 lakh',
      { bedrooms: 2, propertyType: 'Flat/Apartment', city: 'Indore', maxPrice: 5000000, rest: '' },
    ],
    [
      '3bhk villa bhopal above 1 cr',
      { bedrooms: 3, propertyType: 'Independent House/Villa', city: 'Bhopal', minPrice: 10000000, rest: '' },
    ],
    [
      'plot in kolar road bhopal between 20 and 40 lakh',
      { propertyType: 'Plot', city: 'Bhopal', minPrice: 2000000, maxPrice: 4000000, rest: 'kolar road' },
    ],
    [
      'office space for rent in pune',
      { propertyType: 'Office Space', transactionType: 'Rent', city: 'Pune', rest: '' },
    ],
    ['shop under 80 lakhs', { propertyType: 'Retail Space/Shop', maxPrice: 8000000, rest: '' }],
    ['1 rk for rent mumbai', { bedrooms: 0, transactionType: 'Rent', city: 'Mumbai', rest: '' }],
    [
      'furnished 2 bhk rent bangalore below 25k',
      { furnishing: 'Furnished', bedrooms: 2, transactionType: 'Rent', city: 'Bangalore', maxPrice: 25000, rest: '' },
    ],
    [
      'ready to move flats noida',
      { possession: 'Ready to Move', propertyType: 'Flat/Apartment', city: 'Noida', rest: '' },
    ],
    ['owner flats in pune', { postedBy: 'Owner', propertyType: 'Flat/Apartment', city: 'Pune', rest: '' }],
    ['no broker', { postedBy: 'Owner', rest: '' }],
    ['plot 200 sq yd', { propertyType: 'Plot', minAreaSqft: 1620, maxAreaSqft: 1980, rest: '' }],
    ['1200 sqft', { minAreaSqft: 1080, maxAreaSqft: 1320, rest: '' }],
    ['above 1000 sq ft', { minAreaSqft: 1000, rest: '' }],
    ['kolar rd bhopal', { city: 'Bhopal', rest: 'kolar rd' }],
  ])('%j', (text, expected) => {
    expect(parse(text)).toEqual(expected);
  });
});

describe('parseSearchPhrase: each kind of filter', () => {
  it.each<[string, Partial<ParsedPhrase>]>([
    // Bedrooms
    ['2bhk', { bedrooms: 2 }],
    ['4 bedrooms', { bedrooms: 4 }],
    ['5+ bhk', { bedrooms: 5 }],
    ['10 bhk', { bedrooms: 10 }],
    ['rk', { bedrooms: 0 }],
    ['11 bhk', { rest: '11 bhk' }],
    ['2.5 bhk', { rest: '2.5 bhk' }],
    ['1rk', { bedrooms: 0 }],
    // Property types, plurals and the shared aliases
    ['flats', { propertyType: 'Flat/Apartment' }],
    ['apartments', { propertyType: 'Flat/Apartment' }],
    ['flat/apartment', { propertyType: 'Flat/Apartment' }],
    ['plots', { propertyType: 'Plot' }],
    ['shops', { propertyType: 'Retail Space/Shop' }],
    ['retail space', { propertyType: 'Retail Space/Shop' }],
    ['offices', { propertyType: 'Office Space' }],
    ['villas', { propertyType: 'Independent House/Villa' }],
    ['houses', { propertyType: 'Independent House/Villa' }],
    ['builder floors', { propertyType: 'Builder Floor' }],
    ['agricultural land', { propertyType: 'Land' }],
    ['godown', { propertyType: 'Warehouse' }],
    // Transaction
    ['flats for sale', { propertyType: 'Flat/Apartment', transactionType: 'Buy' }],
    ['buy plot', { propertyType: 'Plot', transactionType: 'Buy' }],
    ['warehouse on lease', { propertyType: 'Warehouse', transactionType: 'Rent' }],
    // Furnishing, possession, posted by
    ['semi-furnished', { furnishing: 'Semi-Furnished' }],
    ['semi furnished', { furnishing: 'Semi-Furnished' }],
    ['unfurnished', { furnishing: 'Unfurnished' }],
    ['fully furnished', { furnishing: 'Furnished' }],
    ['under construction', { possession: 'Under Construction' }],
    ['ready to move in', { possession: 'Ready to Move' }],
    ['no brokerage', { postedBy: 'Owner' }],
    ['by owner', { postedBy: 'Owner' }],
    ['agents', { postedBy: 'Agent' }],
    ['builder floor by builder', { propertyType: 'Builder Floor', postedBy: 'Builder' }],
    // Prices
    ['under rs 50,000', { maxPrice: 50000 }],
    ['budget 1.5 cr', { maxPrice: 15000000 }],
    ['bhopal 40 lakh', { city: 'Bhopal', maxPrice: 4000000 }],
    ['₹45 L', { maxPrice: 4500000 }],
    ['under 12,50,000', { maxPrice: 1250000 }],
    ['50 lakh and above', { minPrice: 5000000 }],
    ['1 cr+', { minPrice: 10000000 }],
    ['from 50 lakh', { minPrice: 5000000 }],
    ['20-40 lakh', { minPrice: 2000000, maxPrice: 4000000 }],
    ['45 lakh to 1 cr', { minPrice: 4500000, maxPrice: 10000000 }],
    ['rent 15000-20000', { transactionType: 'Rent', minPrice: 15000, maxPrice: 20000 }],
    ['rent under 15000 rs', { transactionType: 'Rent', maxPrice: 15000 }],
    ['above 1 cr under 2 cr', { minPrice: 10000000, maxPrice: 20000000 }],
    ['above 1 cr under 50 lakh', { minPrice: 5000000, maxPrice: 10000000 }],
    ['under 50 lakh under 60 lakh', { maxPrice: 5000000 }],
    ['under 5', { rest: 'under 5' }],
    ['under 99999999999999 cr', { rest: 'under 99999999999999 cr' }],
    // Areas, in square feet
    ['between 1000 and 2000 sqft', { minAreaSqft: 1000, maxAreaSqft: 2000 }],
    ['under 1500 sq.ft.', { maxAreaSqft: 1500 }],
    ['plot 200 gaj', { propertyType: 'Plot', minAreaSqft: 1620, maxAreaSqft: 1980 }],
    ['above 2 acres', { minAreaSqft: 87120 }],
    ['1 bigha or less', { maxAreaSqft: 27000 }],
    ['100 sq m', { minAreaSqft: 968.75, maxAreaSqft: 1184.03 }],
    ['100 ft road', { rest: '100 ft road' }],
    ['sector 62 noida', { city: 'Noida', rest: 'sector 62' }],
    ['452001 flats', { propertyType: 'Flat/Apartment', rest: '452001' }],
  ])('%j', (text, expected) => {
    expect(parse(text)).toEqual({ rest: '', ...expected });
  });
});

describe('parseSearchPhrase: cities', () => {
  it.each<[string, readonly string[], string | undefined, string]>([
    ['flats in navi mumbai', CITIES, 'Navi Mumbai', ''],
    ['new delhi flats', CITIES, 'New Delhi', ''],
    ['delhi flats', CITIES, 'Delhi', ''],
    ['INDORE', CITIES, 'Indore', ''],
    ['delhi road meerut', CITIES, 'Meerut', 'delhi road'],
    ['bengaluru', CITIES, 'Bangalore', ''],
    ['bangalore', ['Bengaluru'], 'Bengaluru', ''],
    ['gurugram', CITIES, 'Gurgaon', ''],
    ['gurgaon', ['Gurugram'], 'Gurugram', ''],
    ['bombay', CITIES, 'Mumbai', ''],
    ['calcutta', CITIES, 'Kolkata', ''],
    ['madras', CITIES, 'Chennai', ''],
    ['trivandrum', CITIES, 'Thiruvananthapuram', ''],
    ['vizag', CITIES, 'Visakhapatnam', ''],
    ['bombay', ['Pune'], undefined, 'bombay'],
    ['pune', [], undefined, 'pune'],
    ['pune', ['', '  ', 'pune ', 'Pune'], 'pune', ''],
  ])('%j with %j → %s', (text, cities, city, rest) => {
    const parsed = parse(text, cities);
    expect(parsed.city).toBe(city);
    expect(parsed.rest).toBe(rest);
  });
  it('reads a city list again when it grows', () => {
    const cities = ['Pune'];
    expect(parse('indore', cities).city).toBeUndefined();
    cities.push('Indore');
    expect(parse('indore', cities).city).toBe('Indore');
  });
});

describe('parseSearchPhrase: rest and hostile input', () => {
  it('keeps the rest lowercase and single-spaced, without glue words', () => {
    expect(parse('  Flats   NEAR  Vijay   Nagar,  Indore ').rest).toBe('vijay nagar');
    expect(parse('house with garden at the lake').rest).toBe('garden lake');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['SQL', "'; drop table listings; --"],
    ['SQL quotes', "1' or '1'='1"],
    ['emoji', '🏠🏠🏠 ✨'],
    ['Devanagari', '२ bhk इंदौर में'],
    ['control and lone surrogate', '\u0000\uD800\uFFFF'],
    ['500 dashes', '-'.repeat(500)],
    ['500 nines', '9'.repeat(500)],
    ['10 kB of letters', 'x'.repeat(10_000)],
    ['2,000 repeats', '2 bhk '.repeat(2000)],
    ['object property names', 'constructor __proto__ tostring hasownproperty'],
  ])('returns a phrase for %s', (_, text) => {
    const parsed = parse(text);
    expect(typeof parsed.rest).toBe('string');
    expect(parsed.rest).toBe(parsed.rest.toLowerCase());
    expect(parsed.rest).not.toMatch(/\s{2}|^\s|\s$/);
    expect(parsed.rest.length).toBeLessThanOrEqual(200);
  });

  it('reads SQL as plain words', () => {
    expect(parse("'; drop table listings; --")).toEqual({ rest: 'drop table listings' });
  });

  it('reads only the first 200 characters', () => {
    expect(parse(`${'x '.repeat(100)}pune`)).toEqual({ rest: 'x '.repeat(100).trim() });
    expect(parse(`${'x '.repeat(98)}pune`).city).toBe('Pune');
  });

  it('does not throw when a JavaScript caller passes something that is not a string', () => {
    expect(parseSearchPhrase(undefined as unknown as string, CITIES)).toEqual({ rest: '' });
    expect(parseSearchPhrase('pune', undefined as unknown as string[])).toEqual({ rest: 'pune' });
    expect(parseSearchPhrase('pune', [42, null, 'Pune'] as unknown as string[]).city).toBe('Pune');
  });
});

describe('canonicalCity', () => {
  const cities = ['Delhi', 'Bangalore', 'Mumbai', 'Navi Mumbai'];
  it.each([
    ['New Delhi', 'Delhi'],
    ['bengaluru', 'Bangalore'],
    ['BOMBAY', 'Mumbai'],
    ['navi mumbai', 'Navi Mumbai'],
    ['Mumbai', 'Mumbai'],
    ['Atlantis', 'Atlantis'],
  ])('%s is listed as %s', (typed, listed) => {
    expect(canonicalCity(typed, cities)).toBe(listed);
  });
});
