import { describe, expect, it } from 'vitest';
import { searchDescription, searchHead, searchTitle } from '../../src/client/features/search/search-head';
import { BROWSE_DEFAULTS, readSearch } from '../../src/shared/listings/search-url';
import { BRAND_NAME } from '../../src/shared/messages';
import { PATHS } from '../../src/shared/routes';

/** The head of a results page at `address`, read as the page reads it. */
function headOf(address: string) {
  const [path = '', query = ''] = address.split('?');
  const defaults = path === PATHS.properties ? BROWSE_DEFAULTS : {};
  const { filters, valid } = readSearch(query, defaults);
  return searchHead(path, filters, { defaults, valid, count: { total: 1234, capped: false } });
}

describe('a results page’s title', () => {
  it.each([
    ['propertyType=Flat%2FApartment&transactionType=Buy&city=Bhopal', 'Flats for sale in Bhopal'],
    ['propertyType=Builder%20Floor&transactionType=Rent&city=Delhi', 'Builder floors for rent in Delhi'],
    ['city=Pune&locality=Baner', 'Properties for sale or rent in Baner, Pune'],
    ['state=Maharashtra&transactionType=Buy', 'Properties for sale in Maharashtra'],
    ['', 'Properties for sale or rent in India'],
    ['propertyType=Plot&city=Indore&page=3', 'Plots for sale or rent in Indore (page 3)'],
    [
      'propertyType=Flat%2FApartment&transactionType=Buy&city=Bhopal&bedrooms=0,2&maxPrice=5000000',
      '1 RK, 2 BHK flats for sale in Bhopal under ₹50 L',
    ],
    [
      'transactionType=Buy&city=Bhopal&minPrice=2000000&maxPrice=15000000',
      'Properties for sale in Bhopal between ₹20 L and ₹1.5 Cr',
    ],
    ['transactionType=Rent&city=Mumbai&minPrice=25000', 'Properties for rent in Mumbai above ₹25,000'],
    ['city=Bhopal&searchQuery=lake%20view', 'Properties for sale or rent in Bhopal matching “lake view”'],
  ])('%s → %s', (query, title) => {
    expect(searchTitle(readSearch(query).filters)).toBe(title);
  });
});

describe('a results page’s description', () => {
  const bhopalFlats = readSearch('propertyType=Flat%2FApartment&transactionType=Buy&city=Bhopal').filters;

  it('says how many listings the search found, once known', () => {
    expect(searchDescription(bhopalFlats, { total: 1234, capped: false })).toBe(
      `Flats for sale in Bhopal: 1,234 properties on ${BRAND_NAME}, with prices, photos and details from owners, agents and builders.`,
    );
    expect(searchDescription(bhopalFlats, { total: 10_000, capped: true })).toContain('more than 10,000 properties');
    expect(searchDescription(bhopalFlats, { total: 1, capped: false })).toContain(': 1 property on');
    expect(searchDescription(bhopalFlats, { total: 0, capped: false })).toContain('no listings match right now');
    expect(searchDescription(bhopalFlats, undefined)).toBe(
      `Flats for sale in Bhopal on ${BRAND_NAME}: prices, photos and details from owners, agents and builders.`,
    );
  });
});

describe('a results page’s canonical address and indexing', () => {
  it.each([
    // The search-results link (docs/routes.md), its empty parameters and all: the landing page it stands for.
    [
      '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=1&city=Bhopal&state=&locality=&searchQuery=',
      '/in/bhopal/flats-for-sale',
    ],
    [
      '/search-results?propertyType=Plot&transactionType=Rent&page=1&city=Navi%20Mumbai&state=Maharashtra',
      '/in/navi-mumbai/plots-for-rent',
    ],
    ['/search-results?city=Bhopal', '/in/bhopal'],
    ['/search-results?city=Bhopal&locality=Arera%20Colony', '/in/bhopal/arera-colony'],
    // /properties' own newest-first order is no choice of the visitor's.
    ['/properties?city=Indore', '/in/indore'],
  ])('%s → %s, indexed', (address, canonical) => {
    expect(headOf(address)).toMatchObject({ canonical, noindex: false });
  });

  it.each([
    ['/search-results', '/search-results'],
    ['/search-results?transactionType=&page=1&city=&state=', '/search-results'],
    ['/properties', '/properties'],
    ['/properties?sort=newest&page=1', '/properties'],
    // Further pages of a place's listings: their own address, indexed (their links are the way to the listings).
    ['/search-results?city=Bhopal&page=2', '/search-results?page=2&city=Bhopal'],
    ['/search-results?state=Goa', '/search-results?state=Goa'],
  ])('%s → its own address %s, indexed', (address, canonical) => {
    expect(headOf(address)).toMatchObject({ canonical, noindex: false });
  });

  it.each([
    [
      '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=1&city=Bhopal&bedrooms=2,3',
      '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&city=Bhopal&bedrooms=2%2C3',
    ],
    [
      '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=2&city=Bhopal',
      '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=2&city=Bhopal',
    ],
    ['/search-results?city=Bhopal&sort=price_asc', '/search-results?city=Bhopal&sort=price_asc'],
    ['/search-results?city=Bhopal&searchQuery=lake', '/search-results?city=Bhopal&searchQuery=lake'],
    ['/search-results?propertyType=Plot', '/search-results?propertyType=Plot'],
    ['/properties?city=Bhopal&sort=price_desc', '/properties?city=Bhopal&sort=price_desc'],
    ['/properties?verified=true', '/properties?verified=true'],
  ])('%s: a deep combination, kept out of indexes, canonical %s', (address, canonical) => {
    expect(headOf(address)).toMatchObject({ canonical, noindex: true });
  });

  it('keeps a search the API refuses out of indexes, pointing at the bare page', () => {
    expect(headOf('/search-results?city=Bhopal&page=abc')).toMatchObject({
      canonical: '/search-results',
      noindex: true,
    });
  });
});
