import { beforeAll, expect, it } from 'vitest';
import type { LocationSuggestion, SearchResponse } from '../../src/shared/listings/listing-types';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { adminTestApp } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

const CITY = 'Wildcardpur';

/**
 * Text people type into a search is matched as text: `\` is not an escape that breaks the query, and
 * `%` and `_` are not wildcards, in the search, the location suggestions, the admin searches and the
 * saved-search counts.
 */
describeEachDatabase('LIKE patterns from typed text', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = database().db;
    t = adminTestApp(database());
    admin = await t.admin();
    const seller = await insertSeller(db, { firstName: 'Percy', lastName: 'Underscore' });
    const base = { seller, city: CITY, daysAgo: 1 };
    ids.kolar = await insertProperty(db, { ...base, locality: 'Kolar Road' });
    ids.arera = await insertProperty(db, { ...base, locality: 'Arera Colony' });
    ids.literal = await insertProperty(db, { ...base, locality: 'Sector 5_A 50%' });
  });

  const search = async (query: string) => {
    const res = await t.call<SearchResponse>('GET', `/properties/search?city=${CITY}&${query}`);
    expect(res.status, query).toBe(200);
    return res.body.data.map((card) => card.id).sort();
  };

  it('answers a search with a backslash in the locality (alone or at the end) with 200', async () => {
    expect(await search('locality=%5C')).toEqual([]);
    // Still the fuzzy (trigram) match of a typo, not an error.
    expect(await search('locality=Kolar%5C')).toEqual([ids.kolar]);
  });

  it('takes % and _ in a locality literally', async () => {
    // As wildcards, '%' matched every listing and '_o%' matched 'Kolar Road'.
    expect(await search('locality=%25')).toEqual([]);
    expect(await search('locality=_o%25')).toEqual([]);
    expect(await search(`locality=${encodeURIComponent('Sector 5_A 50%')}`)).toEqual([ids.literal]);
  });

  it('suggests only places that start with the typed text, wildcards and backslashes included', async () => {
    for (const q of ['%25%25', '_o', '%5C%5C', '%5C_', `${CITY.slice(0, 3)}%25`]) {
      const res = await t.call<{ data: LocationSuggestion[] }>('GET', `/locations/suggest?q=${q}&city=${CITY}`);
      expect(res.status, q).toBe(200);
      expect(res.body.data, q).toEqual([]);
    }
    const literal = await t.call<{ data: LocationSuggestion[] }>(
      'GET',
      `/locations/suggest?q=${encodeURIComponent('Sector 5_')}&city=${CITY}`,
    );
    expect(literal.body.data.map((s) => s.locality)).toEqual(['Sector 5_A 50%']);
  });

  it('matches admin searches literally', async () => {
    const listings = async (query: string) => {
      const res = await t.call<{ data: { id: number }[] }>('GET', `/admin/properties?${query}`, undefined, admin.token);
      expect(res.status, query).toBe(200);
      return res.body.data.map((row) => row.id).sort();
    };
    expect(await listings('city=%5C')).toEqual([]);
    expect(await listings('city=%25')).toEqual([]);
    expect(await listings('q=%5C')).toEqual([]);
    expect(await listings(`city=${CITY}&q=_o`)).toEqual([]);
    expect(await listings(`city=${CITY}&q=5_A%2050%25`)).toEqual([ids.literal]);
    for (const q of ['%5C', '%25%25', '___']) {
      const people = await t.call<{ data: { id: number }[] }>('GET', `/admin/users?q=${q}`, undefined, admin.token);
      expect(people.status, q).toBe(200);
      expect(people.body.data, q).toEqual([]);
    }
    const percy = await t.call<{ data: { name: string }[] }>('GET', '/admin/sellers?q=y%20U', undefined, admin.token);
    expect(percy.body.data.map((row) => row.name)).toEqual(['Percy Underscore']);
  });

  it('counts every saved search of a batch, one holding a backslash, % or _ included', async () => {
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const searches = [
      `city=${CITY}`,
      'locality=%5C',
      `city=${CITY}&locality=%25`,
      `city=${CITY}&locality=_o%25`,
      `city=${CITY}&locality=Kolar%20Road`,
    ].map((query) => ({ query, since }));
    const res = await t.call<{ data: number[] }>('POST', '/saved-searches/new-counts', { searches });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([3, 0, 0, 0, 1]);
  });
});
