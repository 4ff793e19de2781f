import { beforeAll, expect, it } from 'vitest';
import type { CityInsight, LocalityInsight, PriceTrends } from '../../src/shared/insights/insights-contract';
import type { LocationSuggestion } from '../../src/shared/listings/listing-types';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { adminTestApp } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

const CITY = 'Blockton';
const HIDDEN_LOCALITY = 'Hiddenpet Nagar';
const HIDDEN_CITY = 'Secretabad';

/**
 * A blocked seller's listings feed no public read: not the location suggestions, not any insights
 * answer (names, counts or prices), even right after an earlier answer was cached; unblocking brings
 * them back at once.
 */
describeEachDatabase('a blocked seller in suggestions and insights', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;
  let blockedId = 0;

  beforeAll(async () => {
    const db = database().db;
    t = adminTestApp(database());
    admin = await t.admin();
    const good = await insertSeller(db);
    const hidden = await insertSeller(db, { sellerType: 'Agent' });
    blockedId = hidden.id;
    // 1,000 sq.ft each: ₹5,000 and ₹6,000 a sq.ft, and the blocked seller's ₹50,000.
    await insertProperty(db, { seller: good, city: CITY, locality: 'Main Bazaar', price: 5_000_000, photos: 0 });
    await insertProperty(db, { seller: good, city: CITY, locality: 'Main Bazaar', price: 6_000_000, photos: 0 });
    await insertProperty(db, { seller: hidden, city: CITY, locality: HIDDEN_LOCALITY, price: 50_000_000, photos: 0 });
    await insertProperty(db, { seller: hidden, city: HIDDEN_CITY, locality: 'Old Town', photos: 0 });
  });

  const read = async () => {
    const get = async <T>(path: string) => {
      const res = await t.call<{ data: T }>('GET', path);
      expect(res.status, path).toBe(200);
      return res.body.data;
    };
    const suggest = [
      ...(await get<LocationSuggestion[]>(`/locations/suggest?q=${encodeURIComponent(HIDDEN_LOCALITY)}`)),
      ...(await get<LocationSuggestion[]>(`/locations/suggest?q=${HIDDEN_CITY}`)),
    ];
    const cities = await get<CityInsight[]>('/insights/cities');
    const localities = await get<LocalityInsight[]>(`/insights/localities?city=${CITY}`);
    const hiddenCity = await get<LocalityInsight[]>(`/insights/localities?city=${HIDDEN_CITY}`);
    const trends = await get<PriceTrends>(`/insights/price-trends?city=${CITY}`);
    const india = await get<PriceTrends>('/insights/price-trends');
    return {
      suggested: suggest.map((s) => s.locality ?? s.city).sort(),
      cities: cities.map((c) => [c.city, c.listings, c.medianPricePerSqft]),
      localities: [...localities, ...hiddenCity].map((l) => [l.locality, l.listings, l.maxPrice]),
      trend: trends.byType.map((b) => [b.listings, b.medianPricePerSqft]),
      months: trends.months.reduce((sum, m) => sum + m.listings, 0),
      india: india.byType.map((b) => [b.listings, b.medianPricePerSqft]),
    };
  };

  const shown = {
    suggested: [HIDDEN_LOCALITY, HIDDEN_CITY],
    cities: [
      [CITY, 3, 6000],
      [HIDDEN_CITY, 1, 4500],
    ],
    localities: [
      ['Main Bazaar', 2, 6_000_000],
      [HIDDEN_LOCALITY, 1, 50_000_000],
      ['Old Town', 1, 4_500_000],
    ],
    trend: [[3, 6000]],
    months: 3,
    india: [[4, 5500]],
  };
  const hidden = {
    suggested: [],
    cities: [[CITY, 2, 5500]],
    localities: [['Main Bazaar', 2, 6_000_000]],
    trend: [[2, 5500]],
    months: 2,
    india: [[2, 5500]],
  };

  it('leaves them out as soon as they are blocked, and shows them again once unblocked', async () => {
    expect(await read()).toEqual(shown);
    const blocked = await t.call('POST', `/admin/users/${blockedId}/block`, undefined, admin.token);
    expect(blocked.status).toBe(200);
    expect(await read()).toEqual(hidden);
    const unblocked = await t.call('POST', `/admin/users/${blockedId}/unblock`, undefined, admin.token);
    expect(unblocked.status).toBe(200);
    expect(await read()).toEqual(shown);
  });
});
