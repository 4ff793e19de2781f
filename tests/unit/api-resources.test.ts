import { describe, expect, it } from 'vitest';
import { type ApiAnswer, ApiCache, type ApiFetcher } from '../../src/client/lib/api-cache';
import { apiRead } from '../../src/client/lib/api-read';
import {
  adminQueue,
  listingResource,
  me,
  resourcesOf,
  reviews,
  sellerListings,
} from '../../src/client/lib/api-resources';

/** A fetcher that answers every path at once with an empty page, recording the paths asked. */
function answeringFetcher() {
  const asked: string[] = [];
  const fetcher: ApiFetcher = async (path) => {
    asked.push(path);
    return { status: 200, body: { data: [] }, savedAt: null } satisfies ApiAnswer;
  };
  return { fetcher, asked };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('apiRead', () => {
  it('builds the path from the key, its parameters (encoded) and the set values of its query', () => {
    expect(apiRead('GET /api/reviews/:city/:locality', { params: { city: 'pune', locality: 'a b' } }).path).toBe(
      '/api/reviews/pune/a%20b',
    );
    const read = apiRead('GET /api/seller/properties', { query: { status: 'rejected', type: '', page: 2 } });
    expect(read).toMatchObject({
      key: 'GET /api/seller/properties',
      path: '/api/seller/properties?status=rejected&page=2',
    });
  });
});

describe('the resources a read shows', () => {
  it('follow from the endpoint and its parameters', () => {
    const own = apiRead('GET /api/seller/properties/:id', { params: { id: 7 } });
    expect(sellerListings.shownBy(own)).toBe(true);
    expect(listingResource(7).shownBy(own)).toBe(true);
    expect(listingResource(8).shownBy(own)).toBe(false);
    expect(listingResource(7).shownBy(apiRead('GET /api/properties/:id', { params: { id: 7 } }))).toBe(true);
    // The seller's profile carries the counts of their listings.
    const profile = apiRead('GET /api/sellers/me');
    expect([me, sellerListings].every((resource) => resource.shownBy(profile))).toBe(true);
    expect(adminQueue('property').shownBy(apiRead('GET /api/admin/properties/:id/review', { params: { id: 1 } }))).toBe(
      true,
    );
    expect(adminQueue('project').shownBy(apiRead('GET /api/admin/properties'))).toBe(false);
    expect(reviews.shownBy(apiRead('GET /api/reviews/:city', { params: { city: 'pune' } }))).toBe(true);
    expect(resourcesOf(apiRead('GET /api/insights/cities'))).toEqual([]);
  });
});

describe('ApiCache.invalidate', () => {
  it('reads again what shows a changed resource, except what the writer changed in place', async () => {
    const { fetcher, asked } = answeringFetcher();
    const cache = new ApiCache({ fetcher });
    const list = apiRead('GET /api/seller/properties', { query: { page: 1 } });
    const other = apiRead('GET /api/seller/properties', { query: { page: 2 } });
    const profile = apiRead('GET /api/sellers/me');
    const cities = apiRead('GET /api/insights/cities');
    for (const read of [list, other, profile, cities]) cache.subscribe(read.path, () => undefined, { read });
    await tick();
    asked.length = 0;
    cache.invalidate(sellerListings, { except: [list.path] });
    expect(asked).toEqual([other.path, profile.path]);
  });

  it('marks a changed read nobody shows as stale, to be read when next shown', async () => {
    const { fetcher, asked } = answeringFetcher();
    const cache = new ApiCache({ fetcher });
    const profile = apiRead('GET /api/sellers/me');
    const leave = cache.subscribe(profile.path, () => undefined, { read: profile });
    await tick();
    leave();
    cache.invalidate([me]);
    expect(asked).toEqual([profile.path]);
    expect(cache.isFresh(profile.path)).toBe(false);
    cache.subscribe(profile.path, () => undefined);
    expect(asked).toEqual([profile.path, profile.path]);
  });
});
