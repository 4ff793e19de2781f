import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokerPath, isAppRoute, PATHS, ROUTES, searchResultsHref } from '../../src/shared/routes';

const SPEC = new URL('../../../shared/SPEC.md', import.meta.url);

describe('the route table', () => {
  it.skipIf(!existsSync(SPEC) && process.env.CI !== 'true')('holds every route path of SPEC.md section 2', () => {
    const section = readFileSync(SPEC, 'utf8').split('### Route paths')[1]?.split('### Page structure')[0] ?? '';
    const specPaths = new Set(section.match(/\/[a-z_:/-]*[a-z]/g));
    specPaths.add('/');
    expect(specPaths.size).toBeGreaterThanOrEqual(52);
    // Beyond the spec's list: the four Insights pages the menus' 'INTRODUCING Insights' entries lead to, the
    // shortlist, the landing pages, the review form of a locality, and the admins' reports queue, review
    // screen and resident reviews; a buyer's compare and My enquiries pages; and what the device saved.
    const extra = new Set<string>([
      PATHS.insightsLocalities,
      PATHS.insightsPriceTrends,
      PATHS.insightsEmiCalculator,
      PATHS.insightsReviews,
      PATHS.reviewWrite,
      PATHS.shortlist,
      PATHS.compare,
      PATHS.myEnquiries,
      PATHS.savedOffline,
      PATHS.landingCity,
      PATHS.landingTopic,
      PATHS.adminReports,
      PATHS.adminPropertyReview,
      PATHS.adminReviews,
    ]);
    expect(new Set(Object.values(PATHS).filter((path) => !extra.has(path)))).toEqual(specPaths);
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

  it('builds the spec search-results link shape with Buy, page 1 and empty locality', () => {
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
