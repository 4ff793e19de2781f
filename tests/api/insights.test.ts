import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { properties } from '../../src/server/features/listings/listings.schema';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** 'YYYY-MM' of the Indian calendar month `monthsAgo` months before this one. */
function istMonth(monthsAgo: number): string {
  const now = new Date(Date.now() + IST_OFFSET_MS);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return month.toISOString().slice(0, 7);
}

/** An instant on `day` of the Indian month `monthsAgo` months ago, at `hour`:`minute` IST. */
function istInstant(monthsAgo: number, day: number, hour: number, minute = 0): Date {
  const [year, month] = istMonth(monthsAgo).split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute) - IST_OFFSET_MS);
}

describeEachDatabase('insights', (database) => {
  let app: ReturnType<typeof createTestApp>;
  const get = async (path: string) => {
    const res = await app.request(path);
    // biome-ignore lint/suspicious/noExplicitAny: API bodies are checked field by field below.
    return { status: res.status, cache: res.headers.get('Cache-Control'), body: (await res.json()) as any };
  };

  beforeAll(async () => {
    const db = database().db;
    app = createTestApp(database());
    const seller = await insertSeller(db);
    // Prices per sq.ft are whole numbers, so every median below is exact.
    const listing = async (monthsAgo: number, input: Omit<Parameters<typeof insertProperty>[1], 'seller'>) => {
      const id = await insertProperty(db, { seller, photos: 0, ...input });
      await db
        .update(properties)
        .set({ publishedAt: istInstant(monthsAgo, 15, 12) })
        .where(eq(properties.id, id));
      return id;
    };
    // Bhopal, Arera Colony: flats at 5,000 / 6,000 / 7,000 per sq.ft (median 6,000), a villa at 7,000.
    await listing(0, { price: 5_000_000, areaValue: 1000 });
    await listing(0, { price: 6_000_000, areaValue: 1000 });
    await listing(2, { price: 14_000_000, areaValue: 2000, propertyType: 'Independent House/Villa' });
    await listing(2, { price: 7_000_000, areaValue: 1000 });
    // Kolar Road, typed two ways: plots at 2,000 / 2,500 per sq.ft (median 2,250), a flat at 3,000.
    await listing(2, { price: 3_000_000, areaValue: 1500, propertyType: 'Plot', locality: 'Kolar Road' });
    await listing(11, { price: 2_500_000, areaValue: 1000, propertyType: 'Plot', locality: 'Kolar Road' });
    // Published 12 months ago: a locality listing, outside the trends' 12-month window.
    await listing(12, { price: 3_000_000, areaValue: 1000, locality: 'kolar road', city: 'bhopal' });
    // Never counted: a rent, a listing waiting for review, a sold one.
    await listing(0, { price: 25_000, areaValue: 1000, transactionType: 'Rent' });
    await listing(0, { price: 1_000_000, areaValue: 1000, status: 'pending' });
    await listing(2, { price: 90_000_000, areaValue: 1000, status: 'sold' });
    // Indore: published at 00:30 IST on the 1st, which is still the previous month in UTC.
    const indore = await insertProperty(db, {
      seller,
      photos: 0,
      city: 'Indore',
      locality: 'Vijay Nagar',
      price: 4_000_000,
    });
    await db
      .update(properties)
      .set({ publishedAt: istInstant(0, 1, 0, 30) })
      .where(eq(properties.id, indore));
  });

  it('lists cities by listings for sale, with the median price per sq.ft', async () => {
    const { status, cache, body } = await get('/api/insights/cities');
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=300');
    expect(body).toEqual({
      success: true,
      data: [
        // 2,000 2,500 3,000 5,000 6,000 7,000 7,000: the middle one; 'bhopal' counts as Bhopal.
        { city: 'Bhopal', state: 'Madhya Pradesh', listings: 7, medianPricePerSqft: 5000 },
        { city: 'Indore', state: 'Madhya Pradesh', listings: 1, medianPricePerSqft: 4000 },
      ],
    });
  });

  it('lists the localities of a city, case-insensitively, with medians per type, price range and common type', async () => {
    const { status, cache, body } = await get('/api/insights/localities?city=BHOPAL');
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=300');
    expect(body).toEqual({
      success: true,
      data: [
        {
          locality: 'Arera Colony',
          city: 'Bhopal',
          state: 'Madhya Pradesh',
          listings: 4,
          // The flats' median: the villa's price per sq.ft is not a flat's.
          medianPricePerSqft: 6000,
          minPrice: 5_000_000,
          maxPrice: 14_000_000,
          commonType: 'Flat/Apartment',
          byType: [
            { propertyType: 'Flat/Apartment', medianPricePerSqft: 6000, listings: 3 },
            { propertyType: 'Independent House/Villa', medianPricePerSqft: 7000, listings: 1 },
          ],
        },
        {
          locality: 'Kolar Road',
          city: 'Bhopal',
          state: 'Madhya Pradesh',
          listings: 3,
          medianPricePerSqft: 2250,
          minPrice: 2_500_000,
          maxPrice: 3_000_000,
          commonType: 'Plot',
          byType: [
            { propertyType: 'Plot', medianPricePerSqft: 2250, listings: 2 },
            { propertyType: 'Flat/Apartment', medianPricePerSqft: 3000, listings: 1 },
          ],
        },
      ],
    });
    expect((await get('/api/insights/localities?city=%20Timbuktu%20')).body).toEqual({ success: true, data: [] });
  });

  it('refuses a missing, empty or overlong city', async () => {
    const required = {
      status: 400,
      cache: 'no-store',
      body: { success: false, code: 'validation_failed', message: 'city is required' },
    };
    expect(await get('/api/insights/localities')).toEqual(required);
    expect(await get('/api/insights/localities?city=%20')).toEqual(required);
    const long = await get(`/api/insights/localities?city=${'a'.repeat(81)}`);
    expect(long.body).toEqual({
      success: false,
      code: 'validation_failed',
      message: 'city must be at most 80 characters',
    });
    expect((await get(`/api/insights/price-trends?city=${'a'.repeat(81)}`)).status).toBe(400);
  });

  it("shows a city's monthly medians over the last 12 months, gaps included, and by type", async () => {
    const { status, cache, body } = await get('/api/insights/price-trends?city=bhopal');
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=300');
    const gaps = [10, 9, 8, 7, 6, 5, 4, 3].map((k) => ({ month: istMonth(k), medianPricePerSqft: null, listings: 0 }));
    expect(body.data).toEqual({
      city: 'Bhopal',
      months: [
        { month: istMonth(11), medianPricePerSqft: 2500, listings: 1 },
        ...gaps,
        { month: istMonth(2), medianPricePerSqft: 7000, listings: 3 },
        { month: istMonth(1), medianPricePerSqft: null, listings: 0 },
        { month: istMonth(0), medianPricePerSqft: 5500, listings: 2 },
      ],
      byType: [
        { propertyType: 'Flat/Apartment', medianPricePerSqft: 6000, listings: 3 },
        { propertyType: 'Plot', medianPricePerSqft: 2250, listings: 2 },
        { propertyType: 'Independent House/Villa', medianPricePerSqft: 7000, listings: 1 },
      ],
    });
  });

  it('shows all of India without a city, in Indian calendar months', async () => {
    const { body } = await get('/api/insights/price-trends');
    expect(body.data.city).toBeNull();
    expect(body.data.months).toHaveLength(12);
    // Indore's listing of 00:30 IST on the 1st joins this month: 4,000 5,000 6,000.
    expect(body.data.months.at(-1)).toEqual({ month: istMonth(0), medianPricePerSqft: 5000, listings: 3 });
    expect(body.data.byType[0]).toEqual({ propertyType: 'Flat/Apartment', medianPricePerSqft: 5500, listings: 4 });
    const nowhere = await get('/api/insights/price-trends?city=Timbuktu');
    expect(nowhere.body.data).toEqual({ city: 'Timbuktu', months: [], byType: [] });
  });
});
