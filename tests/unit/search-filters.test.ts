import { describe, expect, it } from 'vitest';
import {
  readParam,
  SEARCH_PARAM_NAMES,
  SEARCH_PARAMS,
  type SearchFilters,
  type SearchParamName,
  type SearchParamValue,
  writeParam,
} from '../../src/shared/listings/search-filters';
import { compactQuery, searchResultsUrl, searchUrl } from '../../src/shared/listings/search-href';
import { searchParamsSchema } from '../../src/shared/listings/search-params';
import { readSearch } from '../../src/shared/listings/search-url';
import { PATHS } from '../../src/shared/routes';

/**
 * Values of every parameter as a search holds them. Typed by the filter table: a parameter added to it
 * does not compile here until it has examples, so every parameter is round-tripped. The first example
 * of each goes into one search together (so a range's first low end is not above its first high end).
 */
const EXAMPLES: { [K in SearchParamName]: readonly [SearchParamValue<K>, ...SearchParamValue<K>[]] } = {
  propertyType: ['Flat/Apartment', 'Retail Space/Shop', 'Independent House/Villa'],
  transactionType: ['Rent', 'Buy'],
  page: [2, 1, 500],
  city: ['Bhopal', 'Navi Mumbai'],
  state: ['Madhya Pradesh'],
  locality: ['Kolar Road', 'M.P. Nagar & Zone-1'],
  searchQuery: ['2 BHK under 50 lakh', 'lake view, “sunny” 100%'],
  minPrice: [2_000_000, 0],
  maxPrice: [5_000_000, 9_999_999_999_999],
  bedrooms: [[2, 3], [0], [5]],
  minArea: [1000, 0, 1250.5],
  maxArea: [1800, 999_999_999.99],
  postedBy: [['Owner', 'Agent'], ['Builder']],
  possession: [['Ready to Move'], ['Ready to Move', 'Under Construction']],
  furnishing: [['Semi-Furnished', 'Furnished'], ['Unfurnished']],
  facing: [['East', 'North-East'], ['South-West']],
  // false is no filter: it is left out of URLs, and reads back as left out.
  verified: [true],
  tenants: [['Bachelors'], ['Family', 'Company']],
  pets: [true],
  availableBy: ['2027-03-20', '2028-02-29'],
  bbox: [
    { west: 77.35, south: 23.18, east: 77.48, north: 23.29 },
    { west: -0.5, south: -1.25, east: 0.5, north: 0.000001 },
  ],
  sort: ['price_asc', 'relevance', 'price_per_sqft'],
};

type Value = SearchParamValue<SearchParamName>;
const cases: [SearchParamName, Value][] = SEARCH_PARAM_NAMES.flatMap((name) =>
  (EXAMPLES[name] as readonly Value[]).map((value): [SearchParamName, Value] => [name, value]),
);

/** The query string of a URL as the API reads it: the first of each parameter. */
const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? url));

describe('every search parameter, from the filter table', () => {
  it.each(cases)('%s reads back what it writes: %j', (name, value) => {
    expect(readParam(name, writeParam(name, value))).toEqual({ value });
  });

  it.each(cases)('%s survives a whole URL and the API schema: %j', (name, value) => {
    const search = { [name]: value } as SearchFilters;
    const parsed = searchParamsSchema.parse(queryOf(compactQuery(search)));
    expect(parsed[name]).toEqual(value);
    expect(searchParamsSchema.parse(queryOf(searchResultsUrl(search)))[name]).toEqual(value);
  });

  it('a search setting every parameter at once comes back whole from both URL shapes', () => {
    const search = Object.fromEntries(SEARCH_PARAM_NAMES.map((name) => [name, EXAMPLES[name][0]])) as SearchFilters;
    for (const path of [PATHS.searchResults, PATHS.properties]) {
      const url = searchUrl(path, search);
      expect(readSearch(url.split('?')[1] ?? '').filters).toEqual(search);
      expect(searchParamsSchema.parse(queryOf(url))).toEqual(search);
    }
  });

  it.each(SEARCH_PARAM_NAMES)('%s refuses junk with a message that names it by its label', (name) => {
    const { label } = SEARCH_PARAMS[name];
    const read = readParam(name, '#'.repeat(1000));
    expect(read).toEqual({ problem: expect.any(String) });
    expect('problem' in read && read.problem.startsWith(`${label} `)).toBe(true);
  });
});
