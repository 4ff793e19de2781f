import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { PropertyDetail } from '../../src/shared/listings/listing-types';
import { indiaToday, RENTAL_MESSAGES, type SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat, validOfficeToLet } from '../fixtures/seller-listings';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';

type One = { data: SellerListing; message?: string };

const day = (offsetDays: number) => indiaToday(new Date(Date.now() + offsetDays * 86_400_000));

describeEachDatabase('a rental’s tenant preferences, pets and date', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let seller: Person;
  const create = (body: unknown) => t.call<One>('POST', '/seller/properties', body, seller.token);

  beforeAll(() => {
    t = sellerTestApp(database());
  });
  // One seller a test: the free quota of live listings stays out of the way.
  beforeEach(async () => {
    seller = await t.seller({ sellerType: 'Agent', companyName: 'Lake City Realty' });
  });

  it('stores them for a rental, each preference once in the list order, and reads them back', async () => {
    const from = day(10);
    const res = await create(
      validOfficeToLet({
        tenantPreferences: ['Company', 'Family', 'Company'],
        petsAllowed: false,
        availableFrom: from,
      }),
    );
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({
      tenantPreferences: ['Family', 'Company'],
      petsAllowed: false,
      availableFrom: from,
    });
    const read = await t.call<One>('GET', `/seller/properties/${res.body.data.id}`, undefined, seller.token);
    expect(read.body.data).toMatchObject({ tenantPreferences: ['Family', 'Company'], availableFrom: from });
  });

  it('shows them, and the parking, on the public property answer once live', async () => {
    const from = day(7);
    const made = await create(
      validOfficeToLet({
        tenantPreferences: ['Company'],
        petsAllowed: true,
        availableFrom: from,
        parking: 'Open',
        parkingSpaces: 3,
      }),
    );
    await database().db.execute(
      sql`update properties set status = 'active', published_at = now() where id = ${made.body.data.id}`,
    );
    const res = await t.call<{ data: PropertyDetail }>('GET', `/properties/${made.body.data.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      tenantPreferences: ['Company'],
      petsAllowed: true,
      availableFrom: from,
      parking: 'Open',
      parkingSpaces: 3,
    });
  });

  it('takes today as the first day', async () => {
    const res = await create(validOfficeToLet({ availableFrom: day(0) }));
    expect(res.status, res.body.message).toBe(201);
  });

  it.each([
    [{ tenantPreferences: ['Students'] }, 'Preferred tenants must be one of Family, Bachelors, Company'],
    [{ tenantPreferences: 'Family' }, 'Preferred tenants must be a list of Family, Bachelors, Company'],
    [{ petsAllowed: 'yes' }, 'Pets allowed must be true or false'],
    [{ availableFrom: '2027-02-30' }, RENTAL_MESSAGES.availableFromDate],
    [{ availableFrom: '01/03/2027' }, RENTAL_MESSAGES.availableFromDate],
  ])('refuses a rental with %j (400, in the field’s words)', async (fields, message) => {
    const res = await create(validOfficeToLet(fields));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a date in the past when it is set, on posting and on an edit', async () => {
    const past = await create(validOfficeToLet({ availableFrom: day(-1) }));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(RENTAL_MESSAGES.availableFromPast);
    const made = await create(validOfficeToLet({ availableFrom: day(3) }));
    const edited = await t.call<One>(
      'PATCH',
      `/seller/properties/${made.body.data.id}`,
      { availableFrom: day(-2) },
      seller.token,
    );
    expect(edited.status).toBe(400);
    expect(edited.body.message).toBe(RENTAL_MESSAGES.availableFromPast);
  });

  it.each([
    [{ tenantPreferences: ['Family'] }, 'Preferred tenants'],
    [{ petsAllowed: true }, 'Pets allowed'],
    [{ availableFrom: '2099-01-01' }, 'Available from'],
  ])('refuses %j on a sale, as it refuses a deposit', async (fields, label) => {
    const res = await create(validFlat(fields));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RENTAL_MESSAGES.onlyForRent(label));
  });

  it('takes a sale with no tenant preferences (an empty list is none)', async () => {
    const res = await create(validFlat({ tenantPreferences: [] }));
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({ tenantPreferences: [], petsAllowed: null, availableFrom: null });
  });
});
