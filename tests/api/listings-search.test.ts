import { beforeAll, expect, it } from 'vitest';
import type { ListingCard, SearchResponse } from '../../src/shared/listings/listing-types';
import { noSearchWordsMessage } from '../../src/shared/listings/search-codecs';
import { SEARCH_PARAMS } from '../../src/shared/listings/search-filters';
import { SEARCH_PAGE_SIZE, SEARCH_PROPERTY_TYPES } from '../../src/shared/listings/vocabulary';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

describeEachDatabase('property search', (database) => {
  const ids: Record<string, number> = {};
  let app: ReturnType<typeof createTestApp>;

  const search = async (query: string) => {
    const res = await app.request(`/api/properties/search?${query}`);
    return { status: res.status, body: (await res.json()) as SearchResponse & { message?: string } };
  };
  const titles = (data: ListingCard[]) => data.map((card) => card.id).sort((a, b) => a - b);
  const only = (...names: string[]) => names.map((name) => ids[name]).sort((a, b) => (a ?? 0) - (b ?? 0));

  beforeAll(async () => {
    const db = database().db;
    app = createTestApp(database());
    const owner = await insertSeller(db, { sellerType: 'Individual' });
    const agent = await insertSeller(db, { sellerType: 'Agent', verified: true });
    const newAgent = await insertSeller(db, { sellerType: 'Agent', verified: false });
    const builder = await insertSeller(db, { sellerType: 'Builder', verified: true, companyName: 'Sagar Group' });
    const add = async (
      name: string,
      input: Omit<Parameters<typeof insertProperty>[1], 'seller'> & { seller?: typeof owner },
    ) => {
      ids[name] = await insertProperty(db, { seller: owner, ...input });
    };
    await add('areraFlat', {
      locality: 'Arera Colony',
      bedrooms: 2,
      price: 4_500_000,
      areaValue: 1200,
      furnishing: 'Semi-Furnished',
      featured: true,
      daysAgo: 5,
    });
    await add('kolarFlat', {
      seller: agent,
      locality: 'Kolar Road',
      bedrooms: 3,
      price: 7_200_000,
      areaValue: 1650,
      furnishing: 'Furnished',
      daysAgo: 2,
    });
    await add('kolarPlot', {
      seller: newAgent,
      locality: 'Kolar Road',
      propertyType: 'Plot',
      price: 3_000_000,
      areaValue: 200,
      areaUnit: 'sq.yd',
      daysAgo: 3,
    });
    await add('mpNagarOffice', {
      locality: 'MP Nagar',
      propertyType: 'Office Space',
      transactionType: 'Rent',
      price: 60_000,
      deposit: 360_000,
      areaValue: 1500,
      daysAgo: 4,
    });
    await add('kolarRent', {
      locality: 'Kolar Road',
      transactionType: 'Rent',
      bedrooms: 2,
      price: 18_000,
      deposit: 36_000,
      areaValue: 1000,
      daysAgo: 6,
      tenantPreferences: ['Family'],
      petsAllowed: true,
      availableFrom: '2027-02-01',
    });
    await add('indoreFlat2', {
      seller: builder,
      city: 'Indore',
      locality: 'Vijay Nagar',
      bedrooms: 2,
      price: 4_800_000,
      areaValue: 1100,
      possession: 'Under Construction',
      furnishing: 'Unfurnished',
      daysAgo: 7,
    });
    await add('indoreFlat3', {
      seller: builder,
      city: 'Indore',
      locality: 'Vijay Nagar',
      bedrooms: 3,
      price: 8_500_000,
      areaValue: 1500,
      daysAgo: 8,
    });
    await add('andheriFlat', {
      seller: agent,
      city: 'Mumbai',
      state: 'Maharashtra',
      locality: 'Andheri West',
      bedrooms: 1,
      price: 12_000_000,
      areaValue: 550,
      daysAgo: 9,
    });
    await add('bandraShop', {
      seller: newAgent,
      city: 'Mumbai',
      state: 'Maharashtra',
      locality: 'Bandra West',
      propertyType: 'Retail Space/Shop',
      price: 35_000_000,
      areaValue: 400,
      daysAgo: 10,
    });
    await add('jaipurLand', {
      city: 'Jaipur',
      state: 'Rajasthan',
      locality: 'Jagatpura',
      propertyType: 'Land',
      price: 9_000_000,
      areaValue: 1,
      areaUnit: 'acre',
      daysAgo: 11,
    });
    await add('jaipurVilla', {
      city: 'Jaipur',
      state: 'Rajasthan',
      locality: 'Vaishali Nagar',
      propertyType: 'Independent House/Villa',
      bedrooms: 5,
      price: 21_000_000,
      areaValue: 3200,
      daysAgo: 12,
    });
    await add('puneOffice', {
      seller: agent,
      city: 'Pune',
      state: 'Maharashtra',
      locality: 'Hinjewadi',
      propertyType: 'Office Space',
      price: 9_500_000,
      areaValue: 1000,
      daysAgo: 13,
    });
    // Not public: pending review, rejected, sold, deleted.
    await add('pending', { locality: 'Arera Colony', status: 'pending', publishedAt: null });
    await add('rejected', { locality: 'Arera Colony', status: 'rejected', rejectionReason: 'Photos do not match' });
    await add('sold', { locality: 'Arera Colony', status: 'sold' });
    await add('deleted', { locality: 'Arera Colony', status: 'deleted' });
  });

  const PUBLIC = [
    'areraFlat',
    'kolarFlat',
    'kolarPlot',
    'mpNagarOffice',
    'kolarRent',
    'indoreFlat2',
    'indoreFlat3',
    'andheriFlat',
    'bandraShop',
    'jaipurLand',
    'jaipurVilla',
    'puneOffice',
  ];
  const BHOPAL = ['areraFlat', 'kolarFlat', 'kolarPlot', 'mpNagarOffice', 'kolarRent'];

  it('answers the product’s shape { data, total, page, pageSize } with listing cards', async () => {
    const { status, body } = await search(
      'propertyType=&transactionType=&page=1&city=Bhopal&state=&locality=&searchQuery=',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 5, totalCapped: false, page: 1, pageSize: SEARCH_PAGE_SIZE });
    const card = body.data.find((c) => c.id === ids.kolarPlot);
    expect(card).toMatchObject({
      propertyType: 'Plot',
      transactionType: 'Buy',
      price: 3_000_000,
      area: { value: 200, unit: 'sq.yd', sqft: 1800 },
      pricePerSqft: 1667,
      location: { city: 'Bhopal', state: 'Madhya Pradesh', locality: 'Kolar Road' },
      postedBy: 'Agent',
      verified: false,
      featured: false,
    });
    expect(card?.coverPhoto).toMatch(/^[0-9a-f]{64}$/);
  });

  it('searches all of India when the city is empty, and never shows listings that are not active', async () => {
    const { body } = await search('city=&page=1');
    expect(body.total).toBe(PUBLIC.length);
    expect(titles(body.data)).toEqual(only(...PUBLIC));
  });

  it('filters by city (any case, and other names of the city) and state', async () => {
    expect(titles((await search('city=bhopal')).body.data)).toEqual(only(...BHOPAL));
    expect(titles((await search('city=Bombay')).body.data)).toEqual(only('andheriFlat', 'bandraShop'));
    expect(titles((await search('state=Maharashtra')).body.data)).toEqual(
      only('andheriFlat', 'bandraShop', 'puneOffice'),
    );
  });

  it.each([
    ['Flat/Apartment', ['areraFlat', 'kolarFlat', 'kolarRent', 'indoreFlat2', 'indoreFlat3', 'andheriFlat']],
    ['Land', ['jaipurLand']],
    ['Plot', ['kolarPlot']],
    // The phone menu's Land/Plot: land and plots alike.
    ['Land/Plot', ['jaipurLand', 'kolarPlot']],
    ['land / plot', ['jaipurLand', 'kolarPlot']],
    ['Office Space', ['mpNagarOffice', 'puneOffice']],
    ['Retail Space', ['bandraShop']],
    ['Independent House/Villa', ['jaipurVilla']],
  ])('maps the menu type %s to stored listings', async (type, expected) => {
    expect(titles((await search(`propertyType=${encodeURIComponent(type)}`)).body.data)).toEqual(only(...expected));
  });

  it('filters by transaction type', async () => {
    expect(titles((await search('transactionType=Rent')).body.data)).toEqual(only('mpNagarOffice', 'kolarRent'));
    expect((await search('transactionType=Buy')).body.total).toBe(PUBLIC.length - 2);
  });

  it('filters by budget, BHK (5 means 5+), area, posted-by, possession, furnishing and verified sellers', async () => {
    expect(
      titles((await search('city=Bhopal&transactionType=Buy&minPrice=4000000&maxPrice=8000000')).body.data),
    ).toEqual(only('areraFlat', 'kolarFlat'));
    expect(titles((await search('bedrooms=2,3&city=Indore')).body.data)).toEqual(only('indoreFlat2', 'indoreFlat3'));
    expect(titles((await search('bedrooms=5')).body.data)).toEqual(only('jaipurVilla'));
    expect(titles((await search('minArea=1600&maxArea=1800')).body.data)).toEqual(only('kolarFlat', 'kolarPlot'));
    expect(titles((await search('postedBy=Builder')).body.data)).toEqual(only('indoreFlat2', 'indoreFlat3'));
    expect(titles((await search('postedBy=Owner&city=Jaipur')).body.data)).toEqual(only('jaipurLand', 'jaipurVilla'));
    expect(titles((await search('possession=Under%20Construction')).body.data)).toEqual(only('indoreFlat2'));
    expect(titles((await search('furnishing=Furnished,Semi-Furnished')).body.data)).toEqual(
      only('areraFlat', 'kolarFlat'),
    );
    expect(titles((await search('verified=true&city=Mumbai')).body.data)).toEqual(only('andheriFlat'));
    expect(titles((await search('locality=kolar%20road')).body.data)).toEqual(
      only('kolarFlat', 'kolarPlot', 'kolarRent'),
    );
  });

  it('filters rentals by preferred tenants (none named: anyone), pets and the day they are free by', async () => {
    const rentals = (query: string) => search(query).then(({ body }) => titles(body.data));
    expect(await rentals('tenants=Family')).toEqual(only('mpNagarOffice', 'kolarRent'));
    expect(await rentals('tenants=Bachelors,Company')).toEqual(only('mpNagarOffice'));
    expect(await rentals('pets=true')).toEqual(only('kolarRent'));
    expect(await rentals('availableBy=2027-01-31')).toEqual(only('mpNagarOffice'));
    expect(await rentals('availableBy=2027-02-01&tenants=Family&pets=true')).toEqual(only('kolarRent'));
    const card = (await search('pets=true')).body.data[0];
    expect(card).toMatchObject({ tenantPreferences: ['Family'], petsAllowed: true, availableFrom: '2027-02-01' });
    const wrong = await search('availableBy=2027-02-30');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain(`${SEARCH_PARAMS.availableBy.label} must be a date (YYYY-MM-DD)`);
  });

  it('sorts by newest, price up, price down and price per sq.ft', async () => {
    const newest = (await search('sort=newest')).body.data.map((c) => c.publishedAt ?? '');
    expect(newest).toEqual([...newest].sort().reverse());
    const up = (await search('sort=price_asc')).body.data.map((c) => c.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await search('sort=price_desc')).body.data.map((c) => c.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const perSqft = (await search('sort=price_per_sqft&transactionType=Buy')).body.data.map((c) => c.pricePerSqft ?? 0);
    expect(perSqft).toEqual([...perSqft].sort((a, b) => a - b));
  });

  it('orders by recency when there is no text to rank, and marks featured listings', async () => {
    const { data } = (await search('city=Bhopal')).body;
    const newestFirst = ['kolarFlat', 'kolarPlot', 'mpNagarOffice', 'areraFlat', 'kolarRent'];
    expect(data.map((c) => c.id)).toEqual(newestFirst.map((name) => ids[name]));
    expect(data.find((c) => c.id === ids.areraFlat)?.featured).toBe(true);
    expect(data.filter((c) => c.featured)).toHaveLength(1);
  });

  it('ranks text matches above recency', async () => {
    const { data } = (await search(`searchQuery=${encodeURIComponent('arera colony bhopal')}`)).body;
    expect(data[0]?.id).toBe(ids.areraFlat);
  });

  it('understands free text: abbreviations, typos and phrases that set filters', async () => {
    expect(titles((await search('searchQuery=kolar%20rd%20bhopal')).body.data)).toEqual(
      only('kolarFlat', 'kolarPlot', 'kolarRent'),
    );
    expect(titles((await search('searchQuery=arera%20colni')).body.data)).toEqual(only('areraFlat'));
    expect(titles((await search('searchQuery=andheri')).body.data)).toEqual(only('andheriFlat'));
    expect(
      titles((await search(`searchQuery=${encodeURIComponent('2 bhk flat in indore under 50 lakh')}`)).body.data),
    ).toEqual(only('indoreFlat2'));
    expect(
      titles((await search(`searchQuery=${encodeURIComponent('office space for rent in bhopal')}`)).body.data),
    ).toEqual(only('mpNagarOffice'));
    expect((await search('searchQuery=zzqxw%20nowhere')).body).toMatchObject({ data: [], total: 0 });
  });

  it('pages from 1 with exact totals', async () => {
    const db = database().db;
    const seller = await insertSeller(db);
    for (let i = 0; i < 45; i++)
      await insertProperty(db, {
        seller,
        city: 'Nagpur',
        state: 'Maharashtra',
        locality: 'Dharampeth',
        price: 3_000_000 + i,
        photos: 0,
      });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search(`city=Nagpur&page=${page}&sort=price_asc`)));
    expect(pages.map((p) => p.body.data.length)).toEqual([20, 20, 5, 0]);
    expect(pages.map((p) => p.body.total)).toEqual([45, 45, 45, 45]);
    expect(pages.map((p) => p.body.page)).toEqual([1, 2, 3, 4]);
    const seen = new Set(pages.flatMap((p) => p.body.data.map((c) => c.id)));
    expect(seen.size).toBe(45);
    expect(pages[0]?.body.data[0]?.coverPhoto).toBeNull();
  });

  it.each([
    ['page=0', 'Page must be a whole number from 1 to 500'],
    ['page=abc', 'Page must be a whole number from 1 to 500'],
    ['page=501', 'Page must be a whole number from 1 to 500'],
    ['page=-1', 'Page must be a whole number from 1 to 500'],
    ['minPrice=-5', 'Minimum budget must be a whole number of rupees, 0 or more'],
    ['maxPrice=1e9', 'Maximum budget must be a whole number of rupees, 0 or more'],
    ['minPrice=900&maxPrice=100', 'Minimum budget must not be more than Maximum budget'],
    [`searchQuery=${'x'.repeat(10_240)}`, 'Keywords must be at most 200 characters'],
    ['propertyType=Castle', `Property type must be one of ${SEARCH_PROPERTY_TYPES.join(', ')}`],
    [`propertyType=${encodeURIComponent('😀')}`, `Property type must be one of ${SEARCH_PROPERTY_TYPES.join(', ')}`],
    ['transactionType=Lease', 'Buy or rent must be one of Buy, Rent'],
    ['bedrooms=two', 'Bedrooms (BHK) must be numbers from 0 to 10, like 2,3'],
    ['postedBy=Broker', 'Posted by must be one of Owner, Agent, Builder'],
    ['sort=cheapest', 'Sort by must be one of relevance, newest, price_asc, price_desc, price_per_sqft'],
    ['verified=maybe', 'Verified sellers only must be true or false'],
    ['minArea=big', 'Minimum area in sq.ft must be a number of square feet, 0 or more'],
  ])('refuses %s with 400 and a message naming the field as the screens label it', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, code: 'validation_failed', message });
  });

  it('treats hostile text with words as text', async () => {
    for (const text of ["'; drop table properties; --", '<script>alert(1)</script>', 'मुंबई फ्लैट']) {
      const { status } = await search(`searchQuery=${encodeURIComponent(text)}`);
      expect(status, text).toBe(200);
    }
    expect((await search('city=')).body.total).toBe(PUBLIC.length + 45);
  });

  it.each([
    ['emoji only', '😀😀😀'],
    ['SQL-looking text', "' OR 1=1 --"],
    ['tsquery operators', ':* & | !'],
    ['LIKE wildcards', '%_\\'],
    ['a zero-width space', '\u200b\u200b'],
    ['a bidi override alone', '\u202e\u2066'],
    ['one digit', '1'],
  ])('says text with no searchable words (%s) has none, rather than listing everything', async (_, text) => {
    const { status, body } = await search(`searchQuery=${encodeURIComponent(text)}`);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, code: 'validation_failed', message: noSearchWordsMessage('Keywords') });
  });

  it('searches the words of text wrapped in bidi and zero-width characters', async () => {
    const plain = await search('searchQuery=Dharampeth');
    const wrapped = await search(`searchQuery=${encodeURIComponent('\u202eDharampeth\u200b\u202c')}`);
    expect(plain.status).toBe(200);
    expect(plain.body.total).toBeGreaterThan(0);
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.total).toBeGreaterThan(0);
  });
});
