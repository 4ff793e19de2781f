import { describe, expect, it } from 'vitest';
import { AREA_UNIT_NAMES, AREA_UNITS, type AreaUnit } from '../../src/shared/listings/area-units';
import {
  bhkLabel,
  formatArea,
  formatCount,
  formatInr,
  formatPricePerSqft,
  formatPriceRange,
  formatPriceShort,
  formatRent,
  parseIndianAmount,
} from '../../src/shared/listings/format';

describe('formatInr', () => {
  it.each([
    [1250000, '₹12,50,000'],
    [999, '₹999'],
    [0, '₹0'],
    [123456789, '₹12,34,56,789'],
    [1000, '₹1,000'],
    [100000, '₹1,00,000'],
    [-500, '-₹500'],
    [-1250000, '-₹12,50,000'],
    [12.5, '₹13'],
    [12.4, '₹12'],
    [99999.5, '₹1,00,000'],
    [-0.4, '₹0'],
    [-0, '₹0'],
    [Number.MAX_SAFE_INTEGER, '₹9,00,71,99,25,47,40,991'],
    [1e21, '₹1,00,00,00,00,00,00,00,00,00,000'],
  ])('%s → %s', (rupees, expected) => {
    expect(formatInr(rupees)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('prints nothing for %s', (value) => {
    expect(formatInr(value)).toBe('');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1,234'],
    [123456, '1,23,456'],
    [10_000_000, '1,00,00,000'],
  ])('%d → %s, with no rupee sign', (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });
});

describe('formatPriceShort', () => {
  it.each([
    [0, '₹0'],
    [85000, '₹85,000'],
    [99999, '₹99,999'],
    [99999.5, '₹1 L'],
    [100000, '₹1 L'],
    [150000, '₹1.5 L'],
    [4500000, '₹45 L'],
    [4550000, '₹45.5 L'],
    [1234567, '₹12.35 L'],
    [1234500, '₹12.35 L'],
    [1234499, '₹12.34 L'],
    [9994999, '₹99.95 L'],
    [9999499, '₹99.99 L'],
    [9999500, '₹1 Cr'],
    [9999999, '₹1 Cr'],
    [10000000, '₹1 Cr'],
    [10050000, '₹1.01 Cr'],
    [12000000, '₹1.2 Cr'],
    [255000000, '₹25.5 Cr'],
    [1000000000, '₹100 Cr'],
    [12500000000, '₹1,250 Cr'],
    [-85000, '-₹85,000'],
    [-4500000, '-₹45 L'],
    [-12000000, '-₹1.2 Cr'],
  ])('%s → %s', (rupees, expected) => {
    expect(formatPriceShort(rupees)).toBe(expected);
  });

  it('prints nothing for a value that is not a number', () => {
    expect(formatPriceShort(Number.NaN)).toBe('');
  });
});

describe('formatPriceRange', () => {
  it.each([
    [4500000, 12000000, '₹45 L - ₹1.2 Cr'],
    [12000000, 4500000, '₹45 L - ₹1.2 Cr'],
    [4500000, 4500000, '₹45 L'],
    [4500000, 4500400, '₹45 L'],
    [25000, 85000, '₹25,000 - ₹85,000'],
    [Number.NaN, 5000000, '₹50 L'],
    [5000000, Number.NaN, '₹50 L'],
  ])('%s to %s → %s', (min, max, expected) => {
    expect(formatPriceRange(min, max)).toBe(expected);
  });
});

describe('formatRent', () => {
  it.each([
    [25000, '₹25,000/month'],
    [8500, '₹8,500/month'],
    [150000, '₹1.5 L/month'],
    [Number.NaN, ''],
  ])('%s → %s', (rupees, expected) => {
    expect(formatRent(rupees)).toBe(expected);
  });
});

describe('formatArea', () => {
  it.each<[number, AreaUnit, string]>([
    [1200, 'sq.ft', '1,200 sq.ft'],
    [2.5, 'acre', '2.5 acre'],
    [1, 'bigha', '1 bigha'],
    [240, 'sq.yd', '240 sq.yd'],
    [1500000, 'sq.ft', '15,00,000 sq.ft'],
    [1234.567, 'sq.m', '1,234.57 sq.m'],
    [1.005, 'acre', '1.01 acre'],
    [2.50001, 'kanal', '2.5 kanal'],
    [0, 'cent', '0 cent'],
    [Number.NaN, 'marla', ''],
  ])('%s %s → %s', (value, unit, expected) => {
    expect(formatArea(value, unit)).toBe(expected);
  });

  it("uses every unit's label from AREA_UNITS", () => {
    for (const unit of AREA_UNIT_NAMES) expect(formatArea(3, unit)).toBe(`3 ${AREA_UNITS[unit].label}`);
  });
});

describe('formatPricePerSqft', () => {
  it.each([
    [5416.67, '₹5,417/sq.ft'],
    [12000, '₹12,000/sq.ft'],
    [0, '₹0/sq.ft'],
    [Number.NaN, ''],
  ])('%s → %s', (rupees, expected) => {
    expect(formatPricePerSqft(rupees)).toBe(expected);
  });
});

describe('parseIndianAmount', () => {
  it.each([
    ['50 lakh', 5000000],
    ['50 lakhs', 5000000],
    ['50L', 5000000],
    ['50 lac', 5000000],
    ['50 LAKH', 5000000],
    ['1.2 cr', 12000000],
    ['1.2 crore', 12000000],
    ['2 crores', 20000000],
    ['.5 cr', 5000000],
    ['75k', 75000],
    ['2.5k', 2500],
    ['75 thousand', 75000],
    ['12,50,000', 1250000],
    ['1,250,000', 1250000],
    ['₹45 L', 4500000],
    ['₹ 1.25 Cr', 12500000],
    ['Rs. 50,000/-', 50000],
    ['45 lakh rupees', 4500000],
    ['4500000', 4500000],
    ['  4500000  ', 4500000],
    ['12.35 lakh', 1235000],
    ['0', 0],
  ])('%s → %s', (text, rupees) => {
    expect(parseIndianAmount(text)).toBe(rupees);
  });

  it.each([
    '',
    '   ',
    'abc',
    'lakh',
    '-5',
    '50 lakh flat',
    '1,2,3',
    '12..5',
    '1e5',
    '50 constructor',
    '50 tostring',
    '9'.repeat(20),
    'x'.repeat(10_000),
  ])('is undefined for %j', (text) => {
    expect(parseIndianAmount(text)).toBeUndefined();
  });
});

describe('bhkLabel', () => {
  it.each([
    [0, '1 RK'],
    [1, '1 BHK'],
    [2, '2 BHK'],
    [2.5, '2.5 BHK'],
    [10, '10 BHK'],
    [-1, ''],
    [Number.NaN, ''],
  ])('%s → %j', (bedrooms, expected) => {
    expect(bhkLabel(bedrooms)).toBe(expected);
  });
});
