import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/shared/route-titles';
import { brokerPath, isAppRoute, PATHS, searchResultsHref } from '../../src/shared/routes';

// docs/routes.md is the readable list of every page; these tests keep it and the route table in step.
const ROUTES_DOC = readFileSync(new URL('../../docs/routes.md', import.meta.url), 'utf8');

/** The `| path | key | area |` rows of one section of docs/routes.md. */
const documentedRoutes = (heading: string): { path: string; key: string; area: string }[] => {
  const section = ROUTES_DOC.split(`## ${heading}`)[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([^`]+)` \| `([^`]+)` \| ([a-z]+) \|$/gm)].map(([, path, key, area]) => ({
    path: path ?? '',
    key: key ?? '',
    area: area ?? '',
  }));
};

describe('the route table', () => {
  const launch = documentedRoutes('Launch routes');
  const added = documentedRoutes('Routes added since launch');

  it('keeps every launch route of docs/routes.md at its path', () => {
    expect(launch).toHaveLength(52);
    for (const { path, key, area } of launch) {
      expect(ROUTES[key as keyof typeof ROUTES], key).toEqual(expect.objectContaining({ path, area }));
    }
  });

  it('has no route docs/routes.md does not list', () => {
    const documented = [...launch, ...added].map(({ key }) => key).sort();
    expect(documented).toEqual(Object.keys(PATHS).sort());
    for (const { path, key, area } of added) {
      expect(ROUTES[key as keyof typeof ROUTES], key).toEqual(expect.objectContaining({ path, area }));
    }
  });

  it('gives every route a title and an area', () => {
    for (const [key, info] of Object.entries(ROUTES)) {
      expect(info.path, key).toBe(PATHS[key as keyof typeof PATHS]);
      expect(info.title.length, key).toBeGreaterThan(2);
    }
    expect(ROUTES.searchResults.area).toBe('bare');
    expect(ROUTES.adminPayments.area).toBe('admin');
    expect(ROUTES.sellerDashboard.area).toBe('seller');
    expect(ROUTES.about.area).toBe('public');
  });

  it('builds the search-results link shape with Buy, page 1 and empty locality', () => {
    expect(searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Delhi', state: 'Delhi' })).toBe(
      '/search-results?propertyType=Flat%2FApartment&transactionType=Buy&page=1&city=Delhi&state=Delhi&locality=&searchQuery=',
    );
  });

  it('fills the broker id', () => {
    expect(brokerPath(42)).toBe('/broker/42');
    expect(brokerPath('a b/c')).toBe('/broker/a%20b%2Fc');
  });

  it.each([
    ['/', true],
    ['/about', true],
    ['/about/', true],
    ['/broker/17', true],
    ['/services/vaastu', true],
    ['/saller/property/add', true],
    ['/admin/sallers/manage', true],
    ['/broker', false],
    ['/broker/1/2', false],
    ['/abouts', false],
    ['/api/health', false],
    ['/admin', false],
  ])('isAppRoute(%s) is %s', (path, expected) => {
    expect(isAppRoute(path)).toBe(expected);
  });
});
