import { beforeAll, expect, it } from 'vitest';
import { CARPET_PARKING_MESSAGES, type SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat, validPlot } from '../fixtures/seller-listings';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';

type One = { data: SellerListing; message?: string };

describeEachDatabase('a listing’s carpet area and parking', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let seller: Person;
  const create = (body: unknown) => t.call<One>('POST', '/seller/properties', body, seller.token);

  beforeAll(async () => {
    t = sellerTestApp(database());
    seller = await t.seller({ sellerType: 'Agent', companyName: 'Lake City Realty' });
  });

  it('stores a flat’s carpet area and covered parking, and reads them back', async () => {
    const res = await create(validFlat({ carpetArea: 850.5, parking: 'Covered', parkingSpaces: 2 }));
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({ carpetArea: 850.5, parking: 'Covered', parkingSpaces: 2 });
    const read = await t.call<One>('GET', `/seller/properties/${res.body.data.id}`, undefined, seller.token);
    expect(read.body.data).toMatchObject({ carpetArea: 850.5, parking: 'Covered', parkingSpaces: 2 });
    // An edit to no parking clears the count with it.
    const edited = await t.call<One>(
      'PATCH',
      `/seller/properties/${res.body.data.id}`,
      { parking: 'None', parkingSpaces: null },
      seller.token,
    );
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.data).toMatchObject({ parking: 'None', parkingSpaces: null });
  });

  it('takes a listing without them, as before', async () => {
    const res = await create(validFlat());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ carpetArea: null, parking: null, parkingSpaces: null });
  });

  it.each([
    [{ parking: 'Basement' }, 'Parking must be one of Covered, Open, None'],
    [{ parking: 'Open' }, CARPET_PARKING_MESSAGES.spacesRequired('Open')],
    [{ parking: 'None', parkingSpaces: 1 }, CARPET_PARKING_MESSAGES.spacesWithoutParking],
    [{ parking: 'Covered', parkingSpaces: 0 }, 'Parking spaces must be a whole number from 1 to 50'],
    [{ carpetArea: 1200 }, CARPET_PARKING_MESSAGES.carpetAboveArea],
    [{ carpetArea: -5 }, 'Carpet area must be a number greater than 0 and at most 10000000'],
  ])('refuses a flat with %j (400, in the field’s words)', async (fields, message) => {
    const res = await create(validFlat(fields));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses carpet area and parking for a plot', async () => {
    const carpet = await create(validPlot({ carpetArea: 100 }));
    expect(carpet.status).toBe(400);
    expect(carpet.body.message).toBe(CARPET_PARKING_MESSAGES.notForLand('Carpet area', 'Plot'));
    const parking = await create(validPlot({ parking: 'Open', parkingSpaces: 1 }));
    expect(parking.status).toBe(400);
    expect(parking.body.message).toBe(CARPET_PARKING_MESSAGES.notForLand('Parking', 'Plot'));
  });
});
