/**
 * The landing pages' API: a city, a city's type and deal, a locality, each resolved against the names the
 * public listings use; totals and first pages as the search answers them for the same filters; medians
 * computed from a small known set; and 404 for an address naming nothing we have.
 */
import { beforeAll, expect, it } from 'vitest';
import {
  LANDING_MIN_LOCALITY_LISTINGS,
  LANDING_NOT_FOUND_MESSAGE,
  type LandingPage,
  landingDescription,
  landingHeading,
} from '../../src/shared/landing/landing-contract';
import { landingApiPath, landingPath, parseLandingPath } from '../../src/shared/landing/landing-paths';
import type { SearchResponse } from '../../src/shared/listings/listing-types';
import { searchResultsUrl } from '../../src/shared/listings/search-href';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

describeEachDatabase('landing pages API', (database) => {
  let app: ReturnType<typeof createTestApp>;
  const ids: Record<string, number> = {};

  /** The API answer of a landing address (the page's own read). */
  const landing = async (path: string) => {
    const address = parseLandingPath(path);
    const res = await app.request(address ? landingApiPath(address) : `/api/landing${path.slice(3)}`);
    return {
      status: res.status,
      body: (await res.json()) as { success: boolean; data: LandingPage; message?: string },
    };
  };
  const found = async (path: string): Promise<LandingPage> => {
    const { status, body } = await landing(path);
    expect(status, path).toBe(200);
    expect(body.success).toBe(true);
    return body.data;
  };
  /** The search API's answer for a results page's address (the page's 'See all' link). */
  const searchOf = async (resultsPath: string): Promise<SearchResponse> => {
    const res = await app.request(`/api/properties/search?${resultsPath.split('?')[1]}`);
    expect(res.status).toBe(200);
    return (await res.json()) as SearchResponse;
  };

  beforeAll(async () => {
    const { db } = database();
    app = createTestApp(database());
    const owner = await insertSeller(db, { sellerType: 'Individual' });
    const agent = await insertSeller(db, { sellerType: 'Agent', verified: true });
    const blocked = await insertSeller(db, { sellerType: 'Agent', status: 'blocked' });
    const add = async (name: string, input: Omit<Parameters<typeof insertProperty>[1], 'seller'>, seller = owner) => {
      ids[name] = await insertProperty(db, { seller, ...input });
    };
    // Flats for sale in Bhopal at 4,000, 5,000, 6,000 and 9,000 a sq.ft: median 5,500.
    await add('flat4000', { locality: 'Arera Colony', price: 4_000_000, areaValue: 1000, daysAgo: 9 });
    await add('flat6000', { locality: 'Arera Colony', price: 6_000_000, areaValue: 1000, daysAgo: 3 }, agent);
    await add('flat5000', { locality: 'Arera Colony', price: 7_500_000, areaValue: 1500, daysAgo: 5, featured: true });
    await add('flat9000', { locality: 'Kolar Road', price: 18_000_000, areaValue: 2000, daysAgo: 1 });
    // A plot for sale at 2,000 a sq.ft: the city's page (everything for sale) has median 5,000.
    await add('plot2000', {
      locality: 'Kolar Road',
      propertyType: 'Plot',
      price: 3_000_000,
      areaValue: 1500,
      daysAgo: 2,
    });
    // Flats for rent at 20,000, 25,000, 25,000 and 30,000 a month: median 25,000. One spells the locality in capitals.
    await add('rent20', {
      locality: 'Arera Colony',
      transactionType: 'Rent',
      price: 20_000,
      deposit: 40_000,
      daysAgo: 4,
    });
    await add('rent30', {
      locality: 'Arera Colony',
      transactionType: 'Rent',
      price: 30_000,
      deposit: 60_000,
      daysAgo: 6,
    });
    await add('rent25', {
      locality: 'ARERA COLONY',
      transactionType: 'Rent',
      price: 25_000,
      deposit: 50_000,
      daysAgo: 7,
    });
    await add('rent25b', {
      locality: 'Kolar Road',
      transactionType: 'Rent',
      price: 25_000,
      deposit: 50_000,
      daysAgo: 8,
    });
    await add('office', {
      locality: 'MP Nagar',
      propertyType: 'Office Space',
      transactionType: 'Rent',
      price: 60_000,
      deposit: 360_000,
      daysAgo: 10,
    });
    // Never on any page: not yet approved, sold, or a blocked seller's.
    await add('pending', { locality: 'Arera Colony', status: 'pending', publishedAt: null });
    await add('sold', { locality: 'Arera Colony', status: 'sold' });
    await add('blocked', { locality: 'Arera Colony' }, blocked);
    await add('naviMumbai', { city: 'Navi Mumbai', state: 'Maharashtra', locality: 'Vashi', price: 9_000_000 });
  });

  it("answers a city's page: its listings for sale, their median price per sq.ft, localities and other pages", async () => {
    const page = await found('/in/bhopal');
    expect(page).toMatchObject({
      kind: 'city',
      path: '/in/bhopal',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
      propertyType: null,
      transactionType: 'Buy',
      locality: null,
      heading: 'Property for sale in Bhopal',
      title: 'Property for sale in Bhopal',
      total: 5,
      medianPricePerSqft: 5000,
      medianRent: null,
      indexable: true,
    });
    expect(page.breadcrumbs).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Bhopal', path: '/in/bhopal' },
    ]);
    expect(page.localities).toEqual([
      { label: 'Arera Colony', path: '/in/bhopal/arera-colony', listings: 6 },
      { label: 'Kolar Road', path: '/in/bhopal/kolar-road', listings: 3 },
      { label: 'MP Nagar', path: '/in/bhopal/mp-nagar', listings: 1 },
    ]);
    expect(page.nearby).toEqual([
      { label: 'Flats for sale', path: '/in/bhopal/flats-for-sale', listings: 4 },
      { label: 'Flats for rent', path: '/in/bhopal/flats-for-rent', listings: 4 },
      { label: 'Plots for sale', path: '/in/bhopal/plots-for-sale', listings: 1 },
      { label: 'Offices for rent', path: '/in/bhopal/offices-for-rent', listings: 1 },
    ]);
    expect(page.description).toBe(landingDescription(page));
    expect(page.description).toContain('₹5,000/sq.ft');
  });

  it("answers a type and deal: the city's flats for sale, newest first, as the search has them", async () => {
    const page = await found('/in/bhopal/flats-for-sale');
    expect(page).toMatchObject({
      kind: 'type',
      path: '/in/bhopal/flats-for-sale',
      propertyType: 'Flat/Apartment',
      transactionType: 'Buy',
      heading: 'Flats for sale in Bhopal',
      total: 4,
      medianPricePerSqft: 5500,
      medianRent: null,
    });
    expect(page.listings.map((card) => card.id)).toEqual([ids.flat9000, ids.flat6000, ids.flat5000, ids.flat4000]);
    expect(page.breadcrumbs.at(-1)).toEqual({ label: 'Flats for sale', path: '/in/bhopal/flats-for-sale' });
    expect(page.nearby.map((link) => link.label)).not.toContain('Flats for sale');
    expect(page.searchPath).toBe(
      searchResultsUrl({ propertyType: 'Flat/Apartment', transactionType: 'Buy', city: 'Bhopal' }),
    );
    // The same cards, in the same order, as the results page's first page: 'See all' continues where it stops.
    const search = await searchOf(page.searchPath);
    expect(search.total).toBe(page.total);
    expect(page.listings).toEqual(search.data);
    expect(page.listings.find((card) => card.id === ids.flat5000)?.featured).toBe(true);
  });

  it('answers a rent page with the median monthly rent and no price per sq.ft', async () => {
    const page = await found('/in/bhopal/flats-for-rent');
    expect(page).toMatchObject({
      heading: 'Flats for rent in Bhopal',
      transactionType: 'Rent',
      total: 4,
      medianRent: 25_000,
      medianPricePerSqft: null,
    });
    const offices = await found('/in/bhopal/offices-for-rent');
    expect(offices).toMatchObject({ heading: 'Offices for rent in Bhopal', total: 1, medianRent: 60_000 });
  });

  it('answers a locality under its usual spelling, every deal in it, whatever the case of its listings', async () => {
    const page = await found('/in/bhopal/arera-colony');
    expect(page).toMatchObject({
      kind: 'locality',
      path: '/in/bhopal/arera-colony',
      city: 'Bhopal',
      locality: 'Arera Colony',
      propertyType: null,
      transactionType: null,
      heading: 'Property in Arera Colony, Bhopal',
      total: 6,
      // Its three flats for sale (4,000, 5,000 and 6,000 a sq.ft); the rents do not count.
      medianPricePerSqft: 5000,
      medianRent: null,
      indexable: true,
    });
    expect(page.listings.map((card) => card.id).sort()).toEqual(
      [ids.flat4000, ids.flat5000, ids.flat6000, ids.rent20, ids.rent30, ids.rent25].sort(),
    );
    expect(page.breadcrumbs).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Bhopal', path: '/in/bhopal' },
      { label: 'Arera Colony', path: '/in/bhopal/arera-colony' },
    ]);
    expect(page.localities.map((link) => link.label)).toEqual(['Kolar Road', 'MP Nagar']);
    const search = await searchOf(page.searchPath);
    expect(search.total).toBe(page.total);
    expect(landingHeading(page)).toBe(page.heading);

    const thin = await found('/in/bhopal/mp-nagar');
    expect(thin.total).toBeLessThan(LANDING_MIN_LOCALITY_LISTINGS);
    expect(thin.indexable).toBe(false);
  });

  it("counts what the search counts for each of the city's pages", async () => {
    const city = await found('/in/bhopal');
    for (const link of [...city.nearby, ...city.localities, { path: city.path, listings: city.total }]) {
      const page = await found(link.path);
      expect(page.total, link.path).toBe(link.listings);
      expect((await searchOf(page.searchPath)).total, link.path).toBe(page.total);
    }
  });

  it('reads a city of two words and a type the city has none of', async () => {
    const navi = await found(landingPath({ city: 'Navi Mumbai' }));
    expect(navi).toMatchObject({ city: 'Navi Mumbai', state: 'Maharashtra', path: '/in/navi-mumbai', total: 1 });
    const none = await found('/in/bhopal/warehouses-for-sale');
    expect(none).toMatchObject({ heading: 'Warehouses for sale in Bhopal', total: 0, listings: [], indexable: false });
    expect(none.medianPricePerSqft).toBeNull();
    // One of the product's cities before its first listing: a page, kept out of the index.
    const agra = await found('/in/agra');
    expect(agra).toMatchObject({ city: 'Agra', state: 'Uttar Pradesh', total: 0, indexable: false, localities: [] });
  });

  it('answers 404 with a message for an address naming nothing we have', async () => {
    for (const path of ['/in/atlantis', '/in/atlantis/flats-for-sale', '/in/bhopal/nowhere-nagar', '/in/sehore']) {
      const { status, body } = await landing(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ success: false, code: 'not_found', message: LANDING_NOT_FOUND_MESSAGE });
    }
    for (const path of ['/api/landing/Bhopal', '/api/landing/bhopal/Flats-For-Sale', '/api/landing/bho%20pal']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
    }
    expect((await app.request('/api/landing/bhopal/arera-colony/extra')).status).toBe(404);
  });

  it('is public and revalidated: a repeat read with its tag is a 304', async () => {
    const first = await app.request('/api/landing/bhopal/flats-for-sale');
    // Anyone's answer, the same for everyone: never private, and revalidated before reuse.
    expect(first.headers.get('cache-control')).not.toMatch(/private|no-store/);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await app.request('/api/landing/bhopal/flats-for-sale', { headers: { 'If-None-Match': tag ?? '' } });
    expect(again.status).toBe(304);
  });
});
